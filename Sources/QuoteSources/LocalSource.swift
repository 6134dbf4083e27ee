import QuoteModel

/// A numbered collection of quotes on this machine: the built-in collection, fortune files, saved quotes.
package protocol LocalCollection: Sendable {
    /// How many entries it holds.
    var count: Int { get }
    /// Entry `index` (from 0) and the label of where it is.
    func entry(at index: Int) throws(SourceError) -> (quote: Quote, source: SourceLabel)
    /// Every entry, in order: for filtering, where reading the whole collection at once is cheaper.
    func entries() throws(SourceError) -> [(quote: Quote, source: SourceLabel)]
}

extension LocalCollection {
    /// Every entry, one at a time.
    package func entries() throws(SourceError) -> [(quote: Quote, source: SourceLabel)] {
        var all: [(quote: Quote, source: SourceLabel)] = []
        for index in 0..<count { all.append(try entry(at: index)) }
        return all
    }
}

/// A source that picks from a ``LocalCollection``: uniformly among the entries that pass the filters, and,
/// when more than ``recentWindow`` pass, never one of the last ``recentWindow`` quotes shown.
package struct LocalSource: QuoteSource {
    /// How many of the last quotes shown are not repeated.
    package static let recentWindow = 20

    package let name: String
    /// Opens the collection; fortune files are found and indexed only when the source is asked.
    let open: @Sendable () throws(SourceError) -> any LocalCollection

    package var isNetwork: Bool { false }

    /// Creates a source that opens its collection with `open` when asked.
    package init(name: String, open: @escaping @Sendable () throws(SourceError) -> any LocalCollection) {
        self.name = name
        self.open = open
    }

    package func quote(in context: SourceContext) async throws(SourceError) -> QuoteRecord {
        let collection = try open()
        let (quote, source) = try Self.pick(
            from: collection, filter: context.filter, recent: context.recent, random: context.random, name: name)
        return QuoteRecord(quote: quote, source: source, fetchedAt: context.clock.now())
    }

    /// Picks one entry.
    ///
    /// Without filters, entries are drawn at random and a recent one is drawn again (so each of the others is
    /// equally likely) without reading the whole collection; with filters, every entry is read and checked.
    static func pick(
        from collection: any LocalCollection, filter: QuoteFilter, recent: () -> [Quote], random: RandomSource, name: String
    ) throws(SourceError) -> (quote: Quote, source: SourceLabel) {
        let count = collection.count
        guard count > 0 else { throw .empty(source: name) }
        var remembered: Set<Saying>?
        func recentSayings() -> Set<Saying> {
            if let remembered { return remembered }
            let sayings = Set(recent().map(Saying.init))
            remembered = sayings
            return sayings
        }
        func index(below bound: Int) -> Int { min(bound - 1, Int(random.next() * Double(bound))) }
        if filter.isEmpty {
            let avoid = count > recentWindow ? recentSayings() : []
            for _ in 0..<64 {
                let entry = try collection.entry(at: index(below: count))
                if !avoid.contains(Saying(entry.quote)) { return entry }
            }
        }
        var matching = try collection.entries().filter { filter.matches($0.quote) }
        guard !matching.isEmpty else { throw .noMatchAmong(filter: filter, count: count, source: name) }
        if matching.count > recentWindow {
            let avoid = recentSayings()
            let fresh = matching.filter { !avoid.contains(Saying($0.quote)) }
            if !fresh.isEmpty { matching = fresh }
        }
        return matching[index(below: matching.count)]
    }

    /// What makes two quotes the same saying: content and author.
    private struct Saying: Hashable {
        var content: String
        var author: String?
        init(_ quote: Quote) {
            content = quote.content
            author = quote.author
        }
    }
}
