import Foundation
import QuoteCommands
import QuoteModel
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// Misbehaving servers on 127.0.0.1.
///
/// Every case: the documented exit code, one clear stderr line naming the endpoint, an empty stdout, the cache byte for byte as
/// it was, and bounded time and memory.
@Suite("Fault injection, end to end", .timeLimit(.minutes(1)))
struct FaultInjectionTests {
    let home = TemporaryFolder()

    enum Fault: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case silent, drip, cutMidBody, shortContentLength, emptyReply, tenMegabytes, gzipBomb, redirectLoop
        case redirectToDeadPort, html, deeplyNested, nothingListening

        var testDescription: String { rawValue }

        /// `--timeout`: short where the deadline is the point, roomy elsewhere so a loaded machine
        /// cannot turn another failure into a deadline.
        var timeout: Int { self == .silent || self == .drip ? 1 : 5 }

        /// The exit code and a phrase the stderr line must hold.
        var expected: (status: Int32, phrase: String) {
            switch self {
            case .silent, .drip: (69, "no complete answer within 1 s")
            case .cutMidBody, .shortContentLength, .emptyReply: (69, "connection lost before the response was complete")
            case .tenMegabytes, .gzipBomb: (65, "response is larger than 1024 KiB")
            case .redirectLoop: (69, "too many redirects")
            case .redirectToDeadPort, .nothingListening: (69, "connection refused")
            case .html: (65, "body is not valid JSON (text/html)")
            case .deeplyNested: (65, "body is not valid JSON")
            }
        }
    }

    /// Where a fault is served: its URL, and what must stay alive while the test runs.
    private struct Target {
        var url: String
        var keepAlive: [any Sendable]
    }

    private func target(for fault: Fault) throws -> Target {
        if fault == .nothingListening {
            let port = try RefusingPort()
            return Target(url: port.url(), keepAlive: [port])
        }
        if fault == .redirectToDeadPort {
            let port = try RefusingPort()
            let server = try LoopbackServer(always: .http(status: 307, headers: ["Location": port.url("/q")]))
            return Target(url: server.url(), keepAlive: [port, server])
        }
        let server = try server(for: fault)
        return Target(url: server.url(), keepAlive: [server])
    }

    private func server(for fault: Fault) throws -> LoopbackServer {
        let json = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
        switch fault {
        case .silent, .nothingListening, .redirectToDeadPort: return try LoopbackServer(always: .silent)
        case .drip:
            return try LoopbackServer(
                always: .drip(head: Data((json + "Content-Length: 100000\r\n\r\n{").utf8), interval: .milliseconds(500)))
        case .cutMidBody:
            return try LoopbackServer(
                always: .raw(Data((json + "Transfer-Encoding: chunked\r\n\r\n400\r\n{\"message\":\"Su").utf8)))
        case .shortContentLength:
            return try LoopbackServer(
                always: .raw(Data((json + "Content-Length: 5000\r\n\r\n").utf8) + Fixture.data("happiness-valid.json")))
        case .emptyReply: return try LoopbackServer(always: .raw(Data()))
        case .tenMegabytes: return try LoopbackServer(always: .http(status: 200, body: Data(repeating: 0x20, count: 10 << 20)))
        case .gzipBomb:
            return try LoopbackServer(
                always: .http(
                    status: 200, headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"],
                    body: Fixture.data("gzip-bomb-100MB.gz")))
        case .redirectLoop:
            return try LoopbackServer(always: .http(status: 302, headers: ["Location": "/happiness/random-quote"]))
        case .html:
            return try LoopbackServer(
                always: .http(status: 200, headers: ["Content-Type": "text/html"], body: Fixture.data("page.html")))
        case .deeplyNested:
            let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            return try LoopbackServer(
                always: .http(status: 200, headers: ["Content-Type": "application/json"], body: Data(nested.utf8)))
        }
    }

    @Test("A misbehaving server fails cleanly", arguments: Fault.allCases)
    func fault(_ fault: Fault) async throws {
        try FileManager.default.createDirectory(atPath: home.file(".cache/quote"), withIntermediateDirectories: true)
        home.write(".cache/quote/last.json", Fixture.data("cache-valid.json"))
        let target = try target(for: fault)

        let outcome = try await QuoteProcess.run(
            ["--endpoint", target.url, "--timeout", "\(fault.timeout)"], home: home.path,
            killAfter: .seconds(fault.timeout + 1), measuringMemory: true)

        #expect(!outcome.wasKilled, "did not end within --timeout plus one second")
        #expect(outcome.status == fault.expected.status, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.errorLines.count == 1)
        #expect(outcome.stderr.hasPrefix("quote: ") && outcome.stderr.contains(target.url))
        #expect(outcome.stderr.contains(fault.expected.phrase), "\(outcome.stderr)")
        #expect(home.contents(".cache/quote/last.json") == Fixture.data("cache-valid.json"))
        #expect(home.listing(".cache/quote") == ["last.json"])
        // libcurl hands over the inflated body piece by piece and the transfer stops at the cap, so even the
        // gzip bomb (100 MB inflated) stays small.
        let peak = try #require(outcome.peakMemoryKiB, "GNU time (/usr/bin/time) is installed by .ci/run")
        #expect(peak < 32 * 1024, "peak \(peak) KiB")
    }
}
