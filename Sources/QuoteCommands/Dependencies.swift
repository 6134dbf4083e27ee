import QuoteHTTP
import QuotePlatform
import QuotePresentation
import QuoteSources

/// What a run takes from the process: the environment, its world (the network, time, randomness, the time zone,
/// how to start itself again in the background), what stdout is attached to, and the two output streams.
///
/// Injected: the binary hands in the real ones; tests hand in fakes, virtual clocks, fixed randomness and buffers.
package struct Dependencies: Sendable {
    /// The process environment.
    package var environment: [String: String]
    /// The network, time, randomness, the time zone and how to start a refill: handed down whole.
    package var world: World
    /// What stdout is attached to.
    package var terminal: TerminalInfo
    /// Where quotes, lists, help and version go.
    package var stdout: any OutputSink
    /// Where errors, warnings and notes go.
    package var stderr: any OutputSink

    /// The wall clock and the sleeper.
    package var clock: Clock { world.clock }
    /// The local time zone, which decides where "today" begins.
    package var localTime: LocalTime { world.localTime }

    /// Creates the dependencies of a run.
    package init(
        environment: [String: String], world: World, terminal: TerminalInfo, stdout: any OutputSink, stderr: any OutputSink
    ) {
        self.environment = environment
        self.world = world
        self.terminal = terminal
        self.stdout = stdout
        self.stderr = stderr
    }

    /// What the binary runs with: the real environment, the platform's transport, the system clock and time zone
    /// (which honours `TZ`), file descriptors 1 and 2, and a refill started as a detached `quote` with the same
    /// environment.
    package static func live(environment: [String: String], transport: any HTTPTransport) -> Dependencies {
        let world = World(
            transport: transport, clock: .live, random: .live, localTime: .system,
            launch: { arguments in
                guard let executable = DetachedProcess.currentExecutable else { return false }
                return DetachedProcess.start(executable, arguments: arguments, environment: environment)
            })
        return Dependencies(
            environment: environment, world: world, terminal: .probe(descriptor: 1), stdout: FileDescriptorSink(descriptor: 1),
            stderr: FileDescriptorSink(descriptor: 2))
    }
}
