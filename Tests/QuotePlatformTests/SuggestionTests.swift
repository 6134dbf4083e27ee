import QuotePlatform
import Testing

/// "Did you mean": the nearest word, when it is near enough to be a typo.
@Suite("Suggestions for mistyped words", .timeLimit(.minutes(1)))
struct SuggestionTests {
    static let words = ["random", "today", "last", "history", "save", "saved", "unsave", "config", "sources", "help"]

    @Test(
        "A letter dropped, added, changed or two swapped: the word meant",
        arguments: [
            ("tody", "today"), ("histroy", "history"), ("confgi", "config"), ("Today", nil), ("helpp", "help"),
            ("sourcse", "sources"), ("lats", "last"),
        ] as [(String, String?)])
    func typos(typed: String, meant: String?) {
        #expect(Suggestion.closest(to: typed, among: Self.words) == meant)
    }

    @Test(
        "Nothing when no word is near, when the word is too short to guess from, or when two are as near",
        arguments: ["zzz", "x", "qwertyuiop", ""])
    func noGuess(typed: String) {
        #expect(Suggestion.closest(to: typed, among: Self.words) == nil)
        #expect(Suggestion.closest(to: "cat", among: ["bat", "hat"]) == nil)
        // Three edits are too many, however long the word.
        #expect(Suggestion.closest(to: "abcdefgh", among: ["abcdexyz"]) == nil)
        #expect(Suggestion.closest(to: "abcdefgh", among: ["abcdefyz"]) == "abcdefyz")
    }

    @Test("Options, sources, keys and values alike")
    func otherWords() {
        #expect(Suggestion.closest(to: "--sourc", among: ["--source", "--offline", "--json"]) == "--source")
        #expect(Suggestion.closest(to: "--jsn", among: ["--source", "--offline", "--json"]) == "--json")
        #expect(Suggestion.closest(to: "zenqoutes", among: ["happiness", "zenquotes", "dummyjson"]) == "zenquotes")
        #expect(Suggestion.closest(to: "colour", among: ["color", "width", "format"]) == "color")
        #expect(Suggestion.closest(to: "nevr", among: ["auto", "always", "never"]) == "never")
    }
}
