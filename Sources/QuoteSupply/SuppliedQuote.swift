import QuoteModel
import QuoteSources

/// What the supply answered with: a quote, the source that gave it, how it was obtained, the sources that failed
/// before it, and the notes met on the way.
package struct SuppliedQuote: Sendable {
    /// How a quote was obtained.
    package enum Obtained: Equatable, Sendable {
        /// The span's choice, kept from an earlier run: shown again, nothing written.
        case kept
        /// The last quote, fetched in the span from one of its own sources, adopted as the span's choice.
        case adopted
        /// Taken from a pool, without a connection.
        case pooled
        /// Fetched now.
        case fetched
        /// A span's fallback when no source gave a quote: the last quote, or the built-in collection's quote of
        /// the span.
        case fallback(Fallback)
    }

    /// What stands in for a span's quote when no source gave one.
    package enum Fallback: Equatable, Sendable {
        /// The last quote fetched, whenever that was.
        case lastQuote
        /// The built-in collection's quote of the span, the same all through it.
        case collection
    }

    /// The quote, marked as a fallback when it stands in for what was asked (``isFallback``), or did when it was
    /// kept.
    package var record: QuoteRecord
    /// The name of the source it came from.
    package var source: SourceName
    /// How it was obtained.
    package var obtained: Obtained
    /// The sources that failed before it, in order, and why.
    package var misses: [SourceChain.Miss]
    /// What went wrong on the way to it that is worth a note (a file not kept, a source's state), said before it.
    package var notes: [SupplyNote] = []

    /// Creates an answer.
    package init(record: QuoteRecord, source: SourceName, obtained: Obtained, misses: [SourceChain.Miss] = []) {
        self.record = record
        self.source = source
        self.obtained = obtained
        self.misses = misses
        self.record.fallback = record.fallback || isFallback
    }

    /// Whether the quote stands in for what was asked: a later source's after failures, or a span's fallback.
    package var isFallback: Bool {
        switch obtained {
        case .fallback: true
        case .fetched, .pooled: !misses.isEmpty
        case .kept, .adopted: false
        }
    }
}
