import QuotePlatform

/// A quote with where and when it was fetched: the cache file, `--json` output, the history and the saved
/// quotes all share this shape.
package struct QuoteRecord: Hashable, Sendable {
    /// The quote.
    package var quote: Quote
    /// Where it came from: the source's name and its URL or file.
    package var source: SourceLabel
    /// When it was fetched or picked, to the second.
    package var fetchedAt: Date
    /// Whether it was shown in place of what was asked.
    ///
    /// A later source's quote after others failed, or a span's fallback (the last quote, the collection's quote of
    /// the day). `--json` says so (`"fallback": true`), and
    /// `today` and `--every` never adopt such a quote as their choice.
    package var fallback: Bool
    /// The text exactly as its source holds it, in its own bytes and encoding, when the source keeps one of its own:
    /// what `quote fortune` prints.
    ///
    /// A fortune file's entry, its tabs, attribution line and line breaks as written, in UTF-8, Latin-1 or any other
    /// encoding. Never kept or written out, and no part of what the record is (two records that differ only in it
    /// are equal).
    package var verbatim: Data?

    /// Creates a record, dropping sub-second precision so that a record survives a JSON round trip.
    package init(quote: Quote, source: SourceLabel, fetchedAt: Date, fallback: Bool = false, verbatim: Data? = nil) {
        self.quote = quote
        self.source = source
        self.fetchedAt = Date(timeIntervalSince1970: fetchedAt.timeIntervalSince1970.rounded(.down))
        self.fallback = fallback
        self.verbatim = verbatim
    }

    package static func == (lhs: QuoteRecord, rhs: QuoteRecord) -> Bool {
        lhs.quote == rhs.quote && lhs.source == rhs.source && lhs.fetchedAt == rhs.fetchedAt && lhs.fallback == rhs.fallback
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(quote)
        hasher.combine(source)
        hasher.combine(fetchedAt)
        hasher.combine(fallback)
    }

    /// The record, if its quote is one `quote` would have accepted: content not blank, and an author that is either absent or not
    /// blank.
    ///
    /// A cache or history line that fails this is treated as absent.
    package var validated: QuoteRecord? {
        guard !quote.content.isBlank, !(quote.author?.isBlank ?? false) else { return nil }
        return self
    }
}
