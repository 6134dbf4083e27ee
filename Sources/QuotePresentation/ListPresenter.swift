import QuoteMessages
import QuoteModel
import QuotePlatform

/// Turns lists of records (`history`, `saved`) and one-line confirmations (`save`, `unsave`) into exactly
/// what stdout shows.
///
/// As JSON or a template, each entry is rendered as a single quote would be. As text, each entry is one line:
/// its label (the number, or the local date it was fetched), the content on one line cut to the width with an
/// ellipsis, and the author; coloured, the label and author are dim.
package struct ListPresenter: Sendable {
    /// How one entry is labelled in text; JSON and templates carry its number as `number` and `{number}`.
    package enum Label: Sendable {
        /// Its number, right-aligned: `quote saved`.
        case number(Int)
        /// Its number and the local date it was fetched, as `N  2026-11-25`: `quote history`.
        case numberAndDate(Int)

        /// The entry's number.
        var number: Int {
            switch self {
            case .number(let number), .numberAndDate(let number): number
            }
        }
    }

    /// The presenter for single quotes, whose format, width and colour lists follow.
    package var presenter: QuotePresenter
    /// The language of the text form's dates: `2026-11-23`, or `2026년 11월 23일`.
    package var language: Language

    /// Creates a list presenter.
    package init(presenter: QuotePresenter, language: Language = .english) {
        self.presenter = presenter
        self.language = language
    }

    /// What to print for `entries`, in order; saved quotes' numbers are right-aligned to the widest, in three
    /// columns at least.
    package func render(_ entries: [(label: Label, record: QuoteRecord)]) -> String {
        let digits = max(3, entries.map { String($0.label.number).count }.max() ?? 0)
        return entries.map { render($0.record, label: $0.label, digits: digits) }.joined()
    }

    /// What `save` and `unsave` print: in text, `prefix` and the quote on one line, cut to the width; else the
    /// quote as JSON or through the template.
    package func confirmation(_ prefix: String, _ record: QuoteRecord) -> String {
        guard case .text = presenter.format else { return presenter.render(record) }
        let line = prefix + oneLine(record.quote.content)
        return (presenter.display.width.map { fit(line, into: $0) } ?? line) + "\n"
    }

    /// One entry as a line of text: its label, the content and the author, cut so that the line fits the width.
    ///
    /// The content comes first; the author gets what is left, and when that is not enough, up to half the room,
    /// the content the rest. Each cut ends with an ellipsis.
    private func render(_ record: QuoteRecord, label: Label, digits: Int) -> String {
        guard case .text = presenter.format else { return presenter.render(record, number: label.number) }
        let labelText: String
        switch label {
        case .number(let number):
            labelText = String(repeating: " ", count: max(0, digits - String(number).count)) + String(number)
        // `N  2026-11-25`: the number and the date each one field for awk and cut (`cut -d' ' -f3` is the date),
        // the date ISO 8601 in every language.
        case .numberAndDate(let number): labelText = "\(number)  " + presenter.localTime.day(record.fetchedAt).description
        }
        var content = oneLine(record.quote.content)
        var author = record.quote.credit.map(oneLine)
        if let width = presenter.display.width {
            let room = width - DisplayWidth.of(labelText) - 2
            let authorWidth = author.map { DisplayWidth.of(Self.dash) + DisplayWidth.of($0) } ?? 0
            if DisplayWidth.of(content) + authorWidth > room {
                let contentRoom = max(room - authorWidth, min(DisplayWidth.of(content), room - room / 2))
                content = fit(content, into: contentRoom)
                let authorRoom = room - DisplayWidth.of(content) - DisplayWidth.of(Self.dash)
                author = author.flatMap { authorRoom > 1 ? fit($0, into: authorRoom) : nil }
            }
        }
        let plain = "\(labelText)  \(content)" + (author.map { Self.dash + $0 } ?? "")
        if let width = presenter.display.width, DisplayWidth.of(plain) > width {
            // A width too narrow for even the label: the line, cut.
            return fit(plain, into: width) + "\n"
        }
        guard presenter.display.color else { return plain + "\n" }
        return "\u{1B}[2m\(labelText)\u{1B}[0m  \(content)" + (author.map { "  \u{1B}[2;3m— \($0)\u{1B}[0m" } ?? "") + "\n"
    }

    /// What stands between the content and the author.
    private static let dash = "  — "

    /// `text` sanitized on one line, each run of white space one space.
    private func oneLine(_ text: String) -> String {
        let line = TerminalSanitizer.sanitizeLine(text)
        guard !Self.isSingleSpaced(line.utf8) else { return line }
        return line.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    /// Whether the text has no white space but single ASCII spaces between words, told from its bytes.
    ///
    /// A quicker look than `Character.isWhitespace` at every character. Unicode's other white space is U+0085 and
    /// U+00A0 (`C2 85`, `C2 A0`), U+1680 (`E1 9A 80`), U+2000–U+200A, U+2028, U+2029, U+202F (`E2 80 80`–`8A`,
    /// `A8`, `A9`, `AF`), U+205F (`E2 81 9F`) and U+3000 (`E3 80 80`).
    static func isSingleSpaced(_ utf8: String.UTF8View) -> Bool {
        let bytes = Array(utf8)
        var previous: UInt8 = 0x20  // so that a leading space counts as a doubled one
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let next = index + 1 < bytes.count ? bytes[index + 1] : 0
            let third = index + 2 < bytes.count ? bytes[index + 2] : 0
            switch byte {
            case 0x20 where previous == 0x20, 0x09...0x0D: return false
            case 0xC2 where next == 0x85 || next == 0xA0: return false
            case 0xE1 where next == 0x9A && third == 0x80: return false
            case 0xE2 where next == 0x80 && ((0x80...0x8A).contains(third) || [0xA8, 0xA9, 0xAF].contains(third)):
                return false
            case 0xE2 where next == 0x81 && third == 0x9F: return false
            case 0xE3 where next == 0x80 && third == 0x80: return false
            default: break
            }
            previous = byte
            index += 1
        }
        return previous != 0x20
    }

    /// `text` cut to `columns` display columns with an ellipsis, or as it is when it fits.
    private func fit(_ text: String, into columns: Int) -> String {
        guard DisplayWidth.of(text) > columns else { return text }
        guard columns > 0 else { return "" }
        var cut = ""
        var used = 0
        for character in text {
            let width = DisplayWidth.of(character)
            guard used + width <= columns - 1 else { break }
            cut.append(character)
            used += width
        }
        return cut.trimmed + "…"
    }
}
