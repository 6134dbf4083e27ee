import QuoteModel
import QuotePlatform

/// A numbered collection of quotes on this machine: the built-in collection, fortune files, saved quotes.
package protocol LocalCollection: Sendable {
    /// How many entries it holds.
    var count: Int { get }
    /// What was wrong with it, though it still serves (a fortune file skipped), as far as it was read.
    var warnings: [SourceWarning] { get }
    /// Entry `index` (from 0).
    ///
    /// A collection that reads its entries only when asked may learn here that a part of it cannot be used: it
    /// leaves that part out, counts again, and answers ``LocalEntry/unusable`` so the pick draws
    /// again.
    mutating func entry(at index: Int) throws(SourceError) -> LocalEntry
    /// Every entry, in order, for `filter` to choose among: those it surely rules out may be left undecoded
    /// (``LocalEntry/ruledOut``), where decoding an entry costs more than a look at its text (a fortune).
    mutating func entries(for filter: QuoteFilter) throws(SourceError) -> [LocalEntry]
}

/// One entry of a local collection.
package enum LocalEntry: Sendable {
    /// A quote, and the label of where it is.
    case quote(Quote, SourceLabel)
    /// Nothing to show: a line that is no record.
    case unusable
    /// A quote the filters surely do not pass, left undecoded.
    case ruledOut

    /// The quote, if there is one.
    var quote: (quote: Quote, source: SourceLabel)? {
        if case .quote(let quote, let source) = self { return (quote, source) }
        return nil
    }
}

extension LocalCollection {
    package var warnings: [SourceWarning] { [] }

    /// Every entry, one at a time, all decoded.
    package mutating func entries(for filter: QuoteFilter) throws(SourceError) -> [LocalEntry] {
        var all: [LocalEntry] = []
        for index in 0..<count { all.append(try entry(at: index)) }
        return all
    }
}

/// A source that picks from a ``LocalCollection``: uniformly among the entries that pass the filters, and,
/// when more than ``recentWindow`` pass, never one of the last ``recentWindow`` quotes shown.
package struct LocalSource: QuoteSource {
    /// How many of the last quotes shown are not repeated.
    package static let recentWindow = 20

    package let name: SourceName
    /// Opens the collection; fortune files are found and indexed only when the source is asked.
    let open: @Sendable () throws(SourceError) -> any LocalCollection
    /// The language whose quotes it prefers when the run asks none; `nil` for none.
    ///
    /// The built-in collection's, standing in for network sources of one language (`--source zenquotes,builtin`):
    /// a quote in another is picked only when none in it passes the filters.
    package var language: String?

    package var isNetwork: Bool { false }

    /// Creates a source that opens its collection with `open` when asked.
    package init(
        name: SourceName, language: String? = nil, open: @escaping @Sendable () throws(SourceError) -> any LocalCollection
    ) {
        self.name = name
        self.language = language
        self.open = open
    }

    package func quote(in context: SourceContext) throws(SourceError) -> QuoteRecord {
        var collection = try open()
        // Said after the pick, which may find more.
        defer { for warning in collection.warnings { context.warn(warning) } }
        var preferred = context.filter
        let (quote, source): (Quote, SourceLabel)
        if preferred.language == nil, let language {
            preferred.language = language
            do {
                (quote, source) = try Self.pick(
                    from: &collection, filter: preferred, recent: context.recent, random: context.random, name: name)
            } catch .noMatchAmong, .empty {
                (quote, source) = try Self.pick(
                    from: &collection, filter: context.filter, recent: context.recent, random: context.random, name: name)
            }
        } else {
            (quote, source) = try Self.pick(
                from: &collection, filter: context.filter, recent: context.recent, random: context.random, name: name)
        }
        return QuoteRecord(quote: quote, source: source, fetchedAt: context.clock.now())
    }

    /// Picks one entry.
    ///
    /// Without filters, entries are drawn at random, and a recent or unusable one is drawn again (so each of the
    /// others is equally likely) without reading the whole collection; with filters, every entry is read and
    /// checked.
    static func pick(
        from collection: inout any LocalCollection, filter: QuoteFilter, recent: () -> [Quote], random: RandomSource,
        name: SourceName
    ) throws(SourceError) -> (quote: Quote, source: SourceLabel) {
        guard collection.count > 0 else { throw .empty(source: name) }
        var remembered: Set<Quote.Saying>?
        func recentSayings() -> Set<Quote.Saying> {
            if let remembered { return remembered }
            let sayings = Set(recent().map { $0.saying })
            remembered = sayings
            return sayings
        }
        if filter.isEmpty {
            let avoid = collection.count > recentWindow ? recentSayings() : []
            for _ in 0..<64 {
                // Counted at every draw: an entry read may have shown a part of the collection unusable.
                if let entry = try collection.entry(at: random.index(below: collection.count)).quote,
                    !avoid.contains(entry.quote.saying)
                {
                    return entry
                }
            }
        }
        var considered = 0
        var matching: [(quote: Quote, source: SourceLabel)] = []
        for entry in try collection.entries(for: filter) {
            switch entry {
            case .quote(let quote, let source):
                considered += 1
                if filter.matches(quote) { matching.append((quote, source)) }
            case .ruledOut:
                considered += 1
            case .unusable:
                break
            }
        }
        guard !matching.isEmpty else {
            throw filter.isEmpty ? .empty(source: name) : .noMatchAmong(filter: filter, count: considered, source: name)
        }
        if matching.count > recentWindow {
            let avoid = recentSayings()
            let fresh = matching.filter { !avoid.contains($0.quote.saying) }
            if !fresh.isEmpty { matching = fresh }
        }
        return matching[random.index(below: matching.count)]
    }
}
