extension StringProtocol {
    /// The text without leading and trailing white space (spaces, tabs, newlines and the other Unicode
    /// `White_Space` characters): what Foundation's `trimmingCharacters(in: .whitespacesAndNewlines)` does.
    package var trimmed: String {
        let scalars = String(self).unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
            let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
        else { return "" }
        return String(Substring(scalars[first...last]))
    }

    /// The trimmed text, or `nil` when nothing is left.
    package var nonBlank: String? {
        let text = trimmed
        return text.isEmpty ? nil : text
    }

    /// Whether the text is nothing but white space (or empty): ``nonBlank`` is `nil`, told without building
    /// the trimmed text.
    package var isBlank: Bool {
        !unicodeScalars.contains { !$0.properties.isWhitespace }
    }
}
