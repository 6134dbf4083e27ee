import Foundation
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

/// Files that are not what they seem, with the binary, for real.
///
/// Links, devices, FIFOs, a home that does not exist, a cache that cannot be written.
@Suite("Files that are not what they seem, end to end", .timeLimit(.minutes(1)))
struct FilesEndToEndTests {
    let home = TemporaryFolder()

    private var quote: QuoteProcess { QuoteProcess(home: home.path) }

    private func kind(_ path: String) -> mode_t {
        var info = stat()
        return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
    }

    @Test("A cache, history or saved-quotes path that is a link is written through to its target, in the target's folder")
    func linksWrittenThrough() async throws {
        try FileManager.default.createDirectory(atPath: home.file("real"), withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: home.file("links"), withIntermediateDirectories: true)
        for name in ["last.json", "history.jsonl"] {
            try FileManager.default.createSymbolicLink(atPath: home.file("links/\(name)"), withDestinationPath: "../real/\(name)")
        }
        let outcome = try await quote([
            "--offline", "--cache-file", home.file("links/last.json"), "--history-file", home.file("links/history.jsonl"),
        ])
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome.stderr)")
        #expect(kind(home.file("links/last.json")) == S_IFLNK && kind(home.file("links/history.jsonl")) == S_IFLNK)
        #expect(QuoteCache(path: home.file("real/last.json")).load() != nil)
        #expect(HistoryStore(path: home.file("real/history.jsonl")).entries().count == 1)
        #expect(home.listing("links") == ["history.jsonl", "last.json"])
        #expect(home.listing("real").filter { !$0.hasSuffix(".lock") } == ["history.jsonl", "last.json"])

        let data = Path.folder(of: home.locations.saved!)
        try FileManager.default.createDirectory(atPath: data, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: "\(data)/saved.jsonl", withDestinationPath: home.file("real/saved.jsonl"))
        #expect(try await quote(["save", "--cache-file", home.file("links/last.json")]).status == 0)
        #expect(kind("\(data)/saved.jsonl") == S_IFLNK && SavedStore(path: home.file("real/saved.jsonl")).list().count == 1)
    }

    @Test(
        "A null device as the cache or the history means none: it stays a device, nothing is said, last finds nothing",
        .makesDevices)
    func nullDevice() async throws {
        let null = home.make(.null, named: "null")
        let outcome = try await quote(["--offline", "--cache-file", null, "--history-file", null])
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome.stderr)")
        #expect(kind(null) == S_IFCHR)
        let last = try await quote(["last", "--cache-file", null])
        #expect(last.status == 66 && last.errorLines == ["quote: no cached quote in \(null) (run 'quote' to fetch one)"])
    }

    @Test("A FIFO as the cache or the history is never waited on, read or replaced")
    func fifo() async throws {
        for name in ["cache.fifo", "history.fifo"] { #expect(mkfifo(home.file(name), 0o600) == 0) }
        let outcome = try await quote([
            "--offline", "--cache-file", home.file("cache.fifo"), "--history-file", home.file("history.fifo"),
        ])
        #expect(outcome.status == 0 && !outcome.wasKilled && outcome.stderr.isEmpty, "\(outcome.stderr)")
        #expect(kind(home.file("cache.fifo")) == S_IFIFO && kind(home.file("history.fifo")) == S_IFIFO)
        let last = try await quote(["last", "--cache-file", home.file("cache.fifo")])
        #expect(last.status == 66 && !last.wasKilled)
    }

    @Test("A HOME that does not exist is not created: the quote prints, with one warning, and nothing is kept")
    func missingHome() async throws {
        let nowhere = home.file("gone/home")
        let outcome = try await QuoteProcess(home: nowhere)(["--offline"])
        #expect(outcome.status == 0 && !outcome.output.isEmpty)
        #expect(outcome.errorLines == ["quote: warning: HOME (\(nowhere)) does not exist, so the quote is not kept under it"])
        #expect(!FileManager.default.fileExists(atPath: home.file("gone")))
        let save = try await QuoteProcess(home: nowhere)(["save", "--cache-file", home.file("elsewhere.json")])
        #expect(save.status == 66 && !FileManager.default.fileExists(atPath: home.file("gone")))
    }

    @Test("A cache that cannot be written is removed, with a warning, so last never shows an older quote as the last one")
    func unwritableCacheRemoved() async throws {
        let cache = home.file("last.json")
        #expect(try await quote(["--offline", "--cache-file", cache]).status == 0)
        #expect(QuoteCache(path: cache).load() != nil)
        // No file may grow past 0 blocks (the signal ignored, so the write fails with EFBIG): the new cache cannot be written.
        let binary = QuoteProcess.binary
        let limited = try await ChildProcess(
            "/bin/sh",
            [
                "-c", "trap '' XFSZ; ulimit -f 0; QUOTE_HISTORY=off exec \"$0\" --offline --cache-file \"$1\"", binary, cache,
            ],
            environment: QuoteProcess.environment(home: home.path)
        ).wait()
        #expect(limited.status == 0)
        #expect(limited.errorLines.count == 1)
        #expect(limited.stderr.hasPrefix("quote: warning: could not save the quote to \(cache): "))
        #expect(limited.stderr.hasSuffix("; the older quote there was removed\n"))
        #expect(!FileManager.default.fileExists(atPath: cache))
        #expect(try await quote(["last", "--cache-file", cache]).status == 66)
    }
}
