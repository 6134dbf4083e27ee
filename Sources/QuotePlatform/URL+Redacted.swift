extension URL {
    /// The URL as text with its password, if it has one, shown as `***`: `https://user:***@host/`.
    ///
    /// The one rule for showing a URL: messages, notes, `quote config`, `--json`, the cache and the history all
    /// show URLs through it, so a password given in a URL is used for the request and never shown or stored.
    package var redacted: String {
        Self.redacting(absoluteString)
    }

    /// `text`, a URL, with the password of its user part replaced by `***`; anything else as it is.
    package static func redacting(_ text: String) -> String {
        guard let schemeEnd = text.firstRange(of: "://") else { return text }
        let authorityStart = schemeEnd.upperBound
        let authorityEnd = text[authorityStart...].firstIndex { "/?#".contains($0) } ?? text.endIndex
        let authority = text[authorityStart..<authorityEnd]
        guard let at = authority.lastIndex(of: "@"), let colon = authority[..<at].firstIndex(of: ":") else { return text }
        return String(text[..<text.index(after: colon)]) + "***" + String(text[at...])
    }
}
