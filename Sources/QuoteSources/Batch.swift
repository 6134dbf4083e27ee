import QuoteModel
import QuotePlatform
import QuoteStore

/// Where an API gives many quotes in one answer, and how to read them: what fills a pool in one request.
package struct Batch: Sendable {
    /// The URL that answers with many quotes.
    package var url: URL
    /// How many quotes one answer holds at most.
    package var size: Int
    /// Reads the answer into its quotes, those that are not a quote `quote` would show left out.
    package var decoder: ListDecoder

    /// Creates a batch.
    package init(url: URL, size: Int, decoder: ListDecoder) {
        self.url = url
        self.size = size
        self.decoder = decoder
    }
}

/// Reads one API's answer that holds many quotes.
package struct ListDecoder: Sendable {
    /// Decodes `body` into its quotes; `contentType` is named when the body is not JSON.
    ///
    /// - Throws: ``AnswerError`` when the answer is not a list of quotes, or holds none that is one.
    package let decode: @Sendable (_ body: Data, _ contentType: String?) throws(AnswerError) -> [Quote]

    /// Creates a decoder from its function.
    package init(decode: @escaping @Sendable (_ body: Data, _ contentType: String?) throws(AnswerError) -> [Quote]) {
        self.decode = decode
    }

    /// The most items of one answer read: what the fullest pool holds.
    static let mostItems = PoolStore.maximumCount

    /// The quotes of `items` that are quotes (the first ``mostItems`` of them), read by `quote`; the first item's
    /// error when none is.
    static func quotes<Item>(
        _ items: [Item], _ quote: (Item) throws(AnswerError) -> Quote
    ) throws(AnswerError) -> [Quote] {
        guard !items.isEmpty else { throw .emptyList }
        var quotes: [Quote] = []
        var firstError: AnswerError?
        for item in items.prefix(mostItems) {
            do {
                quotes.append(try quote(item))
            } catch {
                firstError = firstError ?? error
            }
        }
        if quotes.isEmpty, let firstError { throw firstError }
        return quotes
    }
}
