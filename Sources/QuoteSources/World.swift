import QuoteHTTP
import QuotePlatform

/// What a run takes from outside itself, one value from `main.swift` down to the sources: the network, time,
/// randomness, the time zone, and how to start `quote` again in the background.
///
/// The binary hands in the real ones (`Dependencies.live`); tests hand in fakes, virtual clocks and fixed
/// randomness.
package struct World: Sendable {
    /// How requests reach the network.
    package var transport: any HTTPTransport
    /// The wall clock and the sleeper.
    package var clock: Clock
    /// Jitter and local picks.
    package var random: RandomSource
    /// The local time zone, which decides where a day or a window begins.
    package var localTime: LocalTime
    /// Starts `quote` again, detached, with these arguments and the run's environment (a background refill);
    /// whether it started.
    package var launch: @Sendable (_ arguments: [String]) -> Bool

    /// Creates a world.
    package init(
        transport: any HTTPTransport, clock: Clock, random: RandomSource, localTime: LocalTime,
        launch: @escaping @Sendable (_ arguments: [String]) -> Bool = { _ in false }
    ) {
        self.transport = transport
        self.clock = clock
        self.random = random
        self.localTime = localTime
        self.launch = launch
    }
}
