import Foundation
import QuoteHTTP
import QuoteNetworking
import QuotePlatform
import QuoteSources
import QuoteTestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live transport through a real URLSession, answered by ``StubURLProtocol``.
@Suite("URLSessionTransport through a URLProtocol stub", .timeLimit(.minutes(1)))
struct URLSessionTransportTests {
    let transport = URLSessionTransport(configuration: { StubURLProtocol.configuration() })

    private func request(_ host: String, path: String = "/q", scheme: String = "https") -> HTTPRequest {
        HTTPRequest(
            url: URL(string: "\(scheme)://\(host)\(path)")!,
            headers: ["Accept": "application/json", "User-Agent": "quote/test"], maximumBodySize: 1 << 20)
    }

    @Test("Sends a GET with Accept and User-Agent, returns status, headers and body")
    func headers() async throws {
        let body = Fixture.data("happiness-valid.json")
        StubURLProtocol.register(
            host: "headers.test", .respond(status: 200, headers: ["Content-Type": "application/json"], chunks: [body]))
        let response = try transport.send(request("headers.test"))
        #expect(response == HTTPResponse(statusCode: 200, headers: ["content-type": "application/json"], body: body))
        let sent = try #require(StubURLProtocol.requests(host: "headers.test").first)
        #expect(sent.httpMethod == "GET")
        #expect(sent.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(sent.value(forHTTPHeaderField: "User-Agent") == "quote/test")
    }

    @Test("A task that ends with neither a response nor an error is a lost connection, which is retried")
    func unanswered() {
        StubURLProtocol.register(host: "unanswered.test", .unanswered)
        #expect(throws: TransportError.connectionLost()) { try transport.send(request("unanswered.test")) }
    }

    @Test("A user and password in the URL are sent as Basic credentials, decoded, as libcurl sends them")
    func credentials() async throws {
        StubURLProtocol.register(host: "login.test", .respond(status: 200, headers: [:], chunks: [Data("{}".utf8)]))
        _ = try transport.send(request("read%40er:s3cr%3At@login.test"))
        _ = try transport.send(request("login.test"))
        let sent = StubURLProtocol.requests(host: "login.test").map { $0.value(forHTTPHeaderField: "Authorization") }
        #expect(sent == ["Basic " + Data("read@er:s3cr:t".utf8).base64EncodedString(), nil])
    }

    @Test("Through a whole source: a quote from the stub")
    func service() async throws {
        StubURLProtocol.register(
            host: "service.test", .respond(status: 200, headers: [:], chunks: [Fixture.data("happiness-mixed.json")]))
        let source = NetworkSource(name: "happiness", url: URL(string: "https://service.test/q")!, decoder: HappinessAPI.decoder)
        let context = SourceContext(
            world: World(transport: transport, clock: .live, random: .live, localTime: .utc),
            deadline: Patience.deadline, timeout: Patience.exchange,
            retries: RetryPolicy(retries: 0))
        let record = try source.quote(in: context)
        #expect(record.quote.id == 7)
        #expect(
            StubURLProtocol.requests(host: "service.test").first?.value(forHTTPHeaderField: "User-Agent")
                == "quote/\(QuoteVersion.current)")
    }

    @Test("A body growing past the cap is aborted")
    func sizeCap() async {
        let chunk = Data(repeating: 0x20, count: 64 * 1024)
        StubURLProtocol.register(
            host: "big.test", .respond(status: 200, headers: [:], chunks: Array(repeating: chunk, count: 40)))
        #expect(throws: TransportError.bodyTooLarge(limit: 1 << 20)) { try transport.send(request("big.test")) }
    }

    @Test("A Content-Length past the cap is refused before the body")
    func announcedSize() async {
        StubURLProtocol.register(
            host: "announced.test", .respond(status: 200, headers: ["Content-Length": "20000000"], chunks: [Data("{}".utf8)]))
        #expect(throws: TransportError.bodyTooLarge(limit: 1 << 20)) { try transport.send(request("announced.test")) }
    }

    @Test("A server that stays silent: the send ends at the request's time limit, and the transfer is stopped")
    func timeLimit() async throws {
        StubURLProtocol.register(host: "silent.test", .silent)
        var silent = request("silent.test")
        silent.timeout = .milliseconds(300)
        let (transport, limited) = (transport, silent)
        let start = ContinuousClock.now
        await #expect(throws: TransportError.timedOut) { try await onThread { try transport.send(limited) } }
        #expect(ContinuousClock.now - start >= .milliseconds(300))
        try await BoundedWait.until("the transfer to be stopped", polling: true) {
            StubURLProtocol.wasStopped(host: "silent.test")
        }
    }
}

/// URLSession's redirects, against the loopback server (a `URLProtocol` stub cannot redirect on Linux).
@Suite("Redirects over loopback", .timeLimit(.minutes(1)))
struct RedirectTests {
    @Test("A redirect comes back with where it points, never followed; the client follows it")
    func returned() async throws {
        let server = try LoopbackServer { request, _ in
            request.target == "/moved"
                ? .http(status: 302, headers: ["Location": "/final"]) : .http(status: 200, body: Data("done".utf8))
        }
        let transport = URLSessionTransport()
        let response = try transport.send(HTTPRequest(url: URL(string: server.url("/moved"))!, maximumBodySize: 1024))
        #expect(response.statusCode == 302 && response.redirect == URL(string: server.url("/final")))
        #expect(server.requests.map(\.target) == ["/moved"])
        let followed = try HTTPClient(transport: transport).get(
            URL(string: server.url("/moved"))!, deadline: Patience.deadline, timeout: Patience.exchange,
            policy: RetryPolicy(retries: 0))
        #expect(followed.body == Data("done".utf8))
        #expect(server.requests.map(\.target) == ["/moved", "/moved", "/final"])
    }
}
