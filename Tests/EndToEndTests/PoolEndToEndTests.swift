import Foundation
import QuoteModel
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

/// Pools, the detached refill and request budgets through the built binary, against a server of many quotes on
/// 127.0.0.1: every refill a test starts is waited for, and none is left running.
@Suite("Pools and refills, end to end", .timeLimit(.minutes(1)), .linuxOnly("/proc, to see a detached refill end"))
struct PoolEndToEndTests {
    let home = TemporaryFolder()

    /// A server whose every answer is a list of `size` quotes never given before (`q`, `a`); with a `gate`, every
    /// request after the first waits for the test to open it (20 s at most).
    private func server(size: Int = 50, gate: DispatchSemaphore? = nil) throws -> LoopbackServer {
        try LoopbackServer { _, number in
            if let gate, number > 0 { _ = gate.wait(timeout: .now() + 20) }
            return .quoteList(number, size: size)
        }
    }

    /// A config file naming the server as the only source, `local`: a list of quotes an answer, `rate` its budget.
    private func configure(_ server: LoopbackServer, rate: String = "100/1s", pool: Int = 20) {
        home.configureLocalSource(url: server.url("/list"), rate: rate, pool: pool)
    }

    /// Runs with background refills, as a user's do.
    private var quote: QuoteProcess { QuoteProcess(home: home.path, ["QUOTE_REFILL": "auto"]) }

    private var pool: PoolStore { PoolStore(folder: home.locations.pools!, source: "local") }

    /// The process id the last refill wrote in its lock, once one has taken it.
    private var refillPID: Int32? { Refills.pid(of: "local", home: home) }

    /// Whether process `pid` is still running.
    private func isRunning(_ pid: Int32) -> Bool { Refills.isRunning(pid) }

    /// Waits for a refill other than `earlier` (the foreground `refresh` that filled the pool, say) to take its
    /// lock, then for it to end; its process id.
    @discardableResult
    private func waitForRefill(after earlier: Int32? = nil) async throws -> Int32 {
        var pid: Int32?
        try await BoundedWait.until("a refill", polling: true) {
            pid = refillPID
            return pid != nil && pid != earlier
        }
        let refill = try #require(pid)
        try await BoundedWait.until("the refill to end", limit: .seconds(20), polling: true) { !isRunning(refill) }
        return refill
    }

    @Test("--config ./quote.toml, typed relative: the refill, which runs from /, reads the same file and fills the pool")
    func relativeConfigReachesTheRefill() async throws {
        let server = try server(size: 5)
        let folder = home.file("project")
        home.write(
            Path.join(folder, "quote.toml"),
            Data(
                """
                pool = 10

                [sources.mine]
                url = "\(server.url("/list"))"
                items = ""
                content = "/q"
                author = "/a"
                rate = "100/1s"

                """.utf8))
        let shown = try await quote(["--config", "./quote.toml", "--source", "mine"], in: folder)
        #expect(shown.status == 0, "\(shown.stderr)")
        // A refill that cannot read the file ends before it takes its lock: never found here.
        try await BoundedWait.until("the refill to take its lock", limit: .seconds(20), polling: true) {
            Refills.pid(of: "mine", home: home) != nil
        }
        try await Refills.waitToEnd(of: "mine", home: home)
        // The run's answer brought 5, one shown; the refill asked for the rest, from the file the run read.
        #expect(server.requests.count >= 2)
        #expect(PoolStore(folder: home.locations.pools!, source: "mine").count(url: server.url("/list")) == 10)
    }

    @Test(
        "A filled pool of 20: 19 runs show 19 different quotes without a connection; the run that leaves it at half starts one refill, which fills it and exits"
    )
    func nineteenRuns() async throws {
        let server = try server()
        configure(server)
        let filled = try await quote(["refresh"])
        #expect(filled.status == 0 && filled.stderr == "quote: note: local: added 20, 20 of 20 in the pool\n")
        #expect(server.requests.count == 1 && pool.count(url: server.url("/list")) == 20)
        let refresh = refillPID
        var shown: [String] = []
        for run in 1...19 {
            let log = home.file("strace-\(run).log")
            let traced = try ChildProcess(
                // Not -f: the run alone, not the refill it may start.
                "/usr/bin/strace", ["-o", log, "-e", "trace=connect", QuoteProcess.binary, "--json"],
                environment: QuoteProcess.environment(home: home.path, ["QUOTE_REFILL": "auto"]))
            let outcome = try await traced.wait()
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let record = try #require(QuoteRecord(line: outcome.stdout))
            shown.append(record.quote.content)
            let calls = (try? String(contentsOfFile: log, encoding: .utf8)) ?? ""
            #expect(!calls.contains("connect("), "run \(run) opened a connection: \(calls)")
            if run == 10 { try await waitForRefill(after: refresh) }
        }
        #expect(Set(shown).count == 19)
        let last = try #require(refillPID)
        try await BoundedWait.until("the last refill to end", polling: true) { !isRunning(last) }
        // The refresh, then one refill when the tenth run left 10 of 20.
        #expect(server.requests.count == 2)
        #expect(pool.count(url: server.url("/list")) == 20 - 9)
        #expect(!isRunning(last))
    }

    @Test("The refill is detached: a session of its own, no terminal, standard streams on /dev/null, from /; then it ends")
    func detached() async throws {
        let gate = DispatchSemaphore(value: 0)
        let server = try server(size: 5, gate: gate)
        configure(server)
        // One quote pooled by the server's first, ungated answer; the run takes it and leaves the pool empty: it
        // starts a refill, now waiting on the server, which holds its answers until the test has looked.
        #expect(try await quote(["refresh", "--pool", "1"]).status == 0)
        // The refresh's own process id stays in the lock until the refill writes its own: a run can end first.
        let refresh = refillPID
        let run = try await quote(["--json"])
        #expect(run.status == 0, "\(run.stderr)")
        try await BoundedWait.until("a refill", polling: true) { refillPID != nil && refillPID != refresh }
        let pid = try #require(refillPID)
        // Its request reached the server, which holds it: the refill is waiting, and can be looked at.
        try await BoundedWait.until("the refill's request", polling: true) { server.requests.count >= 2 || !isRunning(pid) }
        #expect(isRunning(pid), "the refill ended early; the server had \(server.requests.count) requests")
        // pid (comm) state ppid pgrp session tty_nr: a session of its own, no controlling terminal.
        let stat = try #require(FileManager.default.contents(atPath: "/proc/\(pid)/stat")).split(separator: UInt8(ascii: " "))
        #expect(stat.count > 6 && String(decoding: stat[5], as: UTF8.self) != "\(getsid(0))", "a session of its own")
        #expect(String(decoding: stat[6], as: UTF8.self) == "0", "no controlling terminal")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/cwd") == "/")
        for descriptor in 0...2 {
            #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/fd/\(descriptor)") == "/dev/null")
        }
        for _ in 0..<10 { gate.signal() }
        #expect(try await waitForRefill() == pid)
        #expect(pool.count(url: server.url("/list")) == 20, "\(server.requests.count) requests")
    }

    @Test("Ten runs at once take ten different quotes from one pool")
    func tenAtOnce() async throws {
        let server = try server()
        configure(server)
        #expect(try await quote(["refresh"]).status == 0)
        let outcomes = try await quote.atOnce(Array(repeating: ["--json"], count: 10), ["QUOTE_REFILL": "manual"])
        let contents = try outcomes.map { try #require(QuoteRecord(line: $0.stdout)).quote.content }
        #expect(Set(contents).count == 10)
        #expect(server.requests.count == 1 && pool.count(url: server.url("/list")) == 10)
    }

    @Test(
        "A budget of 2 requests a minute: four quick runs with pool 0 make 2 requests; the other two fail as that source, exit 75, one line naming when"
    )
    func budget() async throws {
        let server = try server(size: 1)
        configure(server, rate: "2/1m", pool: 0)
        var lines: [String] = []
        for run in 0..<4 {
            let outcome = try await quote([])
            #expect(outcome.status == (run < 2 ? 0 : 75) && outcome.output.isEmpty == (run >= 2), "\(outcome.stderr)")
            lines += outcome.errorLines
        }
        #expect(server.requests.count == 2)
        #expect(
            lines.count == 2
                && lines.allSatisfy {
                    $0.hasPrefix("quote: local: not asked: over its rate limit of 2 per 60 s; the next request may go in ")
                },
            "\(lines)")
    }

    @Test(
        "--every 15m with the system clock moved (faketime): 10:01, 10:07 and 10:14 show one quote, 10:16 another",
        .linuxOnly("faketime"))
    func everyWithTheClockMoved() async throws {
        let faketime = "/usr/bin/faketime"
        try #require(FileManager.default.isExecutableFile(atPath: faketime), "faketime is installed by make test")
        let server = try server(size: 1)
        configure(server, pool: 0)
        var shown: [String] = []
        for time in ["10:01", "10:07", "10:14", "10:16"] {
            let run = try await ChildProcess(
                faketime, ["2026-11-25 \(time):00", QuoteProcess.binary, "--every", "15m", "--json"],
                environment: QuoteProcess.environment(home: home.path, ["TZ": "UTC"])
            ).wait()
            #expect(run.status == 0, "\(time): \(run.stderr)")
            shown.append(try #require(QuoteRecord(line: run.stdout)).quote.content)
        }
        #expect(shown[0] == shown[1] && shown[1] == shown[2] && shown[2] != shown[3], "\(shown)")
        #expect(server.requests.count == 2)
    }

    @Test("refresh: 0 when a pool was filled or full, 69 when none could be; a corrupt pool is an empty one")
    func refreshCodes() async throws {
        let failing = try LoopbackServer(always: .http(status: 503))
        configure(failing)
        let failed = try await quote(["refresh", "--retries", "0"])
        #expect(failed.status == 69 && failed.stderr.hasPrefix("quote: note: local: cannot fetch a quote from"))
        let server = try server()
        configure(server)
        home.write(Path.join(home.locations.pools!, "local.jsonl"), Data("{\"pool\":1,garbage\n\u{0}\u{1B}[2J".utf8))
        let run = try await quote(["--json", "--refill", "manual"])
        #expect(run.status == 0 && server.requests.count == 1)
        #expect(try #require(QuoteRecord(line: run.stdout)).quote.content == "quote 0-0")
        #expect(pool.count(url: server.url("/list")) == 20, "replaced by what the fetch brought beyond its quote")
    }
}
