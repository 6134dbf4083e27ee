/// A numbered collection of quotes on this machine: the built-in collection, fortune files, saved quotes.
protocol LocalCollection: Sendable {
    /// How many entries it holds.
    var count: Int { get }
    /// Entry `index` (from 0) and its `source` label.
    func entry(at index: Int) throws(QuoteError) -> (quote: Quote, source: String)
    /// Every entry, in order: for filtering, where reading the whole collection at once is cheaper.
    func entries() throws(QuoteError) -> [(quote: Quote, source: String)]
}

extension LocalCollection {
    func entries() throws(QuoteError) -> [(quote: Quote, source: String)] {
        var all: [(quote: Quote, source: String)] = []
        for index in 0..<count { all.append(try entry(at: index)) }
        return all
    }
}

/// A source that picks from a ``LocalCollection``: uniformly among the entries that pass the filters, and,
/// when more than ``recentWindow`` pass, never one of the last ``recentWindow`` quotes shown.
struct LocalSource: QuoteSource {
    /// How many of the last quotes shown are not repeated.
    static let recentWindow = 20

    let name: String
    /// Opens the collection; fortune files are found and indexed only when the source is asked.
    let open: @Sendable () throws(QuoteError) -> any LocalCollection

    var isNetwork: Bool { false }

    func quote(in context: SourceContext) async throws(QuoteError) -> QuoteRecord {
        let collection = try open()
        let (quote, source) = try Self.pick(from: collection, filter: context.filter, recent: context.recent, random: context.random, name: name)
        return QuoteRecord(quote: quote, source: source, fetchedAt: context.clock.now())
    }

    /// Picks one entry.
    ///
    /// Without filters, entries are drawn at random and a recent one is drawn again (so each of the others is
    /// equally likely) without reading the whole collection; with filters, every entry is read and checked.
    static func pick(
        from collection: any LocalCollection, filter: QuoteFilter, recent: () -> [Quote], random: RandomSource, name: String
    ) throws(QuoteError) -> (quote: Quote, source: String) {
        let count = collection.count
        guard count > 0 else { throw .noInput("\(name) holds no quotes") }
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
        guard !matching.isEmpty else { throw .noInput("no quote matched \(filter.description) among \(count) in \(name)") }
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

/// The offline collection, as a local collection.
struct BuiltinCollection: LocalCollection {
    var count: Int { OfflineCollection.quotes.count }

    func entry(at index: Int) throws(QuoteError) -> (quote: Quote, source: String) {
        (OfflineCollection.quotes[index], SourceName.builtin.rawValue)
    }
}
