import Foundation
import QuoteConfig
import QuoteJSON
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// The TOML subset, the config file, and how the layers combine into settings.
@Suite("The config file and settings", .timeLimit(.minutes(1)))
struct ConfigTests {
    let folder = TemporaryFolder()

    private func read(_ text: String) throws(ConfigError) -> TOMLTable {
        try TOMLReader.read(text, path: "c.toml")
    }

    @Test("The TOML subset: comments, strings, numbers, booleans, arrays, inline and dotted tables")
    func toml() throws {
        let table = try read(
            """
            # a comment
            title = "a \\"quoted\\" \\u00e9 \\t tab" # trailing comment
            literal = 'C:\\path'
            count = 1_000
            negative = -7
            ratio = 2.5
            exponent = 1e3
            on = true
            list = ["a", 'b', ]
            inline = { "X-Key" = "v", n = 1 }
            dotted.key = "x"

            [sources.my-api]
            url = "https://example.test/q"
            [sources."quoted name"]
            url = "u"
            """)
        #expect(table["title"] == .string("a \"quoted\" é \t tab"))
        #expect(table["literal"] == .string("C:\\path"))
        #expect(table["count"] == .integer(1000) && table["negative"] == .integer(-7))
        #expect(table["ratio"] == .decimal(2.5) && table["exponent"] == .decimal(1000))
        #expect(table["on"] == .boolean(true))
        #expect(table["list"] == .array([.string("a"), .string("b")]))
        guard case .table(let inline) = table["inline"], case .table(let dotted) = table["dotted"],
            case .table(let sources) = table["sources"], case .table(let api) = sources["my-api"]
        else {
            Issue.record("tables missing")
            return
        }
        #expect(inline["X-Key"] == .string("v") && inline["n"] == .integer(1))
        #expect(dotted["key"] == .string("x"))
        #expect(api["url"] == .string("https://example.test/q") && api.line(of: "url") == 14)
        #expect(sources["quoted name"] != nil)
    }

    /// The built-in sources' names, from the source table: a source added there is known here too.
    private static let builtIn = SourceDescriptor.builtIn.map { $0.name }

    private func parse(_ text: String, path: String = "c.toml") throws(ConfigError) -> ConfigFile {
        try ConfigFile.parse(text, path: path, builtInSources: Self.builtIn, home: "/h")
    }

    @Test("Literal strings take backslashes as they are; a '#' inside any string is text, not a comment")
    func stringsAndComments() throws {
        let table = try read(
            #"""
            plain = 'a\nb\t\\'
            hash = "x # y" # a comment
            single = 'p#q'
            escaped = "tab\there"
            """#)
        #expect(table["plain"] == .string(#"a\nb\t\\"#))
        #expect(table["hash"] == .string("x # y"))
        #expect(table["single"] == .string("p#q"))
        #expect(table["escaped"] == .string("tab\there"))
    }

    @Test(
        "Basic strings' escapes: a newline, a tab, quotes, a backslash and Unicode escapes are the characters they name",
        arguments: [
            (#"a = "one\ntwo""#, "one\ntwo"), (#"a = "t\tb""#, "t\tb"), (#"a = "q\"q""#, "q\"q"), (#"a = "b\\s""#, "b\\s"),
            (#"a = "\u00e9\U0001F600""#, "é😀"), (#"a = "r\rf\fb\b""#, "r\rf\u{C}b\u{8}"),
        ] as [(String, String)])
    func basicEscapes(line: String, value: String) throws {
        #expect(try read(line)["a"] == .string(value))
    }

    @Test(
        "A comment may follow a value with no space before it, after a number, a boolean, a string or an array",
        arguments: [
            ("width = 72# columns", TOMLValue.integer(72)), ("t = 2.5#s", .decimal(2.5)), ("b = true#yes", .boolean(true)),
            (##"s = "x"#no"##, .string("x")), (#"l = ["a"]#c"#, .array([.string("a")])),
        ] as [(String, TOMLValue)])
    func commentRightAfterValue(line: String, value: TOMLValue) throws {
        let table = try read(line)
        #expect(table.entries.count == 1 && table.entries.first?.value == value)
    }

    @Test("A file with Windows line endings reads like any other")
    func windowsLineEndings() throws {
        let config = try parse("# mine\r\nwidth = 72\r\nsource = \"builtin\"\r\n")
        #expect(config.values.map(\.name) == ["width", "source"] && config.values.map(\.line) == [2, 3])
    }

    @Test(
        "TOML mistakes name the line and the problem",
        arguments: [
            ("a = 1\nb = ", 2, ConfigProblem.expectedValue),
            ("a = \"open", 1, .unclosedString),
            ("a = nope", 1, .notAValue("nope")),
            ("a = 1\na = 2", 2, .keyDefinedTwice("a", firstLine: 1)),
            ("[t]\n[t]", 2, .tableDefinedTwice("t")),
            ("[[t]]", 1, .arrayOfTables),
            ("a = \"\"\"x", 1, .multilineString),
            ("a = 2026-11-22", 1, .dateOrTime),
            ("a = [1,\n2]", 1, .arrayNotOnOneLine),
            ("a = 1 b", 1, .textAfterValue(found: .character("b"))),
            ("= 1", 1, .expectedKey(found: .character("="))),
            ("a = \"\\q\"", 1, .unknownEscape("q")),
            ("a = {b = 1", 1, .inlineTableNotOnOneLine),
            ("a = [1 2]", 1, .expectedCommaOrBracket(found: .character("2"))),
        ])
    func tomlErrors(text: String, line: Int, problem: ConfigProblem) {
        #expect(throws: ConfigError(path: "c.toml", line: line, problem)) { try read(text) }
    }

    @Test("A config file: settings under the options' names, and sources with pointers and headers")
    func configFile() throws {
        let config = try parse(
            """
            source = "zenquotes, builtin"
            width = 72
            timeout = 2.5
            json = true
            history = false

            [sources.ninjas]
            url = "https://api.api-ninjas.com/v1/quotes"
            headers = { "X-Api-Key" = "secret" }
            content = "/0/quote"
            author = "/0/author"
            description = "/0/category"
            """)
        #expect(config.values.map(\.name) == ["source", "width", "timeout", "json", "history"])
        #expect(config.values.map(\.text) == ["zenquotes, builtin", "72", "2.5", "true", "false"])
        let source = try #require(config.sources.first)
        #expect(source.name == "ninjas" && source.url.absoluteString == "https://api.api-ninjas.com/v1/quotes")
        #expect(source.headers == ["X-Api-Key": "secret"])
        #expect(source.content.description == "/0/quote" && source.description?.description == "/0/category" && source.id == nil)
        #expect(config.holdsHeaders)
    }

    @Test(
        "Config mistakes: the line and what is wrong",
        arguments: [
            ("colour = \"auto\"", 1, ConfigProblem.unknownKey("colour")),
            ("[colours]", 1, .unknownTable("colours")),
            ("width = \"wide\"", 1, .wrongType("width", .string)),
            ("timeout = true", 1, .wrongType("timeout", .boolean)),
            ("offline = \"yes\"", 1, .wrongType("offline", .string)),
            ("config = \"x\"", 1, .unknownKey("config")),
            ("source = \"builtin, nope\"", 1, .unknownSource("nope", known: builtIn)),
            (
                "source = \"mine\"\n[sources.other]\nurl = \"https://x.test\"\ncontent = \"/c\"\nauthor = \"/a\"", 1,
                .unknownSource("mine", known: builtIn + ["other"])
            ),
            ("offline = true\nsource = \"zenquotes\"", 2, .conflict("offline", "source")),
            ("source = \"zenquotes\"\noffline = true", 2, .conflict("offline", "source")),
            ("format = \"{content}\"\njson = true", 2, .conflict("json", "format")),
            // A template that reads "false" is still a template: the rule reads values, not their text.
            ("json = true\nformat = \"false\"", 2, .conflict("json", "format")),
            ("[sources.zenquotes]\nurl = \"https://x.test\"", 1, .source("zenquotes", .builtInName)),
            ("[sources.a]\ncontent = \"/q\"\nauthor = \"/a\"", 1, .source("a", .missing("url"))),
            (
                "[sources.a]\nurl = \"ftp://x\"\ncontent = \"/q\"\nauthor = \"/a\"", 2,
                .source("a", .badURL("ftp://x", .notAWebURL))
            ),
            ("[sources.a]\nurl = \"https://x.test\"\nauthor = \"/a\"", 1, .source("a", .missing("content"))),
            (
                "[sources.a]\nurl = \"https://x.test\"\ncontent = \"q\"\nauthor = \"/a\"", 3,
                .source("a", .notAPointer("content", .noLeadingSlash))
            ),
            (
                "[sources.a]\nurl = \"https://x.test\"\ncontent = \"/q\"\nauthor = \"/a\"\nquote = \"/x\"", 5,
                .source(
                    "a",
                    .unknownKey(
                        "quote", known: CustomSourceReader.keys))
            ),
            (
                "[sources.a]\nurl = \"https://x.test\"\ncontent = \"/q\"\nauthor = \"/a\"\nheaders = { \"Bad Name\" = \"v\" }", 5,
                .source("a", .notAHeaderName("Bad Name"))
            ),
            (
                "[sources.a]\nurl = \"https://x.test\"\ncontent = \"/q\"\nauthor = \"/a\"\nheaders = { K = \"v\\r\\nX: y\" }", 5,
                .source("a", .headerHoldsControl("K"))
            ),
        ])
    func configErrors(text: String, line: Int, problem: ConfigProblem) {
        #expect(throws: ConfigError(path: "c.toml", line: line, problem)) { try parse(text) }
    }

    @Test("offline = false says nothing, and contradicts nothing")
    func offlineFalse() throws {
        let config = try parse("offline = false\nsource = \"zenquotes\"")
        #expect(config.values.map(\.name) == ["source"])
    }

    @Test("A missing file is no config at the default place, and an error where the user named it")
    func missingFile() throws {
        #expect(try ConfigFile.load(path: folder.file("none.toml"), required: false, builtInSources: Self.builtIn) == nil)
        #expect(throws: ConfigError(path: folder.file("none.toml"), line: nil, .noSuchFile)) {
            try ConfigFile.load(path: folder.file("none.toml"), required: true, builtInSources: Self.builtIn)
        }
    }

    // MARK: - Layers

    /// The settings from `flags` (each a flag's spelling and its value, `true` for one that takes none), the
    /// environment and a config file, with `HOME` at `/h`.
    private func resolve(_ flags: [(String, String)] = [], environment: [String: String] = [:], config: String? = nil) throws
        -> Settings
    {
        let values = try flags.map { spelling, text in
            let setting = Setting.all.first { $0.flag == spelling || $0.short == spelling || $0.shorthand?.flag == spelling }!
            return try SettingValue(
                setting, text: setting.shorthand?.flag == spelling ? setting.shorthand!.value : text, name: spelling,
                origin: .flag(spelling))
        }
        let environment = ["HOME": "/h"].merging(environment) { _, new in new }
        let file = try config.map { try parse($0, path: "/c.toml") }
        return try SettingsResolver.resolve(
            flags: values, environment: environment, config: file, locations: StoreLocations(environment: environment))
    }

    @Test("A flag wins over the environment, which wins over the config file, which wins over the default")
    func precedence() throws {
        let config = "source = \"dummyjson\"\ncache-file = \"/config.json\"\ntimeout = 4"
        let environment = ["QUOTE_SOURCE": "zenquotes", "QUOTE_CACHE_FILE": "/env.json"]
        let defaults = try resolve()
        #expect(defaults[.source] == ["happiness"] && defaults.origin(of: Setting<[SourceName]>.source) == .default)
        #expect(defaults[.cacheFile] == StoreLocations(environment: ["HOME": "/h"]).cache)
        let fromConfig = try resolve(config: config)
        #expect(
            fromConfig[.source] == ["dummyjson"]
                && fromConfig.origin(of: Setting<[SourceName]>.source) == .configFile(path: "/c.toml", line: 1))
        #expect(
            fromConfig[.timeout] == .seconds(4)
                && fromConfig.origin(of: Setting<Duration>.timeout) == .configFile(path: "/c.toml", line: 3))
        let fromEnvironment = try resolve(environment: environment, config: config)
        #expect(
            fromEnvironment[.source] == ["zenquotes"]
                && fromEnvironment.origin(of: Setting<[SourceName]>.source) == .environment("QUOTE_SOURCE"))
        #expect(fromEnvironment[.cacheFile] == "/env.json")
        let fromFlags = try resolve(
            [("--source", "builtin,fortune"), ("--cache-file", "/flag.json")], environment: environment, config: config)
        #expect(
            fromFlags[.source] == ["builtin", "fortune"]
                && fromFlags.origin(of: Setting<[SourceName]>.source) == .flag("--source"))
        #expect(
            fromFlags[.cacheFile] == "/flag.json" && fromFlags.origin(of: Setting<String?>.cacheFile) == .flag("--cache-file"))
        let offline = try resolve([("--offline", "")], environment: environment)
        #expect(offline[.source] == ["builtin"] && offline.origin(of: Setting<[SourceName]>.source) == .flag("--offline"))
        #expect(try resolve(environment: ["QUOTE_API_URL": ""])[.endpoint] == nil)
    }

    @Test("Two settings contradict only when both are on: json = false beside a template drops neither; --fortune, the template")
    func offContradictsNothing() throws {
        let config = "json = false\nformat = \"{content}\""
        let settings = try resolve(config: config)
        #expect(settings[.format]?.text == "{content}" && settings[.json] == false)
        let fortune = try resolve([("--fortune", "true")], config: config)
        #expect(fortune[.fortune] && fortune[.format] == nil, "the flag is stronger than the config file's template")
        #expect(fortune.origin(of: Setting<Bool>.json) == .configFile(path: "/c.toml", line: 1))
    }

    @Test("A command's own default applies only when nobody set the value")
    func commandDefaults() throws {
        #expect(try resolve().value(.timeout, for: .today) == .seconds(3))
        #expect(try resolve().value(.timeout, for: .random) == .seconds(10))
        #expect(try resolve([("--timeout", "5")]).value(.timeout, for: .today) == .seconds(5))
        #expect(try resolve(config: "timeout = 7").value(.timeout, for: .today) == .seconds(7))
    }

    @Test("Commands' own defaults are listed by name, in help and in quote config")
    func commandDefaultsInOrder() throws {
        // The table's one command default (today's timeout) cannot show the order: a setting with two can.
        let wait = Setting<Duration>(
            key: "wait", flag: "--wait", kind: .seconds, default: { _ in .seconds(10) },
            commandDefault: { [.today: .seconds(3), .refresh: .seconds(30)][$0] },
            summary: Phrase("Wait", korean: "기다립니다"), documentsDefault: true, scope: .shared([.random]))
        let settings = try resolve()
        #expect(
            wait.erased.helpLine(locations: settings.locations).text(in: .english) == "Wait (default 10, refresh 30, today 3)")
        #expect(wait.erased.reported(in: settings).text == "10 (refresh 30) (today 3)")
    }

    @Test("A path in the config file may start with ~/, as on the command line")
    func homeInPaths() throws {
        let settings = try resolve(config: "cache-file = \"~/q/last.json\"\nhistory-file = \"/abs.jsonl\"\nauthor = \"~/x\"")
        #expect(settings[.cacheFile] == "/h/q/last.json" && settings[.historyFile] == "/abs.jsonl")
        #expect(settings[.author] == "~/x")
        #expect(try resolve(config: "history-file = \"~other/h.jsonl\"")[.historyFile] == "~other/h.jsonl", "not HOME")
    }

    @Test("A bad value names the variable, or the config file's line")
    func badValues() throws {
        // A bad endpoint matters only to a run that fetches: it is kept for the check.
        let endpoint = try resolve(environment: ["QUOTE_API_URL": "ftp://env"])
        #expect(throws: SettingError(name: "QUOTE_API_URL", value: "ftp://env", problem: .notAWebURL)) {
            try endpoint.check(Setting<URL?>.endpoint)
        }
        let replaced = try resolve([("--endpoint", "http://ok.test/")], environment: ["QUOTE_API_URL": "ftp://env"])
        #expect(throws: Never.self) { try replaced.check(Setting<URL?>.endpoint) }
        #expect(throws: SettingError(name: "QUOTE_HISTORY", value: "maybe", problem: .notOnOrOff)) {
            try resolve(environment: ["QUOTE_HISTORY": "maybe"])
        }
        #expect(throws: ConfigError(path: "/c.toml", line: 2, .badValue(key: "retries", value: "9", .notAWholeNumber(0...5)))) {
            try resolve(config: "width = 60\nretries = 9")
        }
        #expect(
            throws: ConfigError(
                path: "/c.toml", line: 1, .badValue(key: "color", value: "red", .notOneOf(["auto", "always", "never"])))
        ) {
            try resolve(config: "color = \"red\"")
        }
    }

    @Test("Where the config file is: --config, then QUOTE_CONFIG (both required), then the default place")
    func configLocation() throws {
        let environment = ["HOME": "/h", "QUOTE_CONFIG": "/env.toml"]
        let locations = StoreLocations(environment: environment)
        let flag = try SettingValue(
            Setting<String?>.config.erased, text: "/flag.toml", name: "--config", origin: .flag("--config"))
        let flagged = SettingsResolver.configLocation(flags: [flag], environment: environment, locations: locations)
        #expect(flagged?.path == "/flag.toml" && flagged?.required == true)
        let fromEnvironment = SettingsResolver.configLocation(flags: [], environment: environment, locations: locations)
        #expect(fromEnvironment?.path == "/env.toml" && fromEnvironment?.required == true)
        let byDefault = SettingsResolver.configLocation(
            flags: [], environment: ["HOME": "/h"], locations: StoreLocations(environment: ["HOME": "/h"]))
        #expect(byDefault?.path == StoreLocations(environment: ["HOME": "/h"]).config && byDefault?.required == false)
    }

    @Test("Every config key names one setting, every setting has a key, a flag or a variable, and names are unique")
    func table() {
        let keys = Setting.all.flatMap { [$0.configKey, $0.shorthand?.configKey].compactMap { $0 } }
        #expect(Set(keys).count == keys.count)
        // --fresh is for one run: in the config file it would be pool = 0; --fortune is what one `saved` prints.
        #expect(Setting.all.filter { $0.configKey == nil }.map(\.key) == ["config", "count", "fresh", "fortune"])
        let spellings = Setting.all.flatMap { [$0.flag, $0.short, $0.shorthand?.flag].compactMap { $0 } }
        #expect(Set(spellings).count == spellings.count)
        #expect(Set(Setting.all.map(\.key)).count == Setting.all.count)
        #expect(Setting.all.allSatisfy { $0.flag != nil || $0.short != nil || $0.environment != nil || $0.configKey != nil })
    }

    @Test("quote config --json gives each value its JSON type, and null for none")
    func reportTypes() throws {
        let settings = try resolve(
            [("--width", "60"), ("--json", "true")], config: "retries = 1\nsource = [\"zenquotes\", \"builtin\"]")
        let report = ConfigReport(settings: settings, sources: [], configPath: "/c.toml")
        let object = try JSONValue(parsing: Data(report.json.utf8))
        guard case .object(let top) = object, case .object(let all)? = top["settings"] else {
            Issue.record("not an object: \(report.json)")
            return
        }
        func value(_ key: String, _ field: String = "value") -> JSONValue? {
            guard case .object(let entry)? = all[key] else { return nil }
            return entry[field]
        }
        #expect(value("width") == .integer(60) && value("retries") == .integer(1) && value("json") == .boolean(true))
        #expect(value("source") == .array([.string("zenquotes"), .string("builtin")]))
        #expect(value("timeout") == .integer(10) && value("timeout", "today") == .integer(3))
        #expect(value("max-length") == .null && value("endpoint") == .null && value("history") == .boolean(true))
        #expect(
            value("-n") == .integer(10)
                && value("--config") == StoreLocations(environment: ["HOME": "/h"]).config.map(JSONValue.string))
        #expect(
            value("width", "origin") == .string("flag --width") && value("retries", "origin") == .string("config file /c.toml:1"))
        #expect(top["config"] == .string("/c.toml"))
        let automatic = ConfigReport(settings: try resolve(), sources: [], configPath: nil).json
        #expect(automatic.contains(#""width":{"origin":"default","value":null}"#))
    }

    @Test(
        "The file's values are read from their TOML types: numbers as numbers, booleans as booleans, lists as lists",
        arguments: [
            ("timeout = 2.5", "timeout", "2.5"), ("timeout = 3", "timeout", "3"), ("width = 72", "width", "72"),
            (#"source = ["zenquotes", " builtin "]"#, "source", "zenquotes, builtin"), ("history = false", "history", "off"),
            (#"history = "off""#, "history", "off"), ("json = true", "json", "on"),
        ] as [(String, String, String)])
    func typedValues(line: String, key: String, shown: String) throws {
        let config = try parse(line)
        var settings = Settings(locations: .nowhere)
        for value in config.values { value.apply(to: &settings) }
        let row = try #require(ConfigReport(settings: settings, sources: [], configPath: nil).rows.first { $0.name == key })
        #expect(row.value.text == shown)
    }

    @Test(
        "A value of the wrong TOML type is named as such, and a value out of range names its line",
        arguments: [
            ("width = 72.5", ConfigProblem.wrongType("width", .decimal)), (#"timeout = "5""#, .wrongType("timeout", .string)),
            ("json = 1", .wrongType("json", .integer)),
            ("retries = 9", .badValue(key: "retries", value: "9", .notAWholeNumber(0...5))),
            (#"source = ["a", ""]"#, .badValue(key: "source", value: "a,", .notSourceNames)),
        ] as [(String, ConfigProblem)])
    func wrongTypes(line: String, problem: ConfigProblem) {
        #expect(throws: ConfigError(path: "c.toml", line: 1, problem)) { try parse(line) }
    }
}
