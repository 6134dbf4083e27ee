import Foundation
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteTestSupport
import Testing

/// A quote with its translation, and an author with a title, as each format shows them.
@Suite("Presenting a quote and its translation", .timeLimit(.minutes(1)))
struct TranslationPresentationTests {
    /// The Happiness API README's example, as the source reads it apart.
    static let record = QuoteRecord(
        quote: Quote(
            id: 60, content: "행복은 내면에서 오지 않고 사이에서 온다.",
            translation: "Happiness comes not from within, but from getting the right relationship between yourself and "
                + "something larger than yourself.",
            author: "Jonathan Haidt", authorTitle: "사회심리학자"),
        source: "https://api.sobabear.com/happiness/random-quote", fetchedAt: Date(timeIntervalSince1970: 1_795_000_000))

    private func text(width: Int?, language: String? = nil, color: Bool = false) -> String {
        var presenter = QuotePresenter(format: .text, display: DisplaySettings(width: width, color: color))
        presenter.language = language
        return presenter.render(Self.record)
    }

    @Test("Unwrapped: the Korean, the English as a paragraph of its own, then the author and the title")
    func unwrapped() {
        #expect(
            text(width: nil)
                == "행복은 내면에서 오지 않고 사이에서 온다.\n"
                + "Happiness comes not from within, but from getting the right relationship between yourself and something "
                + "larger than yourself.\n— Jonathan Haidt, 사회심리학자\n")
    }

    @Test("Wrapped: each text on its own lines, never one line holding both; the author line after both, at the block's end")
    func wrapped() {
        #expect(
            text(width: 44) == """
                행복은 내면에서 오지 않고 사이에서 온다.
                Happiness comes not from within, but from
                getting the right relationship between
                yourself and something larger than yourself.
                              — Jonathan Haidt, 사회심리학자

                """)
    }

    @Test(
        "In every width, the Korean's lines come first, then the English's, then the author's",
        arguments: [20, 30, 40, 60, 80, 200])
    func everyWidth(width: Int) throws {
        let lines = text(width: width).split(separator: "\n").map(String.init)
        let hangul: (String) -> Bool = { $0.unicodeScalars.contains(where: QuoteLanguage.isHangul) }
        let authorStart = try #require(lines.firstIndex { $0.trimmed.hasPrefix("—") })
        let korean = lines[..<authorStart].prefix(while: hangul)
        let english = lines[korean.count..<authorStart]
        #expect(korean.joined(separator: " ") == "행복은 내면에서 오지 않고 사이에서 온다.")
        #expect(english.joined(separator: " ") == Self.record.quote.translation)
        #expect(!english.contains(where: hangul))
        #expect(lines[authorStart...].map { $0.trimmed }.joined(separator: " ") == "— Jonathan Haidt, 사회심리학자")
        #expect(lines.allSatisfy { DisplayWidth.of($0) <= width })
    }

    @Test("In colour, the quote plain and its translation dim, as what is said of a quote is")
    func colour() {
        #expect(
            text(width: nil, color: true)
                == "행복은 내면에서 오지 않고 사이에서 온다.\n\u{1B}[2m\(Self.record.quote.translation!)\u{1B}[0m\n"
                + "\u{1B}[2;3m— Jonathan Haidt, 사회심리학자\u{1B}[0m\n")
    }

    @Test("--lang takes the half it asks for, in text, JSON and templates")
    func halves() throws {
        #expect(
            text(width: nil, language: "en")
                == "Happiness comes not from within, but from getting the right relationship between yourself and something "
                + "larger than yourself.\n— Jonathan Haidt, 사회심리학자\n")
        #expect(text(width: nil, language: "ko") == "행복은 내면에서 오지 않고 사이에서 온다.\n— Jonathan Haidt, 사회심리학자\n")
        var json = QuotePresenter(format: .json)
        json.language = "en"
        let english = json.render(Self.record)
        #expect(english.contains(#""content":"Happiness comes not"#) && english.contains(#""lang":"en""#))
        #expect(english.contains(#""translation":null"#) && english.contains(#""translationLang":null"#))
        var template = QuotePresenter(format: .template(try QuoteTemplate("{content} — {author}")))
        template.language = "en"
        #expect(template.render(Self.record).hasPrefix("Happiness comes not from within"))
    }

    @Test("JSON: the quote and its translation apart, each with its language; the author's name apart from the title")
    func json() {
        #expect(
            QuotePresenter(format: .json).render(Self.record) == """
                {"attribution":null,"author":"Jonathan Haidt","authorTitle":"사회심리학자","content":"행복은 내면에서 오지 않고 사이에서 온다.",\
                "description":null,"fetchedAt":"2026-11-18T11:06:40Z","id":60,"lang":"ko","link":null,\
                "source":"https://api.sobabear.com/happiness/random-quote","translation":"Happiness comes not from within, but from \
                getting the right relationship between yourself and something larger than yourself.","translationLang":"en"}

                """)
    }

    @Test("A translation's language is judged by its script alone; the content's, Latin, by its source's word")
    func declaredLanguage() {
        let french = QuoteRecord(
            quote: Quote(content: "Connais-toi toi-même.", translation: "Know thyself, they said.", author: "Socrate"),
            source: "mine", fetchedAt: Self.record.fetchedAt)
        let presenter = QuotePresenter(
            json: true, template: nil, width: .auto, color: .never, terminal: TerminalInfo(isTerminal: false), environment: [:],
            localTime: .utc, declaredLanguage: { _ in "fr" })
        let json = presenter.render(french)
        #expect(json.contains(#""lang":"fr""#) && json.contains(#""translationLang":"en""#), "\(json)")
    }

    @Test("Templates: a placeholder for each part; README's tmux line stays one line")
    func template() throws {
        let parts = try QuoteTemplate("{content}|{lang}|{translation}|{translationLang}|{author}|{authorTitle}")
        #expect(
            QuotePresenter(format: .template(parts)).render(Self.record)
                == "행복은 내면에서 오지 않고 사이에서 온다.|ko|\(Self.record.quote.translation!)|en|Jonathan Haidt|사회심리학자\n")
        let tmux = QuotePresenter(format: .template(try QuoteTemplate("{content} — {author}"))).render(Self.record)
        #expect(tmux == "행복은 내면에서 오지 않고 사이에서 온다. — Jonathan Haidt\n")
        let none = QuoteRecord(quote: Quote(content: "42", author: nil), source: "s", fetchedAt: Self.record.fetchedAt)
        #expect(QuotePresenter(format: .template(parts)).render(none) == "42|||||\n", "nothing for what is absent")
    }

    @Test("As a fortune file (saved --fortune): the quote, its translation after it, the author with the title")
    func fortuneFile() {
        #expect(
            FortuneText.file([Self.record.quote])
                == "행복은 내면에서 오지 않고 사이에서 온다.\n\(Self.record.quote.translation!)\n\t\t-- Jonathan Haidt, 사회심리학자\n%\n")
    }

    @Test("A list's line: the quote's own text, and the author with the title")
    func listLine() {
        let line = ListPresenter(presenter: QuotePresenter(format: .text)).render([(.number(1), Self.record)])
        #expect(line == "  1  행복은 내면에서 오지 않고 사이에서 온다.  — Jonathan Haidt, 사회심리학자\n")
    }

}
