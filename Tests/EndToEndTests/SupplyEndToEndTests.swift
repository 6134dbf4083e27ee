import Foundation
import QuoteModel
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

/// The supply policy through the built binary, against a server on 127.0.0.1 that allows one request a second.
///
/// Quick runs, refills and locks held by another process. Every refill a test starts is waited for. Three minutes
/// each, not one: the locked files test waits out four deadlines on purpose (11 s) across seven runs of the
/// binary, which a machine at load 14 starts slowly; a hang still ends it.
@Suite("Supply, end to end", .timeLimit(.minutes(3)), .linuxOnly("/proc, to see a detached refill end"))
struct SupplyEndToEndTests {
    let home = TemporaryFolder()
    let arrivals = Arrivals()

    /// A server of one new quote an answer (`q`, `a`), each after `delay`, that notes when each request arrived.
    private func server(delay: Duration = .zero) throws -> LoopbackServer {
        try LoopbackServer { [arrivals] _, number in
            arrivals.add(Date())
            if delay > .zero { Thread.sleep(forTimeInterval: delay.seconds) }
            return .http(
                status: 200, headers: ["Content-Type": "application/json"],
                body: Data(#"{"q":"quote \#(number)","a":"Author \#(number % 7)"}"#.utf8))
        }
    }

    /// A config file naming the server as the only source, `local`, one request a second, a pool of `pool`.
    private func configure(_ server: LoopbackServer, pool: Int) {
        home.configureLocalSource(url: server.url("/one"), rate: "1/1s", pool: pool, list: false)
    }

    /// Runs with background refills, as a user's do.
    private var quote: QuoteProcess { QuoteProcess(home: home.path, ["QUOTE_REFILL": "auto"]) }

    @Test("Eight quick runs on a fresh install all show the API's quotes, say nothing on stderr, and keep its budget")
    func quickRuns() async throws {
        let server = try server()
        configure(server, pool: 3)
        for run in 1...8 {
            let outcome = try await quote(["--json"])
            #expect(outcome.status == 0 && outcome.stderr.isEmpty, "run \(run): \(outcome.stderr)")
            let record = try #require(QuoteRecord(line: outcome.stdout))
            #expect(record.source.name == "local", "run \(run) showed a quote nobody asked for")
        }
        try await Refills.waitToEnd(of: "local", home: home)
        // The budget gives each request a slot a second after the last; on its way to the server a request may be held
        // up by a loaded machine's scheduler, so arrivals come closer by that much. Half a second is far from both that
        // and what an API without a budget would see (runs a few milliseconds apart).
        let gaps = arrivals.gaps
        #expect(gaps.allSatisfy { $0 > 0.5 }, "\(gaps)")
    }

    @Test("refresh fills the pool from a one-a-second API, each request within the timeout; a second refresh at once is busy")
    func refreshFills() async throws {
        let server = try server()
        configure(server, pool: 4)
        async let first = quote(["refresh", "--timeout", "2"])
        async let second = quote(["refresh", "--timeout", "2"])
        let outcomes = try await [first, second]
        #expect(outcomes.map(\.status).sorted() == [0, 69], "\(outcomes.map(\.stderr))")
        #expect(outcomes.contains { $0.stderr.contains("another refill of its pool is running") })
        #expect(PoolStore(folder: home.locations.pools!, source: "local").count(url: server.url("/one")) == 4)
        #expect(arrivals.gaps.count == 3, "four requests, one for each quote: the pool filled once")
    }

    @Test("refresh --timeout 2 against an API that answers in 5 s ends by its timeout")
    func refreshTimeout() async throws {
        let server = try server(delay: .seconds(5))
        configure(server, pool: 4)
        let outcome = try await quote(["refresh", "--timeout", "2"])
        #expect(!outcome.wasKilled && outcome.status == 69, "\(outcome.stderr)")
        // Its request abandoned at the deadline, as it says: not the five seconds the API takes.
        #expect(outcome.stderr.contains("no complete answer within 2 s"), "\(outcome.stderr)")
    }

    @Test("Every file of quote's folders locked by another process: no wait outlives the deadline, one warning says so")
    func lockedFiles() async throws {
        let server = try server()
        configure(server, pool: 2)
        #expect(try await quote(["refresh"], ["QUOTE_REFILL": "manual"]).status == 0)
        #expect(try await quote(["today", "--fresh"], ["QUOTE_REFILL": "manual"]).status == 0)
        #expect(try await quote(["--every", "15m", "--fresh"], ["QUOTE_REFILL": "manual"]).status == 0)
        // No choice of the day and no last quote: `today` must choose, meeting the day's lock, the pool's and the
        // history's in turn.
        unlink(WindowStore(besideHistory: home.locations.history!).path)
        unlink(home.locations.cache!)
        // Held by this process, as another run that stopped would hold them: every file of the three folders.
        var locks: [Int32] = []
        defer { for lock in locks { close(lock) } }
        for folder in [home.locations.cache!, home.locations.history!, home.locations.saved!].map(Path.folder(of:)) {
            let root = home.file(folder)
            for name in FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? [] {
                var info = stat()
                let path = Path.join(root, name)
                guard stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
                let descriptor = open(path, O_RDWR)
                if descriptor >= 0, flock(descriptor, LOCK_EX) == 0 { locks.append(descriptor) }
            }
        }
        #expect(locks.count >= 5, "the lock files of the history, the window choices, the pool and the source's state")
        // `today` waits for the day's lock, then finds the pool's and the history's locked too: still one warning.
        for (arguments, seconds) in [
            (["today"], 3), (["today", "--fresh"], 3), (["--every", "15m", "--fresh"], 3), (["random", "--timeout", "2"], 2),
        ] {
            let outcome = try await quote(arguments + ["--retries", "0"], ["QUOTE_REFILL": "manual"])
            #expect(!outcome.wasKilled, "\(arguments)")
            let warnings = outcome.errorLines.filter { $0.hasPrefix("quote: warning: ") }
            #expect(warnings.count == 1 && warnings[0].contains("another quote has held its lock"), "\(outcome.stderr)")
            // How long it waited, as the warning says it: within the run's deadline, whatever the machine's speed.
            let waited = warnings.first.flatMap { $0.wholeMatch(of: #/.* for ([0-9.]+) s/#) }.flatMap { Double($0.output.1) }
            #expect(waited.map { $0 <= Double(seconds) } == true, "\(outcome.stderr)")
        }
    }
}

/// When each request reached the server.
final class Arrivals: @unchecked Sendable {
    private let lock = NSLock()
    private var times: [Date] = []

    /// Notes a request now.
    func add(_ date: Date) {
        lock.withLock { times.append(date) }
    }

    /// The seconds between one request and the next, in order.
    var gaps: [Double] {
        let sorted = lock.withLock { times.sorted() }
        return zip(sorted, sorted.dropFirst()).map { $1.timeIntervalSince($0) }
    }
}
