/// Removes what would let server text drive the terminal.
///
/// Quotes come from a server we do not control, and text output goes to a terminal: an ESC could move the
/// cursor, retitle the window or rewrite the scrollback, a bidirectional override could make text read
/// differently from how it is stored. JSON output does not need this; its escaping is exact.
package enum TerminalSanitizer {
    /// `text` without C0 controls (newline and tab are kept), DEL, C1 controls, and bidirectional
    /// overrides and isolates (U+202A–U+202E, U+2066–U+2069).
    package static func sanitize(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: text.unicodeScalars.filter(isAllowed))
        return String(scalars)
    }

    /// `text` sanitized and kept on one line: newlines and tabs become spaces, for messages on stderr.
    package static func sanitizeLine(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where isAllowed(scalar) {
            scalars.append(scalar == "\n" || scalar == "\t" ? " " : scalar)
        }
        return String(scalars)
    }

    /// Whether a scalar may reach the terminal.
    package static func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A, 0x09: true
        case 0x00...0x1F, 0x7F...0x9F: false
        case 0x202A...0x202E, 0x2066...0x2069: false
        default: true
        }
    }
}
