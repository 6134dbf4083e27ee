import Foundation
import QuoteJSON
import QuotePlatform
import Testing

/// JSON written by hand: what `JSONEncoder` writes for safe text, and every character a terminal acts on escaped.
@Suite("JSON written by hand", .timeLimit(.minutes(1)))
struct JSONTextTests {
    /// What `JSONEncoder` writes for `text`, with the options the records used to be written with.
    private func encoded(_ text: String) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode([text]), as: UTF8.self).dropFirst().dropLast().description
    }

    @Test(
        "Safe text is written as JSONEncoder writes it",
        arguments: ["", "plain", "행복은 습관이다.", "q\"uote\\", "a/b", "line\nnext\ttab\r\u{8}\u{C}", "\u{1}\u{1F}", "😀 é"])
    func likeTheEncoder(text: String) throws {
        #expect(JSONText.string(text) == (try encoded(text)))
    }

    @Test(
        "Every character a terminal acts on is escaped, and the text decodes back to itself",
        arguments: ["\u{1B}[2J", "\u{7F}", "\u{9B}31m", "\u{85}", "\u{202E}evil\u{202C}", "\u{2066}x\u{2069}"])
    func terminalSafe(text: String) throws {
        let written = JSONText.string(text)
        #expect(written.unicodeScalars.allSatisfy { $0.isSafeOnTerminal && $0 != "\n" })
        #expect(try JSONDecoder().decode(String.self, from: Data(written.utf8)) == text)
    }

    @Test(
        "Numbers as JSON has them: whole numbers without a fraction, no infinity or NaN",
        arguments: [(1.0, "1"), (1.5, "1.5"), (1e30, "1e+30"), (0.1, "0.1"), (-2, "-2"), (.infinity, "null"), (.nan, "null")]
            as [(Double, String)])
    func numbers(value: Double, written: String) {
        #expect(JSONText.number(value) == written)
    }

    @Test("A JSON value's line: nested, keys sorted, compact")
    func valueLine() {
        let value: JSONValue = .object(["b": .array([.integer(1), .number(2.5), .null, .boolean(true)]), "a": .string("x/y")])
        #expect(value.jsonLine == #"{"a":"x/y","b":[1,2.5,null,true]}"#)
    }
}
