import Foundation
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteTestSupport
import Testing

@Suite("Presenting quotes", .timeLimit(.minutes(1)))
struct PresentationTests {
    static let record = QuoteRecord(
        quote: Quote(id: 42, content: "행복은 습관이다.", author: "엘버트 허버드", description: "작가", link: "https://example.org/a"),
        source: "https://api.sobabear.com/happiness/random-quote",
        fetchedAt: Date(timeIntervalSince1970: 1_795_000_000.75))

    @Test("Text: content, em-dash author, then description and link")
    func text() {
        let output = QuotePresenter(format: .text).render(Self.record)
        #expect(output == "행복은 습관이다.\n— 엘버트 허버드\n작가\nhttps://example.org/a\n")
    }

    @Test("Text without description and link is two lines")
    func textWithoutExtras() {
        var record = Self.record
        record.quote.description = nil
        record.quote.link = nil
        #expect(QuotePresenter(format: .text).render(record) == "행복은 습관이다.\n— 엘버트 허버드\n")
    }

    @Test("Text never carries a control character from the server")
    func textIsSanitized() throws {
        let quote = try Fixture.happinessQuote("happiness-control-characters.json")
        let output = QuotePresenter(format: .text).render(QuoteRecord(quote: quote, source: "s", fetchedAt: Date()))
        #expect(output.unicodeScalars.allSatisfy { $0.isSafeOnTerminal })
        #expect(output == "행복은 가까이 있다\nevil isolate\tend\n— Bold 작가\nnote x\nhttps://example.org/\n")
    }

    @Test("JSON: one object, sorted keys, nulls kept, UTC seconds, one newline")
    func json() {
        var record = Self.record
        record.quote.link = nil
        let output = QuotePresenter(format: .json).render(record)
        #expect(
            output == """
                {"attribution":null,"author":"엘버트 허버드","authorTitle":null,"content":"행복은 습관이다.","description":"작가",\
                "fetchedAt":"2026-11-18T11:06:40Z","id":42,"lang":"ko","link":null,"source":"https://api.sobabear.com/happiness/random-quote",\
                "translation":null,"translationLang":null}

                """)
    }

    @Test("A source's attribution: a line of its own, last, under the author (dim in colour), a JSON object, a placeholder")
    func attribution() throws {
        let credit = Attribution(text: "Inspirational quotes provided by ZenQuotes API", link: "https://zenquotes.io/")
        var record = Self.record
        (record.quote.description, record.quote.link) = (nil, nil)
        let attributed: @Sendable (SourceLabel) -> Attribution? = { _ in credit }
        let text = QuotePresenter(format: .text, attribution: attributed).render(record)
        #expect(
            text == "행복은 습관이다.\n— 엘버트 허버드\nInspirational quotes provided by ZenQuotes API (https://zenquotes.io/)\n")
        let colour = QuotePresenter(format: .text, display: DisplaySettings(width: nil, color: true), attribution: attributed)
        #expect(
            colour.render(record).contains(
                "\u{1B}[2mInspirational quotes provided by ZenQuotes API (https://zenquotes.io/)\u{1B}[0m"))
        let json = QuotePresenter(format: .json, attribution: attributed).render(record)
        #expect(
            json.contains(
                #""attribution":{"link":"https://zenquotes.io/","text":"Inspirational quotes provided by ZenQuotes API"}"#))
        #expect(QuotePresenter(format: .json).render(record).contains(#""attribution":null"#), "null for a source without")
        let template = try QuoteTemplate("{content} [{attribution}]")
        #expect(
            QuotePresenter(format: .template(template), attribution: attributed).render(record)
                == "행복은 습관이다. [Inspirational quotes provided by ZenQuotes API (https://zenquotes.io/)]\n")
        #expect(QuotePresenter(format: .template(template)).render(record) == "행복은 습관이다. []\n")
        // What is said of the author stays by the author: the credit comes last.
        (record.quote.description, record.quote.link) = ("작가", "https://example.com/q")
        #expect(
            QuotePresenter(format: .text, attribution: attributed).render(record)
                == "행복은 습관이다.\n— 엘버트 허버드\n작가\nhttps://example.com/q\n"
                + "Inspirational quotes provided by ZenQuotes API (https://zenquotes.io/)\n")
    }

    @Test("Quotes as a fortune file: text, the author as fortune writes one, a % line after each; a lone % is kept apart")
    func fortuneFile() {
        let quotes = [
            Quote(id: nil, content: "Know thyself.", author: "Socrates"),
            Quote(id: nil, content: "100\n%\nsure", author: nil),
        ]
        #expect(FortuneText.file(quotes) == "Know thyself.\n\t\t-- Socrates\n%\n100\n %\nsure\n%\n")
    }

    @Test("JSON keeps hostile content exactly and decodes back to the same record")
    func jsonRoundTrip() throws {
        let quote = try Fixture.happinessQuote("happiness-control-characters.json")
        let record = QuoteRecord(quote: quote, source: "s", fetchedAt: Date(timeIntervalSince1970: 0))
        let output = QuotePresenter(format: .json).render(record)
        #expect(output.hasSuffix("}\n") && output.filter { $0 == "\n" }.count == 1)
        // Exact, yet nothing a terminal acts on travels raw: it is escaped.
        #expect(output.dropLast().unicodeScalars.allSatisfy { $0.isSafeOnTerminal && $0 != "\n" && $0 != "\t" })
        #expect(output.contains("\\u202e") && output.contains("\\u009b") && output.contains("\\u007f"))
        let decoded = try #require(QuoteRecord(line: Data(output.utf8)))
        #expect(decoded == record)
    }
}
