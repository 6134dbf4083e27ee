import Foundation
import QuoteCore
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
        let table = try read("""
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
        else { Issue.record("tables missing"); return }
        #expect(inline["X-Key"] == .string("v") && inline["n"] == .integer(1))
        #expect(dotted["key"] == .string("x"))
        #expect(api["url"] == .string("https://example.test/q") && api.line(of: "url") == 14)
        #expect(sources["quoted name"] != nil)
    }

    @Test("A file with Windows line endings reads like any other")
    func windowsLineEndings() throws {
        let config = try ConfigFile.parse("# mine\r\nwidth = 72\r\nsource = \"builtin\"\r\n", path: "c.toml")
        #expect(config.values.map(\.setting) == [.width, .source] && config.values.map(\.line) == [2, 3])
    }

    @Test("TOML mistakes name the line and the problem", arguments: [
        ("a = 1\nb = ", "c.toml:2: expected a value"),
        ("a = \"open", "c.toml:1: a string is not closed"),
        ("a = nope", "c.toml:1: 'nope' is not a value (strings need quotes)"),
        ("a = 1\na = 2", "c.toml:2: 'a' is defined twice (first on line 1)"),
        ("[t]\n[t]", "c.toml:2: table [t] is defined twice"),
        ("[[t]]", "c.toml:1: arrays of tables ([[...]]) are not supported"),
        ("a = \"\"\"x", "c.toml:1: multi-line strings are not supported"),
        ("a = 2026-11-22", "c.toml:1: dates and times are not supported"),
        ("a = [1,\n2]", "c.toml:1: arrays must be on one line"),
        ("a = 1 b", "c.toml:1: unexpected text after the value, found 'b'"),
        ("= 1", "c.toml:1: expected a key, found '='"),
        ("a = \"\\q\"", "c.toml:1: an unknown escape '\\q'"),
    ])
    func tomlErrors(text: String, message: String) {
        #expect(throws: ConfigError.self) { try read(text) }
        do { _ = try read(text) } catch { #expect(error.message == message) }
    }

    @Test("A config file: settings under the options' names, and sources with pointers and headers")
    func configFile() throws {
        let config = try ConfigFile.parse("""
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
            """, path: "c.toml")
        #expect(config.values.map(\.setting) == [.source, .width, .timeout, .json, .history])
        #expect(config.values.map(\.text) == ["zenquotes, builtin", "72", "2.5", "true", "off"])
        let source = try #require(config.sources.first)
        #expect(source.name == "ninjas" && source.url.absoluteString == "https://api.api-ninjas.com/v1/quotes")
        #expect(source.headers == ["X-Api-Key": "secret"])
        #expect(source.content.description == "/0/quote" && source.description?.description == "/0/category" && source.id == nil)
        #expect(config.holdsHeaders)
    }

    @Test("Config mistakes: one line naming the file, the line and what is wrong", arguments: [
        ("colour = \"auto\"", "c.toml:1: unknown key 'colour'"),
        ("[colours]", "c.toml:1: unknown table [colours]"),
        ("width = \"wide\"", "c.toml:1: 'width' cannot be a string"),
        ("timeout = true", "c.toml:1: 'timeout' cannot be a boolean"),
        ("config = \"x\"", "c.toml:1: unknown key 'config'"),
        ("source = \"builtin, nope\"", "c.toml:1: unknown source 'nope' (known: happiness, zenquotes, dummyjson, korean-advice, builtin, fortune, saved)"),
        ("source = \"mine\"\n[sources.other]\nurl = \"https://x.test\"\ncontent = \"/c\"\nauthor = \"/a\"", "c.toml:1: unknown source 'mine' (known: happiness, zenquotes, dummyjson, korean-advice, builtin, fortune, saved, other)"),
        ("offline = true\nsource = \"zenquotes\"", "c.toml:2: 'offline' and 'source' cannot be used together"),
        ("[sources.zenquotes]\nurl = \"https://x.test\"", "c.toml:1: sources.zenquotes: 'zenquotes' is a built-in source; choose another name"),
        ("[sources.a]\ncontent = \"/q\"\nauthor = \"/a\"", "c.toml:1: sources.a: 'url' is missing"),
        ("[sources.a]\nurl = \"ftp://x\"\ncontent = \"/q\"\nauthor = \"/a\"", "c.toml:2: sources.a: 'url' must be an http or https URL, not 'ftp://x'"),
        ("[sources.a]\nurl = \"https://x.test\"\nauthor = \"/a\"", "c.toml:1: sources.a: 'content' (a JSON Pointer) is missing"),
        ("[sources.a]\nurl = \"https://x.test\"\ncontent = \"q\"\nauthor = \"/a\"", "c.toml:3: sources.a: 'content' is not a JSON Pointer: it must start with '/'"),
        ("[sources.a]\nurl = \"https://x.test\"\ncontent = \"/q\"\nauthor = \"/a\"\nquote = \"/x\"", "c.toml:5: sources.a: unknown key 'quote' (known: url, headers, content, author, id, description, link)"),
        ("[sources.a]\nurl = \"https://x.test\"\ncontent = \"/q\"\nauthor = \"/a\"\nheaders = { \"Bad Name\" = \"v\" }", "c.toml:5: sources.a: 'Bad Name' is not a header name"),
        ("[sources.a]\nurl = \"https://x.test\"\ncontent = \"/q\"\nauthor = \"/a\"\nheaders = { K = \"v\\r\\nX: y\" }", "c.toml:5: sources.a: header 'K' holds a control character"),
    ])
    func configErrors(text: String, message: String) {
        do {
            _ = try ConfigFile.parse(text, path: "c.toml")
            Issue.record("no error for \(text)")
        } catch {
            #expect(error.message == message)
        }
    }

    @Test("A missing file is no config at the default place, and an error where the user named it")
    func missingFile() throws {
        #expect(try ConfigFile.load(path: folder.file("none.toml"), required: false) == nil)
        #expect(throws: ConfigError(path: folder.file("none.toml"), line: nil, "no such file")) {
            try ConfigFile.load(path: folder.file("none.toml"), required: true)
        }
    }

    // MARK: - Layers

    private func resolve(_ arguments: [String], environment: [String: String] = [:], config: String? = nil) throws(QuoteError) -> Settings {
        let parsed: ParsedArguments
        do { parsed = try ArgumentParser.parse(arguments) } catch { throw .usage(error.message) }
        let file: ConfigFile?
        do { file = try config.map { text throws(ConfigError) in try ConfigFile.parse(text, path: "/c.toml") } } catch { throw .config(error) }
        return try SettingsResolver.resolve(parsed, environment: ["HOME": "/h"].merging(environment) { _, new in new }, config: file)
    }

    @Test("A flag wins over the environment, which wins over the config file, which wins over the default")
    func precedence() throws {
        let config = "source = \"dummyjson\"\ncache-file = \"/config.json\"\ntimeout = 4"
        let environment = ["QUOTE_SOURCE": "zenquotes", "QUOTE_CACHE_FILE": "/env.json"]
        let defaults = try resolve([])
        #expect(defaults.sources.value == ["happiness"] && defaults.sources.origin == .default)
        #expect(defaults.cacheFile.value == "/h/.cache/quote/last.json")
        let fromConfig = try resolve([], config: config)
        #expect(fromConfig.sources.value == ["dummyjson"] && fromConfig.sources.origin == .configFile(path: "/c.toml", line: 1))
        #expect(fromConfig.timeout.value == .seconds(4) && fromConfig.timeout.origin == .configFile(path: "/c.toml", line: 3))
        let fromEnvironment = try resolve([], environment: environment, config: config)
        #expect(fromEnvironment.sources.value == ["zenquotes"] && fromEnvironment.sources.origin == .environment("QUOTE_SOURCE"))
        #expect(fromEnvironment.cacheFile.value == "/env.json")
        let fromFlags = try resolve(["--source", "builtin,fortune", "--cache-file", "/flag.json"], environment: environment, config: config)
        #expect(fromFlags.sources.value == ["builtin", "fortune"] && fromFlags.sources.origin == .flag("--source"))
        #expect(fromFlags.cacheFile.value == "/flag.json" && fromFlags.cacheFile.origin == .flag("--cache-file"))
        #expect(try resolve(["--offline"], environment: environment).sources.value == ["builtin"])
        #expect(try resolve([], environment: ["QUOTE_API_URL": ""]).endpoint.value == nil)
    }

    @Test("A path in the config file may start with ~/, as on the command line")
    func homeInPaths() throws {
        let settings = try resolve([], config: "cache-file = \"~/q/last.json\"\nhistory-file = \"/abs.jsonl\"\nauthor = \"~/x\"")
        #expect(settings.cacheFile.value == "/h/q/last.json" && settings.historyFile.value == "/abs.jsonl")
        #expect(settings.author.value == "~/x")
    }

    @Test("The XDG folders decide the default files; relative values do not count")
    func locations() {
        let xdg = StoreLocations(environment: [
            "HOME": "/h", "XDG_CACHE_HOME": "/c", "XDG_STATE_HOME": "/s", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/f",
        ])
        #expect([xdg.cache, xdg.history, xdg.saved, xdg.config, xdg.fortunes]
            == ["/c/quote/last.json", "/s/quote/history.jsonl", "/d/quote/saved.jsonl", "/f/quote/config.toml", "/d/fortunes"])
        let home = StoreLocations(environment: ["HOME": "/h", "XDG_CACHE_HOME": "relative"])
        #expect([home.cache, home.history, home.saved, home.config, home.fortunes] == [
            "/h/.cache/quote/last.json", "/h/.local/state/quote/history.jsonl", "/h/.local/share/quote/saved.jsonl",
            "/h/.config/quote/config.toml", "/h/.local/share/fortunes",
        ])
        #expect(StoreLocations(environment: [:]).cache == nil)
    }

    @Test("A bad value is a usage error from the environment, a config error (naming the line) from the file")
    func badValues() {
        #expect(throws: QuoteError.usage("QUOTE_API_URL must be an http or https URL, not 'ftp://env'")) {
            try resolve([], environment: ["QUOTE_API_URL": "ftp://env"])
        }
        #expect(throws: QuoteError.usage("QUOTE_HISTORY must be on or off, not 'maybe'")) {
            try resolve([], environment: ["QUOTE_HISTORY": "maybe"])
        }
        #expect(throws: QuoteError.config(ConfigError(path: "/c.toml", line: 2, "retries must be a whole number from 0 to 5, not '9'"))) {
            try resolve([], config: "width = 60\nretries = 9")
        }
        #expect(throws: QuoteError.config(ConfigError(path: "/c.toml", line: 1, "color must be auto, always or never, not 'red'"))) {
            try resolve([], config: "color = \"red\"")
        }
    }

    @Test("Where the config file is: --config, then QUOTE_CONFIG (both required), then the default place")
    func configLocation() throws {
        let environment = ["HOME": "/h", "QUOTE_CONFIG": "/env.toml"]
        let flagged = SettingsResolver.configLocation(try ArgumentParser.parse(["--config", "/flag.toml"]), environment: environment)
        #expect(flagged?.path == "/flag.toml" && flagged?.required == true)
        let fromEnvironment = SettingsResolver.configLocation(try ArgumentParser.parse([]), environment: environment)
        #expect(fromEnvironment?.path == "/env.toml" && fromEnvironment?.required == true)
        let byDefault = SettingsResolver.configLocation(try ArgumentParser.parse([]), environment: ["HOME": "/h"])
        #expect(byDefault?.path == "/h/.config/quote/config.toml" && byDefault?.required == false)
    }

    @Test("Every setting in the config file's key list is one the table knows, and settings with no key have reasons")
    func configKeys() {
        let keys = Setting.allCases.compactMap(\.spec.configKey)
        #expect(Set(keys).count == keys.count)
        #expect(Setting.allCases.filter { $0.spec.configKey == nil } == [.config, .count, .help, .version])
        for key in keys { #expect(Setting(configKey: key) != nil) }
    }
}
