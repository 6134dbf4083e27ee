import Foundation
import QuoteCommands
import QuotePlatform
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
    private var quote: QuoteProcess { QuoteProcess(home: home.path) }

    enum Fault: String, CaseIterable, Sendable, CustomTestStringConvertible {
        case silent, drip, cutMidBody, shortContentLength, emptyReply, tenMegabytes, gzipBomb, redirectLoop
        case redirectToDeadPort, html, deeplyNested, nothingListening, endlessHeaders, hugeHeaderLine, endlessTrailer
        case brotli, zstd

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
            case .redirectLoop: (69, "refused: more than 10 redirects")
            case .redirectToDeadPort, .nothingListening: (69, "connection refused")
            case .html: (65, "body is not valid JSON (text/html)")
            case .deeplyNested: (65, "body is not valid JSON")
            case .endlessHeaders, .hugeHeaderLine, .endlessTrailer: (65, "response headers are larger than 64 KiB")
            case .brotli: (65, "encoded as 'br'; only gzip and deflate are accepted")
            case .zstd: (65, "encoded as 'zstd'; only gzip and deflate are accepted")
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
        let server = try LoopbackServer(always: reply(for: fault))
        return Target(url: server.url(), keepAlive: [server])
    }

    private func reply(for fault: Fault) -> LoopbackServer.Reply {
        let json = "HTTP/1.1 200 OK\r\nContent-Type: application/json\r\n"
        switch fault {
        case .silent, .nothingListening, .redirectToDeadPort: return .silent
        case .drip: return .drip(head: Data((json + "Content-Length: 100000\r\n\r\n{").utf8), interval: .milliseconds(500))
        case .cutMidBody: return .raw(Data((json + "Transfer-Encoding: chunked\r\n\r\n400\r\n{\"message\":\"Su").utf8))
        case .shortContentLength:
            return .raw(Data((json + "Content-Length: 5000\r\n\r\n").utf8) + Fixture.data("happiness-valid.json"))
        case .emptyReply: return .raw(Data())
        case .tenMegabytes: return .http(status: 200, body: Data(repeating: 0x20, count: 10 << 20))
        case .gzipBomb:
            return .http(
                status: 200, headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"],
                body: Fixture.data("gzip-bomb-100MB.gz"))
        case .redirectLoop: return .http(status: 302, headers: ["Location": "/happiness/random-quote"])
        case .html: return .http(status: 200, headers: ["Content-Type": "text/html"], body: Fixture.data("page.html"))
        case .deeplyNested:
            let nested = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
            return .http(status: 200, headers: ["Content-Type": "application/json"], body: Data(nested.utf8))
        case .endlessHeaders:
            let line = "X-Pad: " + String(repeating: "a", count: 92) + "\r\n"
            return .raw(Data((json + String(repeating: line, count: 20_000)).utf8))
        case .hugeHeaderLine: return .raw(Data((json + "X-Big: " + String(repeating: "b", count: 1 << 20)).utf8))
        case .endlessTrailer:
            let line = "X-Trailer: " + String(repeating: "t", count: 88) + "\r\n"
            let head = json + "Transfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n"
            return .raw(Data((head + String(repeating: line, count: 20_000)).utf8))
        case .brotli, .zstd:
            // What a bomb in either would look like; refused from its headers, before any of it is decoded.
            let encoding = fault == .brotli ? "br" : "zstd"
            return .http(status: 200, headers: ["Content-Encoding": encoding], body: Data(repeating: 0xFF, count: 100_000))
        }
    }

    @Test("A misbehaving server fails cleanly", arguments: Fault.allCases)
    func fault(_ fault: Fault) async throws {
        home.write(home.locations.cache!, Fixture.data("cache-valid.json"))
        let target = try target(for: fault)

        // Far enough from the deadline that a loaded machine's slow start never fails the run, near enough to catch one
        // that waits on the server; the exact bound is held on the virtual clock (HTTPClientTests).
        let outcome = try await quote(
            ["--endpoint", target.url, "--timeout", "\(fault.timeout)"], killAfter: .seconds(fault.timeout + 3),
            measuringMemory: true)

        #expect(!outcome.wasKilled, "did not end within --timeout plus three seconds")
        #expect(outcome.status == fault.expected.status, "\(outcome.stderr)")
        #expect(outcome.stdout.isEmpty)
        // The offline hint only where nothing was reached: nothing listening, or a redirect to a dead port.
        let unreached = fault == .nothingListening || fault == .redirectToDeadPort
        #expect(outcome.errorLines.count == (unreached ? 2 : 1))
        #expect(outcome.stderr.hasPrefix("quote: ") && outcome.stderr.contains(target.url))
        #expect(outcome.stderr.contains(fault.expected.phrase), "\(outcome.stderr)")
        #expect(home.contents(home.locations.cache!) == Fixture.data("cache-valid.json"))
        #expect(home.listing(Path.folder(of: home.locations.cache!)) == ["last.json"])
        // libcurl hands over the inflated body piece by piece and the transfer stops at the cap, so even the
        // gzip bomb (100 MB inflated) stays small.
        #if os(Linux)
        let peak = try #require(outcome.peakMemoryKiB, "GNU time (/usr/bin/time) is installed by make test")
        #expect(peak < 32 * 1024, "peak \(peak) KiB")
        #endif
    }

    @Test("A gzip answer stored at level 0, its JSON 1 MiB, is a quote: the cap counts decoded bytes")
    func storedGzip() async throws {
        let server = try LoopbackServer(
            always: .http(
                status: 200, headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"],
                body: Fixture.data("happiness-padded-1MiB-stored.json.gz")))
        let outcome = try await quote(["--endpoint", server.url(), "--no-cache"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.output.hasPrefix("행복은 습관이다."))
    }

    @Test(
        "A proxy that refuses the tunnel is named as the one that failed, once, not retried: exit 69",
        .linuxOnly("libcurl, which reads https_proxy (URLSession takes the system's proxy settings)"))
    func proxyRefusesTunnel() async throws {
        let proxy = try LoopbackServer(always: .http(status: 403))
        let outcome = try await quote(
            ["--endpoint", "https://quotes.test/q"], ["https_proxy": "http://user:secret@127.0.0.1:\(proxy.port)"])
        #expect(outcome.status == 69)
        #expect(
            outcome.stderr
                == "quote: cannot fetch a quote from https://quotes.test/q: proxy 127.0.0.1:\(proxy.port) refused the tunnel: HTTP 403 Forbidden\n"
                + offlineHint
        )
        #expect(proxy.requests.count == 1)
    }

    @Test(
        "A name lookup that hangs to the deadline says the lookup timed out, and is not retried",
        .linuxOnly("unshare (a mount namespace of its own)"))
    func hangingLookup() async throws {
        // A private mount namespace whose resolv.conf names a DNS server that reads queries and never answers:
        // a UDP socket on 127.0.0.97:53, bound and never read. Needs root, as the test machines and CI have.
        let resolver = try #require(SilentPort(udp: "127.0.0.97", port: 53), "binding port 53 needs root")
        home.write("resolv.conf", Data("nameserver 127.0.0.97\n".utf8))
        let script =
            "mount --bind '\(home.file("resolv.conf"))' /etc/resolv.conf && exec '\(QuoteProcess.binary)' "
            + "--endpoint http://quotes.lookup.test/q --timeout 2 --no-cache"
        let child = try ChildProcess(
            "/usr/bin/unshare", ["-m", "/bin/sh", "-c", script], environment: QuoteProcess.environment(home: home.path))
        let outcome = try await child.wait()
        #expect(outcome.status == 69, "\(outcome.stderr)")
        #expect(
            outcome.stderr
                == "quote: cannot fetch a quote from http://quotes.lookup.test/q: the name lookup of quotes.lookup.test timed out\n"
                + offlineHint
        )
        withExtendedLifetime(resolver) {}
    }
}

#if canImport(Glibc)
private let datagramSocket = Int32(SOCK_DGRAM.rawValue)
#else
private let datagramSocket = SOCK_DGRAM
#endif

/// A port that takes what is sent to it and never answers: a UDP socket, bound and never read.
private final class SilentPort: Sendable {
    private let descriptor: Int32

    /// Binds `host:port`; `nil` when it cannot (a privileged port, as another user).
    init?(udp host: String, port: Int) {
        descriptor = socket(AF_INET, datagramSocket, 0)
        var address = socketAddress(host, port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard descriptor >= 0, bound == 0 else {
            if descriptor >= 0 { close(descriptor) }
            return nil
        }
    }

    deinit {
        close(descriptor)
    }
}
