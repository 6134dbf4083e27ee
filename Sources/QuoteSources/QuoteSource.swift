import QuoteHTTP
import QuoteModel
import QuotePlatform
import QuoteStore

/// Where quotes come from: a network API, a user's own API, or something on this machine.
///
/// A source is one small value that knows how to get a quote; ``SourceCatalog`` makes them from the table of
/// built-in sources and the user's own.
package protocol QuoteSource: Sendable {
    /// Its name, as `--source` takes it.
    var name: SourceName { get }
    /// Whether it uses the network (and so `--endpoint`, the deadline and retries).
    var isNetwork: Bool { get }
    /// One quote that passes the context's filter.
    ///
    /// - Throws: ``SourceError``: the source's own failure, or that nothing matched.
    func quote(in context: SourceContext) throws(SourceError) -> QuoteRecord
}

/// What a source may use of the run: its world, and what the run asks of the sources.
package struct SourceContext: Sendable {
    /// The network, time and randomness.
    package var world: World
    /// How requests reach the network.
    package var transport: any HTTPTransport { world.transport }
    /// The wall clock and the sleeper.
    package var clock: Clock { world.clock }
    /// Randomness: picks and jitter.
    package var random: RandomSource { world.random }
    /// When all fetching must be over, every source of a chain included.
    package var deadline: Date
    /// The limit the user set, named when the deadline is what failed.
    package var timeout: Duration
    /// How network sources retry.
    package var retries: RetryPolicy
    /// What a quote must be like.
    package var filter: QuoteFilter
    /// The quotes shown last (from the history), which local sources avoid repeating when they can; read only
    /// when a local source asks.
    package var recent: @Sendable () -> [Quote]
    /// Hears what is wrong with a source that still serves.
    package var warn: @Sendable (SourceWarning) -> Void
    /// A network source's state at a server across runs (the requests its budget counts, the server's stop), by
    /// its key (``NetworkSource/stateKey(for:)``); `nil` where none is kept (no state folder).
    package var sourceState: @Sendable (String) -> SourceState?
    /// Whether a request may reserve a slot still to come and wait for it (a run someone waits on, which so goes
    /// first), or takes only slots free when it asks (a refill, which never holds a person up).
    package var reservesAhead: Bool
    /// Where quotes fetched and not shown go, when the run keeps pools; network sources then ask for many at once.
    package var pool: PoolKeeper?
    /// Told the name of a network source whose request reached its server (the connection made, the request about
    /// to go): when a run whose pool is empty starts its refill, which so never goes before the run's own request,
    /// nor starts at all when no request could leave.
    package var reached: @Sendable (SourceName) -> Void

    /// Creates a context.
    package init(
        world: World, deadline: Date, timeout: Duration,
        retries: RetryPolicy, filter: QuoteFilter = QuoteFilter(), recent: @escaping @Sendable () -> [Quote] = { [] },
        warn: @escaping @Sendable (SourceWarning) -> Void = { _ in },
        sourceState: @escaping @Sendable (String) -> SourceState? = { _ in nil }, reservesAhead: Bool = true,
        pool: PoolKeeper? = nil, reached: @escaping @Sendable (SourceName) -> Void = { _ in }
    ) {
        self.world = world
        self.deadline = deadline
        self.timeout = timeout
        self.retries = retries
        self.filter = filter
        self.recent = recent
        self.warn = warn
        self.sourceState = sourceState
        self.reservesAhead = reservesAhead
        self.pool = pool
        self.reached = reached
    }
}

/// Takes the quotes a network source fetched and did not show: its name, its URL (which the pool is of), the
/// records.
package struct PoolKeeper: Sendable {
    /// Keeps `records` of source `name` fetched while it was pointed at `url`.
    package var keep: @Sendable (_ name: SourceName, _ url: URL, _ records: [QuoteRecord]) -> Void

    /// Creates a keeper.
    package init(keep: @escaping @Sendable (_ name: SourceName, _ url: URL, _ records: [QuoteRecord]) -> Void) {
        self.keep = keep
    }
}
