import Foundation
import QuoteCommands
import QuoteConfig
import QuoteHTTP
import QuoteHTTPTestSupport
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// The runner wired to fakes: what reaches stdout, stderr, the exit code and the cache.
@Suite("Running commands", .timeLimit(.minutes(1)))
struct QuoteRunnerTests {
    let harness = RunHarness()
    private var folder: TemporaryFolder { harness.home }
    private var stdout: BufferSink { harness.stdout }
    private var stderr: BufferSink { harness.stderr }
    private var clock: VirtualClock { harness.clock }
    private var cacheFile: String { harness.cacheFile }

    private func run(_ arguments: [String], transport: FakeTransport, stdout: BufferSink? = nil) async -> ExitCode {
        await harness.run(arguments, transport: transport, stdout: stdout)
    }

    @Test("random prints the quote and caches it")
    func randomText() async throws {
        let code = await run([], transport: FakeTransport(fixture: "happiness-valid.json"))
        #expect(code == .success)
        #expect(stdout.text == "행복은 습관이다. 그것을 몸에 지니라.\n— 엘버트 허버드\n미국의 작가이자 출판인\nhttps://ko.wikipedia.org/wiki/엘버트_허버드\n")
        #expect(stderr.text.isEmpty)
        let cached = try #require(QuoteCache(path: cacheFile).load())
        #expect(cached.quote.id == 42)
        #expect(cached.source == "happiness:https://api.sobabear.com/happiness/random-quote")
        #expect(cached.fetchedAt == clock.now)
    }

    @Test("--json prints one object with the source and fetchedAt")
    func randomJSON() async throws {
        let code = await run(
            ["--json", "--endpoint", "http://127.0.0.1:1/q"], transport: FakeTransport(fixture: "happiness-null-optionals.json"))
        #expect(code == .success)
        #expect(
            stdout.text == """
                {"attribution":null,"author":"속담","authorTitle":null,"content":"천 리 길도 한 걸음부터.","description":null,\
                "fetchedAt":"2026-11-21T23:30:00Z","id":3,"lang":"ko","link":null,"source":"happiness:http://127.0.0.1:1/q",\
                "translation":null,"translationLang":null}

                """)
    }

    @Test("last prints the cache and never touches the transport")
    func last() async throws {
        folder.write(folder.locations.cache!, Fixture.data("cache-valid.json"))
        let transport = FakeTransport(failing: TransportError.connectionRefused)
        #expect(await run(["last"], transport: transport) == .success)
        #expect(stdout.text == "행복은 습관이다. 그것을 몸에 지니라.\n— 엘버트 허버드\n")
        #expect(transport.requests.isEmpty)
    }

    @Test("last with nothing cached exits 66 with one line")
    func lastEmpty() async {
        #expect(await run(["last"], transport: FakeTransport(fixture: "happiness-valid.json")) == .noInput)
        #expect(stdout.text.isEmpty)
        #expect(stderr.text == "quote: no cached quote in \(cacheFile) (run 'quote' to fetch one)\n")
    }

    @Test(
        "Failures print one line, nothing on stdout, and leave the cache as it was",
        arguments: [
            (
                FakeTransport(status: 500, fixture: "happiness-valid.json"), ExitCode.unavailable,
                "cannot fetch a quote from https://api.sobabear.com/happiness/random-quote: HTTP 500 Internal Server Error"
            ),
            (
                FakeTransport(failing: TransportError.connectionRefused), .unavailable,
                "cannot fetch a quote from https://api.sobabear.com/happiness/random-quote: connection refused"
            ),
            (
                FakeTransport(fixture: "happiness-status-500.json"), .invalidResponse,
                "invalid response from https://api.sobabear.com/happiness/random-quote: body reports statusCode 500 (Internal Server Error)"
            ),
        ])
    func failures(transport: FakeTransport, code: ExitCode, message: String) async throws {
        folder.write(folder.locations.cache!, Fixture.data("cache-valid.json"))
        #expect(await run(["--retries", "0"], transport: transport) == code)
        #expect(stdout.text.isEmpty)
        // Only a server never reached (the connection refused) is what being offline looks like.
        let offline = message.hasSuffix("connection refused")
        #expect(stderr.text == "quote: \(message)\n" + (offline ? offlineHint : ""))
        #expect(folder.contents(folder.locations.cache!) == Fixture.data("cache-valid.json"))
    }

    @Test("A silent server is cut off at --timeout on virtual time: exit 69, nothing printed, cache kept")
    func deadline() async throws {
        folder.write(folder.locations.cache!, Fixture.data("cache-valid.json"))
        async let code = run(["--timeout", "4", "--retries", "0"], transport: FakeTransport.silent(on: clock))
        try await clock.waitForSleeps(1)
        clock.advance(by: .seconds(4))
        #expect(await code == .unavailable)
        #expect(stdout.text.isEmpty)
        #expect(
            stderr.text
                == "quote: cannot fetch a quote from https://api.sobabear.com/happiness/random-quote: no complete answer within 4 s\n"
        )
        #expect(folder.contents(folder.locations.cache!) == Fixture.data("cache-valid.json"))
    }

    @Test("A usage error prints the problem and a hint, exit 64")
    func usage() async {
        #expect(await run(["--timeout", "abc"], transport: FakeTransport(fixture: "happiness-valid.json")) == .usage)
        #expect(
            stderr.text
                == "quote: --timeout must be a number of seconds greater than 0, at most 86400, not 'abc'\nTry 'quote --help' for more information.\n"
        )
        #expect(stdout.text.isEmpty)
    }

    @Test(
        "Help and version go to stdout",
        arguments: [(["--help"], "Usage: quote"), (["--version"], "quote \(QuoteVersion.current)\n")])
    func helpAndVersion(arguments: [String], expected: String) async {
        #expect(await run(arguments, transport: FakeTransport(fixture: "happiness-valid.json")) == .success)
        #expect(stdout.text.contains(expected))
    }

    @Test("A cache that cannot be written is a warning; the quote still prints, exit 0")
    func unwritableCache() async {
        folder.write(".cache", Data("not a folder".utf8))
        #expect(await run([], transport: FakeTransport(fixture: "happiness-valid.json")) == .success)
        #expect(stdout.text.hasPrefix("행복은 습관이다."))
        #expect(stderr.text.hasPrefix("quote: warning: could not save the quote to \(cacheFile): "))
        #expect(stderr.text.filter { $0 == "\n" }.count == 1)
    }

    @Test("--no-cache neither reads nor writes the cache")
    func noCache() async {
        #expect(await run(["--no-cache"], transport: FakeTransport(fixture: "happiness-valid.json")) == .success)
        #expect(!FileManager.default.fileExists(atPath: cacheFile))
    }

    @Test("A failed write exits 74 with a write error and does not touch the cache")
    func writeError() async {
        let full = BufferSink(failing: OutputError(reason: SystemError(ENOSPC)))
        #expect(await run([], transport: FakeTransport(fixture: "happiness-valid.json"), stdout: full) == .ioError)
        #expect(stderr.text == "quote: write error: No space left on device\n")
        #expect(!FileManager.default.fileExists(atPath: cacheFile))
    }

    @Test("A closed pipe exits 74 quietly")
    func brokenPipe() async {
        let closed = BufferSink(failing: OutputError(reason: SystemError(EPIPE), isBrokenPipe: true))
        #expect(await run(["--version"], transport: FakeTransport(fixture: "happiness-valid.json"), stdout: closed) == .ioError)
        #expect(stderr.text.isEmpty)
    }

    @Test(
        "A bad --endpoint or QUOTE_API_URL breaks only a run that would fetch from it",
        arguments: [
            (
                ["--endpoint", "ftp://x"], [String: String](), ExitCode.usage,
                Optional("quote: --endpoint must be an http or https URL, not 'ftp://x'")
            ),
            (["--endpoint", "not a url"], [:], .usage, "quote: --endpoint must be an http or https URL, not 'not a url'"),
            (["--endpoint="], [:], .usage, "quote: --endpoint must be an http or https URL, not ''"),
            ([], ["QUOTE_API_URL": "http://"], .usage, "quote: QUOTE_API_URL must be an http or https URL, not 'http://'"),
            (["--offline", "--endpoint", "ftp://x"], [:], .success, nil),
            (["--source", "builtin"], ["QUOTE_API_URL": "ftp://x"], .success, nil),
            (["last"], ["QUOTE_API_URL": "ftp://x"], .noInput, "quote: no cached quote in"),
            (["history"], ["QUOTE_API_URL": "ftp://x"], .success, "quote: note: no history yet"),
            (["saved", "--endpoint", "x"], [:], .success, "quote: note: no saved quotes"),
            (
                ["--source", "builtin,zenquotes", "--endpoint", "x"], [:], .usage,
                "quote: --endpoint must be an http or https URL, not 'x'"
            ),
        ])
    func badEndpoint(arguments: [String], environment: [String: String], code: ExitCode, line: String?) async {
        #expect(
            await harness.run(arguments, transport: FakeTransport(fixture: "happiness-valid.json"), environment: environment)
                == code)
        if let line {
            #expect(stderr.text.hasPrefix(line), "\(stderr.text)")
        } else {
            #expect(stderr.text.isEmpty, "\(stderr.text)")
        }
    }
}
