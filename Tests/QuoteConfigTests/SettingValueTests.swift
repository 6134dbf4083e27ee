import QuoteConfig
import QuoteModel
import QuotePlatform
import QuotePresentation
import Testing

/// A value read once where it is given, and the one rule for values of one place that contradict each other.
@Suite("Setting values and contradictions", .timeLimit(.minutes(1)))
struct SettingValueTests {
    private func flag<Value>(_ setting: Setting<Value>, _ text: String, as name: String) throws -> SettingValue {
        try SettingValue(setting.erased, text: text, name: name, origin: .flag(name))
    }

    @Test("json and format contradict only when both are on; a template that reads false is on")
    func jsonAndFormat() throws {
        let json = try flag(Setting<Bool>.json, "true", as: "--json")
        let format = try flag(Setting<QuoteTemplate?>.format, "false", as: "--format")
        let pair = try #require(SettingValue.contradiction(in: [format, json]))
        #expect(pair.first.name == "--json" && pair.second.name == "--format")
        let off = try flag(Setting<Bool>.json, "false", as: "--json")
        #expect(SettingValue.contradiction(in: [off, format]) == nil)
    }

    @Test("A shorthand and its own setting contradict, named shorthand first; the same setting twice does not")
    func shorthand() throws {
        let source = Setting<[SourceName]>.source
        let offline = try flag(source, "builtin", as: "--offline")
        let named = try flag(source, "zenquotes", as: "--source")
        let pair = try #require(SettingValue.contradiction(in: [named, offline]))
        #expect(pair.first.name == "--offline" && pair.second.name == "--source")
        let again = try flag(source, "builtin", as: "--source")
        #expect(SettingValue.contradiction(in: [named, again]) == nil)
    }

    @Test("A bad value is an error where it is read, but one checked only when used is kept for the runs that use it")
    func badValues() throws {
        #expect(throws: SettingError(name: "--retries", value: "9", problem: .notAWholeNumber(0...5))) {
            try flag(Setting<Int>.retries, "9", as: "--retries")
        }
        let endpoint = try flag(Setting<URL?>.endpoint, "ftp://x", as: "--endpoint")
        var settings = Settings(locations: .nowhere)
        endpoint.apply(to: &settings)
        #expect(throws: SettingError(name: "--endpoint", value: "ftp://x", problem: .notAWebURL)) {
            try settings.check(Setting<URL?>.endpoint)
        }
        #expect(settings.origin(of: Setting<URL?>.endpoint) == .flag("--endpoint"))
    }
}
