import Foundation
import QuoteCommands
import QuoteHTTP
import QuoteHTTPTestSupport
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteSupply
import QuoteTestSupport
import Synchronization
import Testing

/// Pools, refills, budgets and `--every` through the runner, as `main.swift` runs it.
@Suite("Pools, budgets and windows of time", .timeLimit(.minutes(1)))
struct PoolTests {
    let harness = RunHarness(keepsPools: true)
    static let happiness = "https://api.sobabear.com/happiness/random-quote"

    private var poolFile: String { Path.join(harness.home.locations.pools!, "happiness.jsonl") }

    /// Fills the Happiness API's pool with `count` quotes fetched a minute ago from `url`.
    private func seed(_ count: Int, url: String = Self.happiness) throws {
        let records = (0..<count).map {
            QuoteRecord(
                quote: Quote(id: .number(100 + $0), content: "pooled \($0)", author: "P"),
                source: SourceLabel(name: "happiness", location: url), fetchedAt: harness.clock.now - 60)
        }
        try PoolStore(folder: harness.home.locations.pools!, source: "happiness").add(
            records, url: url, capacity: 500, now: harness.clock.now)
    }

    private var pooled: Int {
        PoolStore(folder: harness.home.locations.pools!, source: "happiness").count(url: Self.happiness)
    }

    /// A config file defining the one source `name`, at https://NAME.test/q, at most `rate`: its answers read at `/q`
    /// and `/a`, or as the Happiness API's (`/data/content`, `/data/author`) when `nested`.
    private func define(_ name: String, rate: String, nested: Bool = true) {
        let (content, author) = nested ? ("/data/content", "/data/author") : ("/q", "/a")
        let fields = "content = \"\(content)\"\nauthor = \"\(author)\"\nrate = \"\(rate)\"\n"
        harness.write(harness.home.locations.config!, "[sources.\(name)]\nurl = \"https://\(name).test/q\"\n" + fields)
    }

    @Test("A pooled quote is shown without a request, newest first, and kept as the last quote and in the history")
    func fromPool() async throws {
        try seed(3)
        let transport = FakeTransport(failing: TransportError.connectionRefused)
        #expect(await harness.run(["--json"], transport: transport) == .success)
        let record = try #require(QuoteRecord(line: Data(harness.stdout.text.utf8)))
        #expect(
            record.quote.content == "pooled 2" && record.fetchedAt == harness.clock.now - 60, "fetchedAt is when it was fetched")
        #expect(transport.requests.isEmpty && harness.stderr.text.isEmpty)
        #expect(QuoteCache(path: harness.cacheFile).load() == record && harness.records(harness.historyFile) == [record])
        #expect(pooled == 2)
    }

    @Test(
        "--fresh, --no-cache, --endpoint and --pool 0 ask the network and leave the pool as it was",
        arguments: [
            ["--fresh"], ["--no-cache"], ["--endpoint", "https://mirror.test/q"], ["--pool", "0"],
        ])
    func bypass(arguments: [String]) async throws {
        try seed(3)
        let transport = FakeTransport(fixture: "happiness-valid.json")
        #expect(await harness.run(arguments, transport: transport) == .success)
        #expect(transport.requests.count == 1 && pooled == 3)
        #expect(harness.launched.isEmpty)
    }

    @Test("A pool of another URL is not served: QUOTE_API_URL names the default source's URL, which pools afresh")
    func otherURL() async throws {
        try seed(3)
        let transport = FakeTransport(fixture: "happiness-valid.json")
        #expect(await harness.run([], transport: transport, environment: ["QUOTE_API_URL": "https://mirror.test/q"]) == .success)
        #expect(transport.requests.map(\.url.absoluteString) == ["https://mirror.test/q"])
    }

    @Test("The pooled quote must pass the filters and be none of the last 20 shown")
    func filtersAndRecent() async throws {
        try seed(3)
        let transport = FakeTransport(failing: TransportError.connectionRefused)
        #expect(await harness.run(["--match", "pooled 1"], transport: transport) == .success)
        #expect(harness.stdout.text.hasPrefix("pooled 1") && pooled == 2)
        try seed(2)  // pooled 0 is still there; pooled 1, just shown, comes back as the newest
        #expect(await harness.run([], transport: transport) == .success)
        #expect(await harness.run([], transport: transport) == .success)
        #expect(harness.stdout.text == "pooled 1\n— P\npooled 2\n— P\npooled 0\n— P\n", "pooled 1 was shown last: passed over")
        #expect(pooled == 1)
    }

    @Test("Leaving the pool at half or below starts one refill with the run's settings; manual never does; above half none")
    func refills() async throws {
        try seed(4)
        let transport = FakeTransport(failing: TransportError.connectionRefused)
        #expect(await harness.run(["--pool", "6", "--timeout", "4"], transport: transport) == .success)  // 3 of 6 left
        #expect(
            harness.launched == [["refresh", "--source", "happiness", "--pool", "6", "--timeout", "4", "--retries", "2"]])
        #expect(await harness.run(["--pool", "6", "--refill", "manual"], transport: transport) == .success)
        #expect(harness.launched.count == 1)
        #expect(await harness.run(["--pool", "2"], transport: transport) == .success)  // 1 of 2 left: half
        #expect(harness.launched.count == 2)
        try seed(10)
        #expect(await harness.run(["--pool", "10"], transport: transport) == .success)  // 9 of 10 left
        #expect(harness.launched.count == 2)
    }

    @Test("An empty pool's refill starts once the run's request reached a server, once, and never when none could leave")
    func emptyPoolRefillOnReach() async throws {
        let refused = FakeTransport(failing: TransportError.connectionRefused)
        #expect(await harness.run(["--retries", "0"], transport: refused) == .unavailable)
        #expect(refused.requests.count == 1 && harness.launched.isEmpty, "no network: no refill")
        // A server that answers with an error still was reached: the refill starts, once for the two attempts.
        harness.clock.advance(by: .seconds(5))
        let failing = FakeTransport(status: 503, fixture: "happiness-status-500.json")
        let retried = Task { await harness.run(["--retries", "1"], transport: failing) }
        try await harness.clock.advancePastSleep(1)
        #expect(await retried.value == .unavailable && failing.requests.count == 2)
        #expect(harness.launched == [["refresh", "--source", "happiness", "--pool", "20", "--timeout", "10", "--retries", "1"]])
        // Answered, the pool still empty: its reach starts the refill again.
        harness.clock.advance(by: .seconds(5))
        #expect(await harness.run([], transport: FakeTransport(fixture: "happiness-valid.json")) == .success)
        #expect(harness.launched.count == 2)
    }

    @Test("refresh ends by its five minutes however much the pool lacks; each request within the timeout")
    func refreshEndsByItsDeadline() async throws {
        define("mine", rate: "100/1s", nested: false)
        let clock = harness.clock
        // Each answer takes a second of the test's clock, and is a quote never given before.
        let transport = FakeTransport { _, number in
            clock.advance(by: .seconds(1))
            return HTTPResponse(statusCode: 200, body: Data(#"{"q":"quote \#(number)","a":"A"}"#.utf8))
        }
        let start = clock.now
        #expect(await harness.run(["refresh", "--source", "mine", "--pool", "500"], transport: transport) == .success)
        #expect(
            clock.now <= start + Supply.longestRefill.seconds + 1 && transport.requests.count >= 290,
            "\(clock.now.timeIntervalSince(start)) s")
        #expect(harness.stderr.text.hasPrefix("quote: note: mine: added "))
    }

    @Test("refresh's every request is bounded by --timeout, not by the refresh's five minutes")
    func refreshRequestsWithinTimeout() async throws {
        define("mine", rate: "100/1s", nested: false)
        let transport = FakeTransport { _, number in
            HTTPResponse(statusCode: 200, body: Data(#"{"q":"quote \#(number)","a":"A"}"#.utf8))
        }
        let arguments = ["refresh", "--source", "mine", "--pool", "3", "--timeout", "2", "--retries", "0"]
        #expect(await harness.run(arguments, transport: transport) == .success)
        let limits = transport.requests.map { $0.timeout ?? .zero }
        #expect(limits.count == 3 && limits.allSatisfy { $0 > .seconds(1) && $0 <= .seconds(2) }, "\(limits)")
    }

    @Test("refresh without a usable HOME says so once, and exits 69: no pool could be filled")
    func refreshWithoutHome() async {
        let gone = harness.home.file("gone")
        #expect(await harness.run(["refresh"], environment: ["HOME": gone]) == .unavailable)
        #expect(harness.stderr.text == "quote: warning: HOME (\(gone)) does not exist, so the quote is not kept under it\n")
    }

    @Test("refresh where a source's refill lock cannot be made names the lock and why, not another refill: 69")
    func refreshLockNotMade() async {
        harness.write(harness.home.locations.requests!, "")
        let transport = FakeTransport(fixture: "happiness-valid.json")
        #expect(await harness.run(["refresh"], transport: transport) == .unavailable)
        let requests = harness.home.locations.requests!
        #expect(
            harness.stderr.text.hasPrefix(
                "quote: note: happiness: cannot make its refill lock \(requests)/happiness.refill: \(requests) is not a folder\n"),
            "\(harness.stderr.text)")
        #expect(transport.requests.isEmpty)
    }

    @Test("A source's state that cannot be kept is warned of once a run, however many requests meet it")
    func stateNotKeptOnce() async throws {
        harness.write(harness.home.locations.requests!, "")
        let transport = FakeTransport(status: 503, fixture: "happiness-status-500.json")
        let ended = Atomic(false)
        let running = Task {
            defer { ended.store(true, ordering: .sequentiallyConsistent) }
            return await harness.run(["--retries", "2", "--no-cache"], transport: transport)
        }
        // The waits between the attempts (a backoff, a budget's slot) run out on the test's clock.
        while !ended.load(ordering: .sequentiallyConsistent) {
            if harness.clock.pendingSleeps > 0 { harness.clock.advanceToNextWakeUp() }
            await Task.yield()
        }
        #expect(await running.value == .unavailable)
        #expect(transport.requests.count >= 2, "the third may not fit in the deadline")
        let warnings = harness.stderr.text.components(separatedBy: "\n").filter { $0.contains("could not keep the requests") }
        #expect(warnings.count == 1, "\(harness.stderr.text)")
    }

    @Test("After a failed refill none starts for a quarter hour")
    func quietAfterFailure() async throws {
        try SourceState(folder: harness.home.locations.requests!, key: "happiness")
            .quietRefills(until: harness.clock.now + 900, patience: .seconds(1))
        let transport = FakeTransport(fixture: "happiness-valid.json")
        #expect(await harness.run([], transport: transport) == .success)
        #expect(harness.launched.isEmpty)
        harness.clock.advance(by: .seconds(901))
        #expect(await harness.run([], transport: transport) == .success)
        #expect(harness.launched.count == 1)
    }

    @Test("A budget of 2 requests a minute: four quick runs make 2 requests; the other two fail as that source, exit 75")
    func budget() async throws {
        define("mine", rate: "2/1m")
        let transport = FakeTransport(fixture: "happiness-valid.json")
        for run in 0..<4 {
            #expect(
                await harness.run(["--source", "mine", "--pool", "0"], transport: transport) == (run < 2 ? .success : .tryLater))
        }
        #expect(transport.requests.count == 2)
        let lines = harness.stderr.text.split(separator: "\n")
        #expect(
            lines.count == 2
                && lines.allSatisfy {
                    $0.hasPrefix("quote: mine: not asked: over its rate limit of 2 per 60 s; the next request may go in ")
                },
            "\(lines)")
        // A chain the user wrote moves on, as for any failure.
        #expect(await harness.run(["--source", "mine,builtin", "--pool", "0"], transport: transport) == .success)
        #expect(
            harness.stderr.text.hasSuffix("; showing one from builtin\n")
                && harness.stderr.text.contains("quote: note: mine: not asked:"))
        harness.clock.advance(by: .seconds(61))
        #expect(await harness.run(["--source", "mine", "--pool", "0"], transport: transport) == .success)
        #expect(transport.requests.count == 3)
    }

    @Test("75 only when every source asked was rate limited; one over its budget and one failing is that failure, 69")
    func budgetFallbackOnlyForBudgets() async throws {
        define("mine", rate: "1/1m")
        let transport = FakeTransport { request, _ in
            guard request.url.host == "mine.test" else { throw TransportError.connectionRefused }
            return HTTPResponse(statusCode: 200, body: Fixture.data("happiness-valid.json"))
        }
        #expect(await harness.run(["--source", "mine", "--pool", "0"], transport: transport) == .success)
        let code = await harness.run(
            ["--source", "mine,zenquotes", "--pool", "0", "--retries", "0"], transport: transport)
        #expect(code == .unavailable, "\(harness.stderr.text)")
    }

    @Test("--every 15m: 10:01, 10:07 and 10:14 show one quote, 10:16 another; other filters keep another choice")
    func every() async throws {
        let harness = RunHarness(start: Date(timeIntervalSince1970: 1_795_341_660), keepsPools: true)  // 2026-11-25 10:01 UTC
        let fixtures = ["happiness-valid.json", "happiness-mixed.json", "happiness-null-optionals.json"]
        let transport = FakeTransport { _, number in HTTPResponse(statusCode: 200, body: Fixture.data(fixtures[min(number, 2)])) }
        var shown: [String] = []
        for minutes in [0, 6, 7, 2] {  // 10:01, 10:07, 10:14, 10:16
            harness.clock.advance(by: .seconds(minutes * 60))
            shown.append(await harness.output(["--every", "15m", "--pool", "0"], transport: transport))
        }
        #expect(shown[0] == shown[1] && shown[1] == shown[2] && shown[2] != shown[3])
        #expect(transport.requests.count == 2)
        // --fresh asks the network, and its quote becomes the window's (two seconds on: a slot of the budget is free).
        harness.clock.advance(by: .seconds(2))
        let fresh = await harness.output(["--every", "15m", "--pool", "0", "--fresh"], transport: transport)
        #expect(transport.requests.count == 3)
        let again = await harness.output(["--every", "15m", "--pool", "0"], transport: transport)
        #expect(again == fresh && transport.requests.count == 3)
        // Another list of sources keeps its own choice: the last quote, from happiness, is not korean-advice's.
        let advice = FakeTransport(fixture: "korean-advice-valid.json")
        #expect(await harness.run(["--every", "15m", "--pool", "0", "--source", "korean-advice"], transport: advice) == .success)
        #expect(advice.requests.count == 1)
        // Other filters keep a choice of their own (here a new one: the last quote is korean-advice's, not one of theirs).
        harness.clock.advance(by: .seconds(2))
        #expect(await harness.run(["--every", "15m", "--pool", "0", "--max-length", "200"], transport: transport) == .success)
        #expect(
            harness.home.listing(Path.join(Path.folder(of: harness.home.locations.history!), "every")).filter {
                $0.hasSuffix(".json")
            }.count == 3)
    }

    @Test("--every with the network down: the same fallbacks as today, exit 0, and a quiet quarter hour")
    func everyOffline() async throws {
        let failing = FakeTransport(failing: TransportError.connectionRefused)
        let (first, again) = (BufferSink(), BufferSink())
        #expect(await harness.run(["--every", "1h", "--retries", "0"], transport: failing, stdout: first) == .success)
        #expect(await harness.run(["--every", "1h", "--retries", "0"], transport: failing, stdout: again) == .success)
        #expect(failing.requests.count == 1 && !first.text.isEmpty && again.text == first.text)
        #expect(harness.stderr.text.components(separatedBy: "quote: note: ").count == 2, "the note is said once")
    }

    @Test("refresh: fills each network source's pool from its batch and says so; 69 when none could be filled; 0 for pool 0")
    func refresh() async throws {
        let batch = FakeTransport(fixture: "zenquotes-batch.json")
        #expect(await harness.run(["refresh", "--source", "zenquotes,builtin", "--pool", "5"], transport: batch) == .success)
        #expect(
            harness.stderr.text
                == "quote: note: zenquotes: added 5, 5 of 5 in the pool\nquote: note: builtin: not a network source, nothing to fill\n"
        )
        #expect(await harness.run(["refresh", "--source", "zenquotes", "--pool", "5"], transport: batch) == .success)
        #expect(harness.stderr.text.hasSuffix("quote: note: zenquotes: the pool is full (5)\n"))
        #expect(batch.requests.count == 1)
        let failing = FakeTransport(failing: TransportError.connectionRefused)
        #expect(await harness.run(["refresh", "--source", "dummyjson", "--retries", "0"], transport: failing) == .unavailable)
        #expect(
            harness.stderr.text.hasSuffix(
                "quote: note: dummyjson: cannot fetch a quote from https://dummyjson.com/quotes/random/10: connection refused\n"))
        let quiet = SourceState(folder: harness.home.locations.requests!, key: "dummyjson").read()
            .refillQuietUntil
        #expect(quiet == harness.clock.now + 900)
        // An API that gives nothing new: the pool is not full, nothing was added, 69; no quiet spell, which only a
        // failure buys.
        define("same", rate: "100/1s")
        let same = FakeTransport(fixture: "happiness-valid.json")
        #expect(await harness.run(["refresh", "--source", "same", "--pool", "6"], transport: same) == .success)
        #expect(harness.stderr.text.hasSuffix("quote: note: same: added 1, 1 of 6 in the pool\n"))
        #expect(same.requests.count == 4, "the first brought one; three in a row brought nothing new, and it stopped")
        #expect(await harness.run(["refresh", "--source", "same", "--pool", "6"], transport: same) == .unavailable)
        #expect(harness.stderr.text.hasSuffix("quote: note: same: nothing new in its answers, 1 of 6 in the pool\n"))
        let sameQuiet = SourceState(folder: harness.home.locations.requests!, key: "same").read()
            .refillQuietUntil
        #expect(sameQuiet == nil, "nothing new buys no quiet spell")
        #expect(same.requests.count == 7)
        // A source over its budget is named once: the reason names none.
        define("slow", rate: "1/30s")
        _ = await harness.run(["refresh", "--source", "slow", "--pool", "6"], transport: same)
        #expect(await harness.run(["refresh", "--source", "slow", "--pool", "6"], transport: same) == .unavailable)
        let lastLine = harness.stderr.text.split(separator: "\n").last ?? ""
        #expect(
            lastLine.hasPrefix("quote: note: slow: not asked: over its rate limit of 1 per 30 s; the next request may go in "))
        #expect(await harness.run(["refresh", "--pool", "0"], transport: failing) == .success)
        #expect(harness.stderr.text.hasSuffix("quote: note: no pool to fill: pool is 0, or --no-cache or --endpoint is given\n"))
    }
}
