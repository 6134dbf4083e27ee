extension URL {
    /// The URL as text with its password, if it has one, shown as `***`: `https://user:***@host/`.
    ///
    /// The one rule for showing a URL: messages, notes, `quote config`, `--json`, the cache and the history all
    /// show URLs through it, so a password given in a URL is used for the request and never shown or stored.
    package var redacted: String {
        Self.redacting(absoluteString)
    }

    /// `text`, a URL, with the password of its user part replaced by `***`; anything else as it is.
    ///
    /// Read as UTF-8 bytes: every mark it looks for is ASCII, which no byte of another character can be, and a
    /// walk over characters cost a run that shows one URL a twentieth of its work.
    package static func redacting(_ text: String) -> String {
        let bytes = Array(text.utf8)
        let (colon, slash, at) = (UInt8(ascii: ":"), UInt8(ascii: "/"), UInt8(ascii: "@"))
        guard
            let schemeEnd = bytes.indices.dropLast(2).first(where: {
                bytes[$0] == colon && bytes[$0 + 1] == slash && bytes[$0 + 2] == slash
            })
        else { return text }
        let authorityStart = schemeEnd + 3
        let authorityEnd =
            bytes[authorityStart...].firstIndex { $0 == slash || $0 == UInt8(ascii: "?") || $0 == UInt8(ascii: "#") }
            ?? bytes.endIndex
        // `user:password@host`: the password is what lies between the user's colon and the last `@`.
        guard let userEnd = bytes[authorityStart..<authorityEnd].lastIndex(of: at),
            let passwordColon = bytes[authorityStart..<userEnd].firstIndex(of: colon)
        else { return text }
        return String(decoding: bytes[...passwordColon], as: UTF8.self) + "***"
            + String(decoding: bytes[userEnd...], as: UTF8.self)
    }
}
