import QuoteConfig
import QuoteHTTP
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteSupply
import Synchronization

/// How a command that shows a quote reaches the supply: its settings read once into a request, the supply's
/// answer shown with its notes, then kept.
extension CommandContext {
    /// The supply of a command that shows a quote (or fills pools), for `span`.
    ///
    /// - Parameters:
    ///   - deadline: when the run must be over; by default the command's timeout from now.
    ///   - chain: the sources to ask; by default those the settings name.
    /// - Throws: ``UsageError`` for an unknown source name, or an endpoint with more than one network source to
    ///   apply to; ``SettingError`` for a bad endpoint with a network source to apply to.
    func supply(for command: CommandName, span: Span, deadline: Date? = nil, chain: SourceChain? = nil) throws -> Supply {
        let settings = settings
        let timeout = settings.value(.timeout, for: command)
        let request = SupplyRequest(
            chain: try chain ?? sourceChain(), filter: filter, deadline: deadline ?? dependencies.clock.now() + timeout.seconds,
            timeout: timeout,
            retries: RetryPolicy(retries: settings[.retries]), span: span, pool: poolPolicy, fresh: settings[.fresh])
        let (console, launch, environment) = (console, dependencies.launch, dependencies.environment)
        let arguments = refillArguments
        let said = Mutex<[SupplyNote]>([])
        let world = SupplyWorld(
            transport: dependencies.transport, clock: dependencies.clock, random: dependencies.random,
            localTime: dependencies.localTime, catalog: sources,
            stores: supplyStores(keepingWindow: span != .none),
            startRefill: { launch(arguments($0), environment) },
            note: { note in
                // Each once a run: a source's state that cannot be kept is met at every attempt. Locks another
                // process holds past the deadline: once, whichever files they guard.
                let first = said.withLock { said in
                    guard !said.contains(note), !(note.isLockHeld && said.contains { $0.isLockHeld }) else { return false }
                    said.append(note)
                    return true
                }
                if first { console.warn(Self.message(for: note)) }
            })
        return Supply(request, in: world)
    }

    /// What a command that shows a quote answers: a quote the supply has at hand (a window's or the day's kept
    /// one, shown without the lock as the record is only ever replaced whole; a pooled one) at once, with no
    /// connection, no libcurl and no concurrency runtime, which is what most shell starts and prompts come to;
    /// otherwise one obtained from the sources.
    func outcome(of supply: Supply) -> Outcome {
        if let supplied = supply.immediate() { return .finished(show(supplied, from: supply)) }
        return .pending { show(try await supply.obtain(), from: supply) }
    }

    /// Shows what the supply answered, with a note when it stands in for what was asked, then keeps it: only once
    /// it is out, so a failed write leaves the files as they were.
    func show(_ supplied: Supplied, from supply: Supply) -> ExitCode {
        let misses = supplied.misses
        switch supplied.obtained {
        case .fetched where !misses.isEmpty, .pooled where !misses.isEmpty:
            console.note(Message(.chainNote(failures: Self.describe(misses), source: supplied.source)))
        case .fallback(.lastQuote):
            console.note(
                Message(
                    .fallbackToLastQuote(
                        failures: Self.describe(misses), day: dependencies.localTime.day(supplied.record.fetchedAt))))
        case .fallback(.collection) where !misses.isEmpty:
            console.note(Message(.fallbackToCollection(failures: Self.describe(misses))))
        default:
            break
        }
        let code = console.emit(presenter.render(supplied.record))
        if code == .success { supply.keep(supplied) }
        return code
    }

    /// The misses of a chain in one clause: "zenquotes: …; dummyjson: …", or the one miss's message.
    static func describe(_ misses: [SourceChain.Miss]) -> any MessageArgument {
        guard misses.count > 1 else {
            return misses.first.map { $0.error.map { Failure($0).message } ?? Message(.chainNotAsked) }
                ?? Message(.chainNobodyAsked)
        }
        return Clauses(
            misses.map { miss in
                let reason: Message =
                    switch miss.error {
                    case .rateLimited(let limit)?: Failure.reason(for: limit)
                    case let error?: Failure(error).message
                    case nil: Message(.chainNotAsked)
                    }
                return Message(.chainFailure(source: miss.source, reason: reason))
            })
    }

    /// What a quote must be like: `--max-length`, `--author`, `--match` and `--lang`.
    var filter: QuoteFilter {
        QuoteFilter(
            maxLength: settings[.maxLength], author: settings[.author], pattern: settings[.match], language: settings[.lang])
    }

    /// The sources `--source` names, in order, with `--endpoint` given to the one network source among them.
    func sourceChain() throws -> SourceChain {
        let names = settings[.source]
        let catalog = sources
        // The config file's names were checked when it was read; these come from a flag or QUOTE_SOURCE.
        if let unknown = names.first(where: { catalog.isNetwork($0) == nil }) {
            let setting = Setting<[String]>.source
            throw UsageError.unknownSource(
                setting: settings.origin(of: setting).name(for: setting), name: unknown, known: catalog.names)
        }
        let network = names.filter { catalog.isNetwork($0) == true }
        let setting = Setting<URL?>.endpoint
        let receivers = network.filter(endpointReceivers.contains)
        // A bad endpoint matters only to a run that would fetch from it.
        if !receivers.isEmpty { try settings.check(setting) }
        let endpoint = settings[setting]
        if endpoint != nil, endpointFromFlag, Set(network).count > 1 {
            throw UsageError.endpointWithSeveralSources(
                setting: settings.origin(of: setting).name(for: setting), sources: network)
        }
        return SourceChain(
            names.compactMap { catalog.source(named: $0, endpoint: receivers.contains($0) ? endpoint : nil) })
    }

    /// Whether the endpoint comes from the command line: a URL for this run's one network source, not the default
    /// source's.
    private var endpointFromFlag: Bool {
        if case .flag = settings.origin(of: Setting<URL?>.endpoint) { true } else { false }
    }

    /// The sources the endpoint setting points elsewhere: `--endpoint` names a URL for the run's one network source
    /// (``sourceChain()`` refuses more); `QUOTE_API_URL` and the config file's `endpoint` name the default source's,
    /// which other sources beside it leave alone.
    var endpointReceivers: [String] {
        guard endpointFromFlag else { return [SourceDescriptor.default.name] }
        return settings[.source].filter { sources.isNetwork($0) == true }
    }

    /// The URL source `name` is fetched from in this run; `nil` for a local source.
    ///
    /// The endpoint setting's where it points that source elsewhere, else the source's own: what `quote config` and
    /// `quote sources` show.
    func url(of name: String) -> URL? {
        let receivers = endpointReceivers
        if receivers == [name], let endpoint = settings[Setting<URL?>.endpoint] { return endpoint }
        return sources.url(of: name)
    }

    /// The pools of a run that uses them: `pool` above 0, and none of `--fresh`, `--no-cache` and a command line's
    /// `--endpoint` (a URL for one run); `nil` otherwise, or with no cache folder.
    var poolPolicy: PoolPolicy? {
        guard settings[.pool] > 0, !settings[.fresh], !settings[.noCache], !endpointFromFlag,
            let folder = locations.pools, !locations.isUnderMissingHome(folder)
        else { return nil }
        return PoolPolicy(folder: folder, capacity: settings[.pool], refillsInBackground: settings[.refill] == .auto)
    }

    /// The stores the settings name: none with `--no-cache`, no history when it is off, and nothing under a `HOME`
    /// that does not exist (which is never created), with one warning.
    ///
    /// - Parameter keepingWindow: whether the span's choice is kept: beside the history file (whether the history
    ///   is on or not), unless that is no file of ours (`/dev/null`).
    func supplyStores(keepingWindow: Bool) -> SupplyStores {
        let keeps = !settings[.noCache]
        let historyFile = settings[.historyFile].flatMap { keeps ? $0 : nil }
        let window = historyFile.flatMap { history -> String? in
            guard keepingWindow, FileKind(at: history) != .other else { return nil }
            return settings[.every].map { windowPath(every: $0, history: history) } ?? WindowStore(besideHistory: history).path
        }
        let paths = [
            keeps ? settings[.cacheFile] : nil, settings[.history] ? historyFile : nil, window, locations.requests,
        ]
        // Nothing is kept under a HOME that does not exist, which is never created; said once.
        let homeMissing = paths.contains { $0.map(locations.isUnderMissingHome) == true }
        if homeMissing, let home = locations.missingHome { console.warn(Message(.homeMissing(home: home))) }
        let usable = paths.map { $0.flatMap { locations.isUnderMissingHome($0) ? nil : $0 } }
        return SupplyStores(
            cache: usable[0].map(QuoteCache.init(path:)), history: usable[1].map(HistoryStore.init(path:)),
            window: usable[2].map(WindowStore.init(path:)), states: usable[3], homeMissing: homeMissing)
    }

    /// Where `--every`'s choice is kept: each duration, list of sources and set of filters keeps its own.
    private func windowPath(every: Duration, history: String) -> String {
        var choices: [String] = [
            every.spanText, settings[.source].joined(with: ","), settings[.endpoint]?.absoluteString ?? "",
            settings[.maxLength].map { String($0) } ?? "", settings[.author] ?? "", settings[.match]?.text ?? "",
        ]
        // A key of its own for each language, without changing the keys of the choices made before --lang.
        if let language = settings[.lang] { choices.append(language) }
        let key = String(BuiltinCollection.fnv1a(choices.joined(with: "\u{1F}")), radix: 16)
        return WindowStore(every: key, besideHistory: history).path
    }

    /// The command line of a background refill of a source with the run's own settings: the pool's size, the
    /// timeout, the retries and the config file (made absolute: a refill runs from `/`); the environment goes as it
    /// is, and with it the proxy and CA variables and `QUOTE_API_URL`.
    var refillArguments: @Sendable (String) -> [String] {
        var common = [
            "--pool", String(settings[.pool]), "--timeout", settings.value(.timeout, for: .random).secondsText, "--retries",
            String(settings[.retries]),
        ]
        // Named by a flag or QUOTE_CONFIG: made absolute, as the refill runs from /. The default place is absolute.
        switch settings.origin(of: Setting<String?>.config) {
        case .flag, .environment:
            if let config = settings[.config] { common += ["--config", Path.absolute(config)] }
        default: break
        }
        return { [common] source in [CommandName.refresh.rawValue, "--source", source] + common }
    }

    /// A note of the supply, in the failure table's words.
    static func message(for note: SupplyNote) -> Message {
        switch note {
        case .notKept(let place, let error):
            let (path, reason) = (error.path, Failure.message(for: error.reason))
            return switch place {
            case .cache(olderRemoved: true): Message(.cacheNotSavedOlderRemoved(path: path, reason: reason))
            case .cache(olderRemoved: false): Message(.cacheNotSaved(path: path, reason: reason))
            case .history: Message(.historyNotAppended(path: path, reason: reason))
            case .window: Message(.todayNotKept(path: path, reason: reason))
            case .pool: Message(.poolNotKept(path: path, reason: reason))
            }
        case .source(let warning): return Failure.message(for: warning)
        }
    }
}
