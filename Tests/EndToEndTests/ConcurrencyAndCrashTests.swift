import Foundation
import QuoteCommands
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// Many processes at once, a process killed mid-write, the order of the system calls that make a write
/// durable, and readers that go away.
@Suite("Concurrency, crashes and pipes, end to end", .timeLimit(.minutes(1)))
struct ConcurrencyAndCrashTests {
    let home = TemporaryFolder()
    private var quote: QuoteProcess { QuoteProcess(home: home.path) }

    @Test("50 runs at once sharing one cache: all succeed, the cache parses, no temporary file is left")
    func fiftyAtOnce() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let cache = home.file("shared/last.json")
        // A source of one's own whose budget lets all fifty through: the test is of the cache, not of politeness.
        let config = home.file("fifty.toml")
        home.write(
            "fifty.toml",
            Data(
                "[sources.local]\nurl = \"\(server.url())\"\ncontent = \"/data/content\"\nauthor = \"/data/author\"\nid = \"/data/id\"\nrate = \"100/1s\"\n"
                    .utf8))
        chmod(config, 0o600)
        let run = ["random", "--config", config, "--source", "local", "--cache-file", cache]
        let outcomes = try await quote.atOnce(Array(repeating: run, count: 50))
        #expect(outcomes.map(\.status) == Array(repeating: 0, count: 50), "\(outcomes.map(\.stderr).filter { !$0.isEmpty })")
        #expect(server.requests.count == 50)
        #expect(QuoteCache(path: cache).load()?.quote.id == 42)
        #expect(home.listing("shared") == ["last.json"])
    }

    @Test("Six first todays at once, as a terminal restoring its panes: one fetch, the same quote in every pane")
    func sixTodaysAtOnce() async throws {
        // A slow server with a different quote at every request: runs that did not wait for each other would differ.
        let server = try LoopbackServer { _, number in
            usleep(300_000)
            return .fixture(number.isMultiple(of: 2) ? "happiness-valid.json" : "happiness-mixed.json")
        }
        let outcomes = try await quote.atOnce(Array(repeating: ["today", "--endpoint", server.url()], count: 6))
        #expect(outcomes.map(\.status) == Array(repeating: 0, count: 6), "\(outcomes.map(\.stderr))")
        #expect(server.requests.count == 1)
        #expect(Set(outcomes.map(\.output)).count == 1)
        #expect(WindowStore(path: WindowStore(besideHistory: home.locations.history!).path).load()?.record.quote.id == 42)
    }

    @Test("50 runs at once appending to one history: 50 lines, each one whole")
    func historyAtOnce() async throws {
        let outcomes = try await quote.atOnce(
            Array(repeating: ["--offline", "--history-file", home.file("h/history.jsonl")], count: 50))
        #expect(outcomes.map(\.status) == Array(repeating: 0, count: 50), "\(outcomes.map(\.stderr).filter { !$0.isEmpty })")
        let lines = try String(contentsOfFile: home.file("h/history.jsonl"), encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 50)
        #expect(lines.allSatisfy { (QuoteRecord(line: Data($0.utf8))) != nil })
    }

    @Test("50 runs at once appending to a history of 1,080 lines: every line parses, one trim to 1,000, the newest all there")
    func fullHistoryAtOnce() async throws {
        let history = home.file("h/history.jsonl")
        let old = (1...1080).map { number in
            QuoteRecord(
                quote: Quote(id: .number(number), content: "old \(number)", author: "A"), source: "old",
                fetchedAt: Date(timeIntervalSince1970: 0)
            ).jsonLine
        }
        home.write("h/history.jsonl", Data((old.joined(separator: "\n") + "\n").utf8))
        let outcomes = try await quote.atOnce(Array(repeating: ["--offline", "--history-file", history], count: 50))
        #expect(outcomes.map(\.status) == Array(repeating: 0, count: 50), "\(outcomes.map(\.stderr).filter { !$0.isEmpty })")
        let lines = try String(contentsOfFile: history, encoding: .utf8).split(separator: "\n")
        let records = lines.compactMap { QuoteRecord(line: Data($0.utf8)) }
        // 20 appends fill it to 1,100 lines, the 21st trims it to 1,000, the other 29 follow: 1,029 lines.
        #expect(lines.count == 1029 && records.count == lines.count)
        // The 50 new ones (from the built-in collection), after the old ones the trim kept, in order.
        #expect(records.suffix(50).allSatisfy { $0.source == "builtin" })
        #expect(records.prefix(979).map(\.quote.content) == (102...1080).map { "old \($0)" })
        // What `history` shows is exactly the newest 1,000.
        let shown = try await quote(["history", "-n", "1000", "--json", "--history-file", history])
        let numbered = shown.stdout.split(separator: UInt8(ascii: "\n")).map {
            (try? JSONSerialization.jsonObject(with: Data($0))) as? [String: Any] ?? [:]
        }
        #expect(shown.status == 0 && numbered.count == 1000)
        #expect(numbered.first?["number"] as? Int == 1 && numbered.last?["number"] as? Int == 1000)
        #expect(numbered.first?["content"] as? String == "old 131" && numbered.last?["source"] as? String == "builtin")
    }

    @Test("50 saves at once, each of a different quote: all 50 kept")
    func savesAtOnce() async throws {
        for number in 0..<50 {
            let record = QuoteRecord(
                quote: Quote(id: .number(number), content: "quote \(number)", author: "A"), source: "builtin", fetchedAt: Date())
            try QuoteCache(path: home.file("caches/\(number).json")).save(record)
        }
        let outcomes = try await quote.atOnce((0..<50).map { ["save", "--cache-file", home.file("caches/\($0).json")] })
        #expect(outcomes.map(\.status) == Array(repeating: 0, count: 50), "\(outcomes.map(\.stderr).filter { !$0.isEmpty })")
        let saved = SavedStore(path: home.locations.saved!).list()
        #expect(Set(saved.map(\.quote.content)).count == 50)
    }

    @Test(
        "Killed with SIGKILL between writing the cache and renaming it into place: the old file survives whole",
        .linuxOnly("strace"))
    func killedMidWrite() async throws {
        let folder = Path.folder(of: home.locations.cache!)
        home.write(home.locations.cache!, Fixture.data("cache-valid.json"))
        // strace sends SIGKILL as the run enters its first rename(2): the cache's, its new record written beside it.
        let strace = try #require(["/usr/bin/strace", "/bin/strace"].first { FileManager.default.isExecutableFile(atPath: $0) })
        let killed = try await ChildProcess(
            strace, ["-f", "-o", "/dev/null", "-e", "inject=rename:signal=KILL", QuoteProcess.binary, "--offline"],
            environment: QuoteProcess.environment(home: home.path)
        ).wait()
        #expect(killed.status == 128 + SIGKILL, "\(killed.stderr)")
        #expect(home.listing(folder).count == 2, "the new record's temporary file, never renamed")
        #expect(home.contents(home.locations.cache!) == Fixture.data("cache-valid.json"))

        // The next run replaces it whole.
        let server = try LoopbackServer(always: .fixture("happiness-mixed.json"))
        let next = try await quote(["--endpoint", server.url()])
        #expect(next.status == 0, "\(next.stderr)")
        #expect(QuoteCache(path: home.locations.cache!).load()?.quote.id == 7)
    }

    @Test("A temporary file left by a killed writer is swept up by a later write once it is stale")
    func staleTemporaryRemoved() async throws {
        let folder = Path.folder(of: home.locations.cache!)
        home.write(Path.join(folder, ".last.json.AbC123"), Data("{\"torn".utf8))
        home.write(Path.join(folder, ".last.json.XyZ789"), Data("{\"fresh".utf8))
        let old = Date(timeIntervalSinceNow: -600)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: Path.join(folder, ".last.json.AbC123"))
        let server = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let outcome = try await quote(["--endpoint", server.url()])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        // The recent one may belong to a writer still at work, so it stays.
        #expect(home.listing(folder) == [".last.json.XyZ789", "last.json"])
    }

    @Test(
        "As strace sees the binary: the saved quotes are flushed to disk (fsync) before they are renamed into place; the cache, made again by any fetch, is renamed without waiting for the disk",
        .linuxOnly("strace")
    )
    func durability() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let fetch = try await tracedCalls(["--endpoint", server.url()])
        let cacheOpen = try #require(fetch.firstIndex { $0.contains("/.last.json.") && $0.contains("O_EXCL") }, "\(fetch)")
        let cacheRename = try #require(
            fetch.firstIndex { $0.contains("rename") && $0.contains("/.last.json.") && $0.contains("last.json\"") }, "no rename")
        #expect(cacheOpen < cacheRename)
        #expect(!fetch.contains { $0.contains("sync(") && $0.contains("last.json") }, "the cache waited for the disk: \(fetch)")

        let save = try await tracedCalls(["save"])
        let open = try #require(save.firstIndex { $0.contains("/.saved.jsonl.") && $0.contains("O_EXCL") }, "\(save)")
        let sync = try #require(
            save.firstIndex { $0.contains("fsync(") && $0.contains("/.saved.jsonl.") }, "no fsync of the temporary file: \(save)")
        let rename = try #require(
            save.firstIndex { $0.contains("rename") && $0.contains("/.saved.jsonl.") && $0.contains("saved.jsonl\"") },
            "no rename")
        #expect(open < sync && sync < rename)
    }

    /// The file calls (open, sync, rename) of one run of the binary, as `strace -f -y` prints them: `-y` names
    /// the file behind each descriptor, so a sync is tied to its file even when threads' lines interleave.
    private func tracedCalls(_ arguments: [String]) async throws -> [String] {
        let strace = "/usr/bin/strace"
        try #require(FileManager.default.isExecutableFile(atPath: strace), "strace is installed by make test")
        let log = home.file("strace.log")
        let traced = try ChildProcess(
            strace,
            ["-f", "-y", "-o", log, "-e", "trace=openat,fsync,fdatasync,rename,renameat,renameat2", QuoteProcess.binary]
                + arguments,
            environment: QuoteProcess.environment(home: home.path))
        let outcome = try await traced.wait()
        #expect(outcome.status == 0, "\(outcome.stderr)")
        return try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").map(String.init)
    }

    @Test("A reader that reads a byte and goes away: quote's whole write was taken, so exit 0, nothing on stderr")
    func readerLeavesAfterReading() async throws {
        // quote writes the quote in one write(2), which a pipe takes whole before `head` reads its byte and exits.
        let shell = try ChildProcess(
            "/bin/bash", ["-c", "set -o pipefail; '\(QuoteProcess.binary)' random --offline --no-cache | head -c 1 > /dev/null"],
            environment: QuoteProcess.environment(home: home.path))
        let outcome = try await shell.wait()
        #expect(outcome.stderr.isEmpty)
        #expect(outcome.status == 0)
    }

    @Test("A reader gone before quote writes: exit 74, quietly, and no death by SIGPIPE")
    func readerGoneBeforeWriting() async throws {
        // The pipe's read end is closed before quote starts, so its write fails with EPIPE, every time.
        let script = """
            import os, subprocess, sys
            read, write = os.pipe()
            os.close(read)
            sys.exit(subprocess.call(sys.argv[1:], stdout=write))
            """
        let outcome = try await ChildProcess(
            "/usr/bin/python3", ["-c", script, QuoteProcess.binary, "random", "--offline", "--no-cache"],
            environment: QuoteProcess.environment(home: home.path)
        ).wait()
        #expect(outcome.stderr.isEmpty)
        #expect(outcome.status == 74)
    }
}
