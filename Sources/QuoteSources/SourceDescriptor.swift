import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteStore

/// A built-in source, described once: its name, what kind it is (a URL and a decoder, or a collection on this
/// machine) and the line that documents it.
///
/// Each source's own file declares its descriptor; ``SourceDescriptor/builtIn`` lists them in the order help
/// does. Adding a network source is one new file (its URL, its answer's shape and its decoder), one row there, its
/// fixture and a decoder test (ARCHITECTURE.md's recipe); every document that lists sources follows.
package struct SourceDescriptor: Sendable {
    /// How a source gets its quotes.
    package enum Kind: Sendable {
        /// From an API: its own URL (which `--endpoint` may replace), as text, and how its answer becomes a quote.
        /// Its records are labelled with its name and the URL asked.
        case network(address: String, decoder: AnswerDecoder)
        /// From a collection on this machine, opened only when the source is asked. Its entries carry their own
        /// labels.
        case local(open: @Sendable (LocalPlaces) throws(SourceError) -> any LocalCollection)
        /// A local source of its own kind, made for the run's places: the fortune files, whose draw is fortune(6)'s.
        case made(@Sendable (LocalPlaces) -> any QuoteSource)
    }

    /// The name `--source` takes.
    package let name: SourceName
    /// Where its quotes come from.
    package let kind: Kind
    /// One line saying what it is, for help and `quote config`.
    package var summary: Phrase { describe() }
    /// How often a network source may be asked, whatever URL it is pointed at.
    package let budget: RequestBudget
    /// Where a network source gives many quotes in one answer, to fill its pool; `nil` for one a request.
    package var batch: Batch? { makeBatch() }
    /// What its terms ask to be said with its quotes; `nil` when they ask nothing.
    package let attribution: Attribution?
    /// Where a network source gives its own quote of the day, which `today` asks; `nil` when it has none.
    package var today: URL? { makeToday() }
    /// The language a network source's quotes are in: a run that asks for another (`--lang`) does not ask it;
    /// `nil` for a source of many languages, whose quotes are each judged by their script.
    package let language: String?
    /// The language a network source gives its quotes' translations in, after their own text (the Happiness API's
    /// English): a run that asks for it (`--lang en`) asks the source, after the sources whose own language it is,
    /// and shows the translation; `nil` when it gives none.
    package let translation: String?
    // The parts that hold a URL or text made from numbers, made when asked, as the URL of ``kind`` is: a run looks
    // up one source by its name (the default, or the one `--source` names), and parsing the table's seven URLs and
    // writing its summaries was a tenth of a kept `quote today`.
    private let describe: @Sendable () -> Phrase
    private let makeBatch: @Sendable () -> Batch?
    private let makeToday: @Sendable () -> URL?

    /// Creates a descriptor.
    package init(
        name: SourceName, kind: Kind,
        summary: @autoclosure @escaping @Sendable () -> Phrase, budget: RequestBudget = .unpublished,
        batch: @autoclosure @escaping @Sendable () -> Batch? = nil, attribution: Attribution? = nil,
        today: @autoclosure @escaping @Sendable () -> URL? = nil, language: String? = nil, translation: String? = nil
    ) {
        makeToday = today
        self.language = language
        self.translation = translation
        self.name = name
        self.kind = kind
        describe = summary
        self.budget = budget
        makeBatch = batch
        self.attribution = attribution
    }

    /// Its own URL, for a network source; every built-in one is a URL (a test reads them all).
    package var url: URL? {
        if case .network(let address, _) = kind { return URL(string: address) }
        return nil
    }

    /// Whether it asks a network API.
    package var isNetwork: Bool {
        if case .network = kind { return true }
        return false
    }

    /// The built-in sources, in the order help and completions list them; the first is the default
    /// (``default``).
    package static let builtIn: [SourceDescriptor] = [
        HappinessAPI.source, ZenQuotes.source, DummyJSON.source, KoreanAdvice.source, BuiltinCollection.source,
        FortuneSource.descriptor, SavedCollection.source,
    ]

    /// The built-in network sources, in the table's order.
    package static var builtInNetwork: [SourceDescriptor] { builtIn.filter { $0.isNetwork } }

    /// The source a run asks when none is named: the first of ``builtIn``.
    package static var `default`: SourceDescriptor { builtIn[0] }

    /// The decoders of the built-in network sources, in table order: what the fuzz target feeds every input.
    package static var networkDecoders: [AnswerDecoder] {
        builtIn.compactMap {
            guard case .network(_, let decoder) = $0.kind else { return nil }
            return decoder
        }
    }

    /// The list decoders of the built-in sources' batches, in table order: fuzzed as the decoders are.
    package static var batchDecoders: [ListDecoder] {
        builtIn.compactMap { $0.batch?.decoder }
    }
}

/// What local sources read besides their own data: the environment (`QUOTE_FORTUNE_PATH`) and the run's
/// file locations (the user's fortunes and saved quotes).
package struct LocalPlaces: Sendable {
    /// The process environment.
    package var environment: [String: String]
    /// Where the run's files are.
    package var locations: StoreLocations

    /// Creates the places.
    package init(environment: [String: String], locations: StoreLocations) {
        self.environment = environment
        self.locations = locations
    }
}
