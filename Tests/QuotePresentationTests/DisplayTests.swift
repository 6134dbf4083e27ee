import Foundation
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteTestSupport
import Testing

@Suite("Display width, wrapping and colour", .timeLimit(.minutes(1)))
struct DisplayTests {
    @Test(
        "Columns per grapheme cluster",
        arguments: [
            ("a", 1), ("한", 2), ("漢", 2), ("Ａ", 2), ("e\u{301}", 1), ("😀", 2), ("❤️", 2), ("❤", 1),
            ("👨‍👩‍👧", 2), ("🇰🇷", 2), ("\u{1112}\u{1161}\u{11AB}", 2), ("\u{200B}", 0), ("—", 1),
        ] as [(Character, Int)])
    func clusterWidth(character: Character, width: Int) {
        #expect(DisplayWidth.of(character) == width)
    }

    @Test(
        "Lines break at spaces",
        arguments: [
            ("Well begun is half done.", 10, ["Well begun", "is half", "done."]),
            ("행복은 습관이다. 그것을 몸에 지니라.", 16, ["행복은 습관이다.", "그것을 몸에", "지니라."]),
            ("天下皆知美之為美斯惡已", 8, ["天下皆知", "美之為美", "斯惡已"]),
            ("supercalifragilistic", 8, ["supercal", "ifragili", "stic"]),
            ("a 가나다라마바사 b", 6, ["a", "가나다", "라마바", "사 b"]),
            ("one\n\ntwo three", 5, ["one", "", "two", "three"]),
            ("tab\there", 20, ["tab here"]),
            ("  a  fitting   line", 20, ["  a  fitting   line"]),
            ("    indented long line here", 12, ["    indented", "long line", "here"]),
            ("  |  ascii  |\n  |   art   |", 13, ["  |  ascii  |", "  |   art   |"]),
            ("😀😀😀", 1, ["😀", "😀", "😀"]),
        ])
    func wrap(text: String, width: Int, lines: [String]) {
        #expect(TextWrapper(width: width).wrap(text) == lines)
    }

    @Test("Every line fits, and no cluster is split, at every width", arguments: 1...24)
    func everyLineFits(width: Int) throws {
        let samples =
            try ["happiness-valid.json", "happiness-mixed.json"].map { try Fixture.happinessQuote($0).content }
            + [
                "천 리 길도 한 걸음부터.", "가는 말이 고와야 오는 말이 곱다.", "낮말은 새가 듣고 밤말은 쥐가 듣는다.",
                "To travel hopefully is a better thing than to arrive, and the true success is to labour.",
                "학이시습지면 불역열호아(學而時習之 不亦說乎)", "Fall seven times, stand up eight. 七転び八起き",
                "👨‍👩‍👧 e\u{301}e\u{301}e\u{301} 🇰🇷🇯🇵 漢字漢字漢字",
            ]
        for text in samples {
            let lines = TextWrapper(width: width).wrap(text)
            for line in lines {
                #expect(DisplayWidth.of(line) <= width || line.count == 1, "\(line) in \(width)")
            }
            #expect(Array(lines.joined().filter { $0 != " " }) == Array(text.filter { $0 != " " }))
        }
    }

    @Test(
        "Width and colour from flags, terminal and environment",
        arguments: [
            (
                WidthSetting.auto, ColorMode.auto, TerminalInfo(isTerminal: true, columns: 80), [String: String](),
                DisplaySettings(width: 80, color: true)
            ),
            (.auto, .auto, TerminalInfo(isTerminal: true), ["COLUMNS": "50"], DisplaySettings(width: 50, color: true)),
            (.auto, .auto, TerminalInfo(isTerminal: true), ["COLUMNS": "junk"], DisplaySettings(width: nil, color: true)),
            (.auto, .auto, TerminalInfo(isTerminal: false), ["COLUMNS": "50"], DisplaySettings(width: nil, color: false)),
            (.columns(30), .auto, TerminalInfo(isTerminal: false), [:], DisplaySettings(width: 30, color: false)),
            (.columns(0), .auto, TerminalInfo(isTerminal: true, columns: 80), [:], DisplaySettings(width: nil, color: true)),
            (
                .auto, .auto, TerminalInfo(isTerminal: true, columns: 80), ["NO_COLOR": "1"],
                DisplaySettings(width: 80, color: false)
            ),
            (
                .auto, .auto, TerminalInfo(isTerminal: true, columns: 80), ["NO_COLOR": ""],
                DisplaySettings(width: 80, color: true)
            ),
            (
                .auto, .auto, TerminalInfo(isTerminal: true, columns: 80), ["TERM": "dumb"],
                DisplaySettings(width: 80, color: false)
            ),
            (.auto, .always, TerminalInfo(isTerminal: false), ["NO_COLOR": "1"], DisplaySettings(width: nil, color: true)),
            (.auto, .never, TerminalInfo(isTerminal: true, columns: 80), [:], DisplaySettings(width: 80, color: false)),
        ])
    func settings(
        width: WidthSetting, color: ColorMode, terminal: TerminalInfo, environment: [String: String], expected: DisplaySettings
    ) {
        #expect(
            DisplaySettings.resolve(format: .text, width: width, color: color, terminal: terminal, environment: environment)
                == expected)
    }

    @Test("JSON is never wrapped or coloured")
    func jsonSettings() {
        let settings = DisplaySettings.resolve(
            format: .json, width: .columns(10), color: .always, terminal: TerminalInfo(isTerminal: true, columns: 10),
            environment: [:])
        #expect(settings == DisplaySettings(width: nil, color: false))
    }

    static let record = QuoteRecord(
        quote: Quote(id: 1, content: "행복은 습관이다. 그것을 몸에 지니라.", author: "엘버트 허버드", link: "https://example.org"),
        source: "s", fetchedAt: Date(timeIntervalSince1970: 0))

    @Test("Wrapped text with the author right-aligned to the quote's own block, its longest line")
    func wrappedPresentation() {
        let output = QuotePresenter(format: .text, display: DisplaySettings(width: 20, color: false)).render(Self.record)
        #expect(
            output == """
                행복은 습관이다.
                그것을 몸에 지니라.
                    — 엘버트 허버드
                https://example.org

                """)
        // In a wide terminal the author still ends where the quote does, not at the terminal's edge.
        let wide = QuoteRecord(
            quote: Quote(content: "Life is really simple, but we insist on making it complicated.", author: "Confucius"),
            source: "s", fetchedAt: Date(timeIntervalSince1970: 0))
        let shown = QuotePresenter(format: .text, display: DisplaySettings(width: 120, color: false)).render(wide)
        #expect(
            shown == "Life is really simple, but we insist on making it complicated.\n"
                + String(repeating: " ", count: 51) + "— Confucius\n")
    }

    @Test("Colour: the content plain, the author dim italic, the link dim, every line reset")
    func coloured() {
        let output = QuotePresenter(format: .text, display: DisplaySettings(width: nil, color: true)).render(Self.record)
        #expect(output == "행복은 습관이다. 그것을 몸에 지니라.\n\u{1B}[2;3m— 엘버트 허버드\u{1B}[0m\n\u{1B}[2mhttps://example.org\u{1B}[0m\n")
        let plain = QuotePresenter(format: .text, display: DisplaySettings(width: 20, color: false)).render(Self.record)
        #expect(!plain.contains("\u{1B}"))
    }
}
