import Foundation
import QuoteModel
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

@Suite("The cache file", .timeLimit(.minutes(1)))
struct QuoteCacheTests {
    let folder = TemporaryFolder()
    let record = QuoteRecord(
        quote: Quote(id: 1, content: "행복", author: "누군가"), source: "https://q.test/",
        fetchedAt: Date(timeIntervalSince1970: 1_795_000_000))

    @Test("What is saved loads back, and the folder is created")
    func roundTrip() throws {
        let cache = QuoteCache(path: folder.file("deep/er/last.json"))
        try cache.save(record)
        #expect(cache.load() == record)
        #expect(folder.listing("deep/er") == ["last.json"])
    }

    @Test("Saving again replaces the file and leaves no temporary file")
    func replace() throws {
        let cache = QuoteCache(path: folder.file("last.json"))
        try cache.save(record)
        var newer = record
        newer.quote.id = 2
        try cache.save(newer)
        #expect(cache.load() == newer)
        #expect(folder.listing() == ["last.json"])
    }

    @Test(
        "An unusable cache is a miss, never a crash",
        arguments: [
            "absent", "empty", "truncated", "not json", "wrong shape", "blank content", "directory", "too large",
        ])
    func unusable(kind: String) throws {
        let path = folder.file("last.json")
        switch kind {
        case "absent": break
        case "empty": folder.write("last.json", Data())
        case "truncated": folder.write("last.json", Fixture.data("cache-truncated.json"))
        case "not json": folder.write("last.json", Fixture.data("page.html"))
        case "wrong shape": folder.write("last.json", Fixture.data("happiness-valid.json"))
        case "blank content":
            let text = String(decoding: Fixture.data("cache-valid.json"), as: UTF8.self)
                .replacingOccurrences(of: "행복은 습관이다. 그것을 몸에 지니라.", with: "  ")
            folder.write("last.json", Data(text.utf8))
        case "directory": try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        default: folder.write("last.json", Data(repeating: 0x20, count: (1 << 20) + 10))
        }
        #expect(QuoteCache(path: path).load() == nil)
    }

    @Test("The fixture cache file loads")
    func fixture() throws {
        let path = folder.file("last.json")
        folder.write("last.json", Fixture.data("cache-valid.json"))
        let loaded = try #require(QuoteCache(path: path).load())
        #expect(loaded.quote.author == "엘버트 허버드")
        #expect(loaded.fetchedAt == Date(timeIntervalSince1970: 1_795_303_800))
    }

    @Test("A failed save names the path and leaves the old file as it was")
    func failedSave() throws {
        let cache = QuoteCache(path: folder.file("blocked/last.json"))
        folder.write("blocked", Data("a file, not a folder".utf8))
        #expect(throws: FileWriteError.self) { try cache.save(record) }

        let good = QuoteCache(path: folder.file("last.json"))
        try good.save(record)
        let before = folder.contents("last.json")
        let intoDirectory = QuoteCache(path: folder.path)  // renaming over a folder fails
        #expect(throws: FileWriteError.self) { try intoDirectory.save(record) }
        #expect(folder.contents("last.json") == before)
        #expect(folder.listing() == ["blocked", "last.json"])
    }
}

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
        let ran = LockedFlag()
        let waiting = Task.detached { try FileLock.withLock(for: path) { () throws(FileWriteError) in ran.set() } }
        close(held)
        try await waiting.value
        #expect(ran.isSet)
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
}
