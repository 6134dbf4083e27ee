import Foundation
import QuoteHTTP
import QuoteHTTPTestSupport
import QuotePlatform
import QuoteTestSupport
import Testing

/// The client over a fake transport: what it sends, and what each failure becomes.
@Suite("HTTPClient over a fake transport", .timeLimit(.minutes(1)))
struct HTTPClientTests {
    let endpoint = URL(string: "https://quotes.test/random")!

    private func get(_ transport: FakeTransport, timeout: Duration = .seconds(10)) async throws(FetchError) -> HTTPResponse {
        let clock = VirtualClock()
        let client = HTTPClient(transport: transport, clock: clock.clock)
        return try client.get(
            endpoint, deadline: clock.now + timeout.seconds, timeout: timeout, policy: RetryPolicy(retries: 0))
    }

    @Test("A 2xx answer is returned, asked for as JSON with quote's User-Agent, capped at 1 MiB")
    func success() async throws {
        let transport = FakeTransport(fixture: "happiness-valid.json")
        let response = try await get(transport)
        #expect(response.statusCode == 200 && response.body == Fixture.data("happiness-valid.json"))
        let request = try #require(transport.requests.first)
        #expect(request.url == endpoint)
        #expect(request.headers["Accept"] == "application/json")
        #expect(request.headers["User-Agent"] == "quote/\(QuoteVersion.current)")
        #expect(request.maximumBodySize == 1_048_576)
    }

    @Test("Headers of the source's own go with the request, and may replace the defaults")
    func ownHeaders() async throws {
        let transport = FakeTransport(fixture: "happiness-valid.json")
        let client = HTTPClient(transport: transport, clock: VirtualClock().clock)
        _ = try client.get(
            endpoint, headers: ["X-Api-Key": "k", "Accept": "text/plain"], deadline: Date.distantFuture, timeout: .seconds(1),
            policy: RetryPolicy(retries: 0))
        #expect(
            transport.requests.first?.headers == [
                "X-Api-Key": "k", "Accept": "text/plain", "User-Agent": "quote/\(QuoteVersion.current)",
            ])
    }

    @Test("HTTP errors are the status, with the wait the server asked for", arguments: [404, 500, 503, 418])
    func httpErrors(status: Int) async {
        let transport = FakeTransport(status: status, fixture: "happiness-valid.json", headers: ["Retry-After": "7"])
        await #expect(throws: FetchError(url: endpoint, failure: .status(status, retryAfter: .seconds(7)))) {
            try await get(transport)
        }
    }

    @Test("A status that is neither success nor error is an invalid answer")
    func unexpectedStatus() async {
        let transport = FakeTransport(status: 304, fixture: "empty.json")
        let error = await #expect(throws: FetchError(url: endpoint, failure: .unexpectedStatus(304))) { try await get(transport) }
        #expect(error?.isInvalidAnswer == true)
    }

    @Test("A body over 1 MiB is rejected even when a transport delivers it")
    func oversizedBody() async {
        let transport = FakeTransport { _, _ in HTTPResponse(statusCode: 200, body: Data(count: (1 << 20) + 1)) }
        let error = await #expect(throws: FetchError(url: endpoint, failure: .transport(.bodyTooLarge(limit: 1 << 20)))) {
            try await get(transport)
        }
        #expect(error?.isInvalidAnswer == true)
    }

    @Test(
        "Transport failures are the transport's error",
        arguments: [
            TransportError.connectionRefused, .hostNotFound, .secureConnectionFailed(),
            .certificateUntrusted(detail: "self-signed"),
            .connectionLost(), .redirectRefused(to: "http://quotes.test/", .leavesHTTPS), .libraryUnavailable("gone"),
            .lookupTimedOut(host: "quotes.test"), .proxyFailed(proxy: "proxy.test:3128", .refused(status: 403)),
        ])
    func transportErrors(failure: TransportError) async {
        let error = await #expect(throws: FetchError(url: endpoint, failure: .transport(failure))) {
            try await get(FakeTransport(failing: failure))
        }
        #expect(error?.isInvalidAnswer == false)
    }

    @Test("A transport that never answers is cut off at the deadline, on virtual time")
    func deadline() async throws {
        let clock = VirtualClock()
        let client = HTTPClient(transport: FakeTransport.silent(on: clock), clock: clock.clock)
        let endpoint = endpoint
        let fetched = Task {
            try await onThread {
                try client.get(endpoint, deadline: clock.now + 2.5, timeout: .milliseconds(2500), policy: RetryPolicy(retries: 0))
            }
        }
        try await clock.waitForSleeps(1)
        clock.advance(by: .milliseconds(2499))
        #expect(clock.pendingSleeps == 1)
        clock.advance(by: .milliseconds(1))
        await #expect(throws: FetchError(url: endpoint, failure: .deadline(.milliseconds(2500)))) { try await fetched.value }
        #expect(clock.sleeps == [.milliseconds(2500)], "the transport's own limit is all the time left")
    }

    /// A server that answers in 2 s, over a transport that keeps its request's limit, as the live ones do: past it,
    /// `failure`.
    private func slowServer(_ clock: VirtualClock, failing failure: TransportError = .timedOut) -> FakeTransport {
        FakeTransport { request, _ in
            let limit = request.timeout ?? .seconds(3600)
            clock.clock.sleep(min(limit, .seconds(2)))
            guard limit >= .seconds(2) else { throw failure }
            return HTTPResponse(statusCode: 200, body: Data())
        }
    }

    @Test(
        "A deadline is a deadline: a slow answer is waited for to the deadline, not before, retries or none",
        arguments: [0, 2])
    func wholeDeadline(retries: Int) async throws {
        let clock = VirtualClock()
        // A server that answers in 2 s; the run's timeout is 1 s.
        let slow = slowServer(clock)
        let client = HTTPClient(transport: slow, clock: clock.clock)
        let (endpoint, start) = (endpoint, clock.now)
        let fetching = Task {
            try await onThread {
                try client.get(endpoint, deadline: start + 1, timeout: .seconds(1), policy: RetryPolicy(retries: retries))
            }
        }
        try await clock.waitForSleeps(1)
        #expect(slow.requests.first?.timeout == .seconds(1), "the transport's own limit is all the time left")
        clock.advance(by: .milliseconds(999))
        #expect(clock.pendingSleeps == 1, "still waiting 1 ms before the deadline")
        clock.advance(by: .milliseconds(1))
        await #expect(throws: FetchError(url: endpoint, failure: .deadline(.seconds(1)))) { try await fetching.value }
        #expect(clock.now == start + 1 && slow.requests.count == 1)
    }

    @Test("A transport stopped at the deadline says what it had not got past: a lookup, a connection never made")
    func stoppedTransportSays() async throws {
        for failure in [TransportError.lookupTimedOut(host: "quotes.test"), .connectTimedOut] {
            let clock = VirtualClock()
            let client = HTTPClient(transport: slowServer(clock, failing: failure), clock: clock.clock)
            let endpoint = endpoint
            let fetching = Task {
                try await onThread {
                    try client.get(endpoint, deadline: clock.now + 1, timeout: .seconds(1), policy: RetryPolicy(retries: 0))
                }
            }
            try await clock.waitForSleeps(1)
            clock.advance(by: .seconds(1))
            await #expect(throws: FetchError(url: endpoint, failure: .transport(failure))) { try await fetching.value }
        }
    }
}
