/// Where quotes come from: a network API, a user's own API, or something on this machine.
///
/// A source is one small type that knows its request and how to read its answer (or its files) into a
/// ``Quote``; ``SourceCatalog`` names them.
package protocol QuoteSource: Sendable {
    /// Its name, as `--source` takes it.
    var name: String { get }
    /// Whether it uses the network (and so `--endpoint`, the deadline and retries).
    var isNetwork: Bool { get }
    /// One quote that passes the context's filter.
    ///
    /// - Throws: ``QuoteError``: the source's own failure, or ``QuoteError/noInput(_:)`` when nothing matched.
    func quote(in context: SourceContext) async throws(QuoteError) -> QuoteRecord
}

/// What a source may use of the run.
package struct SourceContext: Sendable {
    /// How requests reach the network.
    package var transport: any HTTPTransport
    /// The wall clock and the sleeper.
    package var clock: Clock
    /// Randomness: picks and jitter.
    package var random: RandomSource
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

    /// Creates a context.
    package init(
        transport: any HTTPTransport, clock: Clock, random: RandomSource, deadline: Date, timeout: Duration,
        retries: RetryPolicy, filter: QuoteFilter = QuoteFilter(), recent: @escaping @Sendable () -> [Quote] = { [] }
    ) {
        self.transport = transport
        self.clock = clock
        self.random = random
        self.deadline = deadline
        self.timeout = timeout
        self.retries = retries
        self.filter = filter
        self.recent = recent
    }
}

/// Sources tried in turn under one deadline: the first quote wins.
package struct SourceChain: Sendable {
    /// A source that gave no quote.
    package struct Failure: Sendable {
        /// Its name.
        package var source: String
        /// Why, or `nil` when it was not asked at all: a network source reached after the deadline.
        package var error: QuoteError?
    }

    /// What asking the chain came to.
    package struct Outcome: Sendable {
        /// The quote, and the name of the source that gave it; `nil` when every source failed.
        package var found: (record: QuoteRecord, source: String)?
        /// The sources that gave no quote, in order, and why.
        package var failures: [Failure]

        /// The error to report when no source gave a quote: the last one that was really asked.
        package var lastError: QuoteError {
            failures.last(where: { $0.error != nil })?.error ?? .noInput("no source gave a quote before the deadline")
        }
    }

    /// The sources, in order.
    package var sources: [any QuoteSource]

    /// Creates a chain.
    package init(_ sources: [any QuoteSource]) {
        self.sources = sources
    }

    /// The first quote any source gives, with the failures of those tried before it. A network source
    /// reached once the deadline has passed is not asked (it would only fail, and hide the real failures);
    /// local sources need no time and are always asked.
    package func quote(in context: SourceContext) async -> Outcome {
        var failures: [Failure] = []
        for source in sources {
            if source.isNetwork && context.clock.now() >= context.deadline {
                failures.append(Failure(source: source.name, error: nil))
                continue
            }
            do {
                return Outcome(found: (try await source.quote(in: context), source.name), failures: failures)
            } catch {
                failures.append(Failure(source: source.name, error: error))
            }
        }
        return Outcome(found: nil, failures: failures)
    }
}
