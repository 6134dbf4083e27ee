import Foundation
import QuoteHTTP
import QuoteHTTPTestSupport
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteTestSupport
import Testing

/// A network source over a fake transport: the request, the decoder, the filters, and the source's errors.
@Suite("Network sources over a fake transport", .timeLimit(.minutes(1)))
struct NetworkSourceTests {
    let endpoint = URL(string: "https://quotes.test/random")!
    let clock = VirtualClock()

    @Test("A source made without a home server has its own URL's: its state under its name there, NAME@SERVER elsewhere")
    func homeIsItsOwnURLs() {
        let source = NetworkSource(name: "happiness", url: endpoint, decoder: HappinessAPI.decoder)
        #expect(source.stateKey(for: URL(string: "https://quotes.test/other")!) == "happiness")
        #expect(source.stateKey(for: URL(string: "http://127.0.0.1:9/random")!) == "happiness@http-127.0.0.1-9")
    }

    private func quote(
        from transport: FakeTransport, decoder: AnswerDecoder = HappinessAPI.decoder, filter: QuoteFilter = QuoteFilter()
    ) async throws -> QuoteRecord {
        let source = NetworkSource(name: "happiness", url: endpoint, decoder: decoder)
        let context = SourceContext(
            world: World(transport: transport, clock: clock.clock, random: RandomSource { 0.5 }, localTime: .utc),
            deadline: clock.now + 10,
            timeout: .seconds(10),
            retries: RetryPolicy(retries: 2), filter: filter)
        // On a thread of its own: its waits are on the test's clock.
        return try await onThread { try source.quote(in: context) }
    }

    @Test("A valid answer is a record naming the source and the URL asked, fetched now")
    func record() async throws {
        let record = try await quote(from: FakeTransport(fixture: "happiness-valid.json"))
        #expect(record.quote.id == 42)
        #expect(record.source == SourceLabel(name: "happiness", location: endpoint.absoluteString))
        #expect(record.fetchedAt == Date(timeIntervalSince1970: clock.now.timeIntervalSince1970.rounded(.down)))
    }

    @Test(
        "A 200 with a bad body is an invalid answer, asked for once: a bad answer is never retried",
        arguments: [
            "happiness-status-500.json", "page.html", "empty.json", "happiness-wrong-types.json", "happiness-empty-content.json",
        ])
    func badBody(fixture: String) async {
        let transport = FakeTransport(fixture: fixture)
        await #expect {
            try await quote(from: transport)
        } throws: { error in
            guard case .invalidAnswer(let url, _) = error as? SourceError else { return false }
            return url == endpoint
        }
        #expect(transport.requests.count == 1)
    }

    @Test("ZenQuotes' stand-in quote is rate limiting, with its words")
    func rateLimited() async {
        await #expect {
            try await quote(from: FakeTransport(fixture: "zenquotes-rate-limited.json"), decoder: ZenQuotes.decoder)
        } throws: {
            guard case .rateLimited(let limit) = $0 as? SourceError else { return false }
            return limit.cause == .standIn("Too many requests. Obtain an auth key for unlimited access.")
        }
    }

    @Test("A failed request is the fetch's error")
    func fetchFails() async {
        await #expect(throws: SourceError.fetch(FetchError(url: endpoint, failure: .transport(.hostNotFound)))) {
            try await quote(from: FakeTransport(failing: TransportError.hostNotFound))
        }
    }

    @Test("With filters, the source is asked again until a quote matches, at most five times, each after a backoff")
    func filters() async throws {
        let authors = ["A", "B", "C", "Wanted"]
        let transport = FakeTransport { _, number in
            let body =
                #"{"statusCode": 200, "data": {"id": \#(number), "content": "c", "author": "\#(authors[min(number, 3)])"}}"#
            return HTTPResponse(statusCode: 200, body: Data(body.utf8))
        }
        let wanted = Task { try await quote(from: transport, filter: QuoteFilter(author: "want")) }
        // Each ask but the last: the wait before the next ask, which is what time moves past.
        for sleep in [1, 2, 3] { try await clock.advancePastSleep(sleep) }
        #expect(try await wanted.value.quote.author == "Wanted")
        #expect(transport.requests.count == 4)
        // The waits double from 250 ms, scaled by this jitter (0.75), as retries wait.
        #expect(clock.sleeps == [.microseconds(187_500), .milliseconds(375), .milliseconds(750)])
    }

    @Test("No ask again whose wait would end past the deadline")
    func filterWaitPastDeadline() async throws {
        let transport = FakeTransport(fixture: "happiness-valid.json")
        let source = NetworkSource(name: "happiness", url: endpoint, decoder: HappinessAPI.decoder)
        // The first wait (187.5 ms at this jitter) would end past a deadline 100 ms away.
        let context = SourceContext(
            world: World(transport: transport, clock: clock.clock, random: RandomSource { 0.5 }, localTime: .utc),
            deadline: clock.now + 0.1,
            timeout: .milliseconds(100), retries: RetryPolicy(retries: 2), filter: QuoteFilter(author: "nobody"))
        #expect(throws: SourceError.noMatchFetched(filter: QuoteFilter(author: "nobody"), asked: 1, source: "happiness")) {
            try source.quote(in: context)
        }
        #expect(transport.requests.count == 1)
    }

    @Test("A filter nothing matches: five asks at most, and none whose wait would end past the deadline")
    func filterNothingMatches() async throws {
        let transport = FakeTransport(fixture: "happiness-valid.json")
        let nobody = Task { try await quote(from: transport, filter: QuoteFilter(author: "nobody")) }
        for sleep in [1, 2, 3, 4] { try await clock.advancePastSleep(sleep) }
        await #expect(throws: SourceError.noMatchFetched(filter: QuoteFilter(author: "nobody"), asked: 5, source: "happiness")) {
            try await nobody.value
        }
        #expect(transport.requests.count == 5)
    }
}
