import Foundation
import QuoteModel
import QuotePlatform
import QuoteTestSupport
import Testing

/// The Happiness API as its README answers (a Korean quote, its English translation, an author with a title),
/// through the built binary against a server on 127.0.0.1.
@Suite("A quote and its translation, end to end", .timeLimit(.minutes(2)))
struct TranslationEndToEndTests {
    let home = TemporaryFolder()

    private var quote: QuoteProcess { QuoteProcess(home: home.path) }

    static let korean = "행복은 내면에서 오지 않고 사이에서 온다."
    static let english =
        "Happiness comes not from within, but from getting the right relationship between yourself and something larger "
        + "than yourself."

    @Test("Two paragraphs, then the author; kept whole, so last, saved and --json still have both")
    func twoTextsKeptWhole() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-bilingual.json"))
        let shown = try await quote(["--endpoint", server.url(), "--width", "0"])
        #expect(shown.status == 0, "\(shown.stderr)")
        #expect(shown.output == "\(Self.korean)\n\(Self.english)\n— Jonathan Haidt, 사회심리학자\n")
        let last = try await quote(["last", "--json"])
        let record = try #require(QuoteRecord(line: last.stdout))
        #expect(record.quote.content == Self.korean && record.quote.translation == Self.english)
        #expect(record.quote.author == "Jonathan Haidt" && record.quote.authorTitle == "사회심리학자")
        #expect(last.output.contains(#""lang":"ko""#) && last.output.contains(#""translationLang":"en""#))
        #expect(try await quote(["save"]).status == 0)
        let saved = try await quote(["saved", "--format", "{translation}|{authorTitle}"])
        #expect(saved.output == "\(Self.english)|사회심리학자\n")
        let history = try await quote(["history", "--json"])
        #expect(QuoteRecord(line: Data(history.output.split(separator: "\n")[0].utf8))?.quote.translation == Self.english)
        // README's tmux line: one line.
        let tmux = try await quote(["last", "--format", "{content} — {author}"])
        #expect(tmux.output == "\(Self.korean) — Jonathan Haidt\n")
    }

    @Test("--lang en shows the translation as the quote, --lang ko the Korean alone; what is kept is whole")
    func halves() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-bilingual.json"))
        let english = try await quote(["--lang", "en", "--source", "happiness", "--endpoint", server.url(), "--width", "0"])
        #expect(english.status == 0, "\(english.stderr)")
        #expect(english.output == "\(Self.english)\n— Jonathan Haidt, 사회심리학자\n")
        let json = try await quote(["--lang", "en", "--source", "happiness", "--endpoint", server.url(), "--json"])
        let record = try #require(QuoteRecord(line: json.stdout))
        #expect(record.quote.content == Self.english && record.quote.translation == nil)
        #expect(!record.quote.content.unicodeScalars.contains(where: QuoteLanguage.isHangul))
        let korean = try await quote(["--lang", "ko", "--source", "happiness", "--endpoint", server.url(), "--width", "0"])
        #expect(korean.output == "\(Self.korean)\n— Jonathan Haidt, 사회심리학자\n")
        let kept = try #require(QuoteRecord(line: try await quote(["last", "--json"]).stdout))
        #expect(kept.quote.content == Self.korean && kept.quote.translation == Self.english)
    }

    @Test("A Happiness answer with no translation is not an English quote: --lang en passes over it")
    func noTranslationNoEnglish() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let outcome = try await quote(
            ["--lang", "en", "--source", "happiness", "--endpoint", server.url(), "--timeout", "1", "--retries", "0"])
        #expect(outcome.status == 66 && outcome.stdout.isEmpty, "\(outcome.stderr)")
        #expect(outcome.stderr.contains("--lang en"))
    }

    @Test("korean-advice's profile of '-' prints no line of it")
    func dashProfile() async throws {
        let server = try LoopbackServer(always: .fixture("korean-advice-profile-dash.json"))
        let outcome = try await quote(["--source", "korean-advice", "--endpoint", server.url(), "--width", "0"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(!outcome.output.split(separator: "\n").contains("-"))
        #expect(outcome.output.hasPrefix("인생의 선택에 타인의 말은 필요없어!\n— 은하철도 999\n"))
    }
}
