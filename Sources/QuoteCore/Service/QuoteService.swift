import Foundation

/// Fetches one quote: sends the request through the injected transport within a hard deadline, then
/// validates the status and the body.
package struct QuoteService: Sendable {
    /// The most body bytes accepted; past it the transfer is aborted.
    package static let maximumBodySize = 1 << 20

    /// How requests reach the network.
    package var transport: any HTTPTransport
    /// How time passes; only `sleep` is used, to bound the fetch.
    package var clock: Clock
    /// The `User-Agent` sent with every request.
    package var userAgent: String

    /// Creates a service over a transport.
    package init(transport: any HTTPTransport, clock: Clock = .live, userAgent: String = "quote/\(QuoteVersion.current)") {
        self.transport = transport
        self.clock = clock
        self.userAgent = userAgent
    }

    /// Fetches, validates and decodes one random quote.
    ///
    /// - Parameters:
    ///   - url: the endpoint.
    ///   - timeout: the limit on the whole fetch, connection, redirects and body included.
    /// - Throws: ``QuoteError/unavailable(url:reason:)`` or ``QuoteError/invalidResponse(url:reason:)``.
    package func fetchQuote(from url: URL, timeout: Duration) async throws(QuoteError) -> Quote {
        let request = HTTPRequest(
            url: url,
            headers: ["Accept": "application/json", "User-Agent": userAgent],
            maximumBodySize: Self.maximumBodySize)
        let response: HTTPResponse
        do {
            response = try await withDeadline(timeout, sleep: clock.sleep) { [transport] in
                try await transport.send(request)
            }
        } catch {
            throw Self.failure(error, url: url, timeout: timeout)
        }
        return try Self.validate(response, from: url)
    }

    /// Checks the status and decodes the body of a complete response.
    static func validate(_ response: HTTPResponse, from url: URL) throws(QuoteError) -> Quote {
        let endpoint = url.absoluteString
        switch response.statusCode {
        case 200..<300:
            break
        case 400..<600:
            throw .unavailable(url: endpoint, reason: "HTTP \(response.statusCode)\(statusPhrase(response.statusCode))")
        default:
            throw .invalidResponse(url: endpoint, reason: "unexpected HTTP status \(response.statusCode)")
        }
        guard response.body.count <= maximumBodySize else {
            throw .invalidResponse(url: endpoint, reason: TransportError.bodyTooLarge(limit: maximumBodySize).reason)
        }
        do {
            return try QuoteDecoder.decode(response.body, contentType: response.headers["content-type"])
        } catch {
            throw .invalidResponse(url: endpoint, reason: error.reason)
        }
    }

    /// Maps what the transport or the deadline threw to the user's error.
    static func failure(_ error: any Error, url: URL, timeout: Duration) -> QuoteError {
        let endpoint = url.absoluteString
        switch error {
        case let error as TransportError:
            // An oversized body is an answer, just not a valid one; every other transport failure means
            // the service could not be reached.
            if case .bodyTooLarge = error { return .invalidResponse(url: endpoint, reason: error.reason) }
            return .unavailable(url: endpoint, reason: error.reason)
        case is DeadlineExceeded:
            return .unavailable(url: endpoint, reason: "no complete answer within \(timeout.secondsDescription)")
        default:
            return .unavailable(url: endpoint, reason: String(describing: error))
        }
    }

    /// A few common reason phrases, so "HTTP 503" reads "HTTP 503 Service Unavailable".
    private static func statusPhrase(_ code: Int) -> String {
        let phrases = [
            400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 408: "Request Timeout",
            429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway",
            503: "Service Unavailable", 504: "Gateway Timeout",
        ]
        return phrases[code].map { " \($0)" } ?? ""
    }
}
