import Foundation
import QuoteModel
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

@Suite("Pools of unseen quotes", .timeLimit(.minutes(1)))
struct PoolStoreTests {
    let folder = TemporaryFolder()
    let url = "https://q.test/random"
    let now = Date(timeIntervalSince1970: 1_795_000_000)

    /// `count` different records fetched `age` seconds before `now`.
    private func records(_ count: Int, age: TimeInterval = 60, from first: Int = 0) -> [QuoteRecord] {
        (first..<first + count).map {
            QuoteRecord(
                quote: Quote(id: .number($0), content: "quote \($0)", author: "A"),
                source: SourceLabel(name: "zenquotes", location: url),
                fetchedAt: now.addingTimeInterval(-age))
        }
    }

    private var pool: PoolStore { PoolStore(folder: folder.file("pool"), source: "zenquotes") }

    @Test("Added quotes are taken newest first, each once, and the pool counts down; none is added twice or past the capacity")
    func takesInOrder() throws {
        #expect(pool.path == folder.file("pool/zenquotes.jsonl"))
        #expect(try pool.add(records(5) + records(2), url: url, capacity: 4, now: now) == (added: 4, held: 4))
        var taken: [Int] = []
        for left in [3, 2, 1, 0] {
            let take = try pool.take(url: url, now: now) { _ in true }
            #expect(take.left == left)
            if case .number(let id)? = take.record?.quote.id { taken.append(id) }
        }
        #expect(taken == [3, 2, 1, 0])
        #expect(try pool.take(url: url, now: now) { _ in true }.record == nil)
    }

    @Test("A take passes over what does not suit, leaving it for later; quotes over 30 days old and broken lines are dropped")
    func suitsAndAge() throws {
        try pool.add(
            records(1, age: TimeInterval(31 * LocalDay.seconds)) + records(3, from: 1), url: url, capacity: 20,
            now: now - TimeInterval(2 * LocalDay.seconds))
        let take = try pool.take(url: url, now: now) { $0.quote.content == "quote 2" }
        #expect(take.record?.quote.content == "quote 2" && take.left == 3)
        #expect(try pool.take(url: url, now: now) { _ in true }.record?.quote.content == "quote 3", "passed over, kept")
        #expect(try pool.take(url: url, now: now) { _ in true }.record?.quote.content == "quote 1")
        let last = try pool.take(url: url, now: now) { _ in true }
        #expect(last.record == nil && last.left == 0, "the expired one was dropped on the way")
        try pool.add(
            records(1, age: TimeInterval(31 * LocalDay.seconds), from: 7) + records(1, from: 8), url: url, capacity: 20, now: now)
        #expect(pool.count(url: url) == 1, "a fill drops what is too old to be shown")
    }

    @Test("A pool of another URL serves nothing and is replaced by the next fill")
    func otherURL() throws {
        try pool.add(records(3), url: "https://old.test/", capacity: 20, now: now)
        #expect(pool.count(url: url) == 0)
        #expect(try pool.take(url: url, now: now) { _ in true }.record == nil)
        #expect(try pool.add(records(2, from: 10), url: url, capacity: 20, now: now) == (added: 2, held: 2))
        #expect(pool.count(url: "https://old.test/") == 0)
    }

    @Test(
        "A file that is no pool is an empty one: garbage, no header, too many lines; a torn line is no quote",
        arguments: [
            "garbage\n", #"{"pool":1,"url":"https://q.test/random"}"# + "\n" + #"{"author":"A","cont"#,
            #"{"author":"A","content":"x","fetchedAt":"2026-11-20T08:00:00Z","source":"s"}"# + "\n",
            #"{"pool":1,"url":"https://q.test/random"}"# + "\n"
                + String(
                    repeating: #"{"author":"A","content":"x","fetchedAt":"2026-11-20T08:00:00Z","source":"s"}"# + "\n", count: 501
                ),
        ])
    func corrupt(contents: String) throws {
        folder.write("pool/zenquotes.jsonl", Data(contents.utf8))
        #expect(pool.count(url: url) == 0)
        #expect(try pool.take(url: url, now: now) { _ in true }.record == nil)
        #expect(try pool.add(records(1), url: url, capacity: 20, now: now) == (added: 1, held: 1))
        #expect(try pool.take(url: url, now: now) { _ in true }.record?.quote.content == "quote 0")
    }

    @Test("A torn last line (no newline) is left out: the quotes before it still serve, and a fill starts a new line")
    func tornLastLine() throws {
        try pool.add(records(2), url: url, capacity: 20, now: now)
        let file = folder.file("pool/zenquotes.jsonl")
        let handle = try #require(FileHandle(forWritingAtPath: file))
        handle.seekToEndOfFile()
        handle.write(Data(#"{"author":"A","cont"#.utf8))
        try handle.close()
        #expect(pool.count(url: url) == 2)
        #expect(try pool.add(records(1, from: 2), url: url, capacity: 20, now: now) == (added: 1, held: 3))
        #expect(try pool.take(url: url, now: now) { _ in true }.record?.quote.content == "quote 2")
        #expect(try pool.take(url: url, now: now) { _ in true }.record?.quote.content == "quote 1")
        #expect(pool.count(url: url) == 1)
    }

    @Test("A broken line inside a pool is passed over; the quotes around it still serve")
    func brokenLine() throws {
        try pool.add(records(2), url: url, capacity: 20, now: now)
        var text = String(decoding: folder.contents("pool/zenquotes.jsonl") ?? Data(), as: UTF8.self)
        text = text.replacingOccurrences(of: "\n{\"author\"", with: "\nnot a record\n{\"author\"")
        folder.write("pool/zenquotes.jsonl", Data(text.utf8))
        #expect(try pool.take(url: url, now: now) { _ in true }.record?.quote.content == "quote 1")
        #expect(try pool.take(url: url, now: now) { _ in true }.record?.quote.content == "quote 0")
    }

    @Test("Pools of sources no longer defined are removed, the others kept")
    func removeOthers() throws {
        try PoolStore(folder: folder.file("pool"), source: "gone").add(records(1), url: url, capacity: 5, now: now)
        try pool.add(records(1), url: url, capacity: 5, now: now)
        PoolStore.removePools(in: folder.file("pool"), except: ["zenquotes", "happiness"])
        #expect(folder.listing("pool").filter { !$0.hasPrefix(".") } == ["zenquotes.jsonl"])
    }

    @Test("Ten takes at once from a pool of ten: ten different quotes")
    func concurrentTakes() async throws {
        try pool.add(records(10), url: url, capacity: 10, now: now)
        let (pool, url, now) = (pool, url, now)
        let taken = LockedValue<[String?]>([])
        // Threads of their own, not tasks nor Dispatch's workers: a take may block on the lock, which must not hold
        // up the threads the test's tasks run on.
        for _ in 0..<10 {
            Thread.detachNewThread {
                let content = try? pool.take(url: url, now: now) { _ in true }.record?.quote.content
                taken.update { $0.append(content) }
            }
        }
        try await BoundedWait.until("ten takes", polling: true) { taken.value.count == 10 }
        #expect(Set(taken.value.compactMap { $0 }).count == 10)
    }
}
