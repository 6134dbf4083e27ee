import QuoteMessages
import QuoteTestSupport

/// A call of every message factory QuoteMessages declares, for ``MessageChecks``.
enum MessageSamples {
    /// Every message, each placeholder filled from the values given.
    static let all: [MessageSample] = [
        { .note(message: $0.message) },
        { .warning(message: $0.message) },
        { .didYouMean(message: $0.message, suggestion: $0.text) },
        { .alternatives(others: $0.text, last: $0.text) },
        { .asWritten(words: $0.text) },
        { .clauses([$0.message, $0.message]) },
        { .systemReason($0.reason) },
        { .phrase($0.phrase) },
    ]
}
