import Foundation
import QuoteCommands
import QuoteHTTP
import QuoteHTTPTestSupport
import QuoteModel
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

/// `--lang`: quotes in one language, from every kind of source.
@Suite("Quotes in one language", .timeLimit(.minutes(1)))
struct LangTests {
    let harness = RunHarness()

    /// Whether `text` holds Hangul.
    private func isKorean(_ text: String) -> Bool {
        text.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) }
    }

    @Test("A source declared in another language is never asked; the chain moves on to a quote in the language asked")
    func declaredSourceNotAsked() async throws {
        let transport = FakeTransport(fixture: "zenquotes-valid.json")
        #expect(await harness.run(["--lang", "ko", "--source", "zenquotes,builtin"], transport: transport) == .success)
        #expect(transport.requests.isEmpty, "ZenQuotes is English: not asked")
        let lines = harness.stdout.text.split(separator: "\n")
        #expect(isKorean(String(lines[0])), "\(harness.stdout.text)")
        #expect(harness.stderr.text.contains("zenquotes: not asked: its quotes are in en, not in ko as --lang asks"))
        // Alone, it is no quote at all: nothing to show.
        #expect(await harness.run(["--lang", "ko", "--source", "zenquotes"], transport: transport) == .noInput)
        #expect(transport.requests.isEmpty)
    }

    @Test("--lang with no source named asks the built-in sources in that language: en ZenQuotes, then DummyJSON")
    func langPicksSources() async throws {
        let transport = FakeTransport { request, _ in
            request.url.host == "zenquotes.io"
                ? HTTPResponse(statusCode: 503, body: Data())
                : HTTPResponse(statusCode: 200, body: Fixture.data("dummyjson-valid.json"))
        }
        #expect(await harness.run(["--lang", "en", "--retries", "0"], transport: transport) == .success)
        #expect(transport.requests.map { $0.url.host ?? "" } == ["zenquotes.io", "dummyjson.com"])
        #expect(!isKorean(harness.stdout.text) && harness.stderr.text.hasPrefix("quote: note: "), "\(harness.stderr.text)")
        let korean = FakeTransport(fixture: "happiness-valid.json")
        #expect(await harness.run(["--lang", "ko", "--fresh"], transport: korean) == .success)
        #expect(korean.requests.map { $0.url.host ?? "" } == ["api.sobabear.com"])
    }

    @Test(
        "English, falling back to the collection, is English every time, --lang or not: the collection prefers the language of the sources it stands in for"
    )
    func englishFallbacks() async throws {
        let offline = FakeTransport(failing: TransportError.hostNotFound)
        for day in 0..<6 {
            harness.clock.advance(by: .seconds(LocalDay.seconds))
            let out = await harness.output(["today", "--lang", "en"], transport: offline)
            #expect(!isKorean(out), "day \(day): \(out)")
            // The chain of English sources falls back on the collection in English, --lang or not; today likewise.
            for lang in [["--lang", "en"], []] {
                harness.randomNumbers = [Double(day) / 6]
                let random = await harness.output(lang + ["--source", "zenquotes,dummyjson,builtin"], transport: offline)
                #expect(!isKorean(random), "day \(day) \(lang): \(random)")
            }
            let zenquotes = await harness.output(["today", "--source", "zenquotes"], transport: offline)
            #expect(!isKorean(zenquotes), "day \(day): \(zenquotes)")
        }
    }

    @Test("The built-in collection keeps to the language asked, judged by script", arguments: ["ko", "en"])
    func builtIn(language: String) async throws {
        for round in 0..<10 {
            harness.randomNumbers = [Double(round) / 10]
            let content = String(await harness.output(["--offline", "--no-cache", "--lang", language]).split(separator: "\n")[0])
            #expect(isKorean(content) == (language == "ko"), "\(content)")
        }
    }

    @Test("Fortune files and saved quotes keep to it too; none in the language is nothing to show")
    func localCollections() async throws {
        harness.write("fortunes/mixed", "Know thyself.\n\t-- Socrates\n%\n아는 것이 힘이다.\n%\n")
        let path = harness.home.file("fortunes/mixed")
        for (language, expected) in [("en", "Know thyself."), ("ko", "아는 것이 힘이다.")] {
            let out = await harness.output(
                ["--source", "fortune", "--no-cache", "--lang", language], environment: ["QUOTE_FORTUNE_PATH": path])
            #expect(out.hasPrefix(expected), "\(out)")
        }
        let saved = QuoteRecord(
            quote: Quote(content: "Know thyself.", author: "Socrates"), source: "builtin", fetchedAt: harness.clock.now)
        harness.write(harness.home.locations.saved!, saved.jsonLine + "\n")
        #expect(await harness.run(["--source", "saved", "--no-cache", "--lang", "ko"]) == .noInput)
        #expect(harness.stderr.text.contains("--lang ko"), "the filters named: \(harness.stderr.text)")
    }

    @Test("A pool gives only quotes in the language asked")
    func pool() async throws {
        let pooling = RunHarness(keepsPools: true)
        let url = "https://api.sobabear.com/happiness/random-quote"
        let records = [("천 리 길도 한 걸음부터.", "속담"), ("Stay hungry.", "Jobs")].map { content, author in
            QuoteRecord(
                quote: Quote(content: content, author: author), source: SourceLabel(name: "happiness", location: url),
                fetchedAt: pooling.clock.now)
        }
        try PoolStore(folder: pooling.home.locations.pools!, source: "happiness").add(
            records, url: url, capacity: 20, now: pooling.clock.now)
        let out = await pooling.output(["--lang", "ko", "--refill", "manual"])
        #expect(out.hasPrefix("천 리 길도 한 걸음부터."), "the newest, English, passed over: \(out)")
    }

    @Test("--lang takes a two-letter code, in any case, from a flag, QUOTE_LANG or the config file; anything else is 64")
    func values() async throws {
        #expect(await harness.run(["--offline", "--no-cache", "--lang", "korean"]) == .usage)
        #expect(harness.stderr.text.hasPrefix("quote: --lang must be a two-letter language code such as ko or en, not 'korean'"))
        #expect(!isKorean(await harness.output(["--offline", "--no-cache"], environment: ["QUOTE_LANG": "EN"])))
        harness.write(harness.home.locations.config!, "lang = \"ko\"\n")
        #expect(isKorean(await harness.output(["--offline", "--no-cache"])))
        harness.write(
            harness.home.locations.config!,
            "[sources.mine]\nurl = \"https://m.test/\"\ncontent = \"/q\"\nauthor = \"/a\"\nlang = \"french\"\n")
        #expect(await harness.run(["--offline"]) == .config)
    }
}
