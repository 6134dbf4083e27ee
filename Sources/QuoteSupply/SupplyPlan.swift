import QuoteConfig
import QuoteHTTP
import QuoteModel
import QuotePlatform
import QuoteSources

/// What the supply follows in one run: where quotes may come from, what they must be like, one deadline, the
/// span they are shown for, the pools, the files quotes are kept in, and what a background refill is told.
///
/// Built once from a run's settings (``init(settings:catalog:command:span:now:deadline:chain:)``), or given
/// whole by a test.
package struct SupplyPlan: Sendable {
    /// The sources, in order: made when the run first asks them, as a run answered by a span's kept choice never
    /// does.
    package var chain: SourceChain {
        get { sources.chain }
        set { sources = LazyChain(newValue) }
    }
    /// Where ``chain`` comes from.
    private var sources: LazyChain
    /// What a quote must be like.
    package var filter: QuoteFilter
    /// When the run must be over: every request, retry, wait for a budget's slot and lock of the run ends by then.
    package var deadline: Date
    /// The limit the user set (`--timeout`): named when the deadline is what failed, and what bounds each request
    /// of a refill.
    package var timeout: Duration
    /// How network sources retry.
    package var retries: RetryPolicy
    /// The stretch of time the quote is shown for.
    package var span: ChoiceSpan
    /// The pools, when the run uses them; `nil` when it neither reads nor fills them.
    package var pool: PoolPolicy?
    /// Whether the run asks the sources whatever it keeps (`--fresh`): no kept or pooled quote, no adopted one.
    package var fresh: Bool
    /// Where quotes are kept.
    package var stores: SupplyStores
    /// What a span's choice is chosen from (the sources, their endpoint, the language): a choice another run made
    /// from others is not this run's.
    package var choiceKey: String
    /// The command line of a background refill of a source, but for the source itself: the run's settings that
    /// matter to it, spelled with their flags.
    ///
    /// Made when a refill starts.
    package var refillArguments: [String] {
        get { makeRefillArguments() }
        set { makeRefillArguments = { newValue } }
    }
    /// Makes ``refillArguments``.
    private var makeRefillArguments: @Sendable () -> [String]
    /// The sources the run's settings can name (by default its chain's): pools of any other are removed by
    /// `refresh`.
    package var knownSources: [SourceName]
    /// What building the plan met that the run says: a `HOME` that does not exist.
    package var notes: [SupplyNote]

    /// Creates a plan.
    package init(
        chain: SourceChain, filter: QuoteFilter = QuoteFilter(), deadline: Date, timeout: Duration, retries: RetryPolicy,
        span: ChoiceSpan = .none, pool: PoolPolicy? = nil, fresh: Bool = false, stores: SupplyStores = SupplyStores(),
        choiceKey: String? = nil, refillArguments: [String] = [], knownSources: [SourceName]? = nil, notes: [SupplyNote] = []
    ) {
        self.init(
            sources: LazyChain(chain), filter: filter, deadline: deadline, timeout: timeout, retries: retries, span: span,
            pool: pool, fresh: fresh, stores: stores, choiceKey: choiceKey ?? chain.sources.map { $0.name }.commaSeparated,
            refillArguments: { refillArguments }, knownSources: knownSources ?? chain.sources.map { $0.name }, notes: notes)
    }

    /// Creates a plan whose chain and refill arguments are made when asked.
    init(
        sources: LazyChain, filter: QuoteFilter, deadline: Date, timeout: Duration, retries: RetryPolicy, span: ChoiceSpan,
        pool: PoolPolicy?, fresh: Bool, stores: SupplyStores, choiceKey: String,
        refillArguments: @escaping @Sendable () -> [String], knownSources: [SourceName], notes: [SupplyNote]
    ) {
        self.sources = sources
        self.filter = filter
        self.deadline = deadline
        self.timeout = timeout
        self.retries = retries
        self.span = span
        self.pool = pool
        self.fresh = fresh
        self.stores = stores
        self.choiceKey = choiceKey
        makeRefillArguments = refillArguments
        self.knownSources = knownSources
        self.notes = notes
    }

    /// The command line of a background refill of `source`'s pool.
    package func refill(of source: SourceName) -> [String] {
        [CommandName.refresh.rawValue, Setting<[SourceName]>.source.flag ?? "--source", source.text] + refillArguments
    }
}
