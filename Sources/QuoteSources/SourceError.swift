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
    case noMatchFetched(filter: QuoteFilter, asked: Int, source: SourceName)
    /// No entry of a local source passes the filters.
    case noMatchAmong(filter: QuoteFilter, count: Int, source: SourceName)
    /// Not asked: the source's quotes are in `language`, and the run asks for `wanted` (`--lang`).
    case otherLanguage(source: SourceName, language: String, wanted: String)
    /// A local source holds no quotes at all.
    case empty(source: SourceName)
    /// No fortune of those looked at passed the conditions given (`-m 'zzz'`, `-s -n 20 --author twain`): what
    /// they were, and how many were looked at.
    case noFortuneMatched(conditions: String, count: Int)
    /// No fortune file was found in any of these places.
    case noFortuneFiles(searched: [String])
    /// The fortune files found hold no fortune: the files named, or the folders they were found in.
    case noFortunes(in: [String])
    /// Fortune files were found, but none can be used: how many, where, and why each was left out.
    case noUsableFortuneFiles(found: Int, searched: [String], skipped: [SkippedFortuneFile])
    /// Nothing is saved (`--source saved`).
    case noSavedQuotes
    /// A chain gave no quote and asked nobody: every network source came after the deadline.
    case deadlinePassed
    /// The source is rate limited: asked no more before a moment past the deadline, whoever decided it (its
    /// request budget, a 429, ZenQuotes' stand-in quote).
    case rateLimited(RateLimited)

    /// Whether the source was left alone out of politeness (its budget, or its server's word), not because it
    /// failed.
    package var isRateLimit: Bool {
        if case .rateLimited = self { true } else { false }
    }

    /// Whether the source could not be reached at all: what being offline looks like.
    ///
    /// No request of it reached its server: a name that did not resolve, a connection refused or never accepted,
    /// no network.
    package var isUnreachable: Bool {
        if case .fetch(let error) = self { error.neverReachedServer && !isRateLimit } else { false }
    }
}

/// A source that may not be asked now, and until when: the one way every layer says so.
package struct RateLimited: Equatable, Sendable {
    /// Who decided it.
    package enum Cause: Equatable, Sendable {
        /// The source's own request budget, kept across runs.
        case budget(RequestBudget)
        /// The server: a 429, or an earlier answer that said to stop (a 429, a stand-in quote).
        case server
        /// The server's stand-in for a quote (ZenQuotes' "Too many requests"), in its words.
        case standIn(String)
    }

    /// The source's name.
    package var source: SourceName
    /// When the next request may go.
    package var until: Date
    /// How long that is from the moment it was decided: what the message says.
    package var wait: Duration
    /// Who decided it.
    package var cause: Cause

    /// Creates a rate limit of `source` until `until`, seen from `now`.
    package init(source: SourceName, until: Date, now: Date, cause: Cause) {
        self.source = source
        self.until = until
        wait = .until(until, from: now)
        self.cause = cause
    }
}

/// Something wrong with a source that does not stop it: said as a warning, and the source still serves.
package enum SourceWarning: Equatable, Sendable {
    /// A fortune file cannot be used, and is left out.
    case fortuneFileSkipped(SkippedFortuneFile)
    /// A network source's state (the requests its budget counts, its server's stop) could not be kept: its lock
    /// was held past the deadline, or its file cannot be written. The request goes all the same, uncounted.
    case stateNotKept(source: SourceName, FileWriteError)
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
