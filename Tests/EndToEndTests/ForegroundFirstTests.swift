import Foundation
import QuoteModel
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

/// The foreground first, through the built binary against servers on 127.0.0.1: only requests that reached a
/// server count, a server's state is its own, a deadline is a deadline, and one request per need.
@Suite("The foreground first, end to end", .timeLimit(.minutes(1)), .linuxOnly("/proc, to see a detached refill end"))
struct ForegroundFirstTests {
    let home = TemporaryFolder()

    /// Runs `quote` with `arguments`; background refills as `refill` says (off unless asked).
    private var quote: QuoteProcess { QuoteProcess(home: home.path) }

    @Test("Seven refused runs each name the refusal, none a rate limit: a request that never reached a server costs nothing")
    func refusedRunsCostNothing() async throws {
        let refusing = try RefusingPort()
        for run in 1...7 {
            let outcome = try await quote(["--source", "zenquotes", "--endpoint", refusing.url("/api/random"), "--retries", "0"])
            #expect(outcome.status == 69, "run \(run): \(outcome.stderr)")
            #expect(outcome.errorLines.first?.hasSuffix(": connection refused") == true, "run \(run): \(outcome.stderr)")
        }
        let states = home.locations.requests!
        let keys = SourceState.keys(in: states, source: "zenquotes")
        #expect(keys == ["zenquotes@http-127.0.0.1-\(refusing.port)"])
        #expect(keys.allSatisfy { SourceState(folder: states, key: $0).read().requests.isEmpty })
    }

    @Test("After a 429 from --endpoint's server, the source's own server is asked at once and answers; the other is left alone")
    func serversStateItsOwn() async throws {
        let limiting = try LoopbackServer(always: .http(status: 429, headers: ["Retry-After": "120"]))
        let working = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let limited = try await quote(["--endpoint", limiting.url()])
        #expect(limited.status == 75 && limited.stderr.contains("in 120 s"), "\(limited.stderr)")
        // QUOTE_API_URL: the default source's own URL for these runs, another server.
        let own = try await quote([], ["QUOTE_API_URL": working.url()])
        #expect(own.status == 0 && own.stderr.isEmpty, "\(own.stderr)")
        let again = try await quote(["--endpoint", limiting.url()])
        #expect(again.status == 75 && limiting.requests.count == 1, "left alone for its Retry-After")
        // `sources --json` shows each server's state: the one that said 429 stopped, the other not.
        let listed = try await quote(["sources", "--json"], ["QUOTE_API_URL": working.url()])
        let happiness = try #require(
            listed.output.split(separator: "\n").compactMap {
                try? JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any]
            }.first { $0["name"] as? String == "happiness" })
        let servers = try #require(happiness["servers"] as? [[String: Any]])
        let stops = Dictionary(
            uniqueKeysWithValues: servers.map { ($0["server"] as? String ?? "", $0["stoppedUntil"] is String) })
        #expect(stops == ["http://127.0.0.1:\(limiting.port)": true, "http://127.0.0.1:\(working.port)": false], "\(servers)")
    }

    @Test("A deadline is a deadline: against a server that answers in 2 s, --timeout 1 gives up at 1 s, not before")
    func deadlineNotCutShort() async throws {
        let slow = try LoopbackServer(always: .delayed(.seconds(2), .fixture("happiness-valid.json")))
        let outcome = try await quote(["--endpoint", slow.url(), "--timeout", "1"])
        #expect(outcome.status == 69 && outcome.stderr.contains("no complete answer within 1 s"), "\(outcome.stderr)")
        #expect(outcome.elapsed >= .seconds(1), "\(outcome.elapsed)")
    }

    @Test("A batch source's first run makes exactly one request: its answer fills the pool, and its refill asks nothing more")
    func batchFirstRunOneRequest() async throws {
        let server = try LoopbackServer { _, number in .quoteList(number, size: 50) }
        home.configureLocalSource(url: server.url("/list"), rate: "5/30s", pool: 20)
        let first = try await quote(["--json"], ["QUOTE_REFILL": "auto"])
        #expect(first.status == 0, "\(first.stderr)")
        try await BoundedWait.until("the refill to take its lock", polling: true) {
            home.contents(Path.join(home.locations.requests!, "local.refill")) != nil
        }
        try await Refills.waitToEnd(of: "local", home: home)
        #expect(server.requests.count == 1)
        #expect(PoolStore(folder: home.locations.pools!, source: "local").count(url: server.url("/list")) == 20)
    }

    @Test("A prompt that kills the run once its request reached the server still leaves the pool filling, ten times")
    func killedRunStillRefills() async throws {
        for install in 1...10 {
            let folder = TemporaryFolder()
            let held = DispatchSemaphore(value: 0)
            // The run's request is held until the test has killed the run; the refill's is answered at once.
            let server = try LoopbackServer { _, number in
                if number == 0 { _ = held.wait(timeout: .now() + 20) }
                return .quoteList(number, size: 5)
            }
            defer { held.signal() }
            folder.configureLocalSource(url: server.url("/list"), rate: "100/1s", pool: 3)
            let run = try QuoteProcess(home: folder.path).start([], ["QUOTE_REFILL": "auto"])
            try await BoundedWait.until("the run's request", polling: true) { server.requests.count >= 1 }
            run.kill()
            _ = try await run.wait()
            try await BoundedWait.until("install \(install): the refill's request", limit: .seconds(20), polling: true) {
                PoolStore(folder: folder.locations.pools!, source: "local").count(url: server.url("/list")) == 3
            }
            held.signal()
            let shown = try await QuoteProcess(home: folder.path)([])
            #expect(shown.status == 0 && shown.output.hasPrefix("quote "), "install \(install): \(shown.stderr)")
            try await Refills.waitToEnd(of: "local", home: folder)
        }
    }
}
