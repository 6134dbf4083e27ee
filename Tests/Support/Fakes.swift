import Foundation
import QuoteCore

/// A transport that answers from a closure and records each request.
package final class FakeTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [HTTPRequest] = []
    private let answer: @Sendable (HTTPRequest, Int) async throws -> HTTPResponse

    /// Creates a transport; `answer` gets each request and its number, counting from 0.
    package init(answer: @escaping @Sendable (HTTPRequest, Int) async throws -> HTTPResponse) {
        self.answer = answer
    }

    /// Answers every request with `status` and the bytes of a fixture.
    package convenience init(status: Int = 200, fixture: String, headers: [String: String] = [:]) {
        let body = Fixture.data(fixture)
        self.init { _, _ in HTTPResponse(statusCode: status, headers: headers, body: body) }
    }

    /// Throws `error` for every request.
    package convenience init(failing error: any Error & Sendable) {
        self.init { _, _ in throw error }
    }

    /// Never answers; ends only when cancelled, as a server that accepts and stays silent.
    package static func silent() -> FakeTransport {
        FakeTransport { _, _ in
            try await Task.sleep(for: .seconds(3600))
            throw CancellationError()
        }
    }

    /// The requests sent so far.
    package var requests: [HTTPRequest] { lock.withLock { sent } }

    package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let number = lock.withLock {
            sent.append(request)
            return sent.count - 1
        }
        return try await answer(request, number)
    }
}

/// An output stream kept in memory, which can be made to fail like `/dev/full` or a closed pipe.
package final class BufferSink: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    private let failure: OutputError?

    /// Creates a sink; with `failure`, every write throws it.
    package init(failing failure: OutputError? = nil) {
        self.failure = failure
    }

    /// Everything written so far.
    package var text: String { lock.withLock { buffer } }

    package func write(_ text: String) throws(OutputError) {
        if let failure { throw failure }
        lock.withLock { buffer += text }
    }
}

/// A clock on virtual time, like a test scheduler: a sleep suspends until the test moves time past its
/// wake-up with ``advance(by:)`` or ``advanceToNextWakeUp()``, and a cancelled sleep ends at once.
///
/// Nothing moves time but the test, so a fast fake transport can never lose a race against a deadline
/// timer, and a silent one loses exactly when the test says.
package final class VirtualClock: @unchecked Sendable {
    private struct Sleeper {
        var wakeUp: Date
        var continuation: CheckedContinuation<Void, any Error>
    }

    private let lock = NSLock()
    private var current: Date
    private var slept: [Duration] = []
    private var sleepers: [Int: Sleeper] = [:]
    private var cancelled: Set<Int> = []
    private var nextID = 0

    /// Creates a clock reading `start`.
    package init(start: Date = Date(timeIntervalSince1970: 1_795_000_000)) {
        current = start
    }

    /// The time now.
    package var now: Date { lock.withLock { current } }

    /// Every sleep asked for, in order.
    package var sleeps: [Duration] { lock.withLock { slept } }

    /// How many sleeps are waiting for time to move.
    package var pendingSleeps: Int { lock.withLock { sleepers.count } }

    /// The ``Clock`` to inject.
    package var clock: Clock {
        Clock(now: { self.now }, sleep: { try await self.sleep(for: $0) })
    }

    /// Moves time forward, waking every sleep that is due, earliest first.
    package func advance(by duration: Duration) {
        let due: [Sleeper] = lock.withLock {
            current += duration.seconds
            let ready = sleepers.filter { $0.value.wakeUp <= current }.sorted { $0.value.wakeUp < $1.value.wakeUp }
            for (id, _) in ready { sleepers[id] = nil }
            return ready.map(\.value)
        }
        for sleeper in due { sleeper.continuation.resume() }
    }

    /// Moves time to the earliest pending wake-up.
    package func advanceToNextWakeUp() {
        let next = lock.withLock { sleepers.values.map(\.wakeUp).min().map { $0.timeIntervalSince(current) } }
        if let next { advance(by: .milliseconds(Int64((max(0, next) * 1000).rounded(.up)))) }
    }

    /// Suspends until `count` sleeps have been asked for in all, then moves time to the earliest pending
    /// wake-up: how a test lets the service's `count`-th wait (a backoff, a deadline) run out.
    ///
    /// - Throws: ``BoundedWait/TimedOut`` when that does not happen within a few seconds of real time, so a
    ///   regression fails the test instead of hanging it.
    package func advancePastSleep(_ count: Int) async throws {
        try await BoundedWait.until("sleep number \(count)") { sleeps.count >= count && pendingSleeps > 0 }
        advanceToNextWakeUp()
    }

    /// Suspends until `count` sleeps are pending (yielding, never sleeping).
    ///
    /// - Throws: ``BoundedWait/TimedOut`` when that does not happen within a few seconds of real time.
    package func waitForSleeps(_ count: Int) async throws {
        try await BoundedWait.until("\(count) pending sleeps") { pendingSleeps >= count }
    }

    private func sleep(for duration: Duration) async throws {
        let id = lock.withLock {
            nextID += 1
            slept.append(duration)
            return nextID
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let wasCancelled = lock.withLock {
                    guard !cancelled.contains(id) else { return true }
                    sleepers[id] = Sleeper(wakeUp: current + duration.seconds, continuation: continuation)
                    return false
                }
                if wasCancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let sleeper = lock.withLock {
                cancelled.insert(id)
                return sleepers.removeValue(forKey: id)
            }
            sleeper?.continuation.resume(throwing: CancellationError())
        }
    }
}

/// Waiting for something another task or process does, with a bound on real time, so that a regression
/// fails in seconds instead of hanging the suite.
package enum BoundedWait {
    /// The condition did not hold in time.
    package struct TimedOut: Error, CustomStringConvertible {
        /// What was waited for.
        package var description: String
    }

    /// Checks `condition` until it holds, for at most `limit` of real time: yielding between checks (never
    /// sleeping) when another task will make it true, or pausing a few milliseconds with `polling` when another
    /// process or thread will.
    package static func until(
        _ what: @autoclosure () -> String, limit: Duration = .seconds(10), polling: Bool = false, _ condition: () -> Bool
    ) async throws {
        let deadline = ContinuousClock.now + limit
        while !condition() {
            guard ContinuousClock.now < deadline else { throw TimedOut(description: "gave up waiting for \(what())") }
            if polling { try await Task.sleep(for: .milliseconds(5)) } else { await Task.yield() }
        }
    }
}

extension LocalTime {
    /// The time zone named `identifier` (as `Asia/Seoul`), from Foundation's time-zone data, which the tests
    /// may use though the binary does not.
    package static func zone(_ identifier: String) -> LocalTime {
        let calendar = {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: identifier)!
            return calendar
        }()
        return LocalTime { date in
            let parts = calendar.dateComponents([.year, .month, .day], from: date)
            return LocalDay(year: parts.year!, month: parts.month!, day: parts.day!)
        }
    }
}

/// A runner wired to fakes in a fresh home folder: buffers for stdout and stderr, a virtual clock, fixed
/// randomness and time zone. Each test makes its own.
package final class RunHarness: @unchecked Sendable {
    /// The home folder (`HOME`), removed with the harness.
    package let home = TemporaryFolder()
    /// What the runs printed on stdout.
    package let stdout = BufferSink()
    /// What the runs printed on stderr.
    package let stderr = BufferSink()
    /// The clock the runs see.
    package let clock: VirtualClock
    /// Where the randomness comes from: each pick takes the next number, the last one repeating.
    package var randomNumbers: [Double] = [0.5]
    private let lock = NSLock()
    private var drawn = 0

    /// Creates a harness whose clock starts at `start`.
    package init(start: Date = Date(timeIntervalSince1970: 1_795_303_800)) {
        clock = VirtualClock(start: start)
    }

    /// The default cache file.
    package var cacheFile: String { home.file(".cache/quote/last.json") }
    /// The default history file.
    package var historyFile: String { home.file(".local/state/quote/history.jsonl") }
    /// The default saved-quotes file.
    package var savedFile: String { home.file(".local/share/quote/saved.jsonl") }

    /// Runs `arguments` with `HOME` set to the harness's folder and `environment` besides.
    package func run(
        _ arguments: [String], transport: any HTTPTransport = FakeTransport(failing: TransportError.connectionRefused),
        environment: [String: String] = [:], terminal: TerminalInfo = TerminalInfo(isTerminal: false), localTime: LocalTime = .utc,
        stdout: BufferSink? = nil
    ) async -> ExitCode {
        let runner = QuoteRunner(
            environment: ["HOME": home.path].merging(environment) { _, new in new }, transport: transport, clock: clock.clock,
            random: RandomSource { [self] in nextRandom() }, localTime: localTime, terminal: terminal,
            stdout: stdout ?? self.stdout, stderr: stderr)
        return await runner.run(arguments)
    }

    private func nextRandom() -> Double {
        lock.withLock {
            defer { drawn += 1 }
            return randomNumbers[min(drawn, randomNumbers.count - 1)]
        }
    }

    /// Writes `text` to `name` under the home folder, creating folders.
    package func write(_ name: String, _ text: String) {
        try? FileManager.default.createDirectory(atPath: (home.file(name) as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        home.write(name, Data(text.utf8))
    }

    /// The records of a JSON Lines file under the home folder.
    package func records(_ path: String) -> [QuoteRecord] {
        let decoder = QuoteRecord.makeDecoder()
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { try? decoder.decode(QuoteRecord.self, from: Data($0.utf8)) }
    }
}
