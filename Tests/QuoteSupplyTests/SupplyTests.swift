import Foundation
import QuoteHTTP
import QuoteHTTPTestSupport
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
        _ sources: [String], _ transport: FakeTransport, span: Span = .none, pool: PoolPolicy? = nil,
        stores: SupplyStores? = nil, started: Started? = nil, seconds: Double = 3
    ) -> Supply {
        let chain = SourceChain(sources.compactMap { catalog.source(named: $0, endpoint: nil) })
        let request = SupplyRequest(
            chain: chain, deadline: clock.now + seconds, timeout: .seconds(3), retries: RetryPolicy(retries: 0), span: span,
            pool: pool)
        let world = SupplyWorld(
            transport: transport, clock: clock.clock, random: RandomSource { 0.5 }, localTime: .zone("Asia/Seoul"),
            catalog: catalog, stores: stores ?? self.stores, startRefill: { started?.add($0) ?? false })
        return Supply(request, in: world)
    }

    @Test("A run without a span whose only source is rate limited fails as that source, with nothing shown in its stead")
    func rateLimitedFailsAsItself() async throws {
        try SourceState(folder: folder.file("requests"), source: "happiness").stop(until: clock.now + 60, patience: .seconds(1))
        let transport = FakeTransport(fixture: "happiness-valid.json")
        await #expect {
            _ = try await supply(["happiness"], transport).obtain()
        } throws: { error in
            guard let chain = error as? ChainError, case .rateLimited(let limit) = chain.last else { return false }
            return limit.source == "happiness" && limit.until == clock.now + 60
        }
        #expect(transport.requests.isEmpty, "the API was not asked")
        // A chain the user wrote moves on, as for any failure.
        let supplied = try await supply(["happiness", "builtin"], transport).obtain()
        #expect(supplied.source == "builtin" && supplied.misses.map(\.source) == ["happiness"] && supplied.isFallback)
    }

    @Test("A day adopts the last quote only from its own sources, and never one that stood in for another")
    func dayAdoptsOnlyItsOwn() async throws {
        let transport = FakeTransport(fixture: "happiness-valid.json")
        // `quote --source happiness,builtin` fell back to the collection: today fetches its own.
        let builtIn = try #require(
            catalog.quote(
                of: TimeWindow(length: 86_400, containing: LocalTime.zone("Asia/Seoul").moment(clock.now)),
                matching: QuoteFilter(), now: clock.now))
        try QuoteCache(path: folder.file("last.json")).save(builtIn, isFallback: true)
        let day = supply(["happiness"], transport, span: .day)
        let today = try await day.obtain()
        day.keep(today)
        #expect(today.obtained == .fetched && today.source == "happiness" && transport.requests.count == 1)
        // A quote of its own source, fetched today and standing in for nothing, is adopted as it is.
        unlink(folder.file("today.json"))
        let own = try await supply(["happiness"], transport, span: .day).obtain()
        #expect(own.obtained == .adopted && own.record.quote == today.record.quote && transport.requests.count == 1)
        // Nor one of its own source that stood in for another (a chain that moved on past failures).
        unlink(folder.file("today.json"))
        try QuoteCache(path: folder.file("last.json")).save(own.record, isFallback: true)
        clock.advance(by: .seconds(2))
        let again = try await supply(["happiness"], transport, span: .day).obtain()
        #expect(again.obtained == .fetched && transport.requests.count == 2)
        // From another source it is not, though it was fetched today.
        unlink(folder.file("today.json"))
        let zenquotes = FakeTransport(fixture: "zenquotes-valid.json")
        clock.advance(by: .seconds(2))
        let other = try await supply(["zenquotes"], zenquotes, span: .day).obtain()
        #expect(other.obtained == .fetched && other.source == "zenquotes")
    }

    @Test("A window falls back to the collection's quote of the window when every source fails, and keeps it a while")
    func windowFallsBack() async throws {
        let failing = FakeTransport(failing: TransportError.hostNotFound)
        let every = Span.every(.seconds(900))
        let first = try await supply(["happiness"], failing, span: every).obtain()
        #expect(first.obtained == .fallback(.collection) && first.misses.first?.error?.isUnreachable == true)
        let again = try #require(supply(["happiness"], failing, span: every).immediate())
        #expect(again.obtained == .kept && again.record.quote == first.record.quote && failing.requests.count == 1)
    }

    @Test("A day asks a source's own quote of the day where it has one (ZenQuotes' /api/today), its pool untouched")
    func sourcesQuoteOfTheDay() async throws {
        let transport = FakeTransport(fixture: "zenquotes-valid.json")
        let pool = PoolPolicy(folder: folder.file("pool"), capacity: 4, refillsInBackground: true)
        let started = Started()
        let poolFile = PoolStore(folder: folder.file("pool"), source: "zenquotes")
        try poolFile.add(
            [QuoteRecord(quote: Quote(content: "Pooled.", author: "P"), source: "zenquotes", fetchedAt: clock.now)],
            url: "https://zenquotes.io/api/random", capacity: 4, now: clock.now)
        let day = supply(["zenquotes"], transport, span: .day, pool: pool, started: started)
        let today = try await day.obtain()
        #expect(today.obtained == .fetched && today.record.source.description == "zenquotes:https://zenquotes.io/api/today")
        #expect(transport.requests.map(\.url.absoluteString) == ["https://zenquotes.io/api/today"])
        #expect(
            poolFile.count(url: "https://zenquotes.io/api/random") == 1 && started.sources.isEmpty, "the pool is the random URL's"
        )
        // --every 1d is a day too; another span, and a run without one, ask the source's own URL (or its pool).
        #expect(Span.every(.seconds(86_400)).isDay && !Span.every(.seconds(3600)).isDay && !Span.none.isDay)
        let random = try #require(supply(["zenquotes"], transport, pool: pool).immediate())
        #expect(random.obtained == .pooled && random.record.quote.content == "Pooled.")
        day.keep(today)
        // A day's first run adopts the last quote only when it is that source's quote of the day.
        try QuoteCache(path: folder.file("last.json")).save(random.record)
        unlink(folder.file("today.json"))
        clock.advance(by: .seconds(30))
        let again = try await supply(["zenquotes"], transport, span: .day, pool: pool).obtain()
        #expect(again.obtained == .fetched && transport.requests.count == 2)
    }

    @Test("Without HOME, a day shows the collection's quote of the day at every run, asking nobody")
    func dayWithoutHome() async throws {
        let transport = FakeTransport(fixture: "happiness-valid.json")
        let homeless = SupplyStores(homeMissing: true)
        let first = try await supply(["happiness"], transport, span: .day, stores: homeless).obtain()
        clock.advance(by: .seconds(3600))
        let second = try await supply(["happiness"], transport, span: .day, stores: homeless).obtain()
        #expect(first.obtained == .fallback(.collection) && first.record.quote == second.record.quote)
        #expect(transport.requests.isEmpty)
    }

    @Test("An empty pool starts its refill before the run waits on anything; one at half after the fetch")
    func emptyPoolRefillsFirst() async throws {
        let started = Started()
        let transport = FakeTransport { _, _ in
            #expect(started.sources == ["happiness"], "the refill was started before the request went")
            return HTTPResponse(statusCode: 200, body: Fixture.data("happiness-valid.json"))
        }
        let pool = PoolPolicy(folder: folder.file("pool"), capacity: 4, refillsInBackground: true)
        _ = try await supply(["happiness"], transport, pool: pool, started: started).obtain()
        #expect(started.sources == ["happiness"] && transport.requests.count == 1)
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
        let source = try #require(refill.request.chain.sources.first as? NetworkSource)
        guard case .added(let added, _) = await refill.refill(source) else {
            Issue.record("nothing added")
            return
        }
        #expect(clock.now <= start + Supply.longestRefill.seconds + 1 && added >= 290, "\(clock.now.timeIntervalSince(start)) s")
    }

    @Test("One refill of a source at a time: another is busy, and asks nothing")
    func oneRefillAtATime() async throws {
        let transport = slowAPI
        let pool = PoolPolicy(folder: folder.file("pool"), capacity: 3, refillsInBackground: false)
        let refill = supply(["mine"], transport, pool: pool)
        let source = try #require(refill.request.chain.sources.first as? NetworkSource)
        let state = try #require(stores.state(of: "mine"))
        let inner = try await state.holdingRefillLock { await refill.refill(source) }
        guard case .busy? = inner else {
            Issue.record("\(String(describing: inner))")
            return
        }
        #expect(transport.requests.isEmpty)
        guard case .added(3, held: 3) = await refill.refill(source) else {
            Issue.record("not filled")
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
        let source = try #require(refill.request.chain.sources.first as? NetworkSource)
        guard case .lockNotMade(let error) = await refill.refill(source) else {
            Issue.record("not refused for its lock")
            return
        }
        #expect(error.path == folder.file("requests/mine.refill"))
        #expect(error.reason == .notAFolder(folder.file("requests")))
        #expect(transport.requests.isEmpty)
    }

    @Test("A window's kept quote shown again is marked as seen last for a day, never for --every's repeats")
    func markShownOnlyForADay() async throws {
        let failing = FakeTransport(failing: TransportError.hostNotFound)
        for (span, marks) in [(Span.every(.seconds(900)), false), (.day, true)] {
            let first = supply(["happiness"], failing, span: span)
            first.keep(try await first.obtain())
            // The choice's file back-dated, then the kept quote shown again.
            var times = [timespec(tv_sec: 1, tv_nsec: 0), timespec(tv_sec: 1, tv_nsec: 0)]
            _ = utimensat(AT_FDCWD, folder.file("today.json"), &times, 0)
            let again = supply(["happiness"], failing, span: span)
            let kept = try #require(again.immediate())
            #expect(kept.obtained == .kept)
            again.keep(kept)
            let marked = (WindowStore(besideHistory: folder.file("history.jsonl")).shownAt?.seconds ?? 0) > 1
            #expect(marked == marks, "\(span)")
        }
    }
}

/// The refills a supply started.
final class Started: @unchecked Sendable {
    private let lock = NSLock()
    private var started: [String] = []

    var sources: [String] { lock.withLock { started } }

    func add(_ source: String) -> Bool {
        lock.withLock { started.append(source) }
        return true
    }
}
