import Foundation
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteTestSupport
import Testing

/// `fortune -m`: the C library's regular expressions as fortune(6) compiles them, and the entries it searches.
@Suite("fortune -m: fortune's regular expressions, fortune's entries", .timeLimit(.minutes(1)))
struct FortuneSearchTests {
    let picker = FortunePicker()

    /// The entries of fortune-mod's own test of its matching, as the spec of this behaviour lists them.
    static let entries = [
        "entry 1\n", "line1\nline2 foo\n", "Steve Jobs (1955-2011)\n\t\t-- someone\n", "bar aa 42\n", "xyz\nentry 1\n",
        "foo|bar literal\n", "wd d9 under_score\n",
    ]

    /// Which of ``entries`` `pattern` matches, by number.
    private func matched(_ pattern: String, ignoringCase: Bool = false) throws -> [Int] {
        let compiled = try FortunePattern(pattern, ignoringCase: ignoringCase)
        return Self.entries.indices.filter { index in
            Array(Self.entries[index].utf8).withUnsafeBytes { compiled.matches($0) }
        }
    }

    @Test(
        "Patterns mean what they mean to the installed fortune: \\| alternates, | and ( are themselves, + repeats, no classes",
        arguments: [
            ("foo\\|bar", [1, 3, 5]), ("foo|bar", [5]), ("Steve Jobs (1955", [2]), ("\\d", [6]), ("entry 1$", [0, 4]),
            ("foo$", [1]), ("^line2", [1]), ("^entry", [0, 4]), ("[[:digit:]]", []), ("a\\{2\\}", []), ("a+", [3, 5]),
            ("a\\+", []), ("line1.line2", []), ("line1[^x]line2", [1]), ("\\bbar", [3, 5]), ("x*", [0, 1, 2, 3, 4, 5, 6]),
        ] as [(String, [Int])])
    func fortunesDialect(pattern: String, expected: [Int]) throws {
        #expect(try matched(pattern) == expected, "\(pattern)")
    }

    @Test("-i writes each ASCII letter as both cases, as fortune does, brackets included; a bad pattern is said as compiled")
    func ignoringCase() throws {
        #expect(try matched("STEVE", ignoringCase: true) == [2])
        #expect(try FortunePattern("aB", ignoringCase: true).text == "[aA][Bb]")
        #expect(try FortunePattern("[abc", ignoringCase: true).text == "[[aA][bB][cC]", "valid once rewritten, as in fortune")
        #expect(throws: FortunePattern.Invalid(pattern: "[aA]\\(")) { try FortunePattern("a\\(", ignoringCase: true) }
        #expect(throws: FortunePattern.Invalid(pattern: "Steve \\(1955")) { try FortunePattern("Steve \\(1955") }
    }

    @Test(
        "An entry is searched only when a delimiter line follows it; -s and -l are strict; rot13 files are searched decoded",
        .strfile)
    func entriesSearched() async throws {
        let path = try await picker.fortuneFile(
            "t", "entry 1\n%\nlonger entry here\n%\nthe last, with no delimiter\n", strfile: [])
        let places = FortunePlaces(environment: ["QUOTE_FORTUNE_PATH": picker.home.file("fortunes")], userFolder: nil)
        let selection = try FortuneSelection(operands: [.init("t")], places: places)
        func search(_ pattern: String, _ length: FortuneSource.Length? = nil) throws -> (names: [String], text: String) {
            var (names, text) = ([String](), "")
            selection.search(try FortunePattern(pattern), length: length) { matches in
                names.append(matches.name)
                text += String(decoding: matches.text, as: UTF8.self)
                return true
            }
            return (names, text)
        }
        #expect(try search("e") == ([path], "entry 1\n%\nlonger entry here\n%\n"), "the last entry is not searched")
        // "entry 1\n" is 8 bytes: -s keeps what is shorter than -n, -l what is longer.
        #expect(try search("e", FortuneSource.Length(short: true, limit: 8)).text == "")
        #expect(try search("e", FortuneSource.Length(short: true, limit: 9)).text == "entry 1\n%\n")
        #expect(try search("e", FortuneSource.Length(short: false, limit: 8)).text == "longer entry here\n%\n")
        _ = try await picker.fortuneFile("rotated", "Uryyb jbeyq\n%\n", strfile: ["-x"])
        let rotated = try FortuneSelection(operands: [.init("rotated")], places: places)
        var found = ""
        rotated.search(try FortunePattern("Hello")) { matches in
            found = String(decoding: matches.text, as: UTF8.self)
            return true
        }
        #expect(found == "Hello world\n%\n")
    }

    @Test("A folder's files are named by their own names, in the folder's order", .strfile)
    func folderNames() async throws {
        _ = try await picker.fortuneFile("one", "apple\n%\n", strfile: [])
        _ = try await picker.fortuneFile("two", "apricot\n%\n", strfile: [])
        let places = FortunePlaces(environment: ["QUOTE_FORTUNE_PATH": picker.home.file("fortunes")], userFolder: nil)
        var names: [String] = []
        let (searched, matched) = try FortuneSelection(operands: [], places: places).search(FortunePattern("^ap")) {
            names.append($0.name)
            return true
        }
        #expect(Set(names) == ["one", "two"] && searched == 2 && matched == 2)
    }
}
