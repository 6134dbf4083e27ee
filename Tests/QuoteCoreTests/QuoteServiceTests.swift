import Foundation
import QuoteCore
import QuoteTestSupport
import Testing

@Suite("QuoteService over a fake transport", .timeLimit(.minutes(1)))
struct QuoteServiceTests {
    let endpoint = URL(string: "https://quotes.test/random")!

    private func fetch(_ transport: FakeTransport, timeout: Duration = .seconds(10)) async throws(QuoteError) -> Quote {
        let service = QuoteService(transport: transport, clock: VirtualClock().clock)
        return try await service.fetchQuote(from: endpoint, timeout: timeout)
    }

    @Test("A valid answer gives the quote, asked for as JSON with quote's User-Agent")
    func success() async throws {
        let transport = FakeTransport(fixture: "happiness-valid.json")
        let quote = try await fetch(transport)
        #expect(quote.id == 42)
        let request = try #require(transport.requests.first)
        #expect(request.url == endpoint)
        #expect(request.headers["Accept"] == "application/json")
        #expect(request.headers["User-Agent"] == "quote/\(QuoteVersion.current)")
        #expect(request.maximumBodySize == 1_048_576)
    }

    @Test("HTTP errors mean the service is unavailable (exit 69)", arguments: [
        (404, "HTTP 404 Not Found"), (500, "HTTP 500 Internal Server Error"), (503, "HTTP 503 Service Unavailable"),
        (418, "HTTP 418"),
    ])
    func httpErrors(status: Int, reason: String) async {
        let transport = FakeTransport(status: status, fixture: "happiness-valid.json")
        await #expect(throws: QuoteError.unavailable(url: endpoint.absoluteString, reason: reason)) {
            try await fetch(transport)
        }
        #expect(QuoteError.unavailable(url: "", reason: "").exitCode == .unavailable)
    }

    @Test("A status that is neither success nor error is an invalid answer (exit 65)")
    func unexpectedStatus() async {
        let transport = FakeTransport(status: 304, fixture: "empty.json")
        await #expect(throws: QuoteError.invalidResponse(url: endpoint.absoluteString, reason: "unexpected HTTP status 304")) {
            try await fetch(transport)
        }
    }

    @Test("A 200 with a bad body is an invalid answer (exit 65)", arguments: [
        "happiness-status-500.json", "page.html", "empty.json", "happiness-wrong-types.json", "happiness-empty-content.json",
    ])
    func badBody(fixture: String) async {
        let transport = FakeTransport(fixture: fixture)
        await #expect {
            try await fetch(transport)
        } throws: { error in
            guard case .invalidResponse(let url, _) = error as? QuoteError else { return false }
            return url == endpoint.absoluteString && (error as! QuoteError).exitCode == .invalidResponse
        }
    }

    @Test("A body over 1 MiB is rejected even when a transport delivers it")
    func oversizedBody() async {
        let transport = FakeTransport { _, _ in HTTPResponse(statusCode: 200, body: Data(count: (1 << 20) + 1)) }
        await #expect(throws: QuoteError.invalidResponse(url: endpoint.absoluteString, reason: "response is larger than 1024 KiB")) {
            try await fetch(transport)
        }
    }

    @Test("Transport failures map to their errors and exit codes", arguments: [
        (TransportError.connectionRefused, QuoteError.unavailable(url: "https://quotes.test/random", reason: "connection refused")),
        (.hostNotFound, .unavailable(url: "https://quotes.test/random", reason: "host not found")),
        (.secureConnectionFailed(), .unavailable(url: "https://quotes.test/random", reason: "TLS: secure connection failed")),
        (.certificateUntrusted(detail: "SSL certificate problem: self-signed certificate"), .unavailable(url: "https://quotes.test/random", reason: "TLS: certificate not trusted (SSL certificate problem: self-signed certificate)")),
        (.connectionLost(), .unavailable(url: "https://quotes.test/random", reason: "connection lost before the response was complete")),
        (.insecureRedirect(to: "http://quotes.test/"), .unavailable(url: "https://quotes.test/random", reason: "refused redirect to http://quotes.test/")),
        (.tooManyRedirects, .unavailable(url: "https://quotes.test/random", reason: "too many redirects")),
        (.bodyTooLarge(limit: 1 << 20), .invalidResponse(url: "https://quotes.test/random", reason: "response is larger than 1024 KiB")),
    ])
    func transportErrors(failure: TransportError, expected: QuoteError) async {
        await #expect(throws: expected) { try await fetch(FakeTransport(failing: failure)) }
    }

    @Test("A transport that never answers is cut off at the deadline, on virtual time")
    func deadline() async throws {
        let clock = VirtualClock()
        let service = QuoteService(transport: FakeTransport.silent(), clock: clock.clock)
        let fetched = Task { try await service.fetchQuote(from: endpoint, timeout: .milliseconds(2500)) }
        try await clock.waitForSleeps(1)
        clock.advance(by: .milliseconds(2499))
        #expect(clock.pendingSleeps == 1)
        clock.advance(by: .milliseconds(1))
        await #expect(throws: QuoteError.unavailable(url: endpoint.absoluteString, reason: "no complete answer within 2.5 s")) {
            try await fetched.value
        }
        #expect(clock.sleeps == [.milliseconds(2500)])
    }
}
