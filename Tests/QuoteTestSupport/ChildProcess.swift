import Foundation
import QuotePlatform

/// A program started with `posix_spawn`, its stdout and stderr read to the end on a thread of its own,
/// and reaped with `waitpid`.
///
/// Written for the tests instead of Foundation's `Process`: every descriptor is owned by exactly one
/// place and closed exactly once, the child inherits nothing but its three standard streams (a leaked
/// socket or pipe end would keep another test's connection or pipe open), and a watchdog kills a child
/// that outlives its time.
package final class ChildProcess: @unchecked Sendable {
    /// How a child ended.
    package struct Outcome: Sendable {
        /// The exit status, or 128 + the signal's number when a signal ended it.
        package var status: Int32
        /// Everything written to stdout (empty when stdout went to a file).
        package var stdout: Data
        /// Everything written to stderr, as text.
        package var stderr: String
        /// Whether the watchdog had to kill it.
        package var wasKilled: Bool
        /// Wall time from launch to exit.
        package var elapsed: Duration
        /// Peak resident memory in KiB, when the run was measured (see `QuoteProcess`).
        package var peakMemoryKiB: Int?

        /// stdout as text.
        package var output: String { String(decoding: stdout, as: UTF8.self) }
        /// stderr split into its lines, without the last empty one.
        package var errorLines: [String] {
            stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }

        /// Where stdout first differs from `other`'s: the line, and that line in each; `nil` for the same bytes.
        ///
        /// What a test compares megabytes of output with: `#expect(a.stdout == b.stdout)` would have Swift Testing
        /// work out the difference of the two, which takes minutes.
        package func outputDifference(from other: Outcome) -> String? {
            guard stdout != other.stdout else { return nil }
            let mine = output.split(separator: "\n", omittingEmptySubsequences: false)
            let theirs = other.output.split(separator: "\n", omittingEmptySubsequences: false)
            let differing = zip(mine, theirs).enumerated().first { $0.element.0 != $0.element.1 }
            let line = differing?.offset ?? min(mine.count, theirs.count)
            func at(_ lines: [Substring]) -> String { line < lines.count ? "'\(lines[line])'" : "the end" }
            return "line \(line + 1): \(at(mine)) against \(at(theirs))"
        }
    }

    /// The child's process identifier.
    package let pid: pid_t
    private let ended = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var outcome: Outcome?

    /// Starts `executable` with `arguments` in exactly `environment`.
    ///
    /// - Parameters:
    ///   - standardInput: a descriptor to read from; `/dev/null` when `nil`.
    ///   - standardOutput: a descriptor to write to instead of a pipe the tests read (`/dev/full`, say).
    ///   - killAfter: the watchdog: past it the child is killed with SIGKILL and `wasKilled` is set.
    ///   - folder: the folder it starts in; the test process's own unless given.
    package init(
        _ executable: String, _ arguments: [String], environment: [String: String], standardInput: Int32? = nil,
        standardOutput: Int32? = nil, killAfter: Duration = Patience.exchange, in folder: String? = nil
    ) throws {
        let output = try Self.pipe()
        let errors = try Self.pipe()
        let devNull = open("/dev/null", O_RDWR | O_CLOEXEC)
        defer {
            close(output.write)
            close(errors.write)
            close(devNull)
        }
        var actions = unmadeActions
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, standardInput ?? devNull, 0)
        posix_spawn_file_actions_adddup2(&actions, standardOutput ?? output.write, 1)
        posix_spawn_file_actions_adddup2(&actions, errors.write, 2)
        var attributes = unmadeAttributes
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        Self.closeTheRest(&actions, &attributes)
        // Started in `folder` by a shell that moves there and becomes the program (posix_spawn's own chdir action is
        // not one every C library has).
        let (executable, arguments) =
            folder.map { ("/bin/sh", ["-c", "cd \"$0\" && exec \"$@\"", $0, executable] + arguments) } ?? (executable, arguments)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { for pointer in argv + envp { free(pointer) } }
        var spawnedPID = pid_t()
        let start = ContinuousClock.now
        let spawned = posix_spawn(&spawnedPID, executable, &actions, &attributes, argv, envp)
        guard spawned == 0 else {
            close(output.read)
            close(errors.read)
            throw POSIXError(POSIXErrorCode(rawValue: spawned) ?? .EIO)
        }
        let pid = spawnedPID
        self.pid = pid
        let deadline = start + killAfter
        DetachedThread.run { [self] in
            let (stdout, stderr, killed) = Self.drain(output.read, errors.read, pid: pid, until: deadline)
            var status: Int32 = 0
            while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
            let exit = status & 0x7f == 0 ? (status >> 8) & 0xff : 128 + (status & 0x7f)
            let outcome = Outcome(
                status: exit, stdout: stdout, stderr: String(decoding: stderr, as: UTF8.self), wasKilled: killed,
                elapsed: ContinuousClock.now - start)
            lock.withLock { self.outcome = outcome }
            ended.signal()
        }
    }

    /// Waits for the child to end.
    package func wait() async throws -> Outcome {
        try await onThread(limit: .seconds(600)) { [self] in try waitBlocking() }
    }

    /// Waits for the child to end, blocking the thread: for set-up outside any task.
    package func waitBlocking() throws -> Outcome {
        ended.wait()
        ended.signal()
        return lock.withLock { outcome! }
    }

    /// Sends `signal` to the child.
    package func kill(_ signal: Int32 = SIGKILL) {
        sendSignal(signal, to: pid)
    }

    // MARK: - Plumbing

    /// A pipe whose ends are closed on `exec` (the child gets its copies through `dup2`, which clears that).
    package static func pipe() throws -> (read: Int32, write: Int32) {
        var ends: [Int32] = [0, 0]
        guard openPipe(&ends) == 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (ends[0], ends[1])
    }

    /// Asks for every descriptor past the three the child gets to be closed in it, so nothing the test process
    /// holds open, however it was opened, leaks into it: glibc 2.34 and later close them by a file action, Darwin
    /// by an attribute that marks every descriptor close-on-exec but those the actions give.
    private static func closeTheRest(_ actions: inout SpawnActions, _ attributes: inout SpawnAttributes) {
        #if canImport(Darwin)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_CLOEXEC_DEFAULT))
        #else
        typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return }
        _ = unsafeBitCast(symbol, to: CloseFrom.self)(&actions, 3)
        #endif
    }

    /// Reads both pipes to their ends, killing the child once `deadline` passes; closes both.
    private static func drain(_ output: Int32, _ errors: Int32, pid: pid_t, until deadline: ContinuousClock.Instant) -> (
        Data, Data, Bool
    ) {
        var collected = [output: Data(), errors: Data()]
        var open = [output, errors]
        var killed = false
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while !open.isEmpty {
            var polled = open.map { pollfd(fd: $0, events: Int16(POLLIN), revents: 0) }
            let left = deadline - ContinuousClock.now
            // Once killed, a child's pipes close at once; only a grandchild it left behind could hold them.
            let wait = killed ? 5000 : Int32(max(0, min(1000, left.seconds * 1000)))
            let ready = poll(&polled, nfds_t(polled.count), wait)
            if ready == 0 && killed { break }
            if ready == 0 && ContinuousClock.now >= deadline {
                killed = true
                sendSignal(SIGKILL, to: pid)
                continue
            }
            for entry in polled where entry.revents != 0 {
                let count = read(entry.fd, &buffer, buffer.count)
                if count > 0 {
                    collected[entry.fd]!.append(contentsOf: buffer[..<count])
                } else if count == 0 || errno != EINTR {
                    close(entry.fd)
                    open.removeAll { $0 == entry.fd }
                }
            }
        }
        for descriptor in open { close(descriptor) }
        return (collected[output]!, collected[errors]!, killed)
    }
}

// The C library's `kill` and `pipe`, which the methods of the same names hide inside ChildProcess; unqualified here,
// they are Glibc's on Linux and Darwin's on macOS.
private func sendSignal(_ signal: Int32, to pid: pid_t) { _ = kill(pid, signal) }
private func openPipe(_ ends: inout [Int32]) -> Int32 { pipe(&ends) }

// The spawn types as each C library has them, before their `init` functions make them: Darwin's are opaque
// pointers, glibc's structs.
#if canImport(Darwin)
private typealias SpawnActions = posix_spawn_file_actions_t?
private typealias SpawnAttributes = posix_spawnattr_t?
private var unmadeActions: SpawnActions { nil }
private var unmadeAttributes: SpawnAttributes { nil }
#else
private typealias SpawnActions = posix_spawn_file_actions_t
private typealias SpawnAttributes = posix_spawnattr_t
private var unmadeActions: SpawnActions { SpawnActions() }
private var unmadeAttributes: SpawnAttributes { SpawnAttributes() }
#endif
