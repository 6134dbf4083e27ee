import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore

/// A span's quote (`today`'s day, `--every`'s window): chosen by the window's first run from the plan's sources,
/// kept for the others that ask the same sources, and never failing for lack of a network.
extension Supply {
    /// How long a span's fallback stands before the network is asked again.
    package static let retryAfterFailure: TimeInterval = 15 * 60

    /// The span's quote: the kept choice, else a new one, kept for the window.
    ///
    /// Several first runs at once (a terminal restoring its panes) agree: one chooses, the others wait for it and
    /// show its choice.
    func chooseForSpan() throws(ChainError) -> SuppliedQuote {
        guard let current = window(of: now) else { return try fetch() }
        guard let store = plan.stores.window else {
            // No HOME: nothing can be kept, so the span's quote is the collection's, the same through the span,
            // rather than a new one at every run.
            if plan.stores.homeMissing, let quote = collectionQuote(of: current) { return quote }
            return try choose(in: current)
        }
        let outcome: Result<SuppliedQuote, ChainError>
        do {
            outcome = try store.withLock(patience: patience) { () -> Result<SuppliedQuote, ChainError> in
                if !plan.fresh, let kept = keptChoice(in: store) { return .success(kept) }
                do throws(ChainError) {
                    let choice = try choose(in: current)
                    save(choice, of: current, in: store)
                    return .success(choice)
                } catch {
                    return .failure(error)
                }
            }
        } catch {
            // No lock in time, or a folder that cannot be written: still a quote of the span, not kept.
            state.notes.add(.notKept(.window, error))
            return try choose(in: current)
        }
        return try outcome.get()
    }

    /// The span's kept choice from the plan's sources, when there is one for the window of now that passes the
    /// filters (a fallback only while it stands: a quarter hour, then the sources are asked again).
    func keptChoice(in store: WindowStore) -> SuppliedQuote? {
        let now = now
        guard let window = window(of: now), let kept = store.load(sources: plan.choiceKey), kept.isFor(window),
            plan.filter.matches(kept.record.quote)
        else { return nil }
        if let retryAt = kept.retryAt, now >= retryAt { return nil }
        // Its note was said once, by the run that fell back: the shells started in the same quiet spell show the
        // quote alone.
        return SuppliedQuote(record: kept.record, source: kept.record.source.name, obtained: .kept)
    }

    /// Chooses the quote of the span's window `current`.
    private func choose(in current: TimeWindow) throws(ChainError) -> SuppliedQuote {
        let cached = plan.stores.cache?.load()
        // One of the span's own sources: by name, or, for a record of an earlier version that kept a URL alone, by it;
        // for a source with a quote of the day of its own, only that quote.
        let own = { (label: SourceLabel) in
            chain.sources.contains { source in
                guard let network = source as? NetworkSource else { return source.name == label.name }
                if network.isQuoteOfTheDay { return label.name == network.name && label.location == network.url.absoluteString }
                return network.name == label.name || network.url.absoluteString == label.description
            }
        }
        // The last quote, fetched in this window from one of the span's own sources and standing in for nothing:
        // chosen as it is, nothing added to the history.
        if let cached, !plan.fresh, !cached.fallback, window(of: cached.fetchedAt) == current,
            plan.filter.matches(cached.quote), own(cached.source)
        {
            return SuppliedQuote(record: cached, source: cached.source.name, obtained: .adopted)
        }
        if let pooled = takeFromPool() { return pooled }
        let misses: [SourceChain.Miss]
        do {
            return try fetch()
        } catch {
            misses = error.misses
        }
        // The fallbacks keep to the filters too: a quote the user ruled out is no quote of the span. The last quote
        // is one really fetched: not the collection's, nor a local source's that stood in for a failure.
        if let cached, plan.filter.matches(cached.quote), !cached.fallback || catalog.isNetwork(cached.source.name) == true {
            return SuppliedQuote(record: cached, source: cached.source.name, obtained: .fallback(.lastQuote), misses: misses)
        }
        guard let collection = collectionQuote(of: current, misses: misses) else { throw ChainError(misses: misses) }
        return collection
    }

    /// The built-in collection's quote of `window` that passes the filters: in the language the run asks or, asking
    /// none, preferably in the one its network sources all say they are in (`today --source zenquotes` falls back
    /// on an English quote, unless the filters leave none).
    private func collectionQuote(of window: TimeWindow, misses: [SourceChain.Miss] = []) -> SuppliedQuote? {
        var preferred = plan.filter
        if preferred.language == nil { preferred.language = plan.chain.declaredLanguage }
        let record =
            catalog.quote(of: window, matching: preferred, now: now)
            ?? catalog.quote(of: window, matching: plan.filter, now: now)
        return record.map { SuppliedQuote(record: $0, source: $0.source.name, obtained: .fallback(.collection), misses: misses) }
    }

    /// Keeps `choice` as the quote of the span's window `current`, chosen from the plan's sources.
    ///
    /// A fallback stands only for a quarter hour, then the network is asked again. A store that cannot be written
    /// is a note, since the quote is shown all the same.
    private func save(_ choice: SuppliedQuote, of current: TimeWindow, in store: WindowStore) {
        let retryAt: Date? = if case .fallback = choice.obtained { now.addingTimeInterval(Self.retryAfterFailure) } else { nil }
        do {
            try store.save(WindowStore.Entry(window: current, sources: plan.choiceKey, record: choice.record, retryAt: retryAt))
        } catch {
            state.notes.add(.notKept(.window, error))
        }
    }

    /// The window of the span that `moment` falls in.
    private func window(of moment: Date) -> TimeWindow? {
        plan.span.window(of: moment, in: world.localTime)
    }

    /// The sources asked: for a day's quote, each network source's own quote of the day where it has one.
    var chain: SourceChain {
        guard plan.span.isDay else { return plan.chain }
        return SourceChain(plan.chain.sources.map { ($0 as? NetworkSource)?.forToday ?? $0 })
    }
}
