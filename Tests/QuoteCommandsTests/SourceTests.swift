import Foundation
import QuoteCommands
import QuoteConfig
import QuoteHTTP
import QuoteHTTPTestSupport
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// Sources through the runner: choosing them, chains, `--endpoint`, filters, and the notes and errors.
@Suite("Sources, chains and filters", .timeLimit(.minutes(1)))
struct SourceTests {
    let harness = RunHarness()

    /// Answers each URL's path with a fixture.
    private func transport(_ answers: [String: (Int, String)]) -> FakeTransport {
        FakeTransport { request, _ in
            guard let (status, fixture) = answers[request.url.host ?? ""] else { throw TransportError.hostNotFound }
            return HTTPResponse(statusCode: status, body: Fixture.data(fixture))
        }
    }

    /// The last JSON object printed.
    private func json() throws -> QuoteRecord {
        let last = harness.stdout.text.split(separator: "\n").last.map(String.init) ?? ""
        return try #require(QuoteRecord(line: Data(last.utf8)))
    }

    @Test(
        "Each API source asks its own URL and reads its own answer; source names it and its URL",
        arguments: [
            ("zenquotes", "zenquotes.io", "zenquotes-valid.json", "zenquotes:https://zenquotes.io/api/random", "Confucius"),
            ("dummyjson", "dummyjson.com", "dummyjson-valid.json", "dummyjson:https://dummyjson.com/quotes/random", "Rumi"),
            (
                "korean-advice", "korean-advice-open-api.vercel.app", "korean-advice-valid.json",
                "korean-advice:https://korean-advice-open-api.vercel.app/api/advice", "이순신"
            ),
            (
                "happiness", "api.sobabear.com", "happiness-valid.json",
                "happiness:https://api.sobabear.com/happiness/random-quote", "엘버트 허버드"
            ),
        ])
    func apiSources(name: String, host: String, fixture: String, source: String, author: String) async throws {
        let fake = transport([host: (200, fixture)])
        #expect(await harness.run(["--source", name, "--json"], transport: fake) == .success)
        let record = try json()
        #expect(record.source.description == source && record.quote.author == author)
        #expect(fake.requests.map(\.url.absoluteString) == [String(source.dropFirst(name.count + 1))])
        #expect(QuoteCache(path: harness.cacheFile).load() == record)
    }

    @Test(
        "ZenQuotes' and korean-advice's terms: their attribution last, under the author and what is said of them, in JSON and in templates; none for others",
        arguments: [
            (
                "zenquotes", "zenquotes.io", "zenquotes-valid.json",
                "Inspirational quotes provided by ZenQuotes API (https://zenquotes.io/)" as String?
            ),
            (
                "korean-advice", "korean-advice-open-api.vercel.app", "korean-advice-valid.json",
                "명언 제공: 한국어 명언 API (https://github.com/gwongibeom/korean-advice-open-api)"
            ),
            ("happiness", "api.sobabear.com", "happiness-valid.json", nil),
        ])
    func attribution(name: String, host: String, fixture: String, line: String?) async throws {
        let fake = transport([host: (200, fixture)])
        let text = await harness.output(["--source", name, "--fresh"], transport: fake)
        let lines = text.split(separator: "\n").map(String.init)
        if let line {
            #expect(lines.count >= 3 && lines[1].hasPrefix("— ") && lines.last == line, "\(lines)")
        } else {
            #expect(!text.contains("(https://"))
        }
        harness.clock.advance(by: .seconds(60))
        let json = await harness.output(["last", "--json"])
        #expect(json.contains(line == nil ? #""attribution":null"# : #""attribution":{"link":"https://"#), "\(json)")
        #expect(await harness.output(["last", "--format", "{attribution}"]) == (line ?? "") + "\n")
    }

    @Test(
        "quote config (both forms) and quote sources --json show the URL in effect: QUOTE_API_URL's or the config file's for the default source, --endpoint's for the one source named"
    )
    func urlInEffect() async throws {
        let elsewhere = "http://127.0.0.1:9/q"
        for (arguments, environment) in [([String](), ["QUOTE_API_URL": elsewhere]), (["--endpoint", elsewhere], [:])] {
            let sources = await harness.output(["sources", "--json"] + arguments, environment: environment)
            let happiness = try #require(sources.split(separator: "\n").first { $0.contains(#""name":"happiness""#) })
            #expect(happiness.contains(#""url":"\#(elsewhere)""#), "\(happiness)")
            #expect(sources.contains(#""url":"https://zenquotes.io/api/random""#), "other sources keep their own")
            let json = await harness.output(["config", "--json"] + arguments, environment: environment)
            #expect(json.contains(#""happiness":"\#(elsewhere)""#), "\(json)")
            let text = await harness.output(["config"] + arguments, environment: environment)
            #expect(text.contains(elsewhere) && !text.contains("api.sobabear.com"), "\(text)")
        }
        harness.write(harness.home.locations.config!, "endpoint = \"\(elsewhere)\"\n")
        #expect(await harness.output(["sources", "--json"]).contains(#""url":"\#(elsewhere)""#))
    }

    @Test("A config source's today URL is what quote today asks, and random still asks url; quote sources --json shows it")
    func configSourceToday() async throws {
        harness.write(
            harness.home.locations.config!,
            "[sources.mine]\nurl = \"https://mine.test/random\"\ntoday = \"https://mine.test/today\"\ncontent = \"/q\"\nauthor = \"/a\"\n"
        )
        let fake = FakeTransport { request, _ in
            HTTPResponse(statusCode: 200, body: Data(#"{"q":"from \#(request.url.path)","a":"A"}"#.utf8))
        }
        #expect(await harness.output(["today", "--source", "mine"], transport: fake).hasPrefix("from /today\n"))
        harness.clock.advance(by: .seconds(2))
        #expect(await harness.output(["random", "--source", "mine"], transport: fake).hasPrefix("from /random\n"))
        #expect(fake.requests.map(\.url.absoluteString) == ["https://mine.test/today", "https://mine.test/random"])
        let sources = await harness.output(["sources", "--json"])
        #expect(
            sources.contains(#""today":"https://mine.test/today""#)
                && sources.contains(#""today":"https://zenquotes.io/api/today""#))
        harness.write(
            harness.home.locations.config!,
            "[sources.mine]\nurl = \"https://mine.test/\"\ntoday = \"ftp://x\"\ncontent = \"/q\"\nauthor = \"/a\"\n")
        #expect(await harness.run(["sources"]) == .config)
    }

    @Test("ZenQuotes over its limit: exit 75, rate limited, nothing shown or cached")
    func rateLimited() async {
        let code = await harness.run(
            ["--source", "zenquotes"], transport: transport(["zenquotes.io": (200, "zenquotes-rate-limited.json")]))
        #expect(code == .tryLater)
        #expect(harness.stdout.text.isEmpty)
        #expect(
            harness.stderr.text
                == "quote: zenquotes: the server sent a rate-limit notice instead of a quote (Too many requests. Obtain an auth key for unlimited access.); the next request may go in 30 s\n"
        )
        #expect(QuoteCache(path: harness.cacheFile).load() == nil)
    }

    @Test("A chain: the first quote wins; one note says which sources failed and why; exit 0")
    func chain() async throws {
        let fake = transport(["zenquotes.io": (200, "zenquotes-rate-limited.json"), "dummyjson.com": (503, "empty.json")])
        let code = await harness.run(["--source", "zenquotes,dummyjson,builtin", "--retries", "0", "--json"], transport: fake)
        #expect(code == .success)
        #expect(try json().source == "builtin")
        #expect(
            harness.stderr.text == """
                quote: note: zenquotes: the server sent a rate-limit notice instead of a quote (Too many requests. Obtain an auth \
                key for unlimited access.); the next request may go in 30 s; dummyjson: cannot fetch a quote from https://dummyjson.com/quotes/random: \
                HTTP 503 Service Unavailable; showing one from builtin

                """)
        #expect(fake.requests.count == 2)
    }

    @Test("A chain where every source fails: each source named once with its reason, the last's exit code, the cache untouched")
    func chainFails() async throws {
        harness.write(harness.home.locations.cache!, String(decoding: Fixture.data("cache-valid.json"), as: UTF8.self))
        let fake = transport(["zenquotes.io": (503, "empty.json"), "dummyjson.com": (200, "page.html")])
        let code = await harness.run(["--source", "zenquotes, dummyjson", "--retries", "0"], transport: fake)
        #expect(code == .invalidResponse)
        #expect(
            harness.stderr.text
                == "quote: zenquotes: cannot fetch a quote from https://zenquotes.io/api/random: HTTP 503 Service Unavailable; "
                + "dummyjson: invalid response from https://dummyjson.com/quotes/random: body is not valid JSON\n")
        #expect(harness.home.contents(harness.home.locations.cache!) == Fixture.data("cache-valid.json"))
    }

    @Test("A network source reached after the deadline is not asked, and said so; the exit code is the last real failure's")
    func chainPastDeadline() async throws {
        let silent = FakeTransport.silent(on: harness.clock)
        let fake = FakeTransport { request, number in
            guard request.url.host == "zenquotes.io" else {
                return HTTPResponse(statusCode: 200, body: Fixture.data("dummyjson-valid.json"))
            }
            return try silent.send(request)
        }
        let running = Task {
            await harness.run(["--source", "zenquotes,dummyjson", "--retries", "0", "--timeout", "2"], transport: fake)
        }
        try await harness.clock.advancePastSleep(1)
        #expect(await running.value == .unavailable)
        #expect(
            harness.stderr.text
                == "quote: zenquotes: cannot fetch a quote from https://zenquotes.io/api/random: no complete answer within 2 s; "
                + "dummyjson: not asked: the deadline had passed\n")
        #expect(fake.requests.count == 1)

        let withFallback = Task {
            await harness.run(["--source", "zenquotes,dummyjson,builtin", "--retries", "0", "--timeout", "2"], transport: fake)
        }
        try await harness.clock.advancePastSleep(2)
        #expect(await withFallback.value == .success)
        #expect(harness.stderr.text.hasSuffix("dummyjson: not asked: the deadline had passed; showing one from builtin\n"))
    }

    @Test("--endpoint replaces the one network source's URL and keeps its decoder")
    func endpointKeepsDecoder() async throws {
        let fake = transport(["mirror.test": (200, "zenquotes-valid.json")])
        #expect(
            await harness.run(
                ["--source", "zenquotes,builtin", "--endpoint", "http://mirror.test/api/random", "--json"], transport: fake)
                == .success)
        #expect(try json().source == "zenquotes:http://mirror.test/api/random")
        #expect(try json().quote.author == "Confucius")
    }

    @Test("--endpoint with two network sources is a usage error; QUOTE_API_URL is the default source's URL alone")
    func endpointAmbiguous() async {
        #expect(await harness.run(["--source", "zenquotes,dummyjson", "--endpoint", "http://m.test/"]) == .usage)
        #expect(
            harness.stderr.text.hasPrefix(
                "quote: --endpoint replaces the URL of one network source, but the sources are zenquotes, dummyjson\n"))
        // QUOTE_API_URL names the default source's URL: the others keep theirs, and a list of them is no error.
        let asked = FakeTransport(fixture: "happiness-valid.json")
        let environment = ["QUOTE_API_URL": "http://m.test/"]
        #expect(await harness.run(["--source", "happiness,zenquotes"], transport: asked, environment: environment) == .success)
        #expect(asked.requests.map(\.url.absoluteString) == ["http://m.test/"])
        let zen = FakeTransport(fixture: "zenquotes-valid.json")
        #expect(
            await harness.run(["--source", "zenquotes,dummyjson,builtin"], transport: zen, environment: environment) == .success)
        #expect(zen.requests.map(\.url.absoluteString) == ["https://zenquotes.io/api/random"])
        // A bad one matters only to a run that asks the default source.
        let bad = ["QUOTE_API_URL": "http://"]
        #expect(await harness.run(["--source", "zenquotes"], transport: zen, environment: bad) == .success)
        #expect(await harness.run(["--source", "happiness"], environment: bad) == .usage)
    }

    @Test("An unknown source is a usage error on the command line or in QUOTE_SOURCE, a config error (with the line) in the file")
    func unknownSource() async {
        // Every built-in name, in the table's order: a new source joins the list without an edit here.
        let known = SourceDescriptor.builtIn.map(\.name.text).joined(separator: ", ")
        #expect(await harness.run(["--source", "builtin,nope"]) == .usage)
        #expect(
            harness.stderr.text.hasPrefix(
                "quote: --source names an unknown source 'nope' (known: \(known))\n"
            ))
        #expect(await harness.run([], environment: ["QUOTE_SOURCE": "nope"]) == .usage)
        harness.write(harness.home.locations.config!, "width = 60\nsource = \"nope\"\n")
        #expect(await harness.run([]) == .config)
        #expect(
            harness.stderr.text.hasSuffix(
                "quote: \(harness.home.locations.config!):2: unknown source 'nope' (known: \(known))\n"
            ))
    }

    @Test("A custom source from the config file is used by name, with its headers")
    func customSource() async throws {
        harness.write(
            harness.home.locations.config!,
            """
            source = "ninjas"
            [sources.ninjas]
            url = "https://api.api-ninjas.com/v1/quotes"
            headers = { "X-Api-Key" = "k123" }
            content = "/0/quote"
            author = "/0/author"
            id = "/0/id"
            """)
        chmod(harness.home.locations.config!, 0o600)
        let fake = transport(["api.api-ninjas.com": (200, "custom-ninjas.json")])
        #expect(await harness.run(["--json"], transport: fake) == .success)
        #expect(try json().source == "ninjas:https://api.api-ninjas.com/v1/quotes")
        #expect(try json().quote.id == .text("soc-1"))
        #expect(fake.requests.first?.headers["X-Api-Key"] == "k123")
        #expect(harness.stderr.text.isEmpty)
    }

    @Test("A config file holding headers that others can read gets a warning, as ssh gives for keys")
    func openConfigWarns() async {
        let path = harness.home.locations.config!
        harness.write(
            harness.home.locations.config!,
            "[sources.k]\nurl = \"https://k.test/\"\nheaders = { K = \"v\" }\ncontent = \"/c\"\nauthor = \"/a\"\n")
        chmod(path, 0o644)
        #expect(await harness.run(["--offline"]) == .success)
        #expect(
            harness.stderr.text
                == "quote: warning: \(path) holds request headers and can be read by others; chmod 600 '\(path)'\n")
    }

    @Test("A config error is exit 78 with one line; a file named by --config must exist")
    func configErrors() async {
        harness.write("bad.toml", "colour = \"auto\"\n")
        #expect(await harness.run(["--config", harness.home.file("bad.toml")]) == .config)
        #expect(harness.stderr.text == "quote: \(harness.home.file("bad.toml")):1: unknown key 'colour'; did you mean 'color'?\n")
        #expect(await harness.run([], environment: ["QUOTE_CONFIG": harness.home.file("none.toml")]) == .config)
        #expect(harness.stderr.text.hasSuffix("quote: \(harness.home.file("none.toml")): no such file\n"))
    }

    // MARK: - Filters

    @Test("A network source is asked again until a quote matches, at most five times")
    func networkFilterRetries() async throws {
        let fixtures = ["happiness-valid.json", "happiness-null-optionals.json", "happiness-mixed.json"]
        let fake = FakeTransport { _, number in HTTPResponse(statusCode: 200, body: Fixture.data(fixtures[min(number, 2)])) }
        async let code = harness.run(["--author", "DALAI", "--json"], transport: fake)
        for sleep in [1, 2] { try await harness.clock.advancePastSleep(sleep) }  // the waits between asks
        #expect(await code == .success)
        #expect(try json().quote.author == "Dalai Lama (달라이 라마)")
        #expect(fake.requests.count == 3)
    }

    @Test("No match: exit 66 naming the filters, nothing cached")
    func noMatch() async throws {
        let fake = FakeTransport(fixture: "happiness-valid.json")
        async let code = harness.run(["--author", "nobody", "--max-length", "5"], transport: fake)
        for sleep in [1, 2, 3, 4] { try? await harness.clock.advancePastSleep(sleep) }  // the waits between asks
        #expect(await code == .noInput)
        #expect(harness.stderr.text == "quote: happiness: no quote matched --author 'nobody' --max-length 5 in the 5 fetched\n")
        #expect(fake.requests.count == NetworkSource.maximumAsks)
        #expect(harness.stdout.text.isEmpty && QuoteCache(path: harness.cacheFile).load() == nil)
        #expect(await harness.run(["--offline", "--match", "^zzz$"]) == .noInput)
        #expect(
            harness.stderr.text.hasSuffix(
                "quote: builtin: no quote matched --match '^zzz$' among its \(BuiltinCollection.quotes.count)\n"))
    }

    @Test("Local sources filter first and pick uniformly among the matches", arguments: [0.0, 0.5, 0.999])
    func localFilter(random: Double) async throws {
        harness.randomNumbers = [random]
        #expect(await harness.run(["--offline", "--author", "emerson", "--max-length", "60", "--json"]) == .success)
        let matches = BuiltinCollection.quotes.filter {
            $0.author?.lowercased().contains("emerson") == true && $0.content.count <= 60
        }
        #expect(matches.count > 1)
        #expect(try json().quote == matches[min(matches.count - 1, Int(random * Double(matches.count)))])
    }

    @Test("--match is a case-insensitive regular expression over content and author")
    func matchPattern() async throws {
        #expect(await harness.run(["--offline", "--match", "EMERSON|에머슨", "--json"]) == .success)
        #expect(try json().quote.author?.contains("Emerson") == true)
        #expect(await harness.run(["--offline", "--match", "^천 리", "--json"]) == .success)
        #expect(try json().quote.content.hasPrefix("천 리"))
    }
}
