import Foundation

/// Runs one `quote` command: parses, fetches or reads the cache, prints, and returns the exit code.
///
/// Everything it touches is handed in, so tests drive it with fake transports, clocks and buffers.
/// It never calls `print` or `exit`.
package struct QuoteRunner: Sendable {
    /// The process environment.
    package var environment: [String: String]
    /// How requests reach the network.
    package var transport: any HTTPTransport
    /// The wall clock and the sleeper.
    package var clock: Clock
    /// Where quotes, help and version go.
    package var stdout: any OutputSink
    /// Where errors and warnings go.
    package var stderr: any OutputSink

    /// Creates a runner from its dependencies.
    package init(
        environment: [String: String], transport: any HTTPTransport, clock: Clock,
        stdout: any OutputSink, stderr: any OutputSink
    ) {
        self.environment = environment
        self.transport = transport
        self.clock = clock
        self.stdout = stdout
        self.stderr = stderr
    }

    /// The runner the binary uses: the real environment, URLSession, the system clock, file descriptors 1 and 2.
    package static func live(environment: [String: String]) -> QuoteRunner {
        QuoteRunner(
            environment: environment, transport: URLSessionTransport(), clock: .live,
            stdout: FileDescriptorSink(descriptor: 1), stderr: FileDescriptorSink(descriptor: 2))
    }

    /// Runs the command that `arguments` (without the program name) describe.
    package func run(_ arguments: [String]) async -> ExitCode {
        let command: Command
        do {
            command = try CommandLineParser.parse(arguments, environment: environment)
        } catch {
            report("\(error.message)\nTry 'quote --help' for more information.")
            return .usage
        }
        switch command {
        case .help: return emit(Usage.text)
        case .version: return emit("quote \(QuoteVersion.current)\n")
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
        let presenter = QuotePresenter(format: invocation.format)
        switch invocation.action {
        case .last:
            guard let cache else {
                throw .nothingCached(reason: "no cache location: set HOME or QUOTE_CACHE_FILE, or pass --cache-file")
            }
            guard let record = cache.load() else {
                throw .nothingCached(reason: "no cached quote in \(cache.path) (run 'quote' to fetch one)")
            }
            return emit(presenter.render(record))
        case .random:
            let service = QuoteService(transport: transport, clock: clock)
            let quote = try await service.fetchQuote(from: invocation.endpoint, timeout: invocation.timeout)
            let record = QuoteRecord(quote: quote, source: invocation.endpoint.absoluteString, fetchedAt: clock.now())
            let code = emit(presenter.render(record))
            // Saved only once the quote is out, so a failed write leaves the cache as it was.
            if code == .success, let cache { save(record, to: cache) }
            return code
        }
    }

    // MARK: - Output

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

    /// Saves the record; a failure is only a warning, since the quote was printed.
    private func save(_ record: QuoteRecord, to cache: QuoteCache) {
        do {
            try cache.save(record)
        } catch {
            report(error.message)
        }
    }

    /// One line on stderr, after the program name; if stderr itself fails there is nowhere left to say so.
    private func report(_ message: String) {
        try? stderr.write("quote: \(message)\n")
    }
}
