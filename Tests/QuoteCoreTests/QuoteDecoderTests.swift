import Foundation
import QuoteCore
import QuoteTestSupport
import Testing

@Suite("Decoding Happiness API bodies", .timeLimit(.minutes(1)))
struct QuoteDecoderTests {
    @Test("A valid body gives a trimmed quote, Korean intact")
    func validKorean() throws {
        let quote = try QuoteDecoder.decode(Fixture.data("happiness-valid.json"))
        #expect(quote == Quote(
            id: 42, content: "행복은 습관이다. 그것을 몸에 지니라.", author: "엘버트 허버드",
            description: "미국의 작가이자 출판인", link: "https://ko.wikipedia.org/wiki/엘버트_허버드"))
    }

    @Test("Absent, null and blank description and link all become nil", arguments: [
        "happiness-null-optionals.json", "happiness-absent-optionals.json", "happiness-mixed.json",
    ])
    func optionalFields(fixture: String) throws {
        let quote = try QuoteDecoder.decode(Fixture.data(fixture))
        #expect(quote.description == nil)
        #expect(quote.link == nil)
        #expect(!quote.content.isEmpty && !quote.author.isEmpty)
    }

    @Test("Mixed Korean and English content is kept as sent")
    func mixedLanguages() throws {
        let quote = try QuoteDecoder.decode(Fixture.data("happiness-mixed.json"))
        #expect(quote.content == "Happiness is not something ready made. 행복은 이미 만들어진 것이 아니다.")
        #expect(quote.author == "Dalai Lama (달라이 라마)")
    }

    @Test("Invalid bodies are rejected with a reason naming what is wrong", arguments: [
        ("happiness-missing-content.json", "missing field \"data.content\""),
        ("happiness-missing-data.json", "body has no \"data\" object"),
        ("happiness-wrong-types.json", "field \"data.id\" has the wrong type"),
        ("happiness-status-500.json", "body reports statusCode 500 (Internal Server Error)"),
        ("happiness-empty-content.json", "quote has empty content"),
        ("happiness-empty-author.json", "quote has an empty author"),
        ("page.html", "body is not valid JSON"),
        ("empty.json", "empty body"),
    ])
    func invalid(fixture: String, reason: String) {
        #expect(throws: InvalidQuote(reason)) {
            try QuoteDecoder.decode(Fixture.data(fixture))
        }
    }

    @Test("A body that is not JSON names its content type")
    func namesContentType() {
        #expect(throws: InvalidQuote("body is not valid JSON (text/html; charset=utf-8)")) {
            try QuoteDecoder.decode(Fixture.data("page.html"), contentType: "text/html; charset=utf-8")
        }
    }

    @Test("Control characters are kept by the decoder: JSON output must stay exact")
    func controlsSurviveDecoding() throws {
        let quote = try QuoteDecoder.decode(Fixture.data("happiness-control-characters.json"))
        #expect(quote.content.unicodeScalars.contains("\u{1B}"))
        #expect(quote.content.unicodeScalars.contains("\u{202E}"))
    }

    @Test("JSON nested far too deep is an error, not a crash")
    func deepNesting() {
        let body = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect(throws: InvalidQuote.self) { try QuoteDecoder.decode(body) }
    }
}
