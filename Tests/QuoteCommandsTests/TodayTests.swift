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

/// `today` and `--offline`, on an injected clock and time zone.
@Suite("The quote of the day and the built-in collection", .timeLimit(.minutes(1)))
struct TodayTests {
    /// 2026-11-21 23:30 UTC, the `fetchedAt` of the cache fixture.
    static let cachedAt = Date(timeIntervalSince1970: 1_795_303_800)

    /// The cache fixture, as the last quote of `harness`.
    private func seedCache(_ harness: RunHarness) {
        harness.write(harness.home.locations.cache!, String(decoding: Fixture.data("cache-valid.json"), as: UTF8.self))
    }

    /// The cache fixture was fetched 23:30 on the 21st in UTC, 08:30 on the 22nd in Seoul, 18:30 on the 21st
    /// in New York; `later` is seconds after that.
    @Test(
        "A quote cached earlier the same local day is printed without the network",
        arguments: [
            ("UTC", 25 * 60), ("Asia/Seoul", 40 * 60), ("Asia/Seoul", 14 * 3600), ("America/New_York", 5 * 3600),
        ] as [(String, Int)])
    func sameDay(zone: String, later: Int) async {
        let harness = RunHarness(start: Self.cachedAt + TimeInterval(later))
        seedCache(harness)
        let transport = FakeTransport(failing: TransportError.connectionRefused)
        #expect(await harness.run(["today"], transport: transport, localTime: .zone(zone)) == .success)
        #expect(transport.requests.isEmpty)
        #expect(harness.stdout.text == "행복은 습관이다. 그것을 몸에 지니라.\n— 엘버트 허버드\n")
    }

    /// `("UTC", 40 * 60)` is the same instant as `("Asia/Seoul", 40 * 60)` above: only the time zone differs.
    @Test(
        "Across midnight, or into another day by a time-zone change, a new quote is fetched and cached",
        arguments: [
            ("UTC", 31 * 60), ("UTC", 40 * 60), ("Asia/Seoul", 15 * 3600 + 1800), ("America/New_York", 6 * 3600),
        ] as [(String, Int)])
    func nextDay(zone: String, later: Int) async throws {
        let harness = RunHarness(start: Self.cachedAt + TimeInterval(later))
        let clock = harness.clock
        seedCache(harness)
        let transport = FakeTransport(fixture: "happiness-null-optionals.json")
        #expect(await harness.run(["today"], transport: transport, localTime: .zone(zone)) == .success)
        #expect(transport.requests.count == 1)
        #expect(harness.stdout.text == "천 리 길도 한 걸음부터.\n— 속담\n")
        #expect(QuoteCache(path: harness.cacheFile).load()?.fetchedAt == clock.now)
    }

    @Test("Today's cached quote counts only if it passes the filters")
    func cachedMustMatch() async {
        let harness = RunHarness(start: Self.cachedAt + 60)
        seedCache(harness)
        let transport = FakeTransport(fixture: "happiness-mixed.json")
        #expect(await harness.run(["today", "--author", "허버드"], transport: transport) == .success)
        #expect(transport.requests.isEmpty)
        #expect(await harness.run(["today", "--author", "dalai"], transport: transport) == .success)
        #expect(transport.requests.count == 1)
        #expect(harness.stdout.text.hasSuffix("— Dalai Lama (달라이 라마)\n"))
    }

    @Test("The fallbacks keep to the filters: a cached or offline quote that does not match is not shown")
    func fallbacksMatch() async throws {
        let harness = RunHarness(start: Self.cachedAt + TimeInterval(LocalDay.seconds))
        seedCache(harness)
        let failing = FakeTransport(failing: TransportError.connectionRefused)
        #expect(await harness.run(["today", "--retries", "0", "--author", "emerson", "--json"], transport: failing) == .success)
        let record = try #require(QuoteRecord(line: Data(harness.stdout.text.utf8)))
        #expect(record.source == "builtin" && record.quote.author?.contains("Emerson") == true)
        harness.clock.advance(by: .seconds(1))  // the Happiness API's budget: one request a second
        #expect(
            await harness.run(["today", "--retries", "0", "--match", "^nothing like this$"], transport: failing) == .unavailable)
        #expect(
            harness.stderr.text.hasSuffix(
                "quote: cannot fetch a quote from https://api.sobabear.com/happiness/random-quote: connection refused\n"
                    + offlineHint))
    }

    @Test("The day turns as the clock crosses midnight, no waiting")
    func crossingMidnight() async {
        let harness = RunHarness(start: Self.cachedAt)
        let clock = harness.clock
        seedCache(harness)
        let transport = FakeTransport(fixture: "happiness-null-optionals.json")
        clock.advance(by: .seconds(29 * 60 + 59))  // 23:59:59
        #expect(await harness.run(["today"], transport: transport) == .success)
        #expect(transport.requests.isEmpty)
        clock.advance(by: .seconds(1))  // 00:00:00 the next day
        #expect(await harness.run(["today"], transport: transport) == .success)
        #expect(transport.requests.count == 1)
    }

    @Test("A failed fetch falls back to the last cached quote with a note, exit 0")
    func fallbackToCache() async throws {
        let harness = RunHarness(start: Self.cachedAt + TimeInterval(LocalDay.seconds))
        seedCache(harness)
        let transport = FakeTransport(status: 404, fixture: "empty.json")
        #expect(await harness.run(["today"], transport: transport) == .success)
        #expect(harness.stdout.text == "행복은 습관이다. 그것을 몸에 지니라.\n— 엘버트 허버드\n")
        #expect(
            harness.stderr.text
                == "quote: note: cannot fetch a quote from https://api.sobabear.com/happiness/random-quote: HTTP 404 Not Found; showing the last quote, from 2026-11-21\n"
        )
        // The last quote shown: the same quote, now marked as the fallback it was shown as.
        var fellBack = try #require(QuoteRecord(line: Fixture.data("cache-valid.json")))
        fellBack.fallback = true
        #expect(QuoteCache(path: harness.cacheFile).load() == fellBack)
        harness.stdout.clear()
        #expect(await harness.run(["last", "--json"], transport: transport) == .success)
        #expect(harness.stdout.text == fellBack.jsonLine(number: nil, attribution: nil) + "\n")
        #expect(harness.stdout.text.contains(#""fallback":true"#))
    }

    @Test("With nothing cached, a failed fetch falls back to the built-in collection with a note, exit 0")
    func fallbackToCollection() async throws {
        let harness = RunHarness(start: Self.cachedAt)
        let transport = FakeTransport(status: 500, fixture: "empty.json")
        #expect(await harness.run(["today", "--json"], transport: transport) == .success)
        let record = try #require(QuoteRecord(line: Data(harness.stdout.text.utf8)))
        #expect(record.source == "builtin" && record.fallback)
        #expect(BuiltinCollection.quotes.contains(record.quote))
        #expect(
            harness.stderr.text.hasPrefix("quote: note: ")
                && harness.stderr.text.hasSuffix("; showing one from the built-in collection\n"))
        // `last` is what was shown, the fallback included, marked as such.
        #expect(QuoteCache(path: harness.cacheFile).load() == record)
        let shown = harness.stdout.text
        harness.stdout.clear()
        #expect(await harness.run(["last", "--json"]) == .success)
        #expect(harness.stdout.text == shown)
    }

    @Test("today's fetch has a 3 second deadline by default, so a login shell never waits long")
    func shortDeadline() async throws {
        let harness = RunHarness(start: Self.cachedAt)
        let clock = harness.clock
        let running = Task { await harness.run(["today", "--retries", "0"], transport: FakeTransport.silent(on: clock)) }
        try await clock.advancePastSleep(1)
        #expect(await running.value == .success)
        #expect(clock.sleeps == [.seconds(3)])
        #expect(harness.stderr.text.contains("no complete answer within 3 s"))
    }

    /// A transport answering each request with the next fixture, the last one repeating; `nil` is a refused
    /// connection.
    private func answers(_ fixtures: [String?]) -> FakeTransport {
        FakeTransport { _, index in
            guard let name = fixtures[min(index, fixtures.count - 1)] else { throw TransportError.connectionRefused }
            return HTTPResponse(statusCode: 200, headers: [:], body: Fixture.data(name))
        }
    }

    @Test(
        "Today's quote is kept all day: random changes last, not today; today then is what last shows, written once, and again is nothing written"
    )
    func keptAllDay() async throws {
        let harness = RunHarness(start: Self.cachedAt + 3600)  // 00:30 on the 22nd
        let clock = harness.clock
        let transport = answers(["happiness-null-optionals.json", "happiness-mixed.json"])
        #expect(await harness.run(["today"], transport: transport) == .success)
        let kept = try #require(WindowStore(path: harness.todayFile).load())
        #expect(kept.window == "2026-11-22" && kept.retryAt == nil && kept.record.quote.content == "천 리 길도 한 걸음부터.")
        clock.advance(by: .seconds(3600))
        #expect(await harness.run(["random"], transport: transport) == .success)
        let (history, record) = (
            harness.records(harness.historyFile),
            harness.home.contents(WindowStore(besideHistory: harness.home.locations.history!).path)
        )
        harness.stdout.clear()
        #expect(await harness.run(["last"], transport: transport) == .success)
        clock.advance(by: .seconds(12 * 3600))
        #expect(await harness.run(["today"], transport: transport) == .success)
        #expect(await harness.run(["last"], transport: transport) == .success)
        #expect(transport.requests.count == 2)
        let dalai = "Happiness is not something ready made. 행복은 이미 만들어진 것이 아니다.\n— Dalai Lama (달라이 라마)\n"
        #expect(harness.stdout.text == dalai + String(repeating: "천 리 길도 한 걸음부터.\n— 속담\n", count: 2))
        // The cache now holds the quote of the day; a today that shows it again writes nothing.
        #expect(QuoteCache(path: harness.cacheFile).load() == kept.record)
        let cache = try #require(harness.home.contents(harness.home.locations.cache!))
        unlink(harness.cacheFile)
        harness.write(harness.home.locations.cache!, String(decoding: cache, as: UTF8.self))
        var before = stat()
        _ = stat(harness.cacheFile, &before)
        #expect(await harness.run(["today"], transport: transport) == .success)
        var after = stat()
        _ = stat(harness.cacheFile, &after)
        #expect(before.st_ino == after.st_ino, "the cache was not written again")
        #expect(harness.records(harness.historyFile) == history)
        #expect(harness.home.contents(WindowStore(besideHistory: harness.home.locations.history!).path) == record)
    }

    @Test("The first today of a day takes the last quote when it was fetched that day, adding nothing to the history")
    func firstTodayTakesLast() async throws {
        let harness = RunHarness(start: Self.cachedAt + 60)
        seedCache(harness)
        #expect(await harness.run(["today"]) == .success)
        #expect(try #require(WindowStore(path: harness.todayFile).load()).record == QuoteCache(path: harness.cacheFile).load())
        #expect(harness.records(harness.historyFile).isEmpty)
    }

    @Test("Filters today's quote does not pass make a new pick, which becomes today's quote")
    func filtersRepick() async throws {
        let harness = RunHarness(start: Self.cachedAt + TimeInterval(LocalDay.seconds))
        let transport = answers(["happiness-null-optionals.json", "happiness-mixed.json"])
        #expect(await harness.run(["today"], transport: transport) == .success)
        #expect(await harness.run(["today", "--author", "속담"], transport: transport) == .success)
        #expect(transport.requests.count == 1)
        harness.clock.advance(by: .seconds(1))  // the Happiness API's budget: one request a second
        #expect(await harness.run(["today", "--author", "dalai"], transport: transport) == .success)
        #expect(await harness.run(["today"], transport: transport) == .success)
        #expect(transport.requests.count == 2)
        let dalai = "Happiness is not something ready made. 행복은 이미 만들어진 것이 아니다.\n— Dalai Lama (달라이 라마)\n"
        #expect(harness.stdout.text == String(repeating: "천 리 길도 한 걸음부터.\n— 속담\n", count: 2) + dalai + dalai)
        #expect(try #require(WindowStore(path: harness.todayFile).load()).record.quote.author == "Dalai Lama (달라이 라마)")
    }

    @Test("--no-cache neither reads nor writes today's quote")
    func noCacheIgnoresToday() async throws {
        let harness = RunHarness(start: Self.cachedAt + TimeInterval(LocalDay.seconds))
        let transport = answers(["happiness-null-optionals.json", "happiness-mixed.json"])
        // A second apart, as the Happiness API's budget asks (one request a second).
        #expect(await harness.run(["today", "--no-cache"], transport: transport) == .success)
        #expect(!FileManager.default.fileExists(atPath: harness.todayFile))
        harness.clock.advance(by: .seconds(1))
        #expect(await harness.run(["today"], transport: transport) == .success)
        let record = harness.home.contents(WindowStore(besideHistory: harness.home.locations.history!).path)
        harness.clock.advance(by: .seconds(1))
        #expect(await harness.run(["today", "--no-cache"], transport: transport) == .success)
        #expect(transport.requests.count == 3)
        #expect(harness.home.contents(WindowStore(besideHistory: harness.home.locations.history!).path) == record)
    }

    @Test("A failed fetch is remembered: a quarter hour of the same quote without the network, its note said once, then a fetch")
    func failureRemembered() async throws {
        let harness = RunHarness(start: Self.cachedAt + TimeInterval(LocalDay.seconds))
        let clock = harness.clock
        seedCache(harness)
        let transport = answers([nil, "happiness-null-optionals.json"])
        let note =
            "quote: note: cannot fetch a quote from https://api.sobabear.com/happiness/random-quote: connection refused; showing the last quote, from 2026-11-21\n"
        #expect(await harness.run(["today", "--retries", "0"], transport: transport) == .success)
        clock.advance(by: .seconds(14 * 60 + 59))
        #expect(await harness.run(["today", "--retries", "0"], transport: transport) == .success)
        #expect(transport.requests.count == 1)
        #expect(harness.stderr.text == note)
        #expect(harness.stdout.text == String(repeating: "행복은 습관이다. 그것을 몸에 지니라.\n— 엘버트 허버드\n", count: 2))
        harness.stdout.clear()
        clock.advance(by: .seconds(1))
        #expect(await harness.run(["today", "--retries", "0"], transport: transport) == .success)
        #expect(await harness.run(["today", "--retries", "0"], transport: transport) == .success)
        #expect(transport.requests.count == 2)
        #expect(harness.stdout.text == String(repeating: "천 리 길도 한 걸음부터.\n— 속담\n", count: 2))
        #expect(harness.stderr.text == note)
        #expect(try #require(WindowStore(path: harness.todayFile).load()).retryAt == nil)
    }

    @Test("A record that cannot be kept is a warning; the quote of the day is still shown")
    func recordNotKept() async throws {
        let harness = RunHarness(start: Self.cachedAt + 60)
        seedCache(harness)
        harness.write(Path.join(WindowStore(besideHistory: harness.home.locations.history!).path, "blocked"), "")
        #expect(await harness.run(["today"]) == .success)
        #expect(harness.stdout.text == "행복은 습관이다. 그것을 몸에 지니라.\n— 엘버트 허버드\n")
        #expect(harness.stderr.text.hasPrefix("quote: warning: could not keep the quote of the day in "))
    }

    @Test("random --offline picks with the injected randomness and never touches the network")
    func randomOffline() async throws {
        let harness = RunHarness(start: Self.cachedAt)
        let transport = FakeTransport(failing: TransportError.connectionRefused)
        #expect(await harness.run(["random", "--offline", "--json"], transport: transport) == .success)
        let record = try #require(QuoteRecord(line: Data(harness.stdout.text.utf8)))
        #expect(record.quote == BuiltinCollection.quotes[BuiltinCollection.quotes.count / 2])
        #expect(record.source == "builtin")
        #expect(transport.requests.isEmpty)
        #expect(QuoteCache(path: harness.cacheFile).load() == record)
    }

    @Test(
        "The collection: at least 150 quotes, Korean and English, each with content, an author and where it comes from; none twice"
    )
    func collection() {
        let quotes = BuiltinCollection.quotes
        #expect(quotes.count >= 150)
        let normalized = quotes.map { $0.content.lowercased().filter { $0.isLetter || $0.isNumber } }
        #expect(Set(normalized).count == quotes.count, "a quote appears twice")
        #expect(quotes.allSatisfy { !$0.content.isEmpty && $0.author?.isEmpty == false })
        #expect(quotes.allSatisfy { ($0.description?.count ?? 0) >= 4 }, "every entry says where it comes from")
        #expect(quotes.map(\.id) == (1...quotes.count).map { .number($0) })
        let korean = quotes.filter { $0.content.unicodeScalars.contains { (0xAC00...0xD7A3).contains($0.value) } }
        #expect(korean.count >= 50 && quotes.count - korean.count >= 50)
        // Authors the guide's date rules exclude must not creep back in.
        for modern in ["Roosevelt", "Einstein", "Churchill", "Gandhi", "Mandela", "Jobs", "Marcus Aurelius (as"] {
            #expect(!quotes.contains { $0.author?.contains(modern) == true }, "\(modern)")
        }
    }
}
