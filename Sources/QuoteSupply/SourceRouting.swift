import QuoteConfig
import QuoteModel
import QuotePlatform
import QuoteSources

/// Which sources a run asks, in order, and which of them the endpoint setting points elsewhere: read once from
/// the settings, for the supply's plan and for what `quote config` and `quote sources` show.
package struct SourceRouting: Sendable {
    /// The names of the sources asked, in order: `--source`'s, or with `--lang` and no source named anywhere, the
    /// built-in network sources in that language, in the table's order.
    package let names: [SourceName]
    /// The sources the endpoint setting points at its URL: `--endpoint` names a URL for the run's one network
    /// source; `QUOTE_API_URL` and the config file's `endpoint` name the default source's, which other sources
    /// beside it leave alone.
    package let receivers: [SourceName]
    /// The endpoint setting's URL, if any.
    package let endpoint: URL?
    /// Whether the endpoint comes from the command line: a URL for this run alone.
    package let endpointFromFlag: Bool
    private let settings: Settings
    private let catalog: SourceCatalog

    /// The routing of a run with `settings` over the sources of `catalog`.
    package init(settings: Settings, catalog: SourceCatalog) {
        self.settings = settings
        self.catalog = catalog
        let source = Setting<[SourceName]>.source
        if settings.origin(of: source) == .default, let language = settings[.lang],
            case let chosen = catalog.networkSources(in: language), !chosen.isEmpty
        {
            names = chosen
        } else {
            names = settings[source]
        }
        let endpointSetting = Setting<URL?>.endpoint
        endpoint = settings[endpointSetting]
        endpointFromFlag = if case .flag = settings.origin(of: endpointSetting) { true } else { false }
        receivers =
            endpointFromFlag ? names.filter { catalog.isNetwork($0) == true } : [SourceDescriptor.default.name]
    }

    /// The sources to ask, in order, the endpoint given to those it points elsewhere.
    ///
    /// - Throws: ``PlanError`` for an unknown source name, or an endpoint from the command line with more than one
    ///   network source to apply to; `SettingError` for a bad endpoint with a network source to apply to.
    package func chain() throws -> SourceChain {
        try check()
        return sources()
    }

    /// Throws what ``chain()`` would: an unknown name, a bad endpoint a source would be asked at, or one endpoint
    /// for several network sources.
    package func check() throws {
        // The config file's names were checked when it was read; these come from a flag or QUOTE_SOURCE.
        if let unknown = names.first(where: { catalog.isNetwork($0) == nil }) {
            let setting = Setting<[SourceName]>.source
            throw PlanError.unknownSource(
                setting: settings.origin(of: setting).name(for: setting.erased), name: unknown, known: catalog.names)
        }
        let setting = Setting<URL?>.endpoint
        let network = names.filter { catalog.isNetwork($0) == true }
        // A bad endpoint matters only to a run that would fetch from it.
        if network.contains(where: receivers.contains) { try settings.check(setting) }
        if endpoint != nil, endpointFromFlag, network.contains(where: { $0 != network[0] }) {
            throw PlanError.endpointWithSeveralSources(
                setting: settings.origin(of: setting).name(for: setting.erased), sources: network)
        }
    }

    /// The sources, in order, the names checked by ``check()``.
    package func sources() -> SourceChain {
        var sources = names.compactMap { catalog.source(named: $0, endpoint: receiving($0)) }
        // The built-in collection, of both languages, standing in for network sources of one: in theirs.
        if settings[.lang] == nil, let language = SourceChain(sources).declaredLanguage {
            sources = sources.map { source in
                guard var collection = source as? LocalSource, collection.name == BuiltinCollection.source.name else {
                    return source
                }
                collection.language = language
                return collection
            }
        }
        return SourceChain(sources)
    }

    /// The URL source `name` is fetched from in this run; `nil` for a local source.
    ///
    /// The endpoint's where it points that source elsewhere, else the source's own: what `quote config` and
    /// `quote sources` show.
    package func url(of name: SourceName) -> URL? {
        receiving(name) ?? catalog.url(of: name)
    }

    /// The endpoint, for a source it points elsewhere.
    private func receiving(_ name: SourceName) -> URL? {
        receivers.contains(name) ? endpoint : nil
    }

    /// What a span's choice is chosen from, as its record names it.
    ///
    /// The sources, the URL the endpoint gives them, the language. A choice made from others is not this run's.
    package var choiceKey: String {
        var key = names.commaSeparated
        if let endpoint, names.contains(where: receivers.contains) { key += " <\(endpoint.redacted)>" }
        if let language = settings[.lang] { key += " --lang \(language)" }
        return key
    }
}
