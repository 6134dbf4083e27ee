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

    @Test("A FIFO as the cache keeps nothing, is never replaced or waited on, and saving says nothing")
    func fifo() throws {
        let fifo = folder.file("cache.fifo")
        #expect(mkfifo(fifo, 0o600) == 0)
        try expectKeepsNothing(at: fifo)
        #expect(FileKind(at: fifo) == .other && folder.listing() == ["cache.fifo"])
    }

    @Test("A null device as the cache keeps nothing and stays a device", .makesDevices)
    func nullDevice() throws {
        let null = folder.make(.null, named: "null")
        try expectKeepsNothing(at: null)
        var info = stat()
        #expect(stat(null, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR && folder.listing() == ["null"])
    }

    /// Saving to `path` says nothing, and nothing is kept or removed.
    private func expectKeepsNothing(at path: String) throws {
        let cache = QuoteCache(path: path)
        try cache.save(record)
        #expect(cache.load() == nil)
        #expect(!cache.remove())
    }
}
