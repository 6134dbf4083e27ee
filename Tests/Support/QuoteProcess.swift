import Foundation

/// Runs the built `quote` binary and collects what it did.
package enum QuoteProcess {
    /// What one run of the binary did.
    package struct Outcome: Sendable {
        /// The exit status, or 128 + the signal's number when a signal ended it.
        package var status: Int32
        /// Everything written to stdout.
        package var stdout: Data
        /// Everything written to stderr, as text.
        package var stderr: String
        /// Whether the watchdog had to kill it.
        package var wasKilled: Bool
        /// Wall time from launch to exit.
        package var elapsed: Duration
        /// Peak resident memory in KiB, when the run was measured.
        package var peakMemoryKiB: Int?

        /// stdout as text.
        package var output: String { String(decoding: stdout, as: UTF8.self) }
        /// stderr split into its lines, without the last empty one.
        package var errorLines: [String] { stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init) }
    }

    /// The binary under test: `QUOTE_BINARY` when set, else `quote` beside the test bundle in `.build`.
    package static var binary: String {
        if let path = ProcessInfo.processInfo.environment["QUOTE_BINARY"] { return path }
        let beside = Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("quote").path
        if FileManager.default.isExecutableFile(atPath: beside) { return beside }
        return Bundle.main.bundleURL.appendingPathComponent("quote").path
    }

    /// Runs `quote` with `arguments` in an environment holding only `PATH`, `HOME` and `environment`,
    /// so nothing from the machine (a proxy, a real cache) leaks into the test.
    ///
    /// - Parameters:
    ///   - home: the `HOME` the run sees.
    ///   - standardInput: what stdin is; `/dev/null` unless a test needs otherwise.
    ///   - standardOutput: a file to write stdout to instead of a pipe (`/dev/full`, for one).
    ///   - killAfter: the watchdog: past it the process is killed with SIGKILL and `wasKilled` is set.
    ///   - measuringMemory: run under GNU time (`/usr/bin/time`) to learn the peak resident memory.
    ///   - launched: told the process identifier once it runs.
    package static func run(
        _ arguments: [String], home: String, environment: [String: String] = [:],
        standardInput: Any? = nil, standardOutput: FileHandle? = nil, killAfter: Duration = .seconds(30),
        measuringMemory: Bool = false, launched: @escaping @Sendable (Int32) -> Void = { _ in }
    ) async throws -> Outcome {
        let process = Process()
        let memoryReport = (home as NSString).appendingPathComponent(".peak-memory-\(UUID().uuidString)")
        if measuringMemory {
            process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
            process.arguments = ["-f", "%M", "-o", memoryReport, binary] + arguments
        } else {
            process.executableURL = URL(fileURLWithPath: binary)
            process.arguments = arguments
        }
        process.environment = ["PATH": "/usr/bin:/bin", "HOME": home].merging(environment) { _, new in new }
        process.standardInput = standardInput ?? FileHandle.nullDevice
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = standardOutput ?? stdout
        process.standardError = stderr
        let collectedOut = Collector(stdout.fileHandleForReading)
        let collectedErr = Collector(stderr.fileHandleForReading)
        let start = ContinuousClock.now
        let killed = Flag()
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { process in
                let signalled = process.terminationReason == .uncaughtSignal
                continuation.resume(returning: signalled ? 128 + process.terminationStatus : process.terminationStatus)
            }
            do {
                try process.run()
            } catch {
                continuation.resume(throwing: error)
                return
            }
            // The child holds its own copies; closing ours lets the readers see the end of the pipes.
            try? stderr.fileHandleForWriting.close()
            try? stdout.fileHandleForWriting.close()
            let pid = process.processIdentifier
            launched(pid)
            DispatchQueue.global().asyncAfter(deadline: .now() + killAfter.seconds) {
                if process.isRunning {
                    killed.set()
                    kill(pid, SIGKILL)
                }
            }
        }
        let elapsed = ContinuousClock.now - start
        let peak = measuringMemory ? try? String(contentsOfFile: memoryReport, encoding: .utf8) : nil
        try? FileManager.default.removeItem(atPath: memoryReport)
        return Outcome(
            status: status, stdout: collectedOut.wait(), stderr: String(decoding: collectedErr.wait(), as: UTF8.self),
            wasKilled: killed.isSet, elapsed: elapsed,
            peakMemoryKiB: peak.flatMap { Int($0.split(separator: "\n").last ?? "") })
    }

    /// Reads a pipe to its end on a thread of its own.
    private final class Collector: @unchecked Sendable {
        private let done = DispatchSemaphore(value: 0)
        private var data = Data()

        init(_ handle: FileHandle) {
            Thread.detachNewThread { [self] in
                data = handle.readDataToEndOfFile()
                done.signal()
            }
        }

        func wait() -> Data {
            done.wait()
            return data
        }
    }

    /// A flag set from another thread.
    private final class Flag: @unchecked Sendable {
        private let lock = NSLock()
        private var value = false
        var isSet: Bool { lock.withLock { value } }
        func set() { lock.withLock { value = true } }
    }
}
