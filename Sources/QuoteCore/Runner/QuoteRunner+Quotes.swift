extension QuoteRunner {
    /// The default limit on fetching.
    package static let defaultTimeout = Duration.seconds(10)
    /// The default limit on `today`'s fetching: short, so a login shell never waits long.
    package static let todayTimeout = Duration.seconds(3)

    /// The commands that fetch or pick a quote.
    enum QuoteCommand {
        /// A new quote, every time.
        case random
        /// The quote of the day: kept if fetched today, else a new one; never fails for lack of a network.
        case today
    }

    /// `random` and `today`: a quote through the source chain, printed, then kept in the cache and the history.
    ///
    /// `today` prints the cached quote if it was fetched today (local time) and passes the filters; else it
    /// fetches, and if every source fails it prints the last cached quote, else the offline collection's quote
    /// of the day, with a note, and exits 0.
    func printQuote(_ command: QuoteCommand, settings: Settings, catalog: SourceCatalog) async throws(QuoteError) -> ExitCode {
        let presenter = presenter(settings)
        let chain = try sourceChain(settings, catalog: catalog)
        let stores = Stores(settings)
        let filter = QuoteFilter(maxLength: settings.maxLength.value, author: settings.author.value, pattern: settings.match.value)
        let cached = command == .today ? stores.cache?.load() : nil
        if let cached, localTime.day(cached.fetchedAt) == localTime.day(clock.now()), filter.matches(cached.quote) {
            return emit(presenter.render(cached))
        }
        let timeout = settings.timeout.value ?? (command == .today ? Self.todayTimeout : Self.defaultTimeout)
        let history = stores.history
        let context = SourceContext(
            transport: transport, clock: clock, random: random, deadline: clock.now() + timeout.seconds, timeout: timeout,
            retries: RetryPolicy(retries: settings.retries.value), filter: filter,
            recent: { history.map { Array($0.entries().suffix(LocalSource.recentWindow).map(\.quote)) } ?? [] })
        let outcome = await chain.quote(in: context)
        if let found = outcome.found {
            if !outcome.failures.isEmpty { report("note: \(Self.describe(outcome.failures)); showing one from \(found.source)") }
            return emitAndKeep(presenter.render(found.record), found.record, in: stores)
        }
        guard command == .today else { throw outcome.lastError }
        // The fallbacks keep to the filters too: a quote the user ruled out is no quote of the day.
        let why = Self.describe(outcome.failures)
        if let cached, filter.matches(cached.quote) {
            report("note: \(why); showing the last quote, from \(localTime.day(cached.fetchedAt))")
            return emit(presenter.render(cached))
        }
        guard let record = offlineQuoteOfTheDay(matching: filter) else { throw outcome.lastError }
        report("note: \(why); showing one from the offline collection")
        // Not cached, so the next run tries the network again; kept in the history once, not at every run.
        let isNew = history?.entries().last.map { !$0.quote.isSameSaying(as: record.quote) } ?? true
        return emitAndKeep(presenter.render(record), record, in: Stores(cache: nil, history: isNew ? history : nil))
    }

    /// `last`: the cached quote, with no network access.
    func printLast(settings: Settings) throws(QuoteError) -> ExitCode {
        guard !settings.noCache.value else { throw .usage("'last' reads the cache, so it cannot be used with --no-cache") }
        return emit(presenter(settings).render(try cachedQuote(settings)))
    }

    /// The cached quote, or why there is none.
    func cachedQuote(_ settings: Settings) throws(QuoteError) -> QuoteRecord {
        guard let path = settings.cacheFile.value else {
            throw .noInput("no cache location: set HOME or QUOTE_CACHE_FILE, or pass --cache-file")
        }
        guard let record = QuoteCache(path: path).load() else {
            throw .noInput("no cached quote in \(path) (run 'quote' to fetch one)")
        }
        return record
    }

    /// The sources `--source` names, in order, with `--endpoint` given to the one network source among them.
    ///
    /// - Throws: ``QuoteError/usage(_:)`` for an unknown name, or for an endpoint with more than one network
    ///   source to apply to.
    func sourceChain(_ settings: Settings, catalog: SourceCatalog) throws(QuoteError) -> SourceChain {
        let names = settings.sources.value
        // The config file's names were checked when it was read; these come from a flag or QUOTE_SOURCE.
        if let unknown = names.first(where: { catalog.isNetwork($0) == nil }) {
            throw .usage("\(settings.sources.origin.name(for: .source)) names an unknown source '\(unknown)' (known: \(catalog.names.joined(separator: ", ")))")
        }
        let network = names.filter { catalog.isNetwork($0) == true }
        let endpoint = settings.endpoint.value
        if endpoint != nil, Set(network).count > 1 {
            throw .usage("\(settings.endpoint.origin.name(for: .endpoint)) replaces the URL of one network source, but the sources are \(network.joined(separator: ", "))")
        }
        return SourceChain(names.compactMap { catalog.source(named: $0, endpoint: endpoint) })
    }

    /// The same offline quote all day long, among those that pass `filter`: picked by the local day's number,
    /// not at random; `nil` when none passes.
    func offlineQuoteOfTheDay(matching filter: QuoteFilter) -> QuoteRecord? {
        let candidates = OfflineCollection.quotes.filter(filter.matches)
        guard !candidates.isEmpty else { return nil }
        let day = localTime.day(clock.now()).number
        let quote = candidates[(day % candidates.count + candidates.count) % candidates.count]
        return QuoteRecord(quote: quote, source: SourceName.builtin.rawValue, fetchedAt: clock.now())
    }

    /// The failures of a chain in one clause: "zenquotes: …; dummyjson: …", or the one failure's message.
    static func describe(_ failures: [SourceChain.Failure]) -> String {
        let reasons = failures.map { $0.error?.message ?? "not asked: the deadline had passed" }
        guard failures.count > 1 else { return reasons.first ?? "no source to ask" }
        return zip(failures, reasons).map { "\($0.source): \($1)" }.joined(separator: "; ")
    }

    // MARK: - Keeping what was printed

    /// Where printed quotes are kept; `nil` where they are not.
    struct Stores {
        /// The last quote, or `nil` when it is not kept.
        var cache: QuoteCache?
        /// The history, or `nil` when it is not kept.
        var history: HistoryStore?

        /// Creates stores from each one.
        init(cache: QuoteCache?, history: HistoryStore?) {
            self.cache = cache
            self.history = history
        }

        /// The stores the settings allow: none with `--no-cache`, no history when it is off.
        init(_ settings: Settings) {
            let keeps = !settings.noCache.value
            cache = keeps ? settings.cacheFile.value.map(QuoteCache.init(path:)) : nil
            history = keeps && settings.history.value ? settings.historyFile.value.map(HistoryStore.init(path:)) : nil
        }
    }

    /// Prints the quote, then keeps it: only once it is out, so a failed write leaves the files as they were;
    /// a file that cannot be written is a warning, not a failure, since the quote was printed.
    func emitAndKeep(_ text: String, _ record: QuoteRecord, in stores: Stores) -> ExitCode {
        let code = emit(text)
        guard code == .success else { return code }
        do {
            try stores.cache?.save(record)
        } catch {
            report("warning: could not save the quote to \(error.path): \(error.reason)")
        }
        do {
            try stores.history?.append(record)
        } catch {
            report("warning: could not add the quote to the history in \(error.path): \(error.reason)")
        }
        return code
    }
}
