import Foundation
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

/// The lock around read-modify-write cycles of the history and the saved quotes.
@Suite("File lock", .timeLimit(.minutes(1)))
struct FileLockTests {
    let folder = TemporaryFolder()

    /// Holds the lock of `path` the way another process would: its own open file description.
    private func holdLock(of path: String) -> Int32 {
        let descriptor = open(folder.file(".\((path as NSString).lastPathComponent).lock"), O_RDWR | O_CREAT, 0o600)
        #expect(flock(descriptor, LOCK_EX) == 0)
        return descriptor
    }

    @Test("A held lock makes the next holder wait in the queue, and it runs once the lock is released")
    func waits() async throws {
        let path = folder.file("saved.jsonl")
        let held = holdLock(of: path)
        let ran = LockedValue(false)
        let waiting = Task.detached { try FileLock.withLock(for: path) { () throws(FileWriteError) in ran.set(true) } }
        close(held)
        try await waiting.value
        #expect(ran.value)
    }

    @Test("A lock held past the patience is an error naming the lock; the body never runs")
    func givesUp() throws {
        let path = folder.file("history.jsonl")
        let held = holdLock(of: path)
        defer { close(held) }
        #expect(throws: FileWriteError.self) {
            try FileLock.withLock(for: path, patience: .milliseconds(100)) { () throws(FileWriteError) in
                Issue.record("ran without the lock")
            }
        }
    }

    @Test("Shared holders (runs asking at once) hold it together; an exclusive one (a refill) waits for them")
    func shared() throws {
        let path = folder.file("pool.jsonl")
        try FileLock.withLock(for: path, shared: true) { () throws(FileWriteError) in
            #expect(try FileLock.withLock(for: path, shared: true, patience: .milliseconds(100)) { true })
            #expect(throws: FileWriteError.self) { try FileLock.withLock(for: path, patience: .milliseconds(100)) {} }
        }
    }
}
