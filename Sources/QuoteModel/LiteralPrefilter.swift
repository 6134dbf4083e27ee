import QuotePlatform

/// A quick test on the bytes of a text that every text a filter accepts passes: it holds each literal the
/// filter needs (the `--author` text, the literal a `--match` pattern must contain), ignoring ASCII case.
///
/// It lets the regular expression, which costs tens of microseconds a call, run only on the few texts that may
/// match; a text it turns down surely does not. That holds because the literals are ASCII, which no other
/// character equals once case is ignored, but for four: KELVIN SIGN is `k` to a case-insensitive match and LONG
/// S is `s`, and GREEK QUESTION MARK and GREEK VARIA are canonically `;` and `` ` ``. A literal holding one of
/// those lets through every text with bytes outside ASCII.
package struct LiteralPrefilter: Sendable {
    /// A literal: its bytes, lowercased.
    private struct Literal: Sendable {
        var bytes: [UInt8]
        /// Whether characters outside ASCII can stand for some of its letters.
        var hasStandIns: Bool
        /// Whether it holds a space, which a tab may become.
        var hasSpace: Bool
    }

    private let literals: [Literal]

    /// The prefilter for `texts`, leaving out what is not printable ASCII (a line end may be where a text
    /// lost trailing spaces) or is shorter than two characters (too common to be worth a pass); `nil` when
    /// nothing is left to test.
    package init?(_ texts: [String]) {
        literals = texts.compactMap { text in
            guard text.utf8.count >= 2, text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) else { return nil }
            let bytes = text.utf8.map(Self.lowercased)
            return Literal(
                bytes: bytes, hasStandIns: bytes.contains { "ks;`".utf8.contains($0) }, hasSpace: bytes.contains(0x20))
        }
        if literals.isEmpty { return nil }
    }

    /// Whether `text` may pass: `false` only when it surely does not.
    ///
    /// - Parameter tabsBecomeSpaces: whether the text's tabs are expanded on its way to a quote (a fortune's
    ///   are); a literal with a space then proves nothing about a text with a tab.
    package func mayPass(_ text: String, tabsBecomeSpaces: Bool = false) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            let bytes = UnsafeRawBufferPointer(bytes)
            var outsideASCII: Bool?
            var tabs: Bool?
            for literal in literals where !Self.contains(bytes, literal.bytes) {
                if literal.hasSpace && tabsBecomeSpaces {
                    if tabs == nil { tabs = bytes.contains(0x09) }
                    if tabs == true { continue }
                }
                guard literal.hasStandIns else { return false }
                if outsideASCII == nil { outsideASCII = bytes.contains { $0 >= 0x80 } }
                if outsideASCII == false { return false }
            }
            return true
        }
    }

    /// Whether `bytes` holds `literal` (lowercase), ignoring ASCII case.
    private static func contains(_ bytes: UnsafeRawBufferPointer, _ literal: [UInt8]) -> Bool {
        guard literal.count <= bytes.count else { return false }
        let first = literal[0]
        for start in 0...(bytes.count - literal.count) where lowercased(bytes[start]) == first {
            var offset = 1
            while offset < literal.count && lowercased(bytes[start + offset]) == literal[offset] { offset += 1 }
            if offset == literal.count { return true }
        }
        return false
    }

    private static func lowercased(_ byte: UInt8) -> UInt8 {
        (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
    }
}
