import Foundation
import QuoteConfig
import QuoteHTTPTestSupport
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteSupply
import QuoteTestSupport
import Testing

/// The plan a run's settings make: which sources, in which order, and what a span's choice belongs to.
@Suite("The supply's plan from the settings")
struct PlanTests {
    let catalog = SourceCatalog(custom: [], places: LocalPlaces(environment: [:], locations: .nowhere))

    /// Settings with `lang` and `source` given on the command line, when given.
    private func settings(lang: String? = nil, source: [SourceName]? = nil, endpoint: String? = nil) -> Settings {
        var settings = Settings(locations: .nowhere)
        if let lang { settings.set(.lang, to: lang, origin: .flag("--lang")) }
        if let source { settings.set(.source, to: source, origin: .flag("--source")) }
        if let endpoint { settings.set(.endpoint, to: URL(string: endpoint), origin: .environment("QUOTE_API_URL")) }
        return settings
    }

    @Test(
        "--lang with no source named asks the built-in network sources in that language, in the table's order, then those with translations in it",
        arguments: ["en", "ko"])
    func langPicksSources(lang: String) throws {
        let network = SourceDescriptor.builtInNetwork
        let expected = (network.filter { $0.language == lang } + network.filter { $0.translation == lang }).map(\.name)
        // The rule's own cases, whatever the table grows to: English's sources, then the Happiness API's translations.
        #expect(expected.count >= 2 && (lang != "en" || expected.last == "happiness"))
        let routing = SourceRouting(settings: settings(lang: lang), catalog: catalog)
        #expect(routing.names == expected)
        #expect(try routing.chain().sources.map(\.name) == expected)
    }

    @Test("Sources named anywhere are asked as named, --lang or not; a language no built-in source speaks keeps the default")
    func namedSourcesStand() {
        #expect(SourceRouting(settings: settings(lang: "en", source: ["happiness"]), catalog: catalog).names == ["happiness"])
        #expect(SourceRouting(settings: settings(), catalog: catalog).names == ["happiness"])
        #expect(SourceRouting(settings: settings(lang: "ja"), catalog: catalog).names == ["happiness"])
    }

    @Test("A span's choice belongs to its sources, their endpoint and the language")
    func choiceKeys() {
        let keys = [
            settings(), settings(lang: "en"), settings(source: ["zenquotes", "builtin"]),
            settings(endpoint: "http://127.0.0.1:8765/q"), settings(source: ["zenquotes"], endpoint: "http://127.0.0.1:8765/q"),
        ].map { SourceRouting(settings: $0, catalog: catalog).choiceKey }
        let english = SourceRouting(settings: settings(lang: "en"), catalog: catalog).names.map(\.text).joined(separator: ",")
        #expect(
            keys == [
                "happiness", "\(english) --lang en", "zenquotes,builtin",
                "happiness <http://127.0.0.1:8765/q>",
                "zenquotes",
            ])
    }

    @Test("The refill's command line is the settings table's own flags, and the source")
    func refillArguments() throws {
        var settings = settings()
        settings.set(.pool, to: 7, origin: .flag("--pool"))
        let plan = try SupplyPlan(
            settings: settings, catalog: catalog, command: .today, span: .none, now: Date(timeIntervalSince1970: 0))
        #expect(
            plan.refill(of: "zenquotes") == [
                "refresh", "--source", "zenquotes", "--pool", "7", "--timeout", "10", "--retries", "2",
            ])
        #expect(plan.timeout == .seconds(3), "today's own deadline for the run")
    }

    @Test("A refill runs from /: a config file named relative to where the run was is handed on absolute, and only then")
    func refillConfigAbsolute() throws {
        let folder = try #require(Path.currentFolder)
        for (origin, handed) in [(Origin.flag("--config"), true), (.environment("QUOTE_CONFIG"), true), (.default, false)] {
            var settings = settings()
            settings.set(.config, to: "conf/quote.toml", origin: origin)
            let plan = try SupplyPlan(
                settings: settings, catalog: catalog, command: .random, span: .none, now: Date(timeIntervalSince1970: 0))
            let arguments = plan.refill(of: "zenquotes")
            let config = arguments.firstIndex(of: "--config").map { arguments[$0 + 1] }
            #expect(config == (handed ? Path.join(folder, "conf/quote.toml") : nil), "\(origin): \(arguments)")
        }
    }

    @Test("A day's choice beside a history file under a HOME that does not exist is not kept, and said, the history itself off")
    func windowUnderMissingHome() throws {
        let folder = TemporaryFolder()
        let home = folder.file("gone")
        let locations = StoreLocations(environment: [
            "HOME": home, "XDG_STATE_HOME": folder.file("state"), "XDG_CACHE_HOME": folder.file("cache"),
        ])
        for (history, missing) in [(Path.join(home, "history.jsonl"), true), (folder.file("history.jsonl"), false)] {
            var settings = Settings(locations: locations)
            settings.set(.history, to: false, origin: .environment("QUOTE_HISTORY"))
            settings.set(.historyFile, to: history, origin: .flag("--history-file"))
            let plan = try SupplyPlan(
                settings: settings, catalog: catalog, command: .today, span: .day, now: Date(timeIntervalSince1970: 0))
            #expect((plan.stores.window == nil) == missing, "\(history)")
            #expect(plan.notes == (missing ? [.homeMissing(home)] : []), "\(history)")
        }
    }

    @Test("A plan's chain is made once, when first asked, whoever asks: a run answered by a kept choice never makes it")
    func chainMadeOnce() async {
        let (catalog, made) = (catalog, LockedValue(0))
        let chain = LazyChain {
            made.update { $0 += 1 }
            return SourceChain([catalog.source(named: "builtin", endpoint: nil)!])
        }
        #expect(made.value == 0)
        await withTaskGroup(of: [SourceName].self) { group in
            for _ in 0..<8 { group.addTask { chain.chain.sources.map(\.name) } }
            for await names in group { #expect(names == ["builtin"]) }
        }
        #expect(made.value == 1)
    }
}
