import Dispatch
import Synchronization

/// An advisory lock (`flock`) on a file beside the one it guards, held around read-modify-write cycles so
/// that concurrent runs never interleave or lose each other's changes.
package enum FileLock {
    /// How long a run waits for others to let go before giving up (a holder stopped with Ctrl-Z, say).
    static let patience: Duration = .seconds(10)

    /// Runs `body` holding the exclusive lock for `path` (on `.NAME.lock` in the same folder, created if
    /// needed); the lock is released when `body` returns or throws, and when the process dies.
    ///
    /// - Parameter patience: how long to wait for the lock; ``patience`` unless a test needs less.
    /// - Throws: ``FileWriteError`` when the lock cannot be had in time; whatever `body` throws.
    package static func withLock<T>(
        for path: String, patience: Duration = FileLock.patience, _ body: () throws(FileWriteError) -> T
    ) throws(FileWriteError) -> T {
        let folder = Path.folder(of: path)
        try AtomicFile.makeFolder(folder, for: path)
        let lockPath = Path.join(folder, ".\(Path.name(of: path)).lock")
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: "cannot open its lock \(lockPath): \(systemErrorMessage())") }
        guard acquire(descriptor, patience: patience) else {
            // The waiting thread now owns the descriptor and closes it once it gets the lock.
            throw FileWriteError(path: path, reason: "another quote has held its lock \(lockPath) for \(patience.secondsText) s")
        }
        defer { close(descriptor) }
        return try body()
    }

    /// Takes the lock on `descriptor`: at once if it is free, else by waiting in the kernel's queue (fair,
    /// unlike polling, so fifty runs at once all get their turn) on a thread of its own, for at most
    /// `patience`. Returns `false` after giving up, the descriptor then closed or belonging to the waiting thread.
    private static func acquire(_ descriptor: Int32, patience: Duration) -> Bool {
        if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { return true }
        let state = Wait()
        let started = DetachedThread.run {
            while flock(descriptor, LOCK_EX) != 0 && errno == EINTR {}
            if !state.finish() { close(descriptor) }  // nobody waits any more: let go at once
        }
        guard started else {
            close(descriptor)
            return false
        }
        if state.signal.wait(timeout: .now() + .milliseconds(Int(patience.seconds * 1000))) == .success { return true }
        return !state.abandon()  // true only when the lock came just as the wait ended
    }

    /// The hand-over between the caller and the thread waiting in `flock`.
    private final class Wait: Sendable {
        let signal = DispatchSemaphore(value: 0)
        private let outcome = Mutex<Bool?>(nil)

        /// The thread has the lock; `false` when the caller gave up, and the thread must release it.
        func finish() -> Bool {
            let waiting = outcome.withLock { outcome in
                guard outcome == nil else { return false }
                outcome = true
                return true
            }
            if waiting { signal.signal() }
            return waiting
        }

        /// The caller gives up; `false` when the thread got the lock first.
        func abandon() -> Bool {
            outcome.withLock { outcome in
                guard outcome == nil else { return false }
                outcome = false
                return true
            }
        }
    }
}
