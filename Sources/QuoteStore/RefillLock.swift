import QuoteModel
import QuotePlatform

/// The lock a refill of one source holds while it fills the pool, `requests/NAME.refill`, with the refill's
/// process id written in it (for tests that wait for a refill to end): one refill of a source at a time.
package struct RefillLock: Sendable {
    /// The lock's file.
    package let path: String

    /// The refill lock of `source` in the state folder `folder`.
    package init(folder: String, source: SourceName) {
        path = Path.join(folder, "\(source).refill")
    }

    /// Whether a refill holds the lock now.
    package var isHeld: Bool { FileLock.isHeld(path) }

    /// Runs `body` holding the lock, this process's id written in it; `nil` when another refill holds it, and
    /// `body` is not run.
    ///
    /// - Throws: ``FileWriteError`` when the lock cannot be made or taken (a `HOME` that is not writable): not
    ///   the same as another refill running.
    package func holding<T>(_ body: () -> T) throws(FileWriteError) -> T? {
        try FileLock.ifFree(path) { descriptor in
            let pid = Array("\(getpid())\n".utf8)
            _ = ftruncate(descriptor, 0)
            _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
            return body()
        }
    }
}
