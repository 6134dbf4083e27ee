import QuoteHTTP
import QuotePlatform
import QuoteSources

/// What the supply takes from the run besides the request: the network, time, randomness, the time zone, the
/// sources a fallback may use, the stores, how to start a refill, and who hears its notes.
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
    /// Where quotes are kept.
    package var stores: SupplyStores
    /// Starts a refill of the named source's pool in the background; whether it started.
    package var startRefill: @Sendable (_ source: String) -> Bool
    /// Hears what went wrong on the way.
    package var note: @Sendable (SupplyNote) -> Void

    /// Creates a world.
    package init(
        transport: any HTTPTransport, clock: Clock, random: RandomSource, localTime: LocalTime, catalog: SourceCatalog,
        stores: SupplyStores, startRefill: @escaping @Sendable (_ source: String) -> Bool = { _ in false },
        note: @escaping @Sendable (SupplyNote) -> Void = { _ in }
    ) {
        self.transport = transport
        self.clock = clock
        self.random = random
        self.localTime = localTime
        self.catalog = catalog
        self.stores = stores
        self.startRefill = startRefill
        self.note = note
    }
}
