extension Unicode.Scalar {
    /// Whether the scalar may reach a terminal as it is: not a C0 control (but newline and tab), not DEL or a
    /// C1 control, not a bidirectional override or isolate (U+202A–U+202E, U+2066–U+2069), which could make
    /// text read differently from how it is stored.
    ///
    /// The one rule for what is safe to show: the presentation layer removes the rest from text, and a
    /// record's JSON escapes it.
    package var isSafeOnTerminal: Bool {
        switch value {
        case 0x0A, 0x09: true
        case 0x00...0x1F, 0x7F...0x9F: false
        case 0x202A...0x202E, 0x2066...0x2069: false
        default: true
        }
    }
}
