import Foundation
import QuoteHTTP
import QuoteModel
import QuoteTestSupport
import Testing

/// The libcurl transport, for real, against servers on 127.0.0.1.
@Suite("CurlTransport over loopback", .timeLimit(.minutes(1)))
struct CurlTransportTests {
    let transport = CurlTransport(environment: [:])

    private func request(_ url: String, cap: Int = 1 << 20, timeout: Duration = .seconds(10)) -> HTTPRequest {
        HTTPRequest(
            url: URL(string: url)!, headers: ["Accept": "application/json", "User-Agent": "quote/test"],
            maximumBodySize: cap, timeout: timeout)
    }

    private static func gzip(_ fixture: String) -> LoopbackServer.Reply {
        .http(
            status: 200, headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"], body: Fixture.data(fixture))
    }

    @Test("Sends a GET with Accept, User-Agent and the encodings libcurl decodes; returns status, headers and body")
    func headers() async throws {
        let server = try LoopbackServer(
            always: .http(status: 200, headers: ["Content-Type": "application/json", "X-Extra": "1"], body: Data("{}".utf8)))
        let response = try await transport.send(request(server.url()))
        #expect(response.statusCode == 200)
        #expect(response.headers["content-type"] == "application/json" && response.headers["x-extra"] == "1")
        #expect(response.body == Data("{}".utf8))
        let sent = try #require(server.requests.first)
        #expect(sent.method == "GET" && sent.target == "/happiness/random-quote")
        #expect(sent.headers["accept"] == "application/json")
        #expect(sent.headers["user-agent"] == "quote/test")
        #expect(sent.headers["accept-encoding"]?.contains("gzip") == true)
        #expect(sent.headers["cookie"] == nil)
    }

    @Test("A gzip body arrives decoded")
    func gzipDecoded() async throws {
        let server = try LoopbackServer(always: Self.gzip("happiness-valid.json.gz"))
        let response = try await transport.send(request(server.url()))
        #expect(response.body == Fixture.data("happiness-valid.json"))
    }

    @Test(
        "The cap counts decoded bytes: exactly 1 MiB arrives whole, one byte more is refused, plain or gzip",
        arguments: [
            (LoopbackServer.Reply.http(status: 200, body: Data(repeating: 0x20, count: 1 << 20)), true),
            (.http(status: 200, body: Data(repeating: 0x20, count: (1 << 20) + 1)), false),
            (gzip("happiness-padded-1MiB.json.gz"), true),
            (gzip("happiness-padded-1MiB-plus-1.json.gz"), false),
            (gzip("gzip-bomb-100MB.gz"), false),
        ])
    func cap(reply: LoopbackServer.Reply, fits: Bool) async throws {
        let server = try LoopbackServer(always: reply)
        if fits {
            #expect(try await transport.send(request(server.url())).body.count == 1 << 20)
        } else {
            await #expect(throws: TransportError.bodyTooLarge(limit: 1 << 20)) { try await transport.send(request(server.url())) }
        }
    }

    @Test("A Content-Length past the cap is refused before the body")
    func announcedSize() async throws {
        let server = try LoopbackServer(always: .raw(Data("HTTP/1.1 200 OK\r\nContent-Length: 20000000\r\n\r\n{}".utf8)))
        await #expect(throws: TransportError.bodyTooLarge(limit: 1 << 20)) { try await transport.send(request(server.url())) }
    }

    @Test("Ten redirects are followed; an eleventh is one too many")
    func redirectLimit() async throws {
        let server = try LoopbackServer { request, _ in
            let hop = Int(request.target.dropFirst(5)) ?? 0  // "/hop/N"
            return hop < 11
                ? .http(status: 302, headers: ["Location": "/hop/\(hop + 1)"]) : .http(status: 200, body: Data("end".utf8))
        }
        #expect(try await transport.send(request(server.url("/hop/1"))).body == Data("end".utf8))
        await #expect(throws: TransportError.tooManyRedirects) { try await transport.send(request(server.url("/hop/0"))) }
    }

    @Test("A Location that URL cannot read (a raw space) is left to libcurl, which follows it encoded")
    func rawLocation() async throws {
        let server = try LoopbackServer { request, _ in
            request.target == "/moved"
                ? .http(status: 302, headers: ["Location": "/final path"]) : .http(status: 200, body: Data(request.target.utf8))
        }
        let response = try await transport.send(request(server.url("/moved")))
        #expect(response.statusCode == 200)
        #expect(server.requests.map(\.target) == ["/moved", "/final%20path"])
    }

    @Test("A redirect loop ends in too many redirects")
    func redirectLoop() async throws {
        let server = try LoopbackServer(always: .http(status: 302, headers: ["Location": "/again"]))
        await #expect(throws: TransportError.tooManyRedirects) { try await transport.send(request(server.url())) }
        #expect(server.requests.count == CurlTransfer.maximumRedirects + 1)
    }

    @Test("A redirect to a port with nothing behind it is a refused connection")
    func deadRedirectTarget() async throws {
        let dead = try RefusingPort()
        let server = try LoopbackServer(always: .http(status: 307, headers: ["Location": dead.url("/q")]))
        await #expect(throws: TransportError.connectionRefused) { try await transport.send(request(server.url())) }
    }

    @Test("A server that never answers is cut off by the request's time limit")
    func neverAnswers() async throws {
        let server = try LoopbackServer(always: .silent)
        await #expect(throws: TransportError.timedOut) {
            try await transport.send(request(server.url(), timeout: .milliseconds(300)))
        }
    }

    @Test("Cancelling the caller mid-transfer returns at once, and the transfer is aborted")
    func cancellation() async throws {
        let server = try LoopbackServer(
            always: .drip(head: Data("HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n{".utf8), interval: .milliseconds(50)))
        let sending = Task { [transport] in try await transport.send(request(server.url(), timeout: .seconds(60))) }
        try await BoundedWait.until("the request", polling: true) { !server.requests.isEmpty }
        sending.cancel()
        await #expect(throws: CancellationError.self) { try await sending.value }
        // The progress callback sees the cancellation and libcurl hangs up.
        try await BoundedWait.until("the transfer to be aborted", polling: true) { server.openConnections == 0 }
    }

    @Test(
        "libcurl's result codes map to the transport's errors",
        arguments: [
            (Int32(6), TransportError.hostNotFound), (7, .connectionRefused), (28, .timedOut), (47, .tooManyRedirects),
            (60, .certificateUntrusted(detail: "why")), (35, .secureConnectionFailed(detail: "why")),
            (77, .secureConnectionFailed(detail: "why")), (18, .connectionLost(detail: "why")),
            (56, .connectionLost(detail: "why")),
            (52, .connectionLost(detail: "why")), (3, .other("why")),
        ])
    func errorMapping(code: Int32, expected: TransportError) {
        #expect(CurlTransfer.error(for: code, detail: "why") as? TransportError == expected)
    }

    @Test("A callback's abort is the caller's cancellation")
    func abortedByCallback() {
        #expect(CurlTransfer.error(for: 42, detail: "") is CancellationError)
    }

    @Test("Without libcurl: an error with the loader's reason for the first name tried")
    func libraryMissing() async throws {
        let error = #expect(throws: TransportError.self) {
            try LibCurl.load(["/nonexistent/libcurl.so.4", "/nonexistent/libcurl-gnutls.so.4"])
        }
        // The loader's reason for the first name tried, which the failure table puts in its message.
        guard case .libraryUnavailable(let reason)? = error else {
            Issue.record("not libraryUnavailable: \(String(describing: error))")
            return
        }
        #expect(reason.hasPrefix("/nonexistent/libcurl.so.4: "))
        let missing = CurlTransport(
            environment: [:], library: { () throws(TransportError) -> LibCurl in throw .libraryUnavailable("gone") })
        await #expect(throws: TransportError.libraryUnavailable("gone")) {
            try await missing.send(request("http://127.0.0.1:9/"))
        }
    }
}

/// TLS for real: a self-signed certificate made with `openssl`, https served on 127.0.0.1.
@Suite("CurlTransport over TLS", .timeLimit(.minutes(1)))
struct CurlTLSTests {
    private func send(_ url: String, environment: [String: String] = [:]) async throws -> HTTPResponse {
        try await CurlTransport(environment: environment).send(
            HTTPRequest(url: URL(string: url)!, maximumBodySize: 1 << 20, timeout: .seconds(10)))
    }

    @Test("A certificate no trusted authority signed is refused as untrusted, by the system's store")
    func untrusted() async throws {
        let server = try TLSServer(always: .fixture("happiness-valid.json"))
        await #expect {
            try await send(server.url())
        } throws: { error in
            guard case .certificateUntrusted(let detail) = error as? TransportError else { return false }
            return detail?.contains("certificate") == true
        }
        #expect(server.backend.requests.isEmpty)
    }

    @Test(
        "The certificate is trusted through CURL_CA_BUNDLE, SSL_CERT_FILE or SSL_CERT_DIR",
        arguments: [
            "CURL_CA_BUNDLE", "SSL_CERT_FILE", "SSL_CERT_DIR",
        ])
    func trusted(variable: String) async throws {
        let certificate = try TLSServer.certificate.get()
        let server = try TLSServer(always: .fixture("happiness-valid.json"))
        let value = variable == "SSL_CERT_DIR" ? certificate.folder : certificate.path
        let response = try await send(server.url(), environment: [variable: value])
        #expect(response.statusCode == 200 && response.body == Fixture.data("happiness-valid.json"))
    }

    @Test("A redirect from https to http is refused, naming the target, and the target is never asked")
    func downgrade() async throws {
        let plain = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let server = try TLSServer(always: .http(status: 302, headers: ["Location": plain.url("/q")]))
        let bundle = try TLSServer.certificate.get().path
        await #expect(throws: TransportError.insecureRedirect(to: plain.url("/q"))) {
            try await send(server.url(), environment: ["SSL_CERT_FILE": bundle])
        }
        #expect(plain.requests.isEmpty)
    }

    @Test("A redirect from https to https is followed")
    func secureRedirect() async throws {
        let bundle = try TLSServer.certificate.get().path
        let target = try TLSServer(always: .fixture("happiness-valid.json"))
        let server = try TLSServer(always: .http(status: 301, headers: ["Location": target.url("/q")]))
        let response = try await send(server.url(), environment: ["SSL_CERT_FILE": bundle])
        #expect(response.body == Fixture.data("happiness-valid.json"))
    }
}
