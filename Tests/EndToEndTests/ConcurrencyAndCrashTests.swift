import Foundation
import QuoteCore
import QuoteTestSupport
import Testing

/// Many processes at once, a process killed mid-write, and readers that go away.
@Suite("Concurrency, crashes and pipes, end to end")
struct ConcurrencyAndCrashTests {
    let home = TemporaryFolder()

    @Test("50 runs at once sharing one cache: all succeed, the cache parses, no temporary file is left")
    func fiftyAtOnce() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let cache = home.file("shared/last.json")
        let statuses = try await withThrowingTaskGroup(of: Int32.self) { group in
            for _ in 0..<50 {
                group.addTask {
                    try await QuoteProcess.run(["random", "--endpoint", server.url(), "--cache-file", cache], home: home.path).status
                }
            }
            return try await group.reduce(into: []) { $0.append($1) }
        }
        #expect(statuses == Array(repeating: 0, count: 50))
        #expect(server.requests.count == 50)
        #expect(QuoteCache(path: cache).load()?.quote.id == 42)
        #expect(home.listing("shared") == ["last.json"])
    }

    @Test("Killed with SIGKILL while writing the cache: the old file survives whole")
    func killedMidWrite() async throws {
        let folder = home.file(".cache/quote")
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        home.write(".cache/quote/last.json", Fixture.data("cache-valid.json"))
        let server = try LoopbackServer(always: .fixture("happiness-mixed.json"))
        let pid = LockedValue<Int32>(0)
        let running = Task {
            try await QuoteProcess.run(
                ["--endpoint", server.url()], home: home.path, environment: ["QUOTE_DEBUG_CACHE_WRITE_PAUSE": "20"],
                launched: { pid.set($0) })
        }
        // Wait until the new record is written to its temporary file, then kill inside the window.
        while home.listing(".cache/quote").count < 2 { try await Task.sleep(for: .milliseconds(10)) }
        kill(pid.value, SIGKILL)
        let outcome = try await running.value
        #expect(outcome.status == 128 + SIGKILL)
        #expect(home.contents(".cache/quote/last.json") == Fixture.data("cache-valid.json"))

        // The next run replaces it whole.
        let next = try await QuoteProcess.run(["--endpoint", server.url()], home: home.path)
        #expect(next.status == 0)
        #expect(QuoteCache(path: home.file(".cache/quote/last.json")).load()?.quote.id == 7)
    }

    @Test("A reader that goes away early: nothing on stderr, no crash", arguments: ["head -c 1", "true"])
    func closedPipe(reader: String) throws {
        let shell = Process()
        shell.executableURL = URL(fileURLWithPath: "/bin/bash")
        shell.arguments = ["-c", "'\(QuoteProcess.binary)' random --offline --no-cache | \(reader) > /dev/null"]
        let errors = Pipe()
        shell.standardError = errors
        shell.standardInput = FileHandle.nullDevice
        try shell.run()
        shell.waitUntilExit()
        #expect(errors.fileHandleForReading.readDataToEndOfFile().isEmpty)
        #expect(shell.terminationStatus == 0)
    }
}

/// A value shared with a callback on another thread.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    init(_ value: Value) {
        stored = value
    }

    var value: Value { lock.withLock { stored } }

    func set(_ value: Value) {
        lock.withLock { stored = value }
    }
}
