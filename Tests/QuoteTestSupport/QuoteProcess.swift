import Foundation
import QuotePlatform

/// Runs the built `quote` binary and collects what it did.
package enum QuoteProcess {
    /// What one run of the binary did.
    package typealias Outcome = ChildProcess.Outcome

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
    /// (a proxy, a real cache, a config file) leaks into the test.
    package static func environment(home: String, _ extra: [String: String] = [:]) -> [String: String] {
        // No background refill unless a test asks for one: a refill is a process of its own that would keep asking
        // the test's server after the run it came from has ended.
        ["PATH": "/usr/bin:/bin", "HOME": home, "QUOTE_REFILL": "manual"].merging(extra) { _, new in new }
    }

    /// Starts `quote` with `arguments`; see ``run(_:home:environment:standardInput:standardOutput:killAfter:)``.
    package static func start(
        _ arguments: [String], home: String, environment: [String: String] = [:], standardInput: Int32? = nil,
        standardOutput: Int32? = nil, killAfter: Duration = .seconds(30)
    ) throws -> ChildProcess {
        try ChildProcess(
            binary, arguments, environment: Self.environment(home: home, environment), standardInput: standardInput,
            standardOutput: standardOutput, killAfter: killAfter)
    }

    /// Runs `quote` with `arguments` and waits for it to end.
    ///
    /// - Parameters:
    ///   - home: the `HOME` the run sees.
    ///   - standardInput: a descriptor for stdin; `/dev/null` unless a test needs otherwise.
    ///   - standardOutput: a descriptor to write stdout to instead of a pipe (`/dev/full`, for one).
    ///   - killAfter: the watchdog: past it the process is killed with SIGKILL and `wasKilled` is set.
    ///   - measuringMemory: run under GNU time (`/usr/bin/time`) to learn the peak resident memory, on Linux;
    ///     elsewhere `peakMemoryKiB` stays `nil` (BSD's `time` has no `-f`). (`wait4` cannot tell: a child that
    ///     `posix_spawn` starts shares the test process's memory until it execs, and the kernel counts that in
    ///     its peak. GNU time forks from its own small process.)
    package static func run(
        _ arguments: [String], home: String, environment: [String: String] = [:], standardInput: Int32? = nil,
        standardOutput: Int32? = nil, killAfter: Duration = .seconds(30), measuringMemory: Bool = false
    ) async throws -> Outcome {
        #if os(Linux)
        let measured = measuringMemory
        #else
        let measured = false
        #endif
        let report = Path.join(home, ".peak-memory-\(UUID().uuidString)")
        let child = try ChildProcess(
            measured ? "/usr/bin/time" : binary, (measured ? ["-f", "%M", "-o", report, binary] : []) + arguments,
            environment: Self.environment(home: home, environment), standardInput: standardInput,
            standardOutput: standardOutput, killAfter: killAfter)
        var outcome = try await child.wait()
        if measured {
            let lines = (try? String(contentsOfFile: report, encoding: .utf8))?.split(separator: "\n") ?? []
            outcome.peakMemoryKiB = lines.last.flatMap { Int($0) }
            try? FileManager.default.removeItem(atPath: report)
        }
        return outcome
    }
}
