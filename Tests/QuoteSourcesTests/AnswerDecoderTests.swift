import Foundation
import QuoteJSON
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteTestSupport
import Testing

/// Each network source's answer, from fixtures taken from its documented answer.
@Suite("Decoding each source's answer", .timeLimit(.minutes(1)))
struct AnswerDecoderTests {
    private func decode(_ decoder: AnswerDecoder, _ fixture: String, contentType: String? = nil) throws(AnswerError) -> Quote {
        try decoder.decode(Fixture.data(fixture), contentType)
    }

    @Test("The Happiness API: a valid body gives a trimmed quote, Korean intact")
    func happiness() throws {
        #expect(
            try decode(HappinessAPI.decoder, "happiness-valid.json")
                == Quote(
                    id: 42, content: "행복은 습관이다. 그것을 몸에 지니라.", author: "엘버트 허버드",
                    description: "미국의 작가이자 출판인", link: "https://ko.wikipedia.org/wiki/엘버트_허버드"))
        let mixed = try decode(HappinessAPI.decoder, "happiness-mixed.json")
        #expect(mixed.content == "Happiness is not something ready made. 행복은 이미 만들어진 것이 아니다.")
        #expect(mixed.author == "Dalai Lama (달라이 라마)")
    }

    @Test(
        "Absent, null and blank description and link all become nil",
        arguments: [
            "happiness-null-optionals.json", "happiness-absent-optionals.json", "happiness-mixed.json",
        ])
    func optionalFields(fixture: String) throws {
        let quote = try decode(HappinessAPI.decoder, fixture)
        #expect(quote.description == nil && quote.link == nil)
        #expect(!quote.content.isEmpty && quote.author?.isEmpty == false)
    }

    @Test(
        "Content or an author that shows nothing once controls are removed is empty: an invalid answer, in every decoder",
        arguments: [
            (#""\u001b[2J\u001b[H\u202e""#, #""Someone""#, AnswerError.emptyContent),
            (#""Words""#, #""\u0007\u0007""#, .emptyAuthor), (#""\u001b]0;title\u0007 \t""#, #""a""#, .emptyContent),
        ] as [(String, String, AnswerError)])
    func nothingToShow(content: String, author: String, error: AnswerError) {
        let happiness =
            #"{"message":"Success","statusCode":200,"data":{"id":1,"content":"# + content + #","author":"# + author + "}}"
        #expect(throws: error) { try HappinessAPI.decoder.decode(Data(happiness.utf8), nil) }
        let zen = "[{\"q\":" + content + ",\"a\":" + author + "}]"
        #expect(throws: error) { try ZenQuotes.decoder.decode(Data(zen.utf8), nil) }
    }

    @Test(
        "The Happiness API as its README answers: the Korean quote, its English translation, the author's name and title",
        arguments: [
            (
                "happiness-bilingual.json", 60, "행복은 내면에서 오지 않고 사이에서 온다.",
                "Happiness comes not from within, but from getting the right relationship between yourself and something "
                    + "larger than yourself.", "Jonathan Haidt", "사회심리학자"
            ),
            (
                "happiness-bilingual-sentences.json", 61, "행복은 습관이다. 그것을 몸에 지니라.", "Happiness is a habit. Cultivate it.",
                "Elbert Hubbard", "작가"
            ),
            (
                "happiness-bilingual-title.json", 62, "『어린 왕자』가 말하듯, 가장 중요한 것은 눈에 보이지 않는다.",
                "As \"The Little Prince\" says, what is essential is invisible to the eye.", "Antoine de Saint-Exupéry", "작가, 비행사"
            ),
            (
                "happiness-bilingual-question.json", 63, "지금 행복하지 않다면 언제 행복하겠는가? 웃지 않은 하루는 버린 하루다!",
                "If not now, when will you be happy? A day without laughter is a day wasted!", "Charlie Chaplin", "배우"
            ),
            (
                "happiness-bilingual-dashes.json", 64, "삶은 계속된다… 그리고 우리는 — 언제나 — 다시 시작한다.",
                "Life goes on… and we — always — begin again.", "Robert Frost", "시인"
            ),
        ] as [(String, Int, String, String, String, String)])
    func happinessBilingual(
        fixture: String, id: Int, content: String, translation: String, author: String, title: String
    ) throws {
        #expect(
            try decode(HappinessAPI.decoder, fixture)
                == Quote(
                    id: .number(id), content: content, translation: translation, author: author, authorTitle: title))
    }

    @Test(
        "An answer of no other shape is read as it was: its content and its author whole, byte for byte",
        arguments: [
            ("행복은 습관이다. 그것을 몸에 지니라.", "엘버트 허버드"), ("Life is really simple, but we insist on making it complicated.", "Confucius"),
            ("AI는 우리의 일을 바꿀 것이다.", "누군가"), ("CEO의 결정은 회사를 바꾼다.", "누군가"),
            ("\"늘 갈망하고 우직하게 나아가라\"라고 Steve Jobs는 말했다.", "누군가"),
            ("Stay hungry, stay foolish. 스티브 잡스가 스탠퍼드에서 한 말이다.", "Steve Jobs, Stanford"),
            ("必死則生 必生則死 (죽고자 하면 살 것이요, 살고자 하면 죽을 것이다)", "이순신"), ("행복은 습관이다. Elbert Hubbard", "공자, 논어"),
            ("행복은 습관이다. Happy days.", "Martin Luther King, Jr."), ("천 리 길도 한 걸음부터.", "김철수, 개발자"),
        ])
    func wholeAsBefore(content: String, author: String) throws {
        let body =
            #"{"message":"Success","statusCode":200,"data":{"id":1,"content":"# + JSONText.string(content)
            + #","author":"# + JSONText.string(author) + "}}"
        #expect(try HappinessAPI.decoder.decode(Data(body.utf8), nil) == Quote(id: 1, content: content, author: author))
        let advice = #"{"author":"# + JSONText.string(author) + #","message":"# + JSONText.string(content) + "}"
        #expect(try KoreanAdvice.decoder.decode(Data(advice.utf8), nil) == Quote(content: content, author: author))
    }

    @Test("A profile of a dash, or blank, is no profile, in every source")
    func placeholderProfile() throws {
        let dash = try decode(KoreanAdvice.decoder, "korean-advice-profile-dash.json")
        #expect(dash == Quote(content: "인생의 선택에 타인의 말은 필요없어!", author: "은하철도 999"))
        for profile in ["-", "–", "—", " - ", "--", "", "  "] {
            let body = #"{"author":"a","authorProfile":"# + "\"\(profile)\"" + #","message":"m"}"#
            #expect(try KoreanAdvice.decoder.decode(Data(body.utf8), nil).description == nil, "\(profile)")
            let happiness =
                #"{"message":"Success","statusCode":200,"data":{"id":1,"content":"c","author":"a","description":"#
                + "\"\(profile)\"}}"
            #expect(try HappinessAPI.decoder.decode(Data(happiness.utf8), nil).description == nil, "\(profile)")
        }
        let kept = #"{"author":"a","authorProfile":"-1도 없는 작가","message":"m"}"#
        #expect(try KoreanAdvice.decoder.decode(Data(kept.utf8), nil).description == "-1도 없는 작가")
    }

    @Test("ZenQuotes: the first item's q and a; no id")
    func zenQuotes() throws {
        #expect(
            try decode(ZenQuotes.decoder, "zenquotes-valid.json")
                == Quote(content: "Life is really simple, but we insist on making it complicated.", author: "Confucius"))
    }

    @Test("ZenQuotes' stand-in quote over its limit is rate limiting, never a quote")
    func zenQuotesRateLimit() {
        #expect(throws: AnswerError.rateLimited("Too many requests. Obtain an auth key for unlimited access.")) {
            try decode(ZenQuotes.decoder, "zenquotes-rate-limited.json")
        }
    }

    @Test("DummyJSON: id, quote and author")
    func dummyJSON() throws {
        #expect(
            try decode(DummyJSON.decoder, "dummyjson-valid.json")
                == Quote(
                    id: 1, content: "Your heart is the size of an ocean. Go find yourself in its hidden depths.", author: "Rumi"))
    }

    @Test("korean-advice: message and author, the profile as the description")
    func koreanAdvice() throws {
        #expect(
            try decode(KoreanAdvice.decoder, "korean-advice-valid.json")
                == Quote(
                    content: "必死則生 必生則死 (죽고자 하면 살 것이요, 살고자 하면 죽을 것이다)", author: "이순신", description: "조선 중기의 무신"))
    }

    private static func custom(
        content: String, author: String, id: String? = nil, description: String? = nil, link: String? = nil
    ) throws -> AnswerDecoder {
        let spec = CustomSourceSpec(
            name: "mine", url: URL(string: "https://x.test/q")!, content: try JSONPointer(content),
            author: try JSONPointer(author),
            id: try id.map(JSONPointer.init), description: try description.map(JSONPointer.init),
            link: try link.map(JSONPointer.init))
        return CustomSource.decoder(for: spec)
    }

    @Test("A custom source reads each field with its JSON Pointer; an id may be text")
    func customSource() throws {
        let decoder = try Self.custom(content: "/0/quote", author: "/0/author", id: "/0/id", description: "/0/category")
        #expect(
            try decode(decoder, "custom-ninjas.json")
                == Quote(
                    id: .text("soc-1"), content: "The only true wisdom is in knowing you know nothing.", author: "Socrates",
                    description: "knowledge"))
        let zen = try Self.custom(content: "/0/q", author: "/0/a")
        #expect(try decode(zen, "zenquotes-valid.json").author == "Confucius")
        let nested = try Self.custom(content: "/data/content", author: "/data/author", id: "/data/id", link: "/data/link")
        #expect(try decode(nested, "happiness-valid.json").id == 42)
    }

    @Test(
        "A pointer that finds nothing, or a value of the wrong kind, is an invalid response naming the pointer",
        arguments: [
            (("/0/text", "/0/author", nil, nil), AnswerError.pointerFindsNothing(field: "content", pointer: "/0/text")),
            (("/1/quote", "/0/author", nil, nil), .pointerFindsNothing(field: "content", pointer: "/1/quote")),
            (
                ("/0", "/0/author", nil, nil),
                .pointerFindsWrongKind(field: "content", pointer: "/0", found: .object, expected: .string)
            ),
            (
                ("/0/quote", "/0/author", "/0", nil),
                .pointerFindsWrongKind(field: "id", pointer: "/0", found: .object, expected: .wholeNumberOrString)
            ),
            (("/0/quote", "/0/author", nil, "/0/url"), .pointerFindsNothing(field: "link", pointer: "/0/url")),
        ] as [((String, String, String?, String?), AnswerError)])
    func customPointerErrors(pointers: (content: String, author: String, id: String?, link: String?), error: AnswerError) throws {
        let decoder = try Self.custom(content: pointers.content, author: pointers.author, id: pointers.id, link: pointers.link)
        #expect(throws: error) { try decode(decoder, "custom-ninjas.json") }
    }

    @Test(
        "Invalid bodies are rejected with a reason naming what is wrong",
        arguments: [
            (HappinessAPI.decoder, "happiness-missing-content.json", AnswerError.missingField("data.content")),
            (HappinessAPI.decoder, "happiness-missing-data.json", .noData),
            (HappinessAPI.decoder, "happiness-wrong-types.json", .wrongType("data.id")),
            (HappinessAPI.decoder, "happiness-status-500.json", .bodyStatus(500, message: "Internal Server Error")),
            (HappinessAPI.decoder, "happiness-status-201.json", .bodyStatus(201, message: "Created")),
            (HappinessAPI.decoder, "happiness-empty-content.json", .emptyContent),
            (HappinessAPI.decoder, "happiness-empty-author.json", .emptyAuthor),
            (HappinessAPI.decoder, "page.html", .notJSON(contentType: nil)),
            (HappinessAPI.decoder, "empty.json", .emptyBody),
            (ZenQuotes.decoder, "dummyjson-valid.json", .wrongShape),
            (ZenQuotes.decoder, "custom-ninjas.json", .missingField("[0].q")),
            (DummyJSON.decoder, "zenquotes-valid.json", .wrongShape),
            (KoreanAdvice.decoder, "dummyjson-valid.json", .missingField("message")),
            (DummyJSON.decoder, "dummyjson-decimal-id.json", .wrongType("id")),
        ] as [(AnswerDecoder, String, AnswerError)])
    func invalid(decoder: AnswerDecoder, fixture: String, error: AnswerError) {
        #expect(throws: error) { try decode(decoder, fixture) }
    }

    @Test(
        "Each fault of an answer is named by its path, the first in the answer's own order",
        arguments: [
            (HappinessAPI.decoder, "[]", AnswerError.wrongShape),
            (HappinessAPI.decoder, #"{"message":"m"}"#, .missingField("statusCode")),
            (HappinessAPI.decoder, #"{"statusCode":"200"}"#, .wrongType("statusCode")),
            (HappinessAPI.decoder, #"{"message":1,"statusCode":200}"#, .wrongType("message")),
            (HappinessAPI.decoder, #"{"statusCode":200,"data":"x"}"#, .wrongType("data")),
            (HappinessAPI.decoder, #"{"statusCode":500,"data":{"content":"c"}}"#, .missingField("data.id")),
            (HappinessAPI.decoder, #"{"statusCode":200,"data":{"id":1,"content":"c","author":null}}"#, .wrongType("data.author")),
            (
                HappinessAPI.decoder, #"{"statusCode":200,"data":{"id":1,"content":"c","author":"a","link":7}}"#,
                .wrongType("data.link")
            ),
            (HappinessAPI.decoder, #"{"statusCode":200,"data":null}"#, .noData),
            (HappinessAPI.decoder, #"{"statusCode":200,"data":{"id":1e30,"content":"c","author":"a"}}"#, .wrongType("data.id")),
            (ZenQuotes.decoder, #"[{"q":"a","a":"b"},"x"]"#, .wrongType("[1]")),
            (ZenQuotes.decoder, #"[{"q":"a","a":2}]"#, .wrongType("[0].a")),
            (KoreanAdvice.decoder, #"{"author":"a","authorProfile":[],"message":"m"}"#, .wrongType("authorProfile")),
            (DummyJSON.decoder, #"{"id":"1","quote":"q","author":"a"}"#, .wrongType("id")),
            (HappinessAPI.decoder, #"{"statusCode":200,}"#, .notJSON(contentType: nil)),
        ] as [(AnswerDecoder, String, AnswerError)])
    func faultsByPath(decoder: AnswerDecoder, body: String, error: AnswerError) {
        #expect(throws: error) { try decoder.decode(Data(body.utf8), nil) }
    }

    @Test("A whole number written with a fraction or an exponent is an id; a null optional field is absent")
    func wholeNumbers() throws {
        let body = #"{"statusCode":2e2,"data":{"id":5.0,"content":"c","author":"a","description":null}}"#
        let quote = try HappinessAPI.decoder.decode(Data(body.utf8), nil)
        #expect(quote.id == .number(5) && quote.description == nil)
    }

    @Test("A body that is not JSON names its content type")
    func namesContentType() {
        #expect(throws: AnswerError.notJSON(contentType: "text/html; charset=utf-8")) {
            try decode(HappinessAPI.decoder, "page.html", contentType: "text/html; charset=utf-8")
        }
    }

    @Test("Control characters are kept by the decoder: JSON output must stay exact")
    func controlsSurviveDecoding() throws {
        let quote = try decode(HappinessAPI.decoder, "happiness-control-characters.json")
        #expect(quote.content.unicodeScalars.contains("\u{1B}") && quote.content.unicodeScalars.contains("\u{202E}"))
    }

    @Test(
        "JSON nested far too deep is an error, not a crash",
        arguments: [HappinessAPI.decoder, ZenQuotes.decoder, DummyJSON.decoder])
    func deepNesting(decoder: AnswerDecoder) {
        let body = Data((String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)).utf8)
        #expect(throws: AnswerError.self) { try decoder.decode(body, nil) }
    }
}
