/// What a quote must be like to be shown: `--max-length`, `--author` and `--match`, combined.
package struct QuoteFilter: Equatable, Sendable {
    /// The most characters the content may have.
    package var maxLength: Int?
    /// Text the author must contain, ignoring case.
    package var author: String?
    /// A pattern the content or the author must match, ignoring case.
    package var pattern: QuotePattern?

    /// Creates a filter; with no arguments, one that lets everything through.
    package init(maxLength: Int? = nil, author: String? = nil, pattern: QuotePattern? = nil) {
        self.maxLength = maxLength
        self.author = author
        self.pattern = pattern
    }

    /// Whether it lets everything through.
    package var isEmpty: Bool { maxLength == nil && author == nil && pattern == nil }

    /// Whether `quote` passes.
    package func matches(_ quote: Quote) -> Bool {
        if let maxLength, quote.content.count > maxLength { return false }
        if let author, !(quote.author ?? "").lowercased().contains(author.lowercased()) { return false }
        if let pattern, !pattern.matches(quote.content) && !pattern.matches(quote.author ?? "") { return false }
        return true
    }

    /// The filters as the user gave them, for "no quote matched …".
    package var description: String {
        var parts: [String] = []
        if let author { parts.append("--author '\(author)'") }
        if let maxLength { parts.append("--max-length \(maxLength)") }
        if let pattern { parts.append("--match '\(pattern.text)'") }
        return parts.joined(separator: " ")
    }
}

/// A regular expression, matched anywhere in the text and ignoring case.
package struct QuotePattern: Equatable, @unchecked Sendable {
    // `Regex` is not `Sendable`; this one is built once and only read.
    private let regex: Regex<AnyRegexOutput>
    /// The pattern as written.
    package let text: String

    /// Compiles `text`, or `nil` when it is not a valid regular expression.
    package init?(_ text: String) {
        guard let regex = try? Regex(text) else { return nil }
        self.regex = regex.ignoresCase()
        self.text = text
    }

    /// Two patterns are the same when they are written the same.
    package static func == (lhs: QuotePattern, rhs: QuotePattern) -> Bool {
        lhs.text == rhs.text
    }

    /// Whether the pattern occurs in `text`.
    package func matches(_ text: String) -> Bool {
        (try? regex.firstMatch(in: text)) != nil
    }
}
