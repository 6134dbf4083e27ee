import QuotePlatform

/// What a quote must be like to be shown: `--max-length`, `--author`, `--match` and `--lang`, combined.
package struct QuoteFilter: Equatable, Sendable {
    /// The most characters the content may have.
    package var maxLength: Int?
    /// Text the author (the name or the title) must contain, ignoring case.
    package var author: String?
    /// A pattern the content, its translation or the author must match, ignoring case.
    package var pattern: QuotePattern?
    /// The language the content, or its translation, must be in (``QuoteLanguage``), a two-letter code.
    package var language: String?

    /// The quick test every quote that passes passes first, on its text as bytes; `nil` when there is none.
    package let prefilter: LiteralPrefilter?

    /// Creates a filter; with no arguments, one that lets everything through.
    package init(maxLength: Int? = nil, author: String? = nil, pattern: QuotePattern? = nil, language: String? = nil) {
        self.maxLength = maxLength
        self.author = author
        self.pattern = pattern
        self.language = language
        prefilter = LiteralPrefilter((author.map { [$0] } ?? []) + (pattern?.requiredLiterals ?? []))
    }

    /// Whether it lets everything through.
    package var isEmpty: Bool { maxLength == nil && author == nil && pattern == nil && language == nil }

    /// Whether `quote` passes; with a language, the quote as a reader of it has it (``Quote/inLanguage(_:declared:)``):
    /// its content, or its translation, in that language, Latin judged to be `declared` (its source's language)
    /// where that is given.
    ///
    /// The length is the quote's own text, the half a language picks; the author is looked for in its name and
    /// title, a pattern in its text, translation, name and title.
    package func matches(_ quote: Quote, declared: String? = nil) -> Bool {
        var quote = quote
        if let language {
            guard let half = quote.inLanguage(language, declared: declared) else { return false }
            quote = half
        }
        if let maxLength, quote.content.count > maxLength { return false }
        guard prefilter != nil || author != nil || pattern != nil else { return true }
        let credit = quote.credit ?? ""
        // Each literal is in the content, the translation or the author; one that is in none rules the quote out at
        // once.
        if let prefilter, !prefilter.mayPass(quote.content + "\n" + (quote.translation ?? "") + "\n" + credit) {
            return false
        }
        if let author, !credit.lowercased().contains(author.lowercased()) { return false }
        if let pattern, ![quote.content, quote.translation ?? "", credit].contains(where: pattern.matches) { return false }
        return true
    }

    /// Two filters are the same when they say the same.
    package static func == (lhs: QuoteFilter, rhs: QuoteFilter) -> Bool {
        lhs.maxLength == rhs.maxLength && lhs.author == rhs.author && lhs.pattern == rhs.pattern
            && lhs.language == rhs.language
    }

    /// The filters as the user gave them, for "no quote matched …".
    package var description: String {
        var parts: [String] = []
        if let author { parts.append("--author '\(author)'") }
        if let maxLength { parts.append("--max-length \(maxLength)") }
        if let pattern { parts.append("--match '\(pattern.text)'") }
        if let language { parts.append("--lang \(language)") }
        return parts.joined(separator: " ")
    }
}
