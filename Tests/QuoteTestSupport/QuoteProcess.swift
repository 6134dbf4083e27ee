import Foundation
import QuotePlatform

/// The built `quote` binary, run in one test's home with what the test adds to its environment: the one way the
/// tests run it.
package struct QuoteProcess: Sendable {
    /// What one run of the binary did.
    package typealias Outcome = ChildProcess.Outcome

    /// The `HOME` its runs see.
    package let home: String
    /// What every run of it adds to the environment (a refill mode, a source's URL).
    package let environment: [String: String]

    /// The binary run with `home` as its `HOME`, `environment` added to what ``environment(home:_:)`` gives.
    package init(home: String, _ environment: [String: String] = [:]) {
        self.home = home
        self.environment = environment
    }

    /// Starts a run with `arguments`, `environment` added to the process's own; see ``callAsFunction(_:_:in:standardInput:standardOutput:killAfter:measuringMemory:)``.
    package func start(
        _ arguments: [String], _ environment: [String: String] = [:], standardInput: Int32? = nil,
        standardOutput: Int32? = nil, killAfter: Duration = Patience.exchange
    ) throws -> ChildProcess {
        try ChildProcess(
            Self.binary, arguments, environment: runEnvironment(environment), standardInput: standardInput,
            standardOutput: standardOutput, killAfter: killAfter)
    }

    /// Runs it with `arguments` and waits for it to end.
    ///
    /// - Parameters:
    ///   - environment: what this run adds to the environment, over the process's own additions.
    ///   - folder: the folder it starts in (fortune's names are found from it); the test process's own by default.
    ///   - standardInput: a descriptor for stdin; `/dev/null` unless a test needs otherwise.
    ///   - standardOutput: a descriptor to write stdout to instead of a pipe (`/dev/full`, for one).
    ///   - killAfter: the watchdog: past it the process is killed with SIGKILL and `wasKilled` is set. Far from any
    ///     deadline a test gives the run, so that a slow machine never fails it: a test of a run that must end checks
    ///     that it was not killed.
    ///   - measuringMemory: run under GNU time (`/usr/bin/time`) to learn the peak resident memory, on Linux;
    ///     elsewhere `peakMemoryKiB` stays `nil` (BSD's `time` has no `-f`). (`wait4` cannot tell: a child that
    ///     `posix_spawn` starts shares the test process's memory until it execs, and the kernel counts that in
    ///     its peak. GNU time forks from its own small process.)
    package func callAsFunction(
        _ arguments: [String], _ environment: [String: String] = [:], in folder: String? = nil,
        standardInput: Int32? = nil, standardOutput: Int32? = nil, killAfter: Duration = Patience.exchange,
        measuringMemory: Bool = false
    ) async throws -> Outcome {
        #if os(Linux)
        let measured = measuringMemory
        #else
        let measured = false
        #endif
        let report = Path.join(home, ".peak-memory-\(UUID().uuidString)")
        let child = try ChildProcess(
            measured ? "/usr/bin/time" : Self.binary, (measured ? ["-f", "%M", "-o", report, Self.binary] : []) + arguments,
            environment: runEnvironment(environment), standardInput: standardInput, standardOutput: standardOutput,
            killAfter: killAfter, in: folder)
        var outcome = try await child.wait()
        if measured {
            let lines = (try? String(contentsOfFile: report, encoding: .utf8))?.split(separator: "\n") ?? []
            outcome.peakMemoryKiB = lines.last.flatMap { Int($0) }
            try? FileManager.default.removeItem(atPath: report)
        }
        return outcome
    }

    /// Runs each of `runs` at once, each its own process, `environment` added as for one run; their outcomes, in the
    /// order they ended.
    package func atOnce(_ runs: [[String]], _ environment: [String: String] = [:]) async throws -> [Outcome] {
        try await withThrowingTaskGroup(of: Outcome.self) { group in
            for arguments in runs { group.addTask { try await self(arguments, environment) } }
            return try await group.reduce(into: []) { $0.append($1) }
        }
    }

    /// The environment of one run: the process's additions, then the run's.
    private func runEnvironment(_ extra: [String: String]) -> [String: String] {
        Self.environment(home: home, environment.merging(extra) { _, run in run })
    }

    /// The binary under test: `QUOTE_BINARY` when set, else `quote` beside the test bundle in `.build`.
    package static var binary: String {
        if let path = ProcessInfo.processInfo.environment["QUOTE_BINARY"] { return path }
        let beside = testBundle.deletingLastPathComponent().appendingPathComponent("quote").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return testBundle.appendingPathComponent("quote").path
    }

    /// The test bundle this code is linked into: on Linux the main bundle, the test executable; on macOS the
    /// `.xctest` bundle, which the runner (`xctest`, `swiftpm-testing-helper`, in the toolchain) loads.
    private static var testBundle: URL {
        #if canImport(Darwin)
        Bundle(for: ChildProcess.self).bundleURL
        #else
        Bundle.main.bundleURL
        #endif
    }

    /// The environment a run sees: only `PATH`, `HOME` and `environment`, so nothing from the machine
    /// (a proxy, a real cache, a config file) leaks into the test; for a run under another program (`strace`,
    /// `unshare`), which gets it whole.
    package static func environment(home: String, _ extra: [String: String] = [:]) -> [String: String] {
        // No background refill unless a test asks for one: a refill is a process of its own that would keep asking
        // the test's server after the run it came from has ended.
        ["PATH": "/usr/bin:/bin", "HOME": home, "QUOTE_REFILL": "manual"].merging(extra) { _, new in new }
    }
}
