/// An advisory lock (`flock`) on a file beside the one it guards, held around read-modify-write cycles so
/// that concurrent runs never interleave or lose each other's changes.
package enum FileLock {
    /// How long a run waits for another to let go before giving up.
    static let patience: Duration = .seconds(5)

    /// Runs `body` holding the exclusive lock for `path` (on `.NAME.lock` in the same folder, created if
    /// needed); the lock is released when `body` returns or throws, and when the process dies.
    ///
    /// - Throws: ``FileWriteError`` when the lock cannot be had within ``patience``; whatever `body` throws.
    package static func withLock<T>(for path: String, _ body: () throws(FileWriteError) -> T) throws(FileWriteError) -> T {
        let folder = Path.folder(of: path)
        try AtomicFile.makeFolder(folder, for: path)
        let lockPath = Path.join(folder, ".\(Path.name(of: path)).lock")
        let descriptor = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: "cannot open its lock \(lockPath): \(systemErrorMessage())") }
        defer { close(descriptor) }
        let giveUp = ContinuousClock.now + patience
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR else {
                throw FileWriteError(path: path, reason: "cannot lock \(lockPath): \(systemErrorMessage())")
            }
            guard ContinuousClock.now < giveUp else {
                throw FileWriteError(path: path, reason: "another quote has held its lock for \(patience.secondsText) s")
            }
            usleep(2_000)
        }
        return try body()
    }
}
