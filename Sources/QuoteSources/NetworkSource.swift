import QuoteHTTP
import QuoteModel
import QuotePlatform

/// A source behind an HTTP API: a URL, request headers, and a decoder for its answer.
///
/// With filters, it is asked again, within the deadline and at most ``maximumAsks`` times, until a quote matches;
/// each time after a wait, as any retry waits (``RetryPolicy/backoff(afterAttempt:random:)``), so that a filter
/// nothing matches does not fire requests at an API as fast as it answers.
package struct NetworkSource: QuoteSource {
    /// The most requests made to find a quote that passes the filters.
    package static let maximumAsks = 5

    package let name: String
    /// Where to fetch from.
    package let url: URL
    /// Header fields to send (an API key).
    package let headers: [String: String]
    /// How its answer becomes a quote.
    package let decoder: AnswerDecoder

    package var isNetwork: Bool { true }

    /// Creates a source.
    package init(name: String, url: URL, headers: [String: String] = [:], decoder: AnswerDecoder) {
        self.name = name
        self.url = url
        self.headers = headers
        self.decoder = decoder
    }

    package func quote(in context: SourceContext) async throws(SourceError) -> QuoteRecord {
        let client = HTTPClient(transport: context.transport, clock: context.clock, random: context.random)
        var asked = 0
        while true {
            let quote = try await fetch(with: client, in: context)
            asked += 1
            if context.filter.matches(quote) {
                return QuoteRecord(
                    quote: quote, source: SourceLabel(name: name, location: url.redacted), fetchedAt: context.clock.now())
            }
            let wait = context.retries.backoff(afterAttempt: asked - 1, random: context.random.next())
            // Another ask only if its wait ends before the deadline.
            guard asked < Self.maximumAsks, context.clock.now().addingTimeInterval(wait.seconds) < context.deadline else { break }
            do {
                try await context.clock.sleep(wait)
            } catch {
                break
            }
        }
        throw .noMatchFetched(filter: context.filter, asked: asked, source: name)
    }

    /// One quote: the answer fetched, then decoded.
    private func fetch(with client: HTTPClient, in context: SourceContext) async throws(SourceError) -> Quote {
        let response: HTTPResponse
        do {
            response = try await client.get(
                url, headers: headers, deadline: context.deadline, timeout: context.timeout, policy: context.retries)
        } catch {
            throw .fetch(error)
        }
        do {
            return try decoder.decode(response.body, response.headers["content-type"])
        } catch {
            throw .invalidAnswer(url: url, error)
        }
    }
}
