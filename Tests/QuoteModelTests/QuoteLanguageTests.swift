import QuoteModel
import Testing

/// A quote's language, by its script.
@Suite("The language of a quote")
struct QuoteLanguageTests {
    @Test(
        "Hangul is Korean, kana Japanese, Cyrillic Russian, Latin English unless its source says another Latin language",
        arguments: [
            ("아는 것이 힘이다.", nil as String?, "ko" as String?), ("Know thyself.", nil, "en"), ("Connais-toi.", "fr", "fr"),
            ("Know thyself.", "ko", "en"), ("知らぬが仏", nil, "ja"), ("Познай себя", nil, "ru"), ("1 + 1 = 2", nil, nil),
            ("Love 사랑", nil, "ko"),
        ])
    func language(text: String, declared: String?, expected: String?) {
        #expect(QuoteLanguage.of(text, declared: declared) == expected)
    }

    @Test("A filter with a language passes only quotes in it, and says so")
    func filter() {
        let korean = QuoteFilter(language: "ko")
        #expect(korean.matches(Quote(content: "아는 것이 힘이다.", author: nil)))
        #expect(!korean.matches(Quote(content: "Know thyself.", author: "Socrates")))
        #expect(QuoteFilter(language: "fr").matches(Quote(content: "Connais-toi.", author: nil), declared: "fr"))
        #expect(korean.description == "--lang ko" && !korean.isEmpty && korean != QuoteFilter())
        #expect(QuoteLanguage.isCode("ko") && !QuoteLanguage.isCode("KO") && !QuoteLanguage.isCode("kor"))
    }
}
