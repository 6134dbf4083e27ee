extension StringProtocol {
    /// The text without leading and trailing white space (spaces, tabs, newlines and the other Unicode
    /// `White_Space` characters): what Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` does.
    package var trimmed: String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.isWhitespace })
        else { return "" }
        return String(Substring(scalars[first...last]))
    }

    /// The trimmed text, or `nil` when nothing is left.
    package var nonBlank: String? {
        let text = trimmed
        return text.isEmpty ? nil : text
    }

    /// Whether the text is nothing but white space (or empty): ``nonBlank`` is `nil`, told without building
    /// the trimmed text. (Inlinable: specialized where it is asked, not looked through `StringProtocol` at run time.)
    @inlinable package var isBlank: Bool {
        !unicodeScalars.contains { !$0.isWhitespace }
    }
}

extension Unicode.Scalar {
    /// Whether it is white space, as `properties.isWhitespace` says.
    ///
    /// Looked up only where it can be: no scalar past U+3000 (the ideographic space) is, and ASCII's are the space
    /// and U+0009 to U+000D. A quote's first scalar (Hangul, Latin) so costs no lookup in the Unicode tables, which
    /// was 3,600 instructions a field.
    @usableFromInline var isWhitespace: Bool {
        if isASCII { return value == 0x20 || (0x09...0x0D).contains(value) }
        return value <= 0x3000 && properties.isWhitespace
    }
}
