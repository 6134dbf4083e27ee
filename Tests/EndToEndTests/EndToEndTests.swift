import Foundation
import QuoteCommands
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// The built `quote` binary against HTTP servers on 127.0.0.1 that the tests start themselves.
@Suite("The quote binary, end to end", .timeLimit(.minutes(1)))
struct EndToEndTests {
    let home = TemporaryFolder()
    var cacheFile: String { home.locations.cache! }

    private var quote: QuoteProcess { QuoteProcess(home: home.path) }

    private func seedCache() throws {
        home.write(home.locations.cache!, Fixture.data("cache-valid.json"))
    }

    @Test("Fetches, prints text, writes the cache; last then reads it with the server gone")
    func textThenLast() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let fetched = try await quote(["--endpoint", server.url()])
        #expect(fetched.status == 0)
        #expect(fetched.output == "행복은 습관이다. 그것을 몸에 지니라.\n— 엘버트 허버드\n미국의 작가이자 출판인\nhttps://ko.wikipedia.org/wiki/엘버트_허버드\n")
        #expect(fetched.stderr.isEmpty)
        let request = try #require(server.requests.first)
        #expect(request.method == "GET")
        #expect(request.headers["user-agent"] == "quote/\(QuoteVersion.current)")
        #expect(request.headers["accept"] == "application/json")
        server.stop()

        let last = try await quote(["last", "--json"])
        #expect(last.status == 0)
        let object = try #require(try JSONSerialization.jsonObject(with: last.stdout) as? [String: Any])
        #expect(object["id"] as? Int == 42)
        #expect(object["source"] as? String == "happiness:\(server.url())")
        #expect(
            Set(object.keys) == [
                "id", "content", "translation", "author", "authorTitle", "description", "link", "source", "fetchedAt",
                "attribution", "lang", "translationLang",
            ])
    }

    @Test("--json prints exactly one object and a newline; QUOTE_API_URL is honoured")
    func json() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-control-characters.json"))
        let outcome = try await quote(["random", "--json"], ["QUOTE_API_URL": server.url()])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasSuffix("}\n") && outcome.output.filter { $0 == "\n" }.count == 1)
        let record = try #require(QuoteRecord(line: outcome.stdout))
        #expect(record.quote.content.unicodeScalars.contains("\u{1B}"))  // exact in JSON
        #expect(record.source.description == "happiness:\(server.url())")
    }

    @Test("A password in a URL is used, and never shown or stored: --json, the cache, the history, errors, quote config")
    func passwordNeverShown() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let endpoint = "http://reader:s3cret@127.0.0.1:\(server.port)/happiness/random-quote"
        let shown = "http://reader:***@127.0.0.1:\(server.port)/happiness/random-quote"
        let fetched = try await quote(["--json", "--endpoint", endpoint])
        #expect(fetched.status == 0)
        #expect(server.requests.first?.headers["authorization"] == "Basic " + Data("reader:s3cret".utf8).base64EncodedString())
        #expect(
            try #require(QuoteRecord(line: fetched.stdout)).source.description
                == "happiness:\(shown)")
        let config = try await quote(["config", "--endpoint", endpoint])
        let configJSON = try await quote(["config", "--json"], ["QUOTE_API_URL": endpoint])
        server.stop()
        let refused = try await quote(["--endpoint", endpoint, "--retries", "0"])
        #expect(refused.stderr == "quote: cannot fetch a quote from \(shown): connection refused\n" + offlineHint)
        #expect(config.output.contains(shown) && configJSON.output.contains(shown))
        let files = [cacheFile, home.locations.history!]
        for text in [fetched.output, config.output, configJSON.output, refused.stderr]
            + files.map({ (try? String(contentsOfFile: $0, encoding: .utf8)) ?? "" })
        {
            #expect(!text.contains("s3cret"), "\(text)")
        }
        #expect(try String(contentsOfFile: cacheFile, encoding: .utf8).contains(shown))
    }

    @Test("Text output from a hostile server reaches the terminal without a control byte")
    func hostileText() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-control-characters.json"))
        let outcome = try await quote(["--endpoint", server.url(), "--no-cache"])
        #expect(outcome.status == 0)
        #expect(outcome.output.unicodeScalars.allSatisfy { $0.isSafeOnTerminal })
        #expect(!FileManager.default.fileExists(atPath: cacheFile))
    }

    @Test(
        "Failures: exit code, one stderr line naming the problem, empty stdout, cache byte for byte unchanged",
        arguments: [
            (LoopbackServer.Reply.fixture("happiness-valid.json", status: 404), Int32(69), "HTTP 404 Not Found"),
            (.fixture("happiness-valid.json", status: 500), 69, "HTTP 500 Internal Server Error"),
            (.fixture("happiness-status-500.json"), 65, "body reports statusCode 500"),
            (.fixture("happiness-wrong-types.json"), 65, "field \"data.id\" has the wrong type"),
            (
                .http(status: 200, headers: ["Content-Type": "text/html"], body: Fixture.data("page.html")), 65,
                "body is not valid JSON (text/html)"
            ),
            (.http(status: 200), 65, "empty body"),
            (.http(status: 200, body: Data(repeating: 0x20, count: 2 << 20)), 65, "response is larger than 1024 KiB"),
            (.http(status: 200, body: Self.paddedQuote(bytes: (1 << 20) + 1)), 65, "response is larger than 1024 KiB"),
            (.fixture("happiness-status-201.json"), 65, "body reports statusCode 201"),
        ])
    func failures(reply: LoopbackServer.Reply, status: Int32, reason: String) async throws {
        try seedCache()
        let server = try LoopbackServer(always: reply)
        let outcome = try await quote(["--endpoint", server.url()])
        #expect(outcome.status == status)
        #expect(outcome.stdout.isEmpty)
        // An HTTP status or an invalid answer is no missing network: no offline hint.
        #expect(outcome.errorLines.count == 1)
        #expect(outcome.stderr.hasPrefix("quote: ") && outcome.stderr.contains(server.url()) && outcome.stderr.contains(reason))
        #expect(home.contents(home.locations.cache!) == Fixture.data("cache-valid.json"))
    }

    /// A valid Happiness API body padded with spaces to exactly `bytes`.
    static func paddedQuote(bytes: Int) -> Data {
        let body = Fixture.data("happiness-valid.json")
        return body + Data(repeating: 0x20, count: bytes - body.count)
    }

    @Test("A body of exactly 1 MiB is a quote: the cap is on more than 1 MiB")
    func exactlyAtTheCap() async throws {
        let server = try LoopbackServer(always: .http(status: 200, body: Self.paddedQuote(bytes: 1 << 20)))
        let outcome = try await quote(["--endpoint", server.url(), "--no-cache"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.output.hasPrefix("행복은 습관이다."))
    }

    @Test("Nothing listening: exit 69, connection refused")
    func refused() async throws {
        let refusing = try RefusingPort()
        let url = refusing.url()
        let outcome = try await quote(["--endpoint", url, "--retries", "0"])
        #expect(outcome.status == 69)
        #expect(outcome.stderr == "quote: cannot fetch a quote from \(url): connection refused\n" + offlineHint)
    }

    @Test("A server that answers in 2.0 s fits today's 3 s with one request: only connecting is split among attempts")
    func slowServerFitsToday() async throws {
        let server = try LoopbackServer(always: .delayed(.seconds(2), .fixture("happiness-valid.json")))
        let outcome = try await quote(["today"], ["QUOTE_API_URL": server.url()])
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome.stderr)")
        #expect(outcome.output.contains("행복"))
        #expect(server.requests.count == 1)
    }

    @Test(
        "The deadline holds against silence and against a drip: the run ends, by its --timeout as it says",
        arguments: [
            LoopbackServer.Reply.silent,
            .drip(head: Data("HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n{".utf8), interval: .milliseconds(200)),
        ])
    func deadline(reply: LoopbackServer.Reply) async throws {
        try seedCache()
        let server = try LoopbackServer(always: reply)
        // The watchdog is far enough from the second that a loaded machine's slow start never fails the run, near
        // enough to catch one that waits for the server; the exact bound is held on the virtual clock (HTTPClientTests).
        let outcome = try await quote(["--endpoint", server.url(), "--timeout", "1"], killAfter: .seconds(1 + 3))
        #expect(!outcome.wasKilled)
        #expect(outcome.status == 69)
        #expect(outcome.stdout.isEmpty)
        // With real jitter and a loaded machine, a retry may not fit, or be cut off before its request is sent.
        #expect(outcome.stderr.hasPrefix("quote: cannot fetch a quote from \(server.url()): no complete answer within 1 s"))
        #expect(outcome.errorLines.count == 1, "a server that accepted and stayed silent was reached: no offline hint")
        // The first attempt and at most two retries; on a loaded machine a retry may be cut off before its request
        // is even sent, so fewer is fine, but never none.
        #expect((1...3).contains(server.requests.count))
        #expect(home.contents(home.locations.cache!) == Fixture.data("cache-valid.json"))
    }

    @Test(
        "Usage errors exit 64 with a hint; help and version exit 0",
        arguments: [
            (["--timeout", "abc"], Int32(64)), (["--timeout", "-1"], 64), (["--endpoint", "ftp://x"], 64), (["nope"], 64),
            (["--help"], 0), (["help"], 0), (["--version"], 0),
        ] as [([String], Int32)])
    func usage(arguments: [String], status: Int32) async throws {
        let outcome = try await quote(arguments)
        #expect(outcome.status == status)
        if status == 64 {
            #expect(outcome.stdout.isEmpty)
            #expect(outcome.errorLines.count == 2 && outcome.errorLines[1] == "Try 'quote --help' for more information.")
        } else {
            #expect(!outcome.stdout.isEmpty && outcome.stderr.isEmpty)
        }
    }

    @Test(
        "last with nothing cached, a corrupt cache, or a cached quote with a blank author, exits 66",
        arguments: [
            nil, "cache-truncated.json", "cache-blank-author.json",
        ])
    func lastMissing(fixture: String?) async throws {
        if let fixture { home.write(home.locations.cache!, Fixture.data(fixture)) }
        let outcome = try await quote(["last"])
        #expect(outcome.status == 66)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.stderr == "quote: no cached quote in \(cacheFile) (run 'quote' to fetch one)\n")
    }

    @Test("The cache location: --cache-file, QUOTE_CACHE_FILE, XDG_CACHE_HOME")
    func cacheLocations() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-null-optionals.json"))
        // Each with request logs of its own: the Happiness API is asked once a second.
        let runs = [
            try await quote(
                ["--endpoint", server.url(), "--cache-file", home.file("flag.json")], ["XDG_STATE_HOME": home.file("state1")]),
            try await quote(
                ["--endpoint", server.url()], ["QUOTE_CACHE_FILE": home.file("env.json"), "XDG_STATE_HOME": home.file("state2")]),
            try await quote(
                ["--endpoint", server.url()], ["XDG_CACHE_HOME": home.file("xdg"), "XDG_STATE_HOME": home.file("state3")]),
        ]
        for run in runs { #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)") }
        for file in ["flag.json", "env.json", "xdg/quote/last.json"] {
            #expect(QuoteCache(path: home.file(file)).load()?.quote.id == 3, "\(file)")
        }
        #expect(!FileManager.default.fileExists(atPath: cacheFile))
    }

    @Test("An unwritable cache is a warning: the quote prints, exit 0")
    func unwritableCache() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-valid.json"))
        home.write("file", Data())
        let outcome = try await quote(["--endpoint", server.url(), "--cache-file", home.file("file/last.json")])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("행복은"))
        #expect(outcome.errorLines.count == 1 && outcome.stderr.hasPrefix("quote: warning: could not save the quote to "))
    }

    @Test("Writing to a full device exits 74 with a write error, and the cache is kept", .makesDevices)
    func fullDevice() async throws {
        try seedCache()
        let server = try LoopbackServer(always: .fixture("happiness-mixed.json"))
        let full = open(home.make(.full, named: "full"), O_WRONLY | O_CLOEXEC)
        defer { close(full) }
        let outcome = try await QuoteProcess(home: home.path)(["--endpoint", server.url()], standardOutput: full)
        #expect(outcome.status == 74)
        #expect(outcome.stderr == "quote: write error: No space left on device\n")
        #expect(home.contents(home.locations.cache!) == Fixture.data("cache-valid.json"))
    }

    @Test("Standard input is never read: an open pipe that never closes does not hold it up")
    func standardInput() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let input = try ChildProcess.pipe()
        defer {
            close(input.read)
            close(input.write)
        }
        let outcome = try await quote(["--endpoint", server.url()], standardInput: input.read)
        #expect(!outcome.wasKilled && outcome.status == 0, "\(outcome.stderr)")
    }
}
