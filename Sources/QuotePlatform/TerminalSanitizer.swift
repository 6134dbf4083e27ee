/// Removes what would let server text drive the terminal.
///
/// Quotes come from a server we do not control, and text output goes to a terminal: an escape sequence could
/// move the cursor, retitle the window or rewrite the scrollback, a bidirectional override could make text
/// read differently from how it is stored. Whole escape sequences go, not just their ESC, so no debris like
/// `[31m` is left behind. JSON output escapes these characters instead (see ``QuoteRecord/jsonLine``).
package enum TerminalSanitizer {
    /// `text` without escape sequences (CSI, OSC, DCS and the like, in their 7-bit and 8-bit forms), C0
    /// controls (newline and tab are kept), DEL, C1 controls, and bidirectional overrides and isolates
    /// (U+202A–U+202E, U+2066–U+2069).
    package static func sanitize(_ text: String) -> String {
        // Most text holds nothing to remove: a look at its bytes spares building it again.
        if isSafe(text.utf8) { return text }
        var kept = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                // ESC, then what kind of sequence follows.
                var lookahead = scalars
                switch lookahead.next() {
                case "[":
                    scalars = lookahead
                    skipControlSequence(&scalars)
                case "]", "P", "X", "^", "_":
                    scalars = lookahead
                    skipControlString(&scalars)
                default:
                    skipEscapeSequence(&scalars)
                }
            case 0x9B: skipControlSequence(&scalars)
            case 0x90, 0x98, 0x9D, 0x9E, 0x9F: skipControlString(&scalars)
            default:
                if scalar.isSafeOnTerminal { kept.append(scalar) }
            }
        }
        return String(kept)
    }

    /// `text` sanitized and kept on one line: newlines and tabs become spaces, for messages on stderr.
    package static func sanitizeLine(_ text: String) -> String {
        let clean = sanitize(text)
        guard clean.utf8.contains(where: { $0 == 0x0A || $0 == 0x09 }) else { return clean }
        return String(String.UnicodeScalarView(clean.unicodeScalars.map { $0 == "\n" || $0 == "\t" ? " " : $0 }))
    }

    /// Whether every scalar of `utf8` is ``Unicode/Scalar/isSafeOnTerminal``, told from the bytes alone: a C1
    /// control is `C2 80`–`C2 9F` in UTF-8, the bidirectional controls `E2 80 AA`–`AE` and `E2 81 A6`–`A9`.
    static func isSafe(_ utf8: String.UTF8View) -> Bool {
        var iterator = utf8.makeIterator()
        while let byte = iterator.next() {
            switch byte {
            case 0x20...0x7E, 0x0A, 0x09, 0x80...0xC1, 0xC3...0xE1, 0xE3...0xFF: continue
            case 0xC2:
                guard let next = iterator.next(), !(0x80...0x9F).contains(next) else { return false }
            case 0xE2:
                guard let second = iterator.next(), let third = iterator.next() else { return false }
                if second == 0x80 && (0xAA...0xAE).contains(third) || second == 0x81 && (0xA6...0xA9).contains(third) {
                    return false
                }
            default: return false
            }
        }
        return true
    }

    /// Skips the rest of a plain escape sequence (ESC c, ESC 7, ESC ( B): intermediate bytes, then a final byte.
    ///
    /// Anything else after the ESC (a newline, another ESC) is left to be judged on its own.
    private static func skipEscapeSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        var lookahead = scalars
        while let scalar = lookahead.next() {
            switch scalar.value {
            case 0x20...0x2F:
                continue
            case 0x30...0x7E:
                scalars = lookahead
                return
            default:
                return
            }
        }
    }

    /// Skips a CSI sequence's parameter and intermediate bytes and its final byte; anything else ends it unconsumed.
    package static func skipControlSequence(_ scalars: inout String.UnicodeScalarView.Iterator) {
        var lookahead = scalars
        while let scalar = lookahead.next() {
            switch scalar.value {
            case 0x20...0x3F:
                scalars = lookahead
            case 0x40...0x7E:
                scalars = lookahead
                return
            default:
                return  // not part of the sequence: leave it to be judged on its own
            }
        }
    }

    /// Skips an OSC, DCS, SOS, PM or APC string up to its terminator (BEL, ESC \ or ST), or to the end of the
    /// line when it has none, so an unterminated one cannot swallow the rest of the text.
    private static func skipControlString(_ scalars: inout String.UnicodeScalarView.Iterator) {
        var lookahead = scalars
        while let scalar = lookahead.next() {
            switch scalar.value {
            case 0x07, 0x9C:
                scalars = lookahead
                return
            case 0x1B:
                var afterEscape = lookahead
                if afterEscape.next() == "\\" { lookahead = afterEscape }
                scalars = lookahead
                return
            case 0x0A:
                return
            default:
                scalars = lookahead
            }
        }
    }
}
