import Foundation
import QuoteCommands
import QuoteHTTP
import QuoteHTTPTestSupport
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// A runner wired to fakes in a fresh home folder: buffers for stdout and stderr, a virtual clock, fixed randomness and time
/// zone.
///
/// Each test makes its own.
package final class RunHarness: @unchecked Sendable {
    /// The home folder (`HOME`), removed with the harness.
    package let home = TemporaryFolder()
    /// What the runs printed on stdout.
    package let stdout = BufferSink()
    /// What the runs printed on stderr.
    package let stderr = BufferSink()
    /// The clock the runs see.
    package let clock: VirtualClock
    /// Where the randomness comes from: each pick takes the next number, the last one repeating; set anew, the
    /// draws start again from its first.
    package var randomNumbers: [Double] = [0.5] {
        didSet { lock.withLock { drawn = 0 } }
    }
    private let lock = NSLock()
    private var drawn = 0
    private var launches: [[String]] = []

    /// The command lines of the background refills the runs started, in order.
    package var launched: [[String]] { lock.withLock { launches } }

    /// Whether runs keep pools as a user's do; by default they do not (`QUOTE_POOL=0`), so each fetch asks the
    /// network as the tests of fetching expect.
    private let keepsPools: Bool

    /// Creates a harness whose clock starts at `start`.
    package init(start: Date = Date(timeIntervalSince1970: 1_795_303_800), keepsPools: Bool = false) {
        clock = VirtualClock(start: start)
        self.keepsPools = keepsPools
    }

    /// The default cache file.
    package var cacheFile: String { home.locations.cache! }
    /// The default history file.
    package var historyFile: String { home.locations.history! }
    /// The default record of the quote of the day.
    package var todayFile: String { WindowStore(besideHistory: home.locations.history!).path }
    /// The default saved-quotes file.
    package var savedFile: String { home.locations.saved! }

    /// Runs `arguments` with `HOME` set to the harness's folder, no pools unless the harness keeps them or
    /// `environment` says otherwise, and `environment` besides.
    package func run(
        _ arguments: [String], transport: any HTTPTransport = FakeTransport(failing: TransportError.connectionRefused),
        environment: [String: String] = [:], terminal: TerminalInfo = TerminalInfo(isTerminal: false),
        localTime: LocalTime = .utc,
        stdout: BufferSink? = nil
    ) async -> ExitCode {
        // Runs on a virtual clock follow one another at the same instant, where a budget of one request a second
        // would have each wait for a slot that only the test's clock could bring: runs that do not test pools and
        // budgets start with the sources' state forgotten.
        if !keepsPools { try? FileManager.default.removeItem(atPath: home.locations.requests!) }
        let world = World(
            transport: transport, clock: clock.clock, random: RandomSource { [self] in nextRandom() }, localTime: localTime,
            launch: { [self] arguments in
                lock.withLock { launches.append(arguments) }
                return true
            })
        let runner = QuoteRunner(
            Dependencies(
                environment: ["HOME": home.path].merging(keepsPools ? [:] : ["QUOTE_POOL": "0"]) { _, new in new }
                    .merging(environment) { _, new in new }, world: world, terminal: terminal,
                stdout: stdout ?? self.stdout, stderr: stderr))
        // The path main.swift takes: `run` on a thread of its own, as the process's main thread would run it.
        do {
            return try await onThread { runner.run(arguments) }
        } catch {
            Issue.record("the run of \(arguments) did not end within a minute")
            return .internalError
        }
    }

    /// What a run of `arguments` prints on stdout, into a buffer of its own (the harness's `stdout` is left alone);
    /// the run is expected to exit with `code`, a failure reported where the helper was called.
    package func output(
        _ arguments: [String], transport: any HTTPTransport = FakeTransport(failing: TransportError.connectionRefused),
        environment: [String: String] = [:], terminal: TerminalInfo = TerminalInfo(isTerminal: false),
        exiting code: ExitCode = .success, sourceLocation: SourceLocation = #_sourceLocation
    ) async -> String {
        let out = BufferSink()
        let exit = await run(arguments, transport: transport, environment: environment, terminal: terminal, stdout: out)
        #expect(exit == code, sourceLocation: sourceLocation)
        return out.text
    }

    private func nextRandom() -> Double {
        lock.withLock {
            defer { drawn += 1 }
            return randomNumbers[min(drawn, randomNumbers.count - 1)]
        }
    }

    /// Writes `text` to `name` under the home folder, creating folders.
    package func write(_ name: String, _ text: String) {
        home.write(name, Data(text.utf8))
    }

    /// The records of a JSON Lines file under the home folder.
    package func records(_ path: String) -> [QuoteRecord] {
        let text = (try? String(contentsOfFile: path, encoding: .utf8)) ?? ""
        return text.split(separator: "\n").compactMap { QuoteRecord(line: Data($0.utf8)) }
    }
}
