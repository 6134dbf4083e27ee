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

/// One request per need: the run someone waits on asks first, and a refill asks only for what that answer did not
/// bring, never ahead of a run.
@Suite("One request per need", .timeLimit(.minutes(1)))
struct OneRequestPerNeedTests {
    let clock = VirtualClock()
    let folder = TemporaryFolder()
    let catalog = SourceCatalog(custom: [], places: LocalPlaces(environment: [:], locations: .nowhere))

    private var stores: SupplyStores {
        SupplyStores(
            cache: QuoteCache(path: folder.file("last.json")), history: HistoryStore(path: folder.file("history.jsonl")),
            states: folder.file("requests"))
    }

    /// The supply of `source` over `transport` with a pool of `capacity`, for `seconds`.
    private func supply(
        _ source: SourceName, _ transport: FakeTransport, capacity: Int? = 20, seconds: Double = 3,
        started: LockedValue<[String]>? = nil
    ) -> Supply {
        let plan = SupplyPlan(
            chain: SourceChain([catalog.source(named: source, endpoint: nil)!]), deadline: clock.now + seconds,
            timeout: .seconds(3), retries: RetryPolicy(retries: 0),
            pool: capacity.map { PoolPolicy(folder: folder.file("pool"), capacity: $0, refillsInBackground: true) },
            stores: stores)
        let world = World(
            transport: transport, clock: clock.clock, random: RandomSource { 0.5 }, localTime: .zone("Asia/Seoul"),
            launch: { arguments in started?.update { $0.append(arguments[2]) } != nil })
        return Supply(plan, in: world, catalog: catalog)
    }

    @Test("A batch source's first run makes exactly one request: its answer fills the pool, and the refill asks nothing")
    func batchFirstRun() async throws {
        let batch = FakeTransport(fixture: "zenquotes-batch.json")
        let started = LockedValue<[String]>([])
        // A pool of 5 the answer's ten fill.
        let outcome = await supply("zenquotes", batch, capacity: 5, started: started).runPresenting()
        guard case .presented(let shown) = outcome.result else {
            Issue.record("\(outcome.result)")
            Issue.record("nothing shown: \(String(describing: batch.requests))")
            return
        }
        #expect(shown.obtained == .fetched && started.value == ["zenquotes"], "\(outcome.notes)")
        #expect(PoolStore(folder: folder.file("pool"), source: "zenquotes").count(url: "https://zenquotes.io/api/random") == 5)
        #expect(batch.requests.map(\.url.absoluteString) == ["https://zenquotes.io/api/quotes"])
        let refilled = await supply("zenquotes", batch, capacity: 5, seconds: 300).refreshing()
        guard case .full(let held)? = refilled.first else {
            Issue.record("the refill asked: \(refilled)")
            return
        }
        #expect(held == 5 && batch.requests.count == 1)
    }

    @Test("The refill a run starts waits for that run's answer, then asks only for what it did not bring")
    func refillWaitsForTheRun() async throws {
        let gate = DispatchSemaphore(value: 0)
        let held = LockedValue(false)
        // DummyJSON's batch of ten an answer, the first held until the test lets it go.
        let transport = FakeTransport { _, number in
            if number == 0 {
                held.set(true)
                _ = gate.wait(timeout: .now() + 20)
            }
            return HTTPResponse(statusCode: 200, body: Fixture.data("dummyjson-batch.json"))
        }
        let running = Task { await supply("dummyjson", transport, capacity: 5).runPresenting() }
        try await BoundedWait.until("the run's request") { held.value }
        let refill = Task { await supply("dummyjson", transport, capacity: 5, seconds: 300).refreshing() }
        // The refill is under way and waits for the run's answer: nothing more is asked meanwhile.
        try await Task.sleep(for: .milliseconds(200))
        #expect(transport.requests.count == 1, "the refill asked before the run's answer came")
        gate.signal()
        _ = await running.value
        // The run's answer filled the pool: the refill asks nothing.
        guard case .full(held: 5)? = await refill.value.first else {
            Issue.record("the refill asked")
            return
        }
        #expect(transport.requests.count == 1)
    }

    @Test("A refill takes only the budget's free slots: a run someone waits on goes before it, never behind")
    func refillNeverReservesAhead() async throws {
        let order = LockedValue<[String]>([])
        func answering(as who: String) -> FakeTransport {
            FakeTransport { _, _ in
                order.update { $0.append(who) }
                return HTTPResponse(statusCode: 200, body: Fixture.data("happiness-valid.json"))
            }
        }
        // The one request a second was used a moment ago.
        _ = try SourceState(folder: folder.file("requests"), key: "happiness").reserve(
            .unpublished, from: clock.now, latest: clock.now, ahead: true, patience: .seconds(1))
        let refill = Task { await supply("happiness", answering(as: "refill"), capacity: 1, seconds: 300).refreshing() }
        try await clock.waitForSleeps(1)
        // The refill waits for the next free slot without taking it; the run reserves that slot and goes first.
        let running = Task { await supply("happiness", answering(as: "run"), capacity: nil).runPresenting() }
        try await clock.waitForSleeps(2)
        // Time moves to each next wake-up short of a minute, and only once every thread still waiting is asleep
        // again: so neither deadline (the refill's five minutes) can run out, and no wake-up is skipped, however
        // slowly the machine brings each thread to its next wait.
        let limit = clock.now + 60
        func advance(untilSent count: Int, sleepers: Int) async throws {
            while order.value.count < count {
                try await BoundedWait.until("a request, or every waiter asleep short of the deadlines") {
                    order.value.count >= count
                        || (clock.pendingSleeps == sleepers && clock.nextWakeUp.map { $0 < limit } == true)
                }
                if order.value.count < count { clock.advanceToNextWakeUp() }
            }
        }
        try await advance(untilSent: 1, sleepers: 2)
        #expect(order.value == ["run"], "the run's request went first")
        _ = await running.value
        try await advance(untilSent: 2, sleepers: 1)
        _ = await refill.value
        #expect(order.value == ["run", "refill"], "the refill's request after the run's")
    }
}
