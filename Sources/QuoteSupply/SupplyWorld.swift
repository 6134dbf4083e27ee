import QuoteHTTP
import QuotePlatform
import QuoteSources

/// What the supply takes from the run besides its plan: the network, time, randomness, the time zone, the
/// sources a fallback may use, and how to start `quote` again in the background.
package struct SupplyWorld: Sendable {
    /// How requests reach the network.
    package var transport: any HTTPTransport
    /// The wall clock and the sleeper.
    package var clock: Clock
    /// Jitter and local picks.
    package var random: RandomSource
    /// The local time zone, which decides where a day or a window begins.
    package var localTime: LocalTime
    /// The sources the run can name: the built-in collection's quote of a span comes from it.
    package var catalog: SourceCatalog
    /// Starts `quote` again, detached, with these arguments (a background refill); whether it started.
    package var launch: @Sendable (_ arguments: [String]) -> Bool

    /// Creates a world.
    package init(
        transport: any HTTPTransport, clock: Clock, random: RandomSource, localTime: LocalTime, catalog: SourceCatalog,
        launch: @escaping @Sendable (_ arguments: [String]) -> Bool = { _ in false }
    ) {
        self.transport = transport
        self.clock = clock
        self.random = random
        self.localTime = localTime
        self.catalog = catalog
        self.launch = launch
    }
}
