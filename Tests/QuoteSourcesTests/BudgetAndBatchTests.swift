import Foundation
import QuoteHTTP
import QuoteHTTPTestSupport
import QuoteJSON
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// Request budgets, batches and what a fetch hands the pool, through the sources' own API.
@Suite("Budgets and batches", .timeLimit(.minutes(1)))
struct BudgetAndBatchTests {
    let clock = VirtualClock()
    let folder = TemporaryFolder()

    /// A context that keeps request logs in the test's folder, and hands what is not shown to `kept`.
    private func context(
        _ transport: FakeTransport, filter: QuoteFilter = QuoteFilter(), kept: LockedValue<[QuoteRecord]>? = nil,
        seconds: Double = 10,
        ahead: Bool = true
    ) -> SourceContext {
        let requests = folder.file("requests")
        let pool = kept.map { kept in PoolKeeper { _, _, records in kept.update { $0 += records } } }
        return SourceContext(
            world: World(transport: transport, clock: clock.clock, random: RandomSource { 0.5 }, localTime: .utc),
            deadline: clock.now + seconds,
            timeout: .seconds(10), retries: RetryPolicy(retries: 2), filter: filter,
            sourceState: { SourceState(folder: requests, key: $0) }, reservesAhead: ahead, pool: pool)
    }

    /// The built-in network source `name`, asking `endpoint` when one is given.
    private func source(_ name: SourceName, endpoint: URL? = nil) throws -> NetworkSource {
        let catalog = SourceCatalog(custom: [], places: LocalPlaces(environment: [:], locations: .nowhere))
        return try #require(catalog.source(named: name, endpoint: endpoint) as? NetworkSource)
    }

    private func zenquotes() throws -> NetworkSource { try source("zenquotes") }

    @Test(
        "A source's quote of the day is its today URL alone: no batch to ask, nor a day of its own; a source without one has none"
    )
    func quoteOfTheDay() throws {
        let zenquotes = try zenquotes()
        #expect(zenquotes.batch != nil && !zenquotes.isQuoteOfTheDay)
        let today = try #require(zenquotes.forToday)
        #expect(today.url == URL(string: "https://zenquotes.io/api/today") && today.isQuoteOfTheDay)
        #expect(today.batch == nil && today.today == nil && today.forToday == nil)
        #expect(today.stateKey(for: today.url) == "zenquotes", "the same server: the same budget")
        #expect(try source("happiness").forToday == nil)
    }

    @Test("rate: N requests in any D, with s, m or h", arguments: [("2/1m", 2, 60), ("5/30s", 5, 30), (" 100 / 1h ", 100, 3600)])
    func rates(text: String, requests: Int, seconds: Int) {
        #expect(RequestBudget(rate: text) == RequestBudget(requests, per: .seconds(seconds)))
    }

    @Test("Not rates", arguments: ["", "5", "5/", "/30s", "0/1m", "-1/1m", "5/30", "5/30x", "five/1m", "5/1w", "1001/1h"])
    func notRates(text: String) {
        #expect(RequestBudget(rate: text) == nil)
    }

    @Test("The source table's budgets and batches: ZenQuotes 5 in 30 s by 50, DummyJSON 100 in 10 s by 10, the rest one a second")
    func table() {
        let budgets = Dictionary(uniqueKeysWithValues: SourceDescriptor.builtIn.map { ($0.name, $0.budget) })
        #expect(budgets["zenquotes"] == RequestBudget(5, per: .seconds(30)))
        #expect(budgets["dummyjson"] == RequestBudget(100, per: .seconds(10)))
        #expect(budgets["happiness"] == .unpublished && budgets["korean-advice"] == .unpublished)
        let batches = Dictionary(
            uniqueKeysWithValues: SourceDescriptor.builtIn.compactMap { source in
                source.batch.map { (source.name, "\($0.url.absoluteString) \($0.size)") }
            })
        #expect(batches["zenquotes"] == "https://zenquotes.io/api/quotes 50")
        #expect(batches["dummyjson"] == "https://dummyjson.com/quotes/random/10 10")
        #expect(batches["happiness"] == nil && batches["korean-advice"] == nil)
    }

    @Test("The source table's URLs, kept as text until asked, are its sources' own: every network source has one, no other")
    func tableURLs() {
        let urls = Dictionary(
            uniqueKeysWithValues: SourceDescriptor.builtIn.map { ($0.name, $0.url?.absoluteString) })
        #expect(urls["happiness"] == "https://api.sobabear.com/happiness/random-quote")
        #expect(urls["zenquotes"] == "https://zenquotes.io/api/random")
        #expect(urls["dummyjson"] == "https://dummyjson.com/quotes/random")
        #expect(urls["korean-advice"] == "https://korean-advice-open-api.vercel.app/api/advice")
        #expect(SourceDescriptor.builtIn.allSatisfy { ($0.url != nil) == $0.isNetwork })
        #expect(SourceDescriptor.builtInNetwork.map(\.name) == ["happiness", "zenquotes", "dummyjson", "korean-advice"])
    }

    @Test(
        "With a pool, one request to the batch URL: the first quote that passes is shown, the others pooled, blank ones left out")
    func batchFillsPool() async throws {
        let transport = FakeTransport(fixture: "zenquotes-batch.json")
        let kept = LockedValue<[QuoteRecord]>([])
        let record = try zenquotes().quote(in: context(transport, filter: QuoteFilter(author: "seneca"), kept: kept))
        #expect(record.quote.author == "Seneca")
        #expect(record.source.description == "zenquotes:https://zenquotes.io/api/quotes")
        #expect(transport.requests.map(\.url.absoluteString) == ["https://zenquotes.io/api/quotes"])
        #expect(kept.value.count == 8)
        #expect(kept.value.contains { $0.quote.author == "Seneca" || $0.quote.content.isBlank } == false)
    }

    @Test("DummyJSON's batch: ten quotes, ids kept")
    func dummyBatch() throws {
        let quotes = try DummyJSON.listDecoder.decode(Fixture.data("dummyjson-batch.json"), nil)
        #expect(quotes.count == 10 && quotes.first?.id == 1 && quotes.last?.author == "Earl Nightingale")
        #expect(throws: AnswerError.emptyList) { try DummyJSON.listDecoder.decode(Data("[]".utf8), nil) }
    }

    @Test("Without a pool, one quote from the single URL; pointed elsewhere, a source asks that URL one quote at a time")
    func noPool() async throws {
        let transport = FakeTransport(fixture: "zenquotes-valid.json")
        _ = try zenquotes().quote(in: context(transport))
        let elsewhere = try source("zenquotes", endpoint: URL(string: "http://127.0.0.1:9/api/random")!)
        #expect(elsewhere.batch == nil)
        _ = try elsewhere.quote(in: context(transport, kept: LockedValue<[QuoteRecord]>([])))
        #expect(
            transport.requests.map(\.url.absoluteString) == ["https://zenquotes.io/api/random", "http://127.0.0.1:9/api/random"])
    }

    @Test("A foreground run whose next slot lies past its deadline is refused at once, unsent, saying when it may go")
    func overBudget() async throws {
        let transport = FakeTransport(fixture: "zenquotes-valid.json")
        let start = clock.now
        for _ in 0..<5 { _ = try zenquotes().quote(in: context(transport)) }
        clock.advance(by: .seconds(10))
        #expect {
            try zenquotes().quote(in: context(transport))
        } throws: {
            guard case .rateLimited(let limit) = $0 as? SourceError else { return false }
            return limit.cause == .budget(RequestBudget(5, per: .seconds(30)))
                && abs(limit.until.timeIntervalSince(start + 30 + RequestLedger.guardTime)) < 0.001
        }
        #expect(transport.requests.count == 5)
        clock.advance(by: .seconds(21))
        _ = try zenquotes().quote(in: context(transport))
        #expect(transport.requests.count == 6)
    }

    @Test("A foreground run whose next slot comes before its deadline waits for it, and goes then")
    func waitsForSlot() async throws {
        let transport = FakeTransport(fixture: "happiness-valid.json")
        let happiness = try source("happiness")
        let start = clock.now
        _ = try happiness.quote(in: context(transport))
        let waiting = context(transport, seconds: 3)
        async let second = onThread { try happiness.quote(in: waiting) }
        try await clock.advancePastSleep(1)
        #expect(try await second.quote.id == 42 && transport.requests.count == 2)
        #expect(clock.now >= start + 1 + RequestLedger.guardTime, "one second and the guard after the first")
    }

    @Test("A refill waits for the budget within its deadline, and stops at it")
    func refillWaits() async throws {
        let transport = FakeTransport(fixture: "zenquotes-valid.json")
        let start = clock.now
        for _ in 0..<5 { _ = try zenquotes().fetch(in: context(transport, ahead: false), batch: false) }
        let late = context(transport, seconds: 40, ahead: false)
        async let sixth = onThread { try zenquotes().fetch(in: late, batch: false) }
        try await clock.advancePastSleep(1)
        #expect(try await sixth.count == 1 && transport.requests.count == 6)
        #expect(clock.now >= start + 30, "it waited for the first five to leave the window")
        for _ in 0..<4 { _ = try zenquotes().fetch(in: context(transport, ahead: false), batch: false) }
        // The next may go 30 s after the sixth: past a deadline 5 s away, so it is not waited for.
        #expect(throws: SourceError.self) {
            _ = try zenquotes().fetch(in: context(transport, seconds: 5, ahead: false), batch: false)
        }
        #expect(transport.requests.count == 10)
    }

    @Test("A retry waits for the budget: one wait, the backoff lengthened to when the next request may go")
    func retryWaitsForBudget() async throws {
        let start = clock.now
        let transport = FakeTransport { _, number in
            number == 0
                ? HTTPResponse(statusCode: 503, body: Data())
                : HTTPResponse(statusCode: 200, body: Fixture.data("happiness-valid.json"))
        }
        let happiness = try source("happiness")
        let asking = context(transport)
        async let record = onThread { try happiness.quote(in: asking) }
        try await clock.advancePastSleep(1)  // the one wait
        #expect(try await record.quote.id == 42)
        #expect(transport.requests.count == 2 && clock.now >= start + 1, "a second after the first, as its budget says")
    }

    @Test("A 429 stops the source for its Retry-After; ZenQuotes' stand-in for the budget's period")
    func stops() async throws {
        let limited = FakeTransport(status: 429, fixture: "empty.json", headers: ["Retry-After": "120"])
        let stopped = SourceError.rateLimited(
            RateLimited(source: "zenquotes", until: clock.now + 120, now: clock.now, cause: .server))
        #expect(throws: stopped) { _ = try zenquotes().quote(in: context(limited)) }
        #expect(limited.requests.count == 1, "a 429 with a Retry-After past the deadline is not retried")
        let log = SourceState(folder: folder.file("requests"), key: "zenquotes")
        #expect(log.read().stoppedUntil == clock.now + 120)
        #expect(throws: stopped, "the next run: the same rate limit, unsent") { _ = try zenquotes().quote(in: context(limited)) }
        #expect(limited.requests.count == 1)
        clock.advance(by: .seconds(121))
        let forever = FakeTransport(status: 429, fixture: "empty.json", headers: ["Retry-After": "999999999"])
        #expect(throws: SourceError.self) { _ = try zenquotes().quote(in: context(forever)) }
        #expect(log.read().stoppedUntil == clock.now + 3600, "a server's word stops a source for an hour at most")
        clock.advance(by: .seconds(3601))
        let standIn = FakeTransport(fixture: "zenquotes-rate-limited.json")
        #expect {
            _ = try zenquotes().quote(in: context(standIn))
        } throws: {
            guard case .rateLimited(let limit) = $0 as? SourceError, case .standIn = limit.cause else { return false }
            return limit.until == clock.now + 30
        }
        #expect(log.read().stoppedUntil == clock.now + 30)
        #expect(
            throws: SourceError.rateLimited(
                RateLimited(source: "zenquotes", until: clock.now + 30, now: clock.now, cause: .server))
        ) {
            _ = try zenquotes().quote(in: context(standIn))
        }
    }

    @Test("A source of one's own with items: each item read with the pointers; the first shown, the rest pooled; its rate")
    func customItems() async throws {
        let spec = CustomSourceSpec(
            name: "mine", url: URL(string: "https://mine.test/list")!, content: try JSONPointer("/q"),
            author: try JSONPointer("/a"), id: nil, items: try JSONPointer(""), rate: RequestBudget(2, per: .seconds(60)))
        let catalog = SourceCatalog(custom: [spec], places: LocalPlaces(environment: [:], locations: .nowhere))
        let source = try #require(catalog.source(named: "mine", endpoint: nil) as? NetworkSource)
        #expect(source.budget == RequestBudget(2, per: .seconds(60)) && catalog.batchSize(of: "mine") == PoolStore.maximumCount)
        let transport = FakeTransport(fixture: "zenquotes-batch.json")
        let kept = LockedValue<[QuoteRecord]>([])
        #expect(try source.quote(in: context(transport, kept: kept)).quote.author == "Socrates")
        #expect(kept.value.count == 8)
        #expect(try source.quote(in: context(transport)).quote.author == "Socrates", "without a pool, the first item")
        #expect(throws: SourceError.self) { _ = try source.quote(in: context(transport)) }
        #expect(transport.requests.count == 2, "two a minute")
        let wrong = CustomSourceSpec(
            name: "x", url: spec.url, content: try JSONPointer("/q"), author: try JSONPointer("/a"), items: try JSONPointer("/0"))
        #expect(throws: AnswerError.pointerFindsWrongKind(field: "items", pointer: "/0", found: .object, expected: .array)) {
            try CustomSource.decoder(for: wrong).decode(Fixture.data("zenquotes-batch.json"), nil)
        }
    }
}
