import QuoteHTTP
import QuoteHTTPTestSupport
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteTestSupport

extension SourceContext {
    /// A context for a local source, which never reaches the network (a refused connection, were one tried): no
    /// deadline to speak of, randomness from `random`.
    static func offline(
        random: @escaping @Sendable () -> Double, filter: QuoteFilter = QuoteFilter(),
        recent: @escaping @Sendable () -> [Quote] = { [] }, warn: @escaping @Sendable (SourceWarning) -> Void = { _ in }
    ) -> SourceContext {
        SourceContext(
            world: World(
                transport: FakeTransport(failing: TransportError.connectionRefused), clock: VirtualClock().clock,
                random: RandomSource(next: random), localTime: .utc),
            deadline: .distantFuture, timeout: .seconds(1), retries: RetryPolicy(retries: 0), filter: filter, recent: recent,
            warn: warn)
    }
}
