import QuoteModel
import Testing

/// The Happiness API's documented shape as a rule: a Korean quote with its English translation after it, and an
/// author's name with a Korean title after a comma; everything else whole.
@Suite("A quote and its translation, an author and a title")
struct BilingualTextTests {
    @Test(
        "Korean sentences, then an English text of three words or more: a quote and its translation",
        arguments: [
            (
                "행복은 내면에서 오지 않고 사이에서 온다. Happiness comes not from within, but from getting the right relationship "
                    + "between yourself and something larger than yourself.",
                "행복은 내면에서 오지 않고 사이에서 온다.",
                "Happiness comes not from within, but from getting the right relationship between yourself and something "
                    + "larger than yourself."
            ),
            (
                "행복은 습관이다. 그것을 몸에 지니라. Happiness is a habit. Cultivate it.", "행복은 습관이다. 그것을 몸에 지니라.",
                "Happiness is a habit. Cultivate it."
            ),
            ("행복이란 무엇인가? What is happiness, then?", "행복이란 무엇인가?", "What is happiness, then?"),
            ("웃어라! Laugh, and the world laughs with you.", "웃어라!", "Laugh, and the world laughs with you."),
            ("삶은 계속된다… Life goes on… always.", "삶은 계속된다…", "Life goes on… always."),
            ("“행복은 습관이다.” \"Happiness is a habit.\"", "“행복은 습관이다.”", "\"Happiness is a habit.\""),
            ("“행복은 습관이다”. Happiness is a habit.", "“행복은 습관이다”.", "Happiness is a habit."),
            ("AI는 도구다. AI is a tool, not a master.", "AI는 도구다.", "AI is a tool, not a master."),
            ("천 리 길도 한 걸음부터.\n1,000 miles begin with a step.", "천 리 길도 한 걸음부터.", "1,000 miles begin with a step."),
            ("삶은 아름답다. La vie est belle, toujours.", "삶은 아름답다.", "La vie est belle, toujours."),
            ("행복은 선택이다. Être heureux est un choix.", "행복은 선택이다.", "Être heureux est un choix."),
        ])
    func splits(content: String, quote: String, translation: String) throws {
        let split = try #require(BilingualText.split(content: content))
        #expect(split.quote == quote)
        #expect(split.translation == translation)
    }

    @Test(
        "What is not of that shape stays whole: Korean alone, English alone, Latin inside Korean, Korean after English, a word or two",
        arguments: [
            "행복은 습관이다. 그것을 몸에 지니라.", "Life is really simple, but we insist on making it complicated.",
            "AI는 우리의 일을 바꿀 것이다.", "CEO의 결정은 회사를 바꾼다.", "\"늘 갈망하고 우직하게 나아가라\"라고 Steve Jobs는 말했다.",
            "Stay hungry, stay foolish. 스티브 잡스가 스탠퍼드에서 한 말이다.",
            "Happiness is not something ready made. 행복은 이미 만들어진 것이 아니다.",
            "必死則生 必生則死 (죽고자 하면 살 것이요, 살고자 하면 죽을 것이다)", "인생은 B(brith)와 D(death)사이의 C(choice)다.",
            "행복은 습관이다. Happiness.", "행복은 습관이다. Elbert Hubbard", "행복은 습관이다. — Elbert Green Hubbard",
            "행복은 습관이다. (Elbert Green Hubbard)", "사랑은 love is all you need", "행복은 습관이다.Happiness is a habit.",
            "행복은 습관이다. Happiness is 습관.", "행복은 습관이다. 幸福は習慣 is a habit.", "행복은 습관이다. Happiness is 幸福 for all of us.",
            "행복은 습관이다. Happiness is счастье for all.", "행복 is a habit of mine.",
            "1 + 1 = 2", "",
        ])
    func staysWhole(content: String) {
        #expect(BilingualText.split(content: content) == nil)
    }

    @Test(
        "A name in Latin letters, a comma, a title in Hangul: read apart at the last such comma; anything else whole",
        arguments: [
            ("Jonathan Haidt, 사회심리학자", "Jonathan Haidt", "사회심리학자"),
            ("Antoine de Saint-Exupéry, 작가, 비행사", "Antoine de Saint-Exupéry", "작가, 비행사"),
            ("Elon Musk, 스페이스X 창업자, 테슬라 CEO", "Elon Musk", "스페이스X 창업자, 테슬라 CEO"),
            ("Martin Luther King, Jr., 목사", "Martin Luther King, Jr.", "목사"),
        ])
    func authorWithTitle(author: String, name: String, title: String) throws {
        let split = try #require(BilingualText.split(author: author))
        #expect(split.name == name && split.title == title)
    }

    @Test(
        "Authors that stay whole",
        arguments: [
            "공자, 논어", "김철수, 개발자", "Martin Luther King, Jr.", "Jonathan Haidt", "Dalai Lama (달라이 라마)", "엘버트 허버드",
            ", 사회심리학자", "孔子, 사상가", "1984, 소설", "Jonathan Haidt 사회심리학자", "Jonathan Haidt,",
        ])
    func authorWhole(author: String) {
        #expect(BilingualText.split(author: author) == nil)
    }

    @Test("The half in a language: the content, or the translation as the quote, with nothing after it; the rest kept")
    func halves() throws {
        let quote = Quote(
            id: 60, content: "행복은 사이에서 온다.", translation: "Happiness comes from between.", author: "Jonathan Haidt",
            authorTitle: "사회심리학자", description: "note")
        let english = try #require(quote.inLanguage("en"))
        #expect(english.content == "Happiness comes from between." && english.translation == nil)
        #expect(english.credit == "Jonathan Haidt, 사회심리학자" && english.description == "note" && english.id == 60)
        let korean = try #require(quote.inLanguage("ko"))
        #expect(korean.content == "행복은 사이에서 온다." && korean.translation == nil)
        #expect(quote.inLanguage("ja") == nil)
        #expect(Quote(content: "행복은 습관이다.", author: "a").inLanguage("en") == nil, "no translation: not English")
        #expect(Quote(content: "Connais-toi.", author: nil).inLanguage("fr", declared: "fr")?.content == "Connais-toi.")
    }

    @Test("A filter with a language judges the half in it: its length, and a pattern in the translation too")
    func filterOnHalves() {
        let quote = Quote(
            content: "행복은 습관이다.", translation: "Happiness is a habit, cultivate it.", author: "Elbert Hubbard",
            authorTitle: "작가")
        #expect(QuoteFilter(language: "en").matches(quote) && QuoteFilter(language: "ko").matches(quote))
        #expect(!QuoteFilter(language: "en").matches(Quote(content: "행복은 습관이다.", author: "a")))
        #expect(QuoteFilter(maxLength: 10, language: "ko").matches(quote), "the Korean half is 9 characters")
        #expect(!QuoteFilter(maxLength: 10, language: "en").matches(quote), "the English half is 35")
        #expect(QuoteFilter(maxLength: 10).matches(quote), "the quote's own text, not its translation")
        #expect(QuoteFilter(pattern: QuotePattern("cultivate")).matches(quote))
        #expect(QuoteFilter(author: "작가").matches(quote) && QuoteFilter(author: "hubbard").matches(quote))
        #expect(!QuoteFilter(author: "Haidt").matches(quote))
    }
}
