import QuoteConfig
import QuoteHTTP
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore

extension SupplyPlan {
    /// The plan a run's settings make: its sources (``SourceRouting``), filters, deadline, pools, stores, the key
    /// of its span's choice and its refill's command line.
    ///
    /// - Parameters:
    ///   - command: whose defaults apply (`today` waits 3 seconds, not 10).
    ///   - now: when the run started, from which its timeout runs.
    ///   - deadline: when the run must be over, when not its timeout from now (a refresh's few minutes).
    ///   - chain: the sources to ask, when not those the settings name.
    /// - Throws: ``PlanError`` for an unknown source name, or an endpoint with more than one network source to
    ///   apply to; `SettingError` for a bad endpoint with a network source to apply to.
    package init(
        settings: Settings, catalog: SourceCatalog, command: CommandName, span: ChoiceSpan, now: Date, deadline: Date? = nil,
        chain: SourceChain? = nil
    ) throws {
        let routing = SourceRouting(settings: settings, catalog: catalog)
        let timeout = settings.value(.timeout, for: command)
        let (stores, notes) = Self.stores(settings: settings, routing: routing, keepingWindow: span != .none)
        let sources: LazyChain
        if let chain {
            sources = LazyChain(chain)
        } else {
            try routing.check()
            sources = LazyChain { routing.sources() }
        }
        self.init(
            sources: sources, filter: QuoteFilter(settings: settings),
            deadline: deadline ?? now + timeout.seconds, timeout: timeout, retries: RetryPolicy(retries: settings[.retries]),
            span: span, pool: Self.pools(settings: settings, routing: routing), fresh: settings[.fresh], stores: stores,
            choiceKey: routing.choiceKey, refillArguments: { Self.refillArguments(settings) }, knownSources: catalog.names,
            notes: notes)
    }

    /// The pools of a run that uses them: `pool` above 0, and none of `--fresh`, `--no-cache` and a command line's
    /// `--endpoint` (a URL for one run); `nil` otherwise, or with no cache folder.
    private static func pools(settings: Settings, routing: SourceRouting) -> PoolPolicy? {
        let locations = settings.locations
        guard settings[.pool] > 0, !settings[.fresh], !settings[.noCache], !routing.endpointFromFlag,
            let folder = locations.pools, !locations.isUnderMissingHome(folder)
        else { return nil }
        return PoolPolicy(folder: folder, capacity: settings[.pool], refillsInBackground: settings[.refill] == .auto)
    }

    /// The stores the settings name: none with `--no-cache`, no history when it is off, and nothing under a `HOME`
    /// that does not exist (which is never created), which a note says once.
    ///
    /// - Parameter keepingWindow: whether the span's choice is kept: beside the history file (whether the history
    ///   is on or not), unless that is no file of ours (`/dev/null`).
    private static func stores(
        settings: Settings, routing: SourceRouting, keepingWindow: Bool
    ) -> (SupplyStores, [SupplyNote]) {
        let locations = settings.locations
        let keeps = !settings[.noCache]
        let historyFile = settings[.historyFile].flatMap { keeps ? $0 : nil }
        let window = historyFile.flatMap { history -> String? in
            guard keepingWindow, FileKind(at: history) != .other else { return nil }
            return settings[.every].map { everyPath($0, settings: settings, routing: routing, history: history) }
                ?? WindowStore(besideHistory: history).path
        }
        let (cache, history) = (keeps ? settings[.cacheFile] : nil, settings[.history] ? historyFile : nil)
        // Each by itself, not in an array: an array of optional paths made the runtime build its storage's type.
        func missing(_ path: String?) -> Bool { path.map(locations.isUnderMissingHome) == true }
        func usable(_ path: String?) -> String? { missing(path) ? nil : path }
        let homeMissing = missing(cache) || missing(history) || missing(window) || missing(locations.requests)
        let notes: [SupplyNote] = homeMissing ? locations.missingHome.map { [.homeMissing($0)] } ?? [] : []
        let stores = SupplyStores(
            cache: usable(cache).map(QuoteCache.init(path:)), history: usable(history).map(HistoryStore.init(path:)),
            window: usable(window).map(WindowStore.init(path:)), states: usable(locations.requests),
            homeMissing: homeMissing)
        return (stores, notes)
    }

    /// Where `--every`'s choice is kept: each duration, list of sources and set of filters keeps its own.
    private static func everyPath(_ every: Duration, settings: Settings, routing: SourceRouting, history: String) -> String {
        var choices: [String] = [
            every.spanText, routing.names.commaSeparated, settings[.endpoint]?.absoluteString ?? "",
            settings[.maxLength].map { String($0) } ?? "", settings[.author] ?? "", settings[.match]?.text ?? "",
        ]
        // A key of its own for each language, without changing the keys of the choices made before --lang.
        if let language = settings[.lang] { choices.append(language) }
        return WindowStore(every: WindowStore.EveryKey(choices), besideHistory: history).path
    }

    /// What a background refill is told besides its source, spelled with the settings' own flags.
    ///
    /// The pool's size, the timeout, the retries and the config file (made absolute: a refill runs from `/`). The environment goes
    /// as it is, and with it the proxy and CA variables and `QUOTE_API_URL`.
    private static func refillArguments(_ settings: Settings) -> [String] {
        var arguments: [String] = []
        func pass<Value>(_ setting: Setting<Value>, _ value: Value) {
            if let flag = setting.flag, let text = setting.show(value) { arguments += [flag, text] }
        }
        pass(.pool, settings[.pool])
        pass(.timeout, settings.value(.timeout, for: .random))
        pass(.retries, settings[.retries])
        // Named by a flag or QUOTE_CONFIG: made absolute. The default place is absolute already.
        switch settings.origin(of: Setting<String?>.config) {
        case .flag, .environment: if let config = settings[.config] { pass(.config, Path.absolute(config)) }
        default: break
        }
        return arguments
    }
}
