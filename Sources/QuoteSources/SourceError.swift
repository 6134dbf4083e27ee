import QuoteHTTP
import QuoteModel
import QuotePlatform
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
    /// Fortune files were found, but none can be used: how many, where, and why each was left out.
    case noUsableFortuneFiles(found: Int, searched: [String], skipped: [SkippedFortuneFile])
    /// Nothing is saved (`--source saved`).
    case noSavedQuotes
    /// A chain gave no quote and asked nobody: every network source came after the deadline.
    case deadlinePassed
    /// Not asked: the source's request budget allows its next request only after `wait`.
    case overBudget(source: String, budget: RequestBudget, wait: Duration)
    /// Not asked: the source asked to be left alone (a 429, a stand-in quote) for `wait` more.
    case stopped(source: String, wait: Duration)

    /// Whether the source was left alone out of politeness (its budget, or its own word), not because it failed.
    package var isRateLimit: Bool {
        switch self {
        case .overBudget, .stopped: true
        default: false
        }
    }
}

/// Something wrong with a source that does not stop it: said as a warning, and the source still serves.
package enum SourceWarning: Equatable, Sendable {
    /// A fortune file cannot be used, and is left out.
    case fortuneFileSkipped(SkippedFortuneFile)
    /// Entries of a fortune file met in a pick are not UTF-8, and were passed over: how many.
    case entriesNotUTF8(path: String, count: Int)
}

/// A fortune file left out, and why.
package struct SkippedFortuneFile: Equatable, Sendable {
    /// The file.
    package var path: String
    /// Why it cannot be used.
    package var problem: FortuneFile.ReadError

    /// Creates a record of a file left out.
    package init(path: String, problem: FortuneFile.ReadError) {
        self.path = path
        self.problem = problem
    }
}
