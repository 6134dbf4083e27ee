/// The built-in sources, by the names `--source` takes.
package enum SourceName: String, CaseIterable, Sendable {
    /// The Happiness API, the default.
    case happiness
    /// ZenQuotes.
    case zenquotes
    /// DummyJSON's quotes.
    case dummyjson
    /// The Korean advice API.
    case koreanAdvice = "korean-advice"
    /// The offline collection.
    case builtin
    /// Local fortune files.
    case fortune
    /// The user's saved quotes.
    case saved

    /// Every built-in name.
    package static let builtIn: Set<String> = Set(allCases.map(\.rawValue))

    /// The API's own URL and how its answer becomes a quote, for a network source; `nil` for a local one.
    var api: (url: URL, decoder: AnswerDecoder)? {
        switch self {
        case .happiness: (HappinessAPI.url, HappinessAPI.decoder)
        case .zenquotes: (ZenQuotes.url, ZenQuotes.decoder)
        case .dummyjson: (DummyJSON.url, DummyJSON.decoder)
        case .koreanAdvice: (KoreanAdvice.url, KoreanAdvice.decoder)
        case .builtin, .fortune, .saved: nil
        }
    }

    /// The API's own URL, for a network source.
    package var url: URL? { api?.url }

    /// One line saying what it is.
    package var summary: String {
        switch self {
        case .happiness: "the Happiness API, mostly Korean (the default)"
        case .zenquotes: "ZenQuotes, English, 5 requests per 30 s"
        case .dummyjson: "DummyJSON, English"
        case .koreanAdvice: "Korean advice API, Korean"
        case .builtin: "the built-in collection, no network (--offline)"
        case .fortune: "local fortune files (QUOTE_FORTUNE_PATH)"
        case .saved: "your saved quotes (quote save)"
        }
    }
}

/// Every source a run can use, by name: the built-in ones and those the config file defines.
package struct SourceCatalog: Sendable {
    /// The config file's sources, by name.
    package let custom: [String: CustomSourceDefinition]
    private let environment: [String: String]
    private let locations: StoreLocations

    /// Creates the catalog for a run.
    package init(custom: [CustomSourceDefinition], environment: [String: String]) {
        self.custom = Dictionary(custom.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        self.environment = environment
        locations = StoreLocations(environment: environment)
    }

    /// Every name, built-in ones first, in the order help and completions list them.
    package var names: [String] {
        SourceName.allCases.map(\.rawValue) + custom.keys.sorted()
    }

    /// Whether `name` is a source that uses the network; `nil` for an unknown name.
    package func isNetwork(_ name: String) -> Bool? {
        if let builtIn = SourceName(rawValue: name) { return builtIn.url != nil }
        return custom[name] == nil ? nil : true
    }

    /// The source called `name`, its URL replaced by `endpoint` when given; `nil` for an unknown name.
    package func source(named name: String, endpoint: URL?) -> (any QuoteSource)? {
        if let definition = custom[name] {
            return NetworkSource(name: name, url: endpoint ?? definition.url, headers: definition.headers, decoder: CustomSource.decoder(for: definition))
        }
        guard let builtIn = SourceName(rawValue: name) else { return nil }
        if let api = builtIn.api {
            return NetworkSource(name: name, url: endpoint ?? api.url, decoder: api.decoder)
        }
        switch builtIn {
        case .happiness, .zenquotes, .dummyjson, .koreanAdvice: return nil  // network sources, above
        case .builtin: return LocalSource(name: name) { BuiltinCollection() }
        case .fortune:
            let (environment, folder) = (environment, locations.fortunes)
            return LocalSource(name: name) { () throws(QuoteError) in try FortuneLibrary(environment: environment, userFolder: folder) }
        case .saved:
            let path = locations.saved
            return LocalSource(name: name) { () throws(QuoteError) in try SavedCollection(path: path) }
        }
    }
}
