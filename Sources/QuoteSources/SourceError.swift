import QuoteHTTP
import QuoteModel
import QuoteStore

/// Why a source gave no quote.
package enum SourceError: Error, Equatable, Sendable {
    /// The request failed: the network, the deadline, the status.
    case fetch(FetchError)
    /// The server answered, but not with a quote (or, rate limiting, with a stand-in for one).
    case invalidAnswer(url: URL, AnswerError)
    /// A network source gave no quote that passes the filters in `asked` answers.
    case noMatchFetched(filter: QuoteFilter, asked: Int, source: String)
    /// No entry of a local source passes the filters.
    case noMatchAmong(filter: QuoteFilter, count: Int, source: String)
    /// A local source holds no quotes at all.
    case empty(source: String)
    /// No fortune file was found in any of these places.
    case noFortuneFiles(searched: [String])
    /// A fortune file could not be read.
    case fortuneUnreadable(path: String, FortuneFile.ReadError)
    /// Nothing is saved (`--source saved`).
    case noSavedQuotes
    /// A chain gave no quote and asked nobody: every network source came after the deadline.
    case deadlinePassed
}
