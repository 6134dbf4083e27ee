import QuotePlatform
import Testing

/// What may reach a terminal: the one rule every layer shows text by.
@Suite("Sanitizing text for a terminal", .timeLimit(.minutes(1)))
struct TerminalSanitizerTests {
    @Test(
        "Terminal controls are removed; newline, tab and ordinary text stay",
        arguments: [
            ("\u{1B}[2J\u{1B}]0;title\u{07}text", "text"),
            ("\u{1B}[1;31mred\u{1B}[0m \u{1B}]8;;https://x\u{1B}\\link\u{1B}]8;;\u{1B}\\ \u{1B}Pdcs\u{9C}end", "red link end"),
            ("\u{1B}]0;no terminator\nnext line", "\nnext line"),
            ("\u{9B}31mc1\u{1B}cx\u{1B}", "c1x"),
            ("a\u{1B}(Bb\u{1B}\u{1B}[31mc\u{1B}\nd", "abc\nd"),
            ("a\u{0}b\u{7F}c\u{9B}d\u{85}e\u{80}\u{9F}", "abce"),
            ("\u{202A}\u{202B}\u{202C}\u{202D}\u{202E}x\u{2066}\u{2067}\u{2068}\u{2069}", "x"),
            ("line\r\nnext\ttab", "line\nnext\ttab"),
            ("행복 😀 e\u{301} ﬁ \u{200D}", "행복 😀 e\u{301} ﬁ \u{200D}"),
        ])
    func sanitize(input: String, expected: String) {
        #expect(TerminalSanitizer.sanitize(input) == expected)
        #expect(TerminalSanitizer.sanitize(expected) == expected)
    }

    @Test("A line for stderr: controls removed, newlines and tabs become spaces")
    func stderrLine() {
        #expect(TerminalSanitizer.sanitizeLine("a\nb\tc\u{1B}[31md\u{202E}e\u{7F}") == "a b cde")
    }
}
