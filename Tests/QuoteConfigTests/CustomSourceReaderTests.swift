import Foundation
import QuoteConfig
import QuoteJSON
import QuoteModel
import QuoteSources
import Testing

/// A `[sources.NAME]` table of the config file, read into a source's spec, and each way it can be wrong.
@Suite("Sources of one's own", .timeLimit(.minutes(1)))
struct CustomSourceReaderTests {
    /// The spec of `[sources.NAME]` in `text`.
    private func read(_ text: String, name: String = "mine") throws(ConfigError) -> CustomSourceSpec {
        let root = try TOMLReader.read(text, path: "/c.toml")
        guard case .table(let sources)? = root["sources"], case .table(let table)? = sources[name] else {
            fatalError("no [sources.\(name)] in the text")
        }
        return try CustomSourceReader.read(name: name, table: table, path: "/c.toml", builtIn: ["happiness", "builtin"])
    }

    @Test("Every key: the URL, headers, the pointers, items and the rate")
    func everyKey() throws {
        let spec = try read(
            """
            [sources.mine]
            url = "https://q.test/list"
            headers = { X-Api-Key = "k" }
            content = "/q"
            author = "/a"
            id = "/id"
            description = "/d"
            link = "/l"
            items = "/data"
            rate = "5/30s"
            """)
        #expect(spec.url.absoluteString == "https://q.test/list" && spec.headers == ["X-Api-Key": "k"])
        let (content, items) = (try JSONPointer("/q"), try JSONPointer("/data"))
        #expect(spec.content == content && spec.items == items)
        #expect(spec.budget == RequestBudget(5, per: .seconds(30)))
        let plain = try read("[sources.mine]\nurl = \"https://q.test/\"\ncontent = \"/q\"\nauthor = \"/a\"\n")
        #expect(plain.budget == .unpublished && plain.items == nil && plain.headers.isEmpty)
    }

    @Test(
        "Each mistake names its line and what is wrong",
        arguments: [
            ("[sources.mine]\ncontent = \"/q\"\nauthor = \"/a\"\n", nil as Int?, SourceProblem.missing("url")),
            ("[sources.mine]\nurl = \"https://q.test/\"\nauthor = \"/a\"\n", nil, .missing("content")),
            ("[sources.mine]\nurl = \"q.test\"\ncontent = \"/q\"\nauthor = \"/a\"\n", 2, .badURL("q.test", .notAWebURL)),
            (
                "[sources.mine]\nurl = \"https://q.test/\"\ncontent = \"/q\"\nauthor = \"/a\"\ncolour = 1\n", 5,
                .unknownKey("colour", known: CustomSourceReader.keys)
            ),
            ("[sources.mine]\nurl = \"https://q.test/\"\ncontent = \"/q\"\nauthor = \"/a\"\nrate = \"5\"\n", 5, .badRate("5")),
            ("[sources.mine]\nurl = 1\ncontent = \"/q\"\nauthor = \"/a\"\n", 2, .notAString("url", .integer)),
            (
                "[sources.mine]\nurl = \"https://q.test/\"\ncontent = \"/q\"\nauthor = \"/a\"\nheaders = { \"a b\" = \"v\" }\n",
                5,
                .notAHeaderName("a b")
            ),
        ])
    func mistakes(text: String, line: Int?, problem: SourceProblem) {
        #expect {
            try read(text)
        } throws: { error in
            guard let error = error as? ConfigError, case .source("mine", let found) = error.problem else { return false }
            return found == problem && (line == nil || error.line == line)
        }
    }

    @Test("A name of letters, digits, - and _, and none of the built-in sources'")
    func names() {
        let body = "url = \"https://q.test/\"\ncontent = \"/q\"\nauthor = \"/a\"\n"
        #expect(throws: ConfigError(path: "/c.toml", line: 1, .source("happiness", .builtInName))) {
            try read("[sources.happiness]\n" + body, name: "happiness")
        }
        #expect(throws: ConfigError(path: "/c.toml", line: 1, .source("a.b", .badName))) {
            try read("[sources.\"a.b\"]\n" + body, name: "a.b")
        }
    }
}
