
/// Runs one `quote` command: parses, fetches or reads the cache, prints, and returns the exit code.
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
    /// Jitter and offline picks.
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
        let command: Command
        do {
            command = try CommandLineParser.parse(arguments, environment: environment)
        } catch {
            report(error.message)
            try? stderr.write("Try 'quote --help' for more information.\n")
            return .usage
        }
        switch command {
        case .help: return emit(Usage.text)
        case .version: return emit("quote \(QuoteVersion.current)\n")
        case .completions(let shell): return emit(Completions.script(for: shell))
        case .quote(let invocation):
            do {
                return try await printQuote(invocation)
            } catch {
                report(error.message)
                return error.exitCode
            }
        }
    }

    // MARK: - Commands

    private func printQuote(_ invocation: Invocation) async throws(QuoteError) -> ExitCode {
        let cache = invocation.cachePath.map(QuoteCache.init(path:))
        let display = DisplaySettings.resolve(
            format: invocation.format, width: invocation.width, color: invocation.color,
            terminal: terminal, environment: environment)
        let presenter = QuotePresenter(format: invocation.format, display: display)
        switch invocation.action {
        case .last:
            return emit(presenter.render(try cachedQuote(in: cache)))
        case .random:
            let record = invocation.offline ? offlineRecord(OfflineCollection.pick(random.next())) : try await fetch(invocation)
            return emitAndSave(presenter.render(record), record, to: cache)
        case .today:
            return await today(invocation, cache: cache, presenter: presenter)
        }
    }

    /// The quote of the day: the cached one if it was fetched today (local time), else a new one; if the
    /// fetch fails, the last cached one, else one from the offline collection, with a note. Never fails
    /// for lack of a network.
    private func today(_ invocation: Invocation, cache: QuoteCache?, presenter: QuotePresenter) async -> ExitCode {
        let cached = cache?.load()
        if let cached, localTime.day(cached.fetchedAt) == localTime.day(clock.now()) {
            return emit(presenter.render(cached))
        }
        if invocation.offline { return emit(presenter.render(offlineQuoteOfTheDay())) }
        do {
            let record = try await fetch(invocation)
            return emitAndSave(presenter.render(record), record, to: cache)
        } catch {
            if let cached {
                report("note: \(error.message); showing the last quote, from \(localTime.day(cached.fetchedAt))")
                return emit(presenter.render(cached))
            }
            report("note: \(error.message); showing one from the offline collection")
            return emit(presenter.render(offlineQuoteOfTheDay()))
        }
    }

    // MARK: - Sources of quotes

    /// Fetches a quote with the invocation's endpoint, deadline and retries.
    private func fetch(_ invocation: Invocation) async throws(QuoteError) -> QuoteRecord {
        let service = QuoteService(transport: transport, clock: clock, random: random)
        let quote = try await service.fetchQuote(
            from: invocation.endpoint, timeout: invocation.timeout, policy: RetryPolicy(retries: invocation.retries))
        return QuoteRecord(quote: quote, source: invocation.endpoint.absoluteString, fetchedAt: clock.now())
    }

    /// The cached quote, for `last`.
    private func cachedQuote(in cache: QuoteCache?) throws(QuoteError) -> QuoteRecord {
        guard let cache else {
            throw .nothingCached(reason: "no cache location: set HOME or QUOTE_CACHE_FILE, or pass --cache-file")
        }
        guard let record = cache.load() else {
            throw .nothingCached(reason: "no cached quote in \(cache.path) (run 'quote' to fetch one)")
        }
        return record
    }

    /// A quote from the built-in collection, dated now.
    private func offlineRecord(_ quote: Quote) -> QuoteRecord {
        QuoteRecord(quote: quote, source: QuoteRecord.offlineSource, fetchedAt: clock.now())
    }

    /// The same offline quote all day long: picked by the local day's number, not at random.
    private func offlineQuoteOfTheDay() -> QuoteRecord {
        let day = localTime.day(clock.now()).number
        let count = OfflineCollection.quotes.count
        return offlineRecord(OfflineCollection.quotes[(day % count + count) % count])
    }

    // MARK: - Output

    /// Prints the quote, then saves it: saved only once it is out, so a failed write leaves the cache as
    /// it was; a cache that cannot be written is only a warning, since the quote was printed.
    private func emitAndSave(_ text: String, _ record: QuoteRecord, to cache: QuoteCache?) -> ExitCode {
        let code = emit(text)
        guard code == .success, let cache else { return code }
        do {
            try cache.save(record)
        } catch {
            report(error.cacheWarning)
        }
        return code
    }

    /// Writes to stdout; a failure is reported (quietly for a closed pipe) and becomes exit 74.
    private func emit(_ text: String) -> ExitCode {
        do {
            try stdout.write(text)
            return .success
        } catch {
            if !error.isBrokenPipe { report(QuoteError.writeFailed(reason: error.reason).message) }
            return .ioError
        }
    }

    /// One line on stderr, after the program name; if stderr itself fails there is nowhere left to say so.
    ///
    /// Messages quote what servers sent (a body's `message`, a `Content-Type`, a redirect's target, libcurl's
    /// words about them), so each line goes through the same sanitizer as text output, and stays one line.
    private func report(_ message: String) {
        try? stderr.write("quote: \(TerminalSanitizer.sanitizeLine(message))\n")
    }
}
