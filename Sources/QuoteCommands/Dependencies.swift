import QuoteHTTP
import QuotePlatform
import QuotePresentation

/// What a run takes from the process: the environment, the network, time, randomness, the time zone, the two
/// output streams, and a way to start itself again in the background.
///
/// Injected: the binary hands in the real ones; tests hand in fakes, virtual clocks, fixed randomness and buffers.
package struct Dependencies: Sendable {
    /// The process environment.
    package var environment: [String: String]
    /// How requests reach the network.
    package var transport: any HTTPTransport
    /// The wall clock and the sleeper.
    package var clock: Clock
    /// Jitter and local picks.
    package var random: RandomSource
    /// The local time zone, which decides where "today" begins.
    package var localTime: LocalTime
    /// What stdout is attached to.
    package var terminal: TerminalInfo
    /// Where quotes, lists, help and version go.
    package var stdout: any OutputSink
    /// Where errors, warnings and notes go.
    package var stderr: any OutputSink
    /// Starts `quote` again, detached, with these arguments and environment (a background refill); whether it
    /// started.
    package var launch: @Sendable (_ arguments: [String], _ environment: [String: String]) -> Bool

    /// Creates the dependencies of a run.
    package init(
        environment: [String: String], transport: any HTTPTransport, clock: Clock, random: RandomSource, localTime: LocalTime,
        terminal: TerminalInfo, stdout: any OutputSink, stderr: any OutputSink,
        launch: @escaping @Sendable (_ arguments: [String], _ environment: [String: String]) -> Bool = { _, _ in false }
    ) {
        self.environment = environment
        self.transport = transport
        self.clock = clock
        self.random = random
        self.localTime = localTime
        self.terminal = terminal
        self.stdout = stdout
        self.stderr = stderr
        self.launch = launch
    }

    /// What the binary runs with: the real environment, the platform's transport, the system clock and time zone
    /// (which honours `TZ`), and file descriptors 1 and 2.
    package static func live(environment: [String: String], transport: any HTTPTransport) -> Dependencies {
        Dependencies(
            environment: environment, transport: transport, clock: .live, random: .live, localTime: .system,
            terminal: .probe(descriptor: 1), stdout: FileDescriptorSink(descriptor: 1), stderr: FileDescriptorSink(descriptor: 2),
            launch: { arguments, environment in
                guard let executable = DetachedProcess.currentExecutable else { return false }
                return DetachedProcess.start(executable, arguments: arguments, environment: environment)
            })
    }
}
