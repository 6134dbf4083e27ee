import Foundation
import QuoteModel
import QuotePlatform
import Testing

/// `--match` and `--author`: the quick test on bytes never turns down a quote the full test passes.
@Suite("Filters and their quick test", .timeLimit(.minutes(1)))
struct FilterTests {
    @Test(
        "The literals a pattern must contain, read plainly; none where that reading could be wrong",
        arguments: [
            ("love", ["love"]), ("^The end$", ["The end"]), ("lo+ve", ["lo", "ve"]), ("colou?r", ["colo", "r"]),
            ("ab*c", ["a", "c"]), ("wom[ae]n", ["wom", "n"]), (#"\bcat\b"#, ["cat"]), (#"a\.b"#, ["a.b"]),
            ("(ab)?cd", ["cd"]), ("x{2,3}yz", ["yz"]), (#"\d+ years"#, [" years"]), ("Love's", ["Love's"]),
            (#"[[:alpha:]]]x"#, ["]x"]), (#"[a\]b]c"#, ["c"]), ("a.b", ["a", "b"]), ("사랑", ["사랑"]),
            ("a|b", []), ("(?i)love", []), ("(?x) l o v e", []), ("[abc", []), ("(ab", []), ("a{2", []), (#"a\"#, []),
        ] as [(String, [String])])
    func literals(pattern: String, expected: [String]) {
        #expect(QuotePattern.requiredLiterals(in: pattern) == expected)
    }

    /// Texts where what a case-insensitive, canonically equivalent match sees differs from the bytes: KELVIN
    /// SIGN and LONG S, GREEK QUESTION MARK, composed and decomposed letters, dotted capital I, tabs, Korean.
    static let texts = [
        "I love you", "LOVE", "lové", "love\u{301}", "\u{212A}ISS me", "kiss", "Ki\u{17F}\u{17F}", "a;b", "a\u{37E}b",
        "a`b", "a\u{1FEF}b", "İstanbul", "istanbul", "in\tlove", "colour", "color", "사랑해", "the end", "The End.",
        "wOmEn", "x y", "",
    ]
    static let patterns = [
        "love", "LOVE", "kiss", "KISS", "a;b", "a`b", "istanbul", "in love", "colou?r", "^the end", "wom[ae]n", "x y",
        "사랑", "ss",
    ]

    @Test("For every pattern and text, the filter says what the regular expression alone says")
    func agreesWithRegex() throws {
        for pattern in Self.patterns {
            let compiled = try #require(QuotePattern(pattern))
            for content in Self.texts {
                for author in [nil, "Kelvin", "\u{212A}elvin"] as [String?] {
                    let quote = Quote(content: content.isEmpty ? "x" : content, author: author)
                    let alone = compiled.matches(quote.content) || compiled.matches(quote.author ?? "")
                    #expect(QuoteFilter(pattern: compiled).matches(quote) == alone, "\(pattern) in \(quote)")
                }
            }
        }
    }

    @Test("For every author text and author, the filter says what lowercased containment alone says")
    func authorsAgree() {
        for wanted in Self.patterns + ["kelvin", "KELVIN"] {
            for author in Self.texts + ["Kelvin", "\u{212A}elvin"] {
                let quote = Quote(content: "x", author: author)
                let alone = author.lowercased().contains(wanted.lowercased())
                #expect(QuoteFilter(author: wanted).matches(quote) == alone, "\(wanted) in \(author)")
            }
        }
    }

    @Test("The quick test turns down only what lacks a literal; stand-ins for k, s, ; and ` let text outside ASCII through")
    func quickTest() throws {
        let love = try #require(LiteralPrefilter(["love"]))
        #expect(love.mayPass("I LoVe it") && !love.mayPass("I lo ve it") && !love.mayPass("사랑"))
        let kiss = try #require(LiteralPrefilter(["kiss"]))
        #expect(!kiss.mayPass("a hug") && kiss.mayPass("a hug, 사랑") && kiss.mayPass("KISS"))
        #expect(LiteralPrefilter(["x"]) == nil && LiteralPrefilter(["사랑"]) == nil && LiteralPrefilter(["a\nb"]) == nil)
        let spaced = try #require(LiteralPrefilter(["in love"]))
        #expect(spaced.mayPass("in\tlove", tabsBecomeSpaces: true) && !spaced.mayPass("in\tlove"))
        // A tab may become the space the literal needs, so a text with one is let through; without a space in
        // the literal, a tab changes nothing.
        #expect(spaced.mayPass("in\tlike", tabsBecomeSpaces: true) && !love.mayPass("lo\tve", tabsBecomeSpaces: true))
        let both = try #require(LiteralPrefilter(["mark", "twain"]))
        #expect(both.mayPass("Twain, Mark") && !both.mayPass("Mark Antony"))
    }
}
