import QuoteHTTP
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore

/// What a command asks of the supply, read from its settings once: where quotes may come from, what they must be
/// like, one deadline, the span they are shown for, and whether pools are used.
package struct SupplyRequest: Sendable {
    /// The sources, in order.
    package var chain: SourceChain
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
    package var span: Span
    /// The pools, when the run uses them; `nil` when it neither reads nor fills them.
    package var pool: PoolPolicy?
    /// Whether the run asks the sources whatever it keeps (`--fresh`): no kept or pooled quote, no adopted one.
    package var fresh: Bool

    /// Creates a request.
    package init(
        chain: SourceChain, filter: QuoteFilter = QuoteFilter(), deadline: Date, timeout: Duration, retries: RetryPolicy,
        span: Span = .none, pool: PoolPolicy? = nil, fresh: Bool = false
    ) {
        self.chain = chain
        self.filter = filter
        self.deadline = deadline
        self.timeout = timeout
        self.retries = retries
        self.span = span
        self.pool = pool
        self.fresh = fresh
    }
}

/// How a run uses the pools of unseen quotes, one per network source.
package struct PoolPolicy: Sendable {
    /// Where the pool files are.
    package var folder: String
    /// How many quotes each pool holds when full.
    package var capacity: Int
    /// Whether a run that leaves a pool at half or below starts a refill in the background (`refill = auto`).
    package var refillsInBackground: Bool

    /// Creates a policy.
    package init(folder: String, capacity: Int, refillsInBackground: Bool) {
        self.folder = folder
        self.capacity = capacity
        self.refillsInBackground = refillsInBackground
    }

    /// The pool of source `name`.
    package func store(of name: String) -> PoolStore {
        PoolStore(folder: folder, source: name)
    }
}
