import Foundation
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteTestSupport
import Testing

/// Lists of quotes (`history`, `saved`) and the confirmations of `save` and `unsave`.
@Suite("Lists and confirmations", .timeLimit(.minutes(1)))
struct ListPresenterTests {
    static let records = [
        QuoteRecord(
            quote: Quote(content: "가는 말이 고와야 오는 말이 곱다. 천 리 길도 한 걸음부터.", author: "Anonymous author of proverbs, 속담 모음"),
            source: "builtin", fetchedAt: Date(timeIntervalSince1970: 1_795_303_800)),
        QuoteRecord(
            quote: Quote(
                content: "Short.", author: "Marcus Tullius Cicero, orator, statesman and philosopher of the Roman Republic"),
            source: "builtin", fetchedAt: Date(timeIntervalSince1970: 1_795_303_800)),
        QuoteRecord(
            quote: Quote(content: String(repeating: "word ", count: 40), author: nil), source: "builtin", fetchedAt: Date()),
    ]

    private func presenter(width: Int, color: Bool = false) -> ListPresenter {
        ListPresenter(presenter: QuotePresenter(format: .text, display: DisplaySettings(width: width, color: color)))
    }

    @Test("No line of a list is wider than the width, the date or number and the author included", arguments: 1...100)
    func fits(width: Int) {
        let text = presenter(width: width).render(
            Self.records.map { (.numberAndDate(1000), $0) } + Self.records.map { (.number(100), $0) })
        for line in text.split(separator: "\n") {
            #expect(DisplayWidth.of(line) <= width, "\(line) in \(width)")
        }
    }

    @Test("In 40 columns the number and the date stay, the content leads, the author is cut to what is left")
    func forty() {
        let text = presenter(width: 40).render([(.numberAndDate(7), Self.records[1])])
        #expect(text == "7  2026-11-21  Short.  — Marcus Tullius…\n")
        #expect(DisplayWidth.of(text.dropLast()) == 40)
        let korean = presenter(width: 40).render([(.numberAndDate(7), Self.records[0])])
        #expect(DisplayWidth.of(korean.dropLast()) <= 40 && korean.contains("— "))
    }

    @Test("With colour, the lines still fit: only escape sequences are added")
    func colour() {
        let text = presenter(width: 40, color: true).render(Self.records.map { (.numberAndDate(12), $0) })
        for line in text.split(separator: "\n") {
            #expect(DisplayWidth.of(TerminalSanitizer.sanitize(String(line))) <= 40)
        }
    }

    @Test("A confirmation fits the width too")
    func confirmation() {
        for width in 1...60 {
            let line = presenter(width: width).confirmation("Saved as number 3: ", Self.records[0])
            #expect(DisplayWidth.of(line.dropLast()) <= width)
        }
    }

    @Test("Numbers are right-aligned to the widest; JSON carries them as number, templates as {number}")
    func numbers() throws {
        let list = ListPresenter(presenter: QuotePresenter(format: .text))
        let lines = list.render([(.numberAndDate(9), Self.records[1]), (.numberAndDate(1000), Self.records[1])])
        #expect(lines.hasPrefix("9  2026-11-21  Short.") && lines.contains("\n1000  2026-11-21  Short."))
        let json = ListPresenter(presenter: QuotePresenter(format: .json)).render([(.numberAndDate(42), Self.records[1])])
        #expect(json.contains(#""number":42,"#) && json.hasSuffix("}\n"))
        let template = try QuoteTemplate("{number}: {content}")
        let filled = ListPresenter(presenter: QuotePresenter(format: .template(template))).render([(.number(3), Self.records[1])])
        #expect(filled == "3: Short.\n")
        #expect(QuotePresenter(format: .template(template)).render(Self.records[1]) == ": Short.\n")
    }

    @Test(
        "Each entry on one line: every run of white space, Unicode's included, one space; dashes and Hangul as they are",
        arguments: [
            // U+0085 is a C1 control as well: removed.
            ("a\u{3000}b\u{A0}c\u{2009}d\u{2028}e\u{202F}f\u{205F}g\u{1680}h\u{85}i", "a b c d e f g hi"),
            ("  two  spaces\n\tand a tab ", "two spaces and a tab"), ("끝 ", "끝"), (" 시작", "시작"),
            ("a — “b” 가나다 ‘c’…", "a — “b” 가나다 ‘c’…"), ("x\u{2060}y", "x\u{2060}y"),
        ])
    func oneLine(content: String, shown: String) {
        let record = QuoteRecord(
            quote: Quote(content: content, author: nil), source: "builtin", fetchedAt: Date(timeIntervalSince1970: 0))
        let list = ListPresenter(presenter: QuotePresenter(format: .text)).render([(.number(1), record)])
        #expect(list == "  1  \(shown)\n")
    }
}
