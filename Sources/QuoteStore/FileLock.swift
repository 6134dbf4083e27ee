import QuotePlatform

/// An advisory lock (`flock`) on a file beside the one it guards, held around read-modify-write cycles so
/// that concurrent runs never interleave or lose each other's changes.
package enum FileLock {
    /// How long a run with no deadline of its own (`save`, `unsave`) waits for others to let go before giving up
    /// (a holder stopped with Ctrl-Z, say); a run with a deadline waits until it at most.
    package static let patience: Duration = .seconds(10)

    /// Runs `body` holding the lock for `path`, exclusive unless `shared` (on `.NAME.lock` in the same folder as the
    /// file, a link followed, created if needed); the lock is released when `body` returns or throws, and when the
    /// process dies.
    ///
    /// - Parameters:
    ///   - shared: whether others may hold it shared at once (requests on their way, a fetch say), which an
    ///     exclusive holder waits for.
    ///   - patience: how long to wait for the lock; ``patience`` unless a test needs less.
    /// - Throws: ``FileWriteError`` when the lock cannot be had in time; whatever `body` throws.
    package static func withLock<T>(
        for path: String, shared: Bool = false, patience: Duration = FileLock.patience, _ body: () throws(FileWriteError) -> T
    ) throws(FileWriteError) -> T {
        let descriptor = try lock(path, shared: shared, patience: patience)
        defer { close(descriptor) }
        return try body()
    }

    /// Opens and takes the lock for `path`, shared or exclusive; closing the descriptor lets go.
    private static func lock(_ path: String, shared: Bool, patience: Duration) throws(FileWriteError) -> Int32 {
        // Beside the file a link points at, so that every way to the same file takes the same lock.
        let target = try FileKind.target(of: path)
        let folder = Path.folder(of: target)
        try AtomicFile.makeFolder(folder, for: path)
        let lockPath = Path.join(folder, ".\(Path.name(of: target)).lock")
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            throw FileWriteError(path: path, reason: .lockUnopenable(lock: lockPath, reason: SystemError()))
        }
        if let problem = acquire(descriptor, named: lockPath, operation: shared ? LOCK_SH : LOCK_EX, patience: patience) {
            throw FileWriteError(path: path, reason: problem)
        }
        return descriptor
    }

    /// Takes the lock on `descriptor` (`operation`: `LOCK_EX` or `LOCK_SH`): at once if it is free, else by waiting
    /// in the kernel's queue (fair, unlike polling, so fifty runs at once all get their turn) on a thread of its
    /// own, for at most `patience`.
    ///
    /// - Returns: `nil` once the lock is held; else why not, the descriptor then closed, or left to the waiting
    ///   thread, which closes it once `flock` returns.
    private static func acquire(
        _ descriptor: Int32, named lockPath: String, operation: Int32, patience: Duration
    ) -> FileWriteError.Reason? {
        if flock(descriptor, operation | LOCK_NB) == 0 { return nil }
        guard errno == EWOULDBLOCK else {
            let reason = FileWriteError.Reason.lockFailed(lock: lockPath, reason: SystemError())
            close(descriptor)
            return reason
        }
        let taken = Handoff<Void>()
        let started = DetachedThread.run {
            var result: Int32
            repeat { result = flock(descriptor, operation) } while result != 0 && errno == EINTR
            let outcome: Result<Void, any Error> = result == 0 ? .success(()) : .failure(SystemError())
            if !taken.deliver(outcome) { close(descriptor) }  // nobody waits any more: let go at once
        }
        guard started else {
            close(descriptor)
            // pthread_create fails for want of resources (EAGAIN); say so in the system's words.
            return .lockFailed(lock: lockPath, reason: SystemError(EAGAIN))
        }
        switch taken.wait(for: patience) {
        case .delivered(.success): return nil
        case .delivered(.failure(let failure)):
            close(descriptor)
            return .lockFailed(lock: lockPath, reason: failure as? SystemError ?? SystemError(EIO))
        case .marked, .abandoned: return .lockHeld(lock: lockPath, patience: patience)
        }
    }

    /// Runs `body` holding the exclusive lock on `lockFile` itself (not a lock beside it), given its descriptor to
    /// write its holder in, when no one else holds it: `nil` at once, `body` not run, when another does.
    ///
    /// - Throws: ``FileWriteError`` when the lock cannot be made or taken (a folder that is not writable): not the
    ///   same as another holding it.
    package static func ifFree<T>(_ lockFile: String, _ body: (Int32) -> T) throws(FileWriteError) -> T? {
        try AtomicFile.makeFolder(Path.folder(of: lockFile), for: lockFile)
        let descriptor = open(lockFile, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileWriteError(path: lockFile, reason: .system(SystemError())) }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            guard errno == EWOULDBLOCK else { throw FileWriteError(path: lockFile, reason: .system(SystemError())) }
            return nil
        }
        return body(descriptor)
    }

    /// Whether a process holds the lock on `lockFile` itself now.
    package static func isHeld(_ lockFile: String) -> Bool {
        let descriptor = open(lockFile, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }
}
