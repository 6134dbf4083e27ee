import Foundation
import QuoteHTTP
import QuoteHTTPTestSupport
import QuoteJSON
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteSupply
import QuoteTestSupport
import Testing

/// The supply policy through its own API, on the virtual clock: no argv, no runner.
@Suite("Supply: what a run shows, and how", .timeLimit(.minutes(1)))
struct SupplyTests {
    let clock = VirtualClock()
    let folder = TemporaryFolder()
    let catalog = SourceCatalog(
        custom: [
            CustomSourceSpec(
                name: "mine", url: URL(string: "https://mine.test/one")!, content: try! JSONPointer("/q"),
                author: try! JSONPointer("/a"), id: nil, rate: RequestBudget(100, per: .seconds(1)))
        ], places: LocalPlaces(environment: [:], locations: .nowhere))

    /// The stores of the test's folder.
    private var stores: SupplyStores {
        SupplyStores(
            cache: QuoteCache(path: folder.file("last.json")), history: HistoryStore(path: folder.file("history.jsonl")),
            window: WindowStore(besideHistory: folder.file("history.jsonl")), states: folder.file("requests"))
    }

    /// The supply of `sources` over `transport`, for `span`, with a 3-second deadline.
    private func supply(
        _ sources: [SourceName], _ transport: FakeTransport, span: ChoiceSpan = .none, pool: PoolPolicy? = nil,
        stores: SupplyStores? = nil, started: LockedValue<[String]>? = nil, seconds: Double = 3
    ) -> Supply {
        let chain = SourceChain(sources.compactMap { catalog.source(named: $0, endpoint: nil) })
        let plan = SupplyPlan(
            chain: chain, deadline: clock.now + seconds, timeout: .seconds(3), retries: RetryPolicy(retries: 0), span: span,
            pool: pool, stores: stores ?? self.stores)
        let world = World(
            transport: transport, clock: clock.clock, random: RandomSource { 0.5 }, localTime: .zone("Asia/Seoul"),
            launch: { arguments in started?.update { $0.append(arguments[2]) } != nil })
        return Supply(plan, in: world, catalog: catalog)
    }

    /// Runs `supply` as a command does, every quote presented (and so kept); what it presented, or its failure.
    private func run(_ supply: Supply) async throws(ChainError) -> SuppliedQuote {
        switch await supply.runPresenting().result {
        case .presented(let supplied): return supplied
        case .failed(let error): throw error
        }
    }

    /// What `supply` answers with without asking anything (a kept choice, a pooled quote); `nil` when it asked.
    private func immediate(_ supply: Supply) -> SuppliedQuote? {
        guard let supplied = try? supply.obtain(), [.kept, .pooled, .adopted].contains(supplied.obtained) else { return nil }
        supply.keep(supplied)
        return supplied
    }

    @Test("The notes met on the way to a quote come with it, to be said before it; none are left for after")
    func notesBeforeTheQuote() throws {
        // A state folder that is a file: the source's requests cannot be kept, which is a note.
        folder.write("requests", Data())
        let supply = supply(["happiness"], FakeTransport(fixture: "happiness-valid.json"))
        let supplied = try supply.obtain()
        guard case .source(.stateNotKept(let source, _))? = supplied.notes.first else {
            Issue.record("no note with the quote: \(supplied.notes)")
            return
        }
        #expect(source == "happiness" && supplied.notes.count == 1)
        #expect(supply.takeNotes().isEmpty, "said once, before the quote")
    }

    @Test("A run without a span whose only source is rate limited fails as that source, with nothing shown in its stead")
    func rateLimitedFailsAsItself() async throws {
        try SourceState(folder: folder.file("requests"), key: "happiness").stop(until: clock.now + 60, patience: .seconds(1))
        let transport = FakeTransport(fixture: "happiness-valid.json")
        await #expect {
            _ = try await run(supply(["happiness"], transport))
        } throws: { error in
            guard let chain = error as? ChainError, case .rateLimited(let limit) = chain.last else { return false }
            return limit.source == "happiness" && limit.until == clock.now + 60
        }
        #expect(transport.requests.isEmpty, "the API was not asked")
        // A chain the user wrote moves on, as for any failure.
        let supplied = try await run(supply(["happiness", "builtin"], transport))
        #expect(supplied.source == "builtin" && supplied.misses.map(\.source) == ["happiness"] && supplied.isFallback)
    }

    @Test("A day adopts the last quote only from its own sources, and never one that stood in for another")
    func dayAdoptsOnlyItsOwn() async throws {
        let transport = FakeTransport(fixture: "happiness-valid.json")
        // `quote --source happiness,builtin` fell back to the collection: today fetches its own.
        let builtIn = try #require(
            catalog.quote(
                of: TimeWindow(length: LocalDay.seconds, containing: LocalTime.zone("Asia/Seoul").moment(clock.now)),
                matching: QuoteFilter(), now: clock.now))
        var fellBack = builtIn
        fellBack.fallback = true
        try QuoteCache(path: folder.file("last.json")).save(fellBack)
        let today = try await run(supply(["happiness"], transport, span: .day))
        #expect(today.obtained == .fetched && today.source == "happiness" && transport.requests.count == 1)
        // A quote of its own source, fetched today and standing in for nothing, is adopted as it is.
        unlink(folder.file("today.json"))
        let own = try await run(supply(["happiness"], transport, span: .day))
        #expect(own.obtained == .adopted && own.record.quote == today.record.quote && transport.requests.count == 1)
        // Nor one of its own source that stood in for another (a chain that moved on past failures).
        unlink(folder.file("today.json"))
        var stoodIn = own.record
        stoodIn.fallback = true
        try QuoteCache(path: folder.file("last.json")).save(stoodIn)
        clock.advance(by: .seconds(2))
        let again = try await run(supply(["happiness"], transport, span: .day))
        #expect(again.obtained == .fetched && transport.requests.count == 2)
        // From another source it is not, though it was fetched today.
        unlink(folder.file("today.json"))
        let zenquotes = FakeTransport(fixture: "zenquotes-valid.json")
        clock.advance(by: .seconds(2))
        let other = try await run(supply(["zenquotes"], zenquotes, span: .day))
        #expect(other.obtained == .fetched && other.source == "zenquotes")
    }

    @Test("A window falls back to the collection's quote of the window when every source fails, and keeps it a while")
    func windowFallsBack() async throws {
        let failing = FakeTransport(failing: TransportError.hostNotFound)
        let every = ChoiceSpan.every(.seconds(900))
        let first = try await run(supply(["happiness"], failing, span: every))
        #expect(first.obtained == .fallback(.collection) && first.misses.first?.error?.isUnreachable == true)
        let again = try #require(immediate(supply(["happiness"], failing, span: every)))
        #expect(again.obtained == .kept && again.record.quote == first.record.quote && failing.requests.count == 1)
    }

    @Test(
        "A window's choice belongs to the sources it was chosen from: a fallback's quiet quarter hour only for those that failed")
    func choiceOfItsSources() async throws {
        let failing = FakeTransport(failing: TransportError.hostNotFound)
        let fell = try await run(supply(["zenquotes"], failing, span: .day))
        #expect(fell.obtained == .fallback(.collection))
        let working = FakeTransport(fixture: "happiness-valid.json")
        let own = try await run(supply(["happiness"], working, span: .day))
        #expect(own.obtained == .fetched && working.requests.count == 1, "the other sources' fallback does not stand for it")
        #expect(try #require(immediate(supply(["zenquotes"], failing, span: .day))).record.quote == fell.record.quote)
        #expect(try #require(immediate(supply(["happiness"], working, span: .day))).record.quote == own.record.quote)
        #expect(failing.requests.count == 1 && working.requests.count == 1)
    }

    @Test("A day asks a source's own quote of the day where it has one (ZenQuotes' /api/today), its pool untouched")
    func sourcesQuoteOfTheDay() async throws {
        let transport = FakeTransport(fixture: "zenquotes-valid.json")
        let pool = PoolPolicy(folder: folder.file("pool"), capacity: 4, refillsInBackground: true)
        let started = LockedValue<[String]>([])
        let poolFile = PoolStore(folder: folder.file("pool"), source: "zenquotes")
        try poolFile.add(
            [QuoteRecord(quote: Quote(content: "Pooled.", author: "P"), source: "zenquotes", fetchedAt: clock.now)],
            url: "https://zenquotes.io/api/random", capacity: 4, now: clock.now)
        let today = try await run(supply(["zenquotes"], transport, span: .day, pool: pool, started: started))
        #expect(today.obtained == .fetched && today.record.source.description == "zenquotes:https://zenquotes.io/api/today")
        #expect(transport.requests.map(\.url.absoluteString) == ["https://zenquotes.io/api/today"])
        #expect(
            poolFile.count(url: "https://zenquotes.io/api/random") == 1 && started.value.isEmpty, "the pool is the random URL's"
        )
        // --every 1d is a day too; another span, and a run without one, ask the source's own URL (or its pool).
        #expect(
            ChoiceSpan.every(.seconds(LocalDay.seconds)).isDay && !ChoiceSpan.every(.seconds(3600)).isDay
                && !ChoiceSpan.none.isDay)
        let random = try #require(immediate(supply(["zenquotes"], transport, pool: pool)))
        #expect(random.obtained == .pooled && random.record.quote.content == "Pooled.")
        // A day's first run adopts the last quote only when it is that source's quote of the day.
        try QuoteCache(path: folder.file("last.json")).save(random.record)
        unlink(folder.file("today.json"))
        clock.advance(by: .seconds(30))
        let again = try await run(supply(["zenquotes"], transport, span: .day, pool: pool))
        #expect(again.obtained == .fetched && transport.requests.count == 2)
    }

    @Test("Without HOME, a day shows the collection's quote of the day at every run, asking nobody")
    func dayWithoutHome() async throws {
        let transport = FakeTransport(fixture: "happiness-valid.json")
        let homeless = SupplyStores(homeMissing: true)
        let first = try await run(supply(["happiness"], transport, span: .day, stores: homeless))
        clock.advance(by: .seconds(3600))
        let second = try await run(supply(["happiness"], transport, span: .day, stores: homeless))
        #expect(first.obtained == .fallback(.collection) && first.record.quote == second.record.quote)
        #expect(transport.requests.isEmpty)
    }

    @Test("An empty pool's refill starts once the run's own request has left, after its wait for a slot, never before")
    func emptyPoolRefillsAfterTheRunsRequest() async throws {
        let started = LockedValue<[String]>([])
        let transport = FakeTransport { _, _ in
            #expect(started.value == ["happiness"], "the refill was started as the request went")
            return HTTPResponse(statusCode: 200, body: Fixture.data("happiness-valid.json"))
        }
        // The Happiness API's one request a second was used a moment ago: the run's request waits for its slot.
        _ = try SourceState(folder: folder.file("requests"), key: "happiness").reserve(
            .unpublished, from: clock.now, latest: clock.now, ahead: true, patience: .seconds(1))
        let pool = PoolPolicy(folder: folder.file("pool"), capacity: 4, refillsInBackground: true)
        let running = Task { try await run(supply(["happiness"], transport, pool: pool, started: started)) }
        try await clock.waitForSleeps(1)
        #expect(started.value.isEmpty, "nothing started while the run waits for its slot")
        clock.advanceToNextWakeUp()
        _ = try await running.value
        #expect(started.value == ["happiness"] && transport.requests.count == 1)
    }

    @Test(
        "An empty pool's refill waits for its own source's request: a later source of the chain reaching its server starts none")
    func refillOnlyForItsOwnSource() async throws {
        let started = LockedValue<[String]>([])
        let transport = FakeTransport { request, _ in
            guard request.url.host == "zenquotes.io" else { throw TransportError.connectionRefused }
            request.reached()
            return HTTPResponse(statusCode: 200, body: Fixture.data("zenquotes-valid.json"))
        }
        transport.reaches = false
        let pool = PoolPolicy(folder: folder.file("pool"), capacity: 4, refillsInBackground: true)
        let supplied = try await run(supply(["happiness", "zenquotes"], transport, pool: pool, started: started))
        #expect(supplied.record.source.name == "zenquotes" && transport.requests.count == 2)
        #expect(started.value.isEmpty, "happiness's request never left: no refill of its pool")
    }
}

extension SupplyTests {
    /// An API of a new quote at every request, each taking a second of the test's clock.
    private var slowAPI: FakeTransport {
        FakeTransport { [clock] _, number in
            clock.advance(by: .seconds(1))
            return HTTPResponse(statusCode: 200, body: Data(#"{"q":"quote \#(number)","a":"A"}"#.utf8))
        }
    }

    @Test("A refill ends by its deadline, however much its pool lacks, each request within the timeout")
    func refillEndsByItsDeadline() async throws {
        let transport = slowAPI
        let pool = PoolPolicy(folder: folder.file("pool"), capacity: 500, refillsInBackground: false)
        let refill = supply(["mine"], transport, pool: pool, seconds: Supply.longestRefill.seconds)
        let start = clock.now
        guard case .added(let added, _)? = await refill.refreshing().first else {
            Issue.record("nothing added")
            return
        }
        #expect(clock.now <= start + Supply.longestRefill.seconds + 1 && added >= 290, "\(clock.now.timeIntervalSince(start)) s")
    }

    @Test("One refill of a source at a time: another is busy, and asks nothing")
    func oneRefillAtATime() async throws {
        let transport = slowAPI
        let pool = PoolPolicy(folder: folder.file("pool"), capacity: 3, refillsInBackground: false)
        let refill = supply(["mine"], transport, pool: pool, seconds: 10)  // the last answer's pool write can wait for its lock
        let inner = try #require(stores.refillLock(of: "mine")).holding { refill.refreshingHere() }
        guard case .busy? = inner?.first else {
            Issue.record("\(String(describing: inner))")
            return
        }
        #expect(transport.requests.isEmpty)
        // Let go; a process another test forks just then holds it a moment longer (a copy of the descriptor): busy, rightly.
        var after: Supply.RefillOutcome?
        try await BoundedWait.until("the refill lock let go", limit: .seconds(2), polling: true) {
            after = refill.refreshingHere().first
            return if case .busy? = after { false } else { true }
        }
        guard case .added(3, held: 3)? = after else {
            Issue.record("not filled: \(String(describing: after))")
            return
        }
    }

    @Test("A refill lock that cannot be made is said as such, with its path, not taken for another refill; nothing asked")
    func refillLockNotMade() async throws {
        let transport = slowAPI
        // The states' folder is a file, as a HOME that cannot be written leaves it: the lock cannot be made.
        folder.write("requests", Data())
        let pool = PoolPolicy(folder: folder.file("pool"), capacity: 3, refillsInBackground: false)
        let refill = supply(["mine"], transport, pool: pool)
        guard case .lockNotMade(let error)? = await refill.refreshing().first else {
            Issue.record("not refused for its lock")
            return
        }
        #expect(error.path == folder.file("requests/mine.refill"))
        #expect(error.reason == .notAFolder(folder.file("requests")))
        #expect(transport.requests.isEmpty)
    }

    @Test("A window's kept quote shown again becomes the last quote for a day, never for --every's repeats")
    func keptIsLastOnlyForADay() async throws {
        let failing = FakeTransport(failing: TransportError.hostNotFound)
        let other = QuoteRecord(quote: Quote(content: "Shown by quote.", author: "A"), source: "happiness", fetchedAt: clock.now)
        for (span, becomesLast) in [(ChoiceSpan.every(.seconds(900)), false), (.day, true)] {
            unlink(folder.file("last.json"))
            let first = try await run(supply(["happiness"], failing, span: span))
            #expect(QuoteCache(path: folder.file("last.json")).load() == first.record, "a fallback shown is the last quote")
            // Another command showed another quote since; then the kept quote is shown again.
            try QuoteCache(path: folder.file("last.json")).save(other)
            let kept = try #require(immediate(supply(["happiness"], failing, span: span)))
            #expect(kept.obtained == .kept && kept.record.fallback)
            let last = QuoteCache(path: folder.file("last.json")).load()
            #expect((last == kept.record) == becomesLast && (last == other) == !becomesLast, "\(span)")
        }
    }
}
