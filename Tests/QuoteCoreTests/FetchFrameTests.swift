import Foundation
import QuoteCore
import QuoteTestSupport
import Testing

/// The exchange between `quote` and its network helper.
@Suite("The quote-fetch exchange")
struct FetchFrameTests {
    @Test("A request survives the trip through arguments")
    func request() throws {
        let request = HTTPRequest(
            url: URL(string: "https://api.test/q?x=1")!, headers: ["Accept": "application/json", "User-Agent": "quote/1"],
            maximumBodySize: 1 << 20)
        #expect(FetchFrame.arguments(for: request) == ["--max-body", "1048576", "https://api.test/q?x=1", "Accept: application/json", "User-Agent: quote/1"])
        #expect(FetchFrame.request(from: FetchFrame.arguments(for: request)) == request)
        #expect(FetchFrame.request(from: ["https://api.test/"]) == nil)
        #expect(FetchFrame.request(from: ["--max-body", "0", "https://api.test/"]) == nil)
    }

    @Test("Responses and errors survive the trip through the answer, bodies byte for byte", arguments: [
        Result<HTTPResponse, TransportError>.success(HTTPResponse(statusCode: 200, headers: ["Content-Type": "application/json"], body: Fixture.data("happiness-valid.json"))),
        .success(HTTPResponse(statusCode: 503, headers: ["Retry-After": "2"], body: Data([0, 10, 255, 13]))),
        .failure(.connectionRefused), .failure(.bodyTooLarge(limit: 1024)), .failure(.insecureRedirect(to: "http://x/")),
        .failure(.other("odd")),
    ])
    func answer(outcome: Result<HTTPResponse, TransportError>) {
        let decoded = Result { () throws(TransportError) in try FetchFrame.decode(FetchFrame.encode(outcome)) }
        #expect(decoded == outcome)
    }

    @Test("A cut-off or empty answer is a transport failure, not a crash", arguments: [Data(), Data("{\"sta".utf8), Data("garbage\n".utf8)])
    func truncated(answer: Data) {
        #expect(throws: TransportError.other("the network helper quote-fetch gave no answer")) { try FetchFrame.decode(answer) }
    }

    @Test("A missing helper is reported as the service being unreachable (exit 69)")
    func missingHelper() async {
        let service = QuoteService(transport: HelperTransport(executable: "/nonexistent/quote-fetch"), clock: .live)
        await #expect(throws: QuoteError.unavailable(url: "http://127.0.0.1:9/q", reason: "cannot run the network helper /nonexistent/quote-fetch")) {
            try await service.fetchQuote(from: URL(string: "http://127.0.0.1:9/q")!, timeout: .seconds(5))
        }
    }
}
