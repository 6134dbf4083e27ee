/// Runs one `quote` command: reads the command line, the config file and the environment into settings,
/// does what the command asks, and returns the exit code.
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
        let parsed: ParsedArguments
        do {
            parsed = try ArgumentParser.parse(arguments)
        } catch {
            return fail(.usage(error.message))
        }
        switch parsed.action {
        case .help: return emit(Usage.text)
        case .version: return emit("quote \(QuoteVersion.current)\n")
        case nil: break
        }
        do {
            let config = try loadConfig(parsed)
            let settings = try SettingsResolver.resolve(parsed, environment: environment, config: config)
            let catalog = SourceCatalog(custom: config?.sources ?? [], environment: environment)
            return try await perform(parsed.command, settings: settings, catalog: catalog, config: config)
        } catch {
            return fail(error)
        }
    }

    /// Does what `command` asks.
    private func perform(
        _ command: ParsedCommand, settings: Settings, catalog: SourceCatalog, config: ConfigFile?
    ) async throws(QuoteError) -> ExitCode {
        switch command {
        case .random: return try await printQuote(.random, settings: settings, catalog: catalog)
        case .today: return try await printQuote(.today, settings: settings, catalog: catalog)
        case .last: return try printLast(settings: settings)
        case .history: return try printHistory(settings: settings)
        case .save: return try save(settings: settings)
        case .saved: return try printSaved(settings: settings)
        case .unsave(let number): return try unsave(number, settings: settings)
        case .config: return emit(ConfigReport(settings: settings, catalog: catalog, config: config).render(json: settings.json.value))
        case .completions(let shell): return emit(Completions.script(for: shell, sources: catalog.names))
        case .help: return emit(Usage.text)
        }
    }

    /// The config file, if there is one; warns when it holds request headers others can read.
    ///
    /// Completion scripts are loaded at every shell start-up: for them a broken config file is no config (its
    /// sources are left out), and there is no warning.
    private func loadConfig(_ parsed: ParsedArguments) throws(QuoteError) -> ConfigFile? {
        guard let location = SettingsResolver.configLocation(parsed, environment: environment) else { return nil }
        let isCompletions = parsed.command.name == .completions
        let config: ConfigFile?
        do {
            config = try ConfigFile.load(path: location.path, required: location.required)
        } catch {
            if isCompletions { return nil }
            throw .config(error)
        }
        if let config, config.holdsHeaders, !isCompletions {
            var info = stat()
            if stat(config.path, &info) == 0, info.st_mode & 0o077 != 0 {
                report("warning: \(config.path) holds request headers and can be read by others; chmod 600 '\(config.path)'")
            }
        }
        return config
    }

    // MARK: - Output

    /// The presenter the settings ask for.
    func presenter(_ settings: Settings) -> QuotePresenter {
        let format: OutputFormat
        switch (settings.json.value, settings.format.value) {
        case (true, let template?):
            // Both from one place is refused where they are read; from two places, the stronger one wins.
            format = settings.json.origin.rank >= settings.format.origin.rank ? .json : .template(template)
        case (true, nil): format = .json
        case (false, let template?): format = .template(template)
        case (false, nil): format = .text
        }
        let display = DisplaySettings.resolve(
            format: format, width: settings.width.value, color: settings.color.value, terminal: terminal, environment: environment)
        return QuotePresenter(format: format, display: display, localTime: localTime)
    }

    /// Writes to stdout; a failure is reported (quietly for a closed pipe) and becomes exit 74.
    func emit(_ text: String) -> ExitCode {
        do {
            try stdout.write(text)
            return .success
        } catch {
            if !error.isBrokenPipe { report(QuoteError.writeFailed(reason: error.reason).message) }
            return .ioError
        }
    }

    /// Reports `error` and returns its exit code; a usage error adds a hint to `--help`.
    private func fail(_ error: QuoteError) -> ExitCode {
        report(error.message)
        if error.exitCode == .usage { try? stderr.write("Try 'quote --help' for more information.\n") }
        return error.exitCode
    }

    /// One line on stderr, after the program name; if stderr itself fails there is nowhere left to say so.
    ///
    /// Messages quote what servers sent (a body's `message`, a `Content-Type`, a redirect's target, libcurl's
    /// words about them), so each line goes through the same sanitizer as text output, and stays one line.
    func report(_ message: String) {
        try? stderr.write("quote: \(TerminalSanitizer.sanitizeLine(message))\n")
    }
}
