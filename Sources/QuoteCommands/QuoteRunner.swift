import QuoteConfig
import QuoteHTTP
import QuoteModel
import QuotePresentation
import QuoteSources
import QuoteStore

/// Runs one `quote` command: parses the command line, reads the config file and the environment into
/// settings, dispatches to the command, and reports what went wrong through the failure table.
///
/// Everything it touches is handed in, so tests drive it with fake transports, virtual clocks, fixed
/// randomness and buffers. It never calls `print` or `exit`.
package struct QuoteRunner: Sendable {
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
    /// Where quotes, help and version go.
    package var stdout: any OutputSink
    /// Where errors, warnings and notes go.
    package var stderr: any OutputSink

    /// Creates a runner from its dependencies.
    package init(
        environment: [String: String], transport: any HTTPTransport, clock: Clock, random: RandomSource,
        localTime: LocalTime, terminal: TerminalInfo, stdout: any OutputSink, stderr: any OutputSink
    ) {
        self.environment = environment
        self.transport = transport
        self.clock = clock
        self.random = random
        self.localTime = localTime
        self.terminal = terminal
        self.stdout = stdout
        self.stderr = stderr
    }

    /// The runner the binary uses: the real environment, the platform's transport, the system clock and time
    /// zone (which honours `TZ`), and file descriptors 1 and 2.
    package static func live(environment: [String: String], transport: any HTTPTransport) -> QuoteRunner {
        QuoteRunner(
            environment: environment, transport: transport, clock: .live, random: .live, localTime: .system,
            terminal: .probe(descriptor: 1), stdout: FileDescriptorSink(descriptor: 1), stderr: FileDescriptorSink(descriptor: 2))
    }

    /// Runs the command that `arguments` (without the program name) describe.
    package func run(_ arguments: [String]) async -> ExitCode {
        let console = Console(stdout: stdout, stderr: stderr, language: .english)
        do {
            let invocation = try ArgumentParser.parse(arguments)
            let context = try context(for: invocation, console: console)
            return try await invocation.command.run(in: context)
        } catch {
            return console.fail(Failure(error))
        }
    }

    /// What the command gets: the settings from every layer, the sources they can name, and the world.
    private func context(for invocation: Invocation, console: Console) throws -> CommandContext {
        // Computed once per run: every default path and every local source follows from these.
        let locations = StoreLocations(environment: environment)
        let config = try loadConfig(invocation, locations: locations, console: console)
        let settings = try SettingsResolver.resolve(
            flags: invocation.flags, environment: environment, config: config, locations: locations)
        let sources = SourceCatalog(
            custom: config?.sources ?? [], places: LocalPlaces(environment: environment, locations: locations))
        return CommandContext(
            environment: environment, transport: transport, clock: clock, random: random, localTime: localTime,
            terminal: terminal,
            console: console, settings: settings, sources: sources, config: config)
    }

    /// The config file, if there is one; warns when it holds request headers others can read.
    private func loadConfig(_ invocation: Invocation, locations: StoreLocations, console: Console) throws(ConfigError)
        -> ConfigFile?
    {
        guard
            let location = SettingsResolver.configLocation(
                flags: invocation.flags, environment: environment, locations: locations)
        else {
            return nil
        }
        let builtIn = SourceDescriptor.builtIn.map(\.name)
        switch type(of: invocation.command).configUse {
        case .ignoredWhenBroken:
            return try? ConfigFile.load(path: location.path, required: location.required, builtInSources: builtIn)
        case .required:
            let config = try ConfigFile.load(path: location.path, required: location.required, builtInSources: builtIn)
            if let config, config.holdsHeaders {
                var info = stat()
                if stat(config.path, &info) == 0, info.st_mode & 0o077 != 0 {
                    console.warn(Message(.configReadableByOthers, ["path": config.path]))
                }
            }
            return config
        }
    }
}
