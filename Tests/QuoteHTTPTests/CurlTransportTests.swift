import CCurl
import Foundation
import QuoteHTTP
import QuotePlatform
import QuoteTestSupport
import Testing

/// The libcurl transport, for real, against servers on 127.0.0.1.
@Suite("CurlTransport over loopback", .timeLimit(.minutes(1)), .linuxOnly("libcurl by dlopen, Linux's transport"))
struct CurlTransportTests {
    let transport = CurlTransport(environment: [:])

    private func request(_ url: String, cap: Int = 1 << 20, timeout: Duration = Patience.exchange) -> HTTPRequest {
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
        let response = try transport.send(request(server.url()))
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
        let response = try transport.send(request(server.url()))
        #expect(response.body == Fixture.data("happiness-valid.json"))
    }

    @Test(
        "The cap counts decoded bytes: exactly 1 MiB arrives whole, one byte more is refused, plain or gzip",
        arguments: [
            (LoopbackServer.Reply.http(status: 200, body: Data(repeating: 0x20, count: 1 << 20)), true),
            (.http(status: 200, body: Data(repeating: 0x20, count: (1 << 20) + 1)), false),
            (gzip("happiness-padded-1MiB.json.gz"), true),
            // Stored at level 0: more than 1 MiB travels, 1 MiB comes out.
            (gzip("happiness-padded-1MiB-stored.json.gz"), true),
            (gzip("happiness-padded-1MiB-plus-1.json.gz"), false),
            (gzip("gzip-bomb-100MB.gz"), false),
        ])
    func cap(reply: LoopbackServer.Reply, fits: Bool) async throws {
        let server = try LoopbackServer(always: reply)
        if fits {
            #expect(try transport.send(request(server.url())).body.count == 1 << 20)
        } else {
            #expect(throws: TransportError.bodyTooLarge(limit: 1 << 20)) { try transport.send(request(server.url())) }
        }
    }

    @Test("A Content-Length past the cap is refused before the body")
    func announcedSize() async throws {
        let server = try LoopbackServer(always: .raw(Data("HTTP/1.1 200 OK\r\nContent-Length: 20000000\r\n\r\n{}".utf8)))
        #expect(throws: TransportError.bodyTooLarge(limit: 1 << 20)) { try transport.send(request(server.url())) }
    }

    @Test("A redirect comes back with libcurl's reading of its Location, encoded, and is never followed")
    func redirectReturned() async throws {
        let server = try LoopbackServer(always: .http(status: 302, headers: ["Location": "/final path"]))
        let response = try transport.send(request(server.url("/moved")))
        #expect(response.statusCode == 302 && response.redirect?.absoluteString == server.url("/final%20path"))
        #expect(server.requests.map(\.target) == ["/moved"])
    }

    @Test("Through the client: ten redirects are followed, an eleventh is refused, a loop likewise")
    func redirectLimit() async throws {
        let server = try LoopbackServer { request, _ in
            let hop = Int(request.target.dropFirst(5)) ?? 0  // "/hop/N"
            return hop < 11
                ? .http(status: 302, headers: ["Location": "/hop/\(hop + 1)"]) : .http(status: 200, body: Data("end".utf8))
        }
        let client = HTTPClient(transport: transport)
        // Eleven transfers in a row under one deadline: in the whole suite, with both cores busy, they took 8 to 17 s.
        func get(_ path: String) async throws(FetchError) -> HTTPResponse {
            try client.get(
                URL(string: server.url(path))!, deadline: Patience.deadline, timeout: Patience.exchange,
                policy: RetryPolicy(retries: 0))
        }
        #expect(try await get("/hop/1").body == Data("end".utf8))
        await #expect(
            throws: FetchError(
                url: URL(string: server.url("/hop/0"))!,
                failure: .transport(.redirectRefused(to: server.url("/hop/11"), .tooMany)))
        ) { try await get("/hop/0") }
    }

    @Test("Through the client: the config file's headers never reach another origin (another port)")
    func headersStayHome() async throws {
        let elsewhere = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let home = try LoopbackServer(always: .http(status: 307, headers: ["Location": elsewhere.url("/q")]))
        _ = try HTTPClient(transport: transport).get(
            URL(string: home.url())!, headers: ["Authorization": "Bearer secret"], deadline: Patience.deadline,
            timeout: Patience.exchange,
            policy: RetryPolicy(retries: 0))
        #expect(home.requests.first?.headers["authorization"] == "Bearer secret")
        #expect(elsewhere.requests.count == 1 && elsewhere.requests.first?.headers["authorization"] == nil)
    }

    @Test("Through the client: a Location libcurl cannot read is a refused redirect, quoting it")
    func unreadableLocation() async throws {
        let server = try LoopbackServer(
            always: .raw(Data("HTTP/1.1 302 Found\r\nLocation: http://a b/\r\nContent-Length: 0\r\n\r\n".utf8)))
        let url = URL(string: server.url())!
        #expect(throws: FetchError(url: url, failure: .transport(.redirectRefused(to: "http://a b/", .notAURL)))) {
            try HTTPClient(transport: transport).get(
                url, deadline: Patience.deadline, timeout: Patience.exchange, policy: RetryPolicy(retries: 0))
        }
        #expect(server.requests.count == 1)
    }

    /// Answers whose headers or trailers outgrow the cap, named so a test log shows the name, not a megabyte.
    enum OversizedHead: String, CaseIterable, Sendable {
        case manyHeaderLines, oneLongHeaderLine, manyTrailerLines

        var answer: String {
            let line = { (name: String, letter: String) in "\(name): \(String(repeating: letter, count: 90))\r\n" }
            switch self {
            case .manyHeaderLines:
                return "HTTP/1.1 200 OK\r\n" + String(repeating: line("X-Pad", "a"), count: 800) + "\r\n{}"
            case .oneLongHeaderLine:
                return "HTTP/1.1 200 OK\r\nX-Big: " + String(repeating: "b", count: 1 << 20) + "\r\n\r\n{}"
            case .manyTrailerLines:
                return "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n2\r\n{}\r\n0\r\n"
                    + String(repeating: line("X-Trailer", "t"), count: 800) + "\r\n"
            }
        }
    }

    @Test(
        "Headers and trailers are capped together at 64 KiB: past it the transfer stops at once",
        arguments: OversizedHead.allCases)
    func headerCap(head: OversizedHead) async throws {
        let server = try LoopbackServer(always: .raw(Data(head.answer.utf8)))
        #expect(throws: TransportError.headersTooLarge(limit: 64 << 10)) { try transport.send(request(server.url())) }
    }

    @Test("An encoding other than gzip and deflate is refused in the headers; only those two are offered")
    func encodings() async throws {
        let server = try LoopbackServer(
            always: .http(status: 200, headers: ["Content-Encoding": "br"], body: Data(repeating: 0x41, count: 100)))
        #expect(throws: TransportError.unsupportedEncoding("br")) { try transport.send(request(server.url())) }
        #expect(server.requests.first?.headers["accept-encoding"] == "gzip, deflate")
    }

    @Test("A server that never answers is cut off by the request's time limit")
    func neverAnswers() async throws {
        let server = try LoopbackServer(always: .silent)
        #expect(throws: TransportError.timedOut) { try transport.send(request(server.url(), timeout: .milliseconds(300))) }
    }

    @Test("A body still dripping at the time limit: the send ends then, and the transfer is aborted")
    func abortedAtTheLimit() async throws {
        let server = try LoopbackServer(
            always: .drip(head: Data("HTTP/1.1 200 OK\r\nContent-Length: 100000\r\n\r\n{".utf8), interval: .milliseconds(50)))
        let transport = transport
        let start = ContinuousClock.now
        await #expect(throws: TransportError.timedOut) {
            try await onThread { try transport.send(request(server.url(), timeout: .milliseconds(400))) }
        }
        #expect(ContinuousClock.now - start >= .milliseconds(400))
        // libcurl hangs up, whichever of its timer and the waiting thread came first.
        try await BoundedWait.until("the transfer to be aborted", polling: true) { server.openConnections == 0 }
    }

    @Test(
        "libcurl's result codes map to the transport's errors; a callback's abort (42) is the time limit's, the sending thread stopped waiting",
        arguments: [
            (Int32(6), TransportError.hostNotFound), (7, .connectionRefused), (28, .timedOut),
            (60, .certificateUntrusted(detail: "why")), (35, .secureConnectionFailed(detail: "why")),
            (77, .secureConnectionFailed(detail: "why")), (18, .connectionLost(detail: "why")),
            (56, .connectionLost(detail: "why")),
            (52, .connectionLost(detail: "why")), (3, .other("why")), (42, .timedOut),
        ])
    func errorMapping(code: Int32, expected: TransportError) {
        #expect(CurlResult.error(for: code, detail: "why") as? TransportError == expected)
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
        #expect(throws: TransportError.libraryUnavailable("gone")) { try missing.send(request("http://127.0.0.1:9/")) }
        // Made ready before a slot's wait: that is where a missing library shows first.
        #expect(throws: TransportError.libraryUnavailable("gone")) { try missing.prepare() }
    }

    @Test("A handle libcurl cannot make fails the request at once, in libcurl's words, not at its deadline")
    func noHandle() async throws {
        // Loaded, but every function missing except one that makes no handle; describe() falls back on the number.
        let api = UnsafeMutablePointer<quote_curl_api>.allocate(capacity: 1)
        api.initialize(to: quote_curl_api())
        api.pointee.easy_init = { nil }
        let library = LibCurl(api: api)
        let transport = CurlTransport(environment: [:], library: { () throws(TransportError) -> LibCurl in library })
        // Were the failure never handed over, the request would end at its deadline as timed out.
        #expect(throws: TransportError.other("libcurl error 2")) {
            try transport.send(request("http://127.0.0.1:9/", timeout: Patience.exchange))
        }
    }
}

/// TLS for real: a self-signed certificate made with `openssl`, https served on 127.0.0.1.
@Suite("CurlTransport over TLS", .timeLimit(.minutes(1)), .linuxOnly("libcurl by dlopen, Linux's transport"))
struct CurlTLSTests {
    private func send(_ url: String, environment: [String: String] = [:]) async throws -> HTTPResponse {
        try CurlTransport(environment: environment).send(
            HTTPRequest(url: URL(string: url)!, maximumBodySize: 1 << 20, timeout: Patience.exchange))
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

    @Test("Through the client: https to https is followed; https to http is refused, naming the target, never asked")
    func redirects() async throws {
        let bundle = try TLSServer.certificate.get().path
        let transport = CurlTransport(environment: ["SSL_CERT_FILE": bundle])
        func get(_ url: String) async throws(FetchError) -> HTTPResponse {
            try HTTPClient(transport: transport).get(
                URL(string: url)!, deadline: Patience.deadline, timeout: Patience.exchange, policy: RetryPolicy(retries: 0))
        }
        let target = try TLSServer(always: .fixture("happiness-valid.json"))
        let secure = try TLSServer(always: .http(status: 301, headers: ["Location": target.url("/q")]))
        #expect(try await get(secure.url()).body == Fixture.data("happiness-valid.json"))
        let plain = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let downgrading = try TLSServer(always: .http(status: 302, headers: ["Location": plain.url("/q")]))
        await #expect(
            throws: FetchError(
                url: URL(string: downgrading.url())!, failure: .transport(.redirectRefused(to: plain.url("/q"), .leavesHTTPS)))
        ) { try await get(downgrading.url()) }
        #expect(plain.requests.isEmpty)
    }
}
