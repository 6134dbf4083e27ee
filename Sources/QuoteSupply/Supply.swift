import QuoteHTTP
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore

/// The supply policy, in one place: given a request (the sources, the filters, one deadline, a span and a pool
/// policy), answers with a quote and how it was obtained, and keeps it once it was shown.
///
/// - A span's kept choice comes first, then, for a span's first run, the last quote when it came from one of the
///   span's own sources in the span and stood in for nothing; then the first source's pool; then the sources, in
///   turn. A span falls back to the last quote or the built-in collection's quote of the span; a run without a
///   span never shows a quote nobody asked for: its chain's failure is its answer.
/// - Every wait (a lock, a budget's slot, a retry) ends by the request's deadline.
/// - A pool left empty starts its refill before the run waits on anything, one left at half or below after.
package struct Supply: Sendable {
    /// What was asked.
    package let request: SupplyRequest
    /// What the supply works with.
    package let world: SupplyWorld

    /// Creates the supply of one run.
    package init(_ request: SupplyRequest, in world: SupplyWorld) {
        self.request = request
        self.world = world
    }

    /// The answer that needs no waiting, when there is one: the span's kept choice, or a pooled quote.
    ///
    /// No connection is opened, nor the concurrency runtime started: what most shell starts and prompts come to.
    package func immediate() -> Supplied? {
        if request.span != .none {
            guard !request.fresh, let store = world.stores.window else { return nil }
            return keptChoice(in: store)
        }
        return takeFromPool()
    }

    /// The answer that may wait: a span's choice, or a quote through the sources.
    ///
    /// - Throws: ``ChainError`` when no source gave a quote (and, for a span, there was nothing to fall back on).
    package func obtain() async throws(ChainError) -> Supplied {
        guard request.span != .none else { return try await fetch() }
        // No HOME: nothing can be kept, so the span's quote is the collection's, the same through the span, rather
        // than a new one at every run.
        if world.stores.homeMissing, world.stores.window == nil, let window = window(of: now),
            let quote = collectionQuote(of: window)
        {
            return quote
        }
        guard let current = window(of: now) else { return try await fetch() }
        guard let store = world.stores.window else { return try await choose(in: current) }
        // Several first runs at once (a terminal restoring its panes) agree: one chooses, the others wait for it
        // and show its choice.
        let outcome: Result<Supplied, ChainError>
        do {
            outcome = try await store.withLock(patience: patience) { () async -> Result<Supplied, ChainError> in
                if !request.fresh, let kept = keptChoice(in: store) { return .success(kept) }
                do throws(ChainError) {
                    let choice = try await choose(in: current)
                    save(choice, of: current, in: store)
                    return .success(choice)
                } catch {
                    return .failure(error)
                }
            }
        } catch {
            // No lock in time, or a folder that cannot be written: still a quote of the span, not kept.
            world.note(.notKept(.window, error))
            return try await choose(in: current)
        }
        return try outcome.get()
    }

    /// Keeps what was shown.
    ///
    /// The cache and the history for a quote fetched or pooled, the history for the collection's quote of a span
    /// (once), the shown mark for `today`'s kept quote. A file that cannot be written is a note, since the quote
    /// was shown; no lock is waited for past the deadline.
    package func keep(_ supplied: Supplied) {
        let stores = world.stores
        switch supplied.obtained {
        case .kept:
            // `save` keeps the quote of the day a shell start showed; a window's repeat (a status line repainting
            // every few seconds) is not what a person means by the quote they saw last.
            if request.span == .day { stores.window?.markShown() }
        case .adopted, .fallback(.lastQuote):
            break
        case .pooled, .fetched:
            do {
                try stores.cache?.save(supplied.record, isFallback: supplied.isFallback)
            } catch {
                // An older quote must never stand for the one just shown.
                let removed = stores.cache?.remove() == true
                world.note(.notKept(.cache(olderRemoved: removed), error))
            }
            append(supplied.record)
        case .fallback(.collection):
            // Not cached, so `last` keeps the last quote really fetched; in the history once, not at every try.
            if stores.history?.entries(last: 1).last?.quote.isSameSaying(as: supplied.record.quote) != true {
                append(supplied.record)
            }
        }
    }

    // MARK: - Without a span

    /// Asks the sources in turn under the deadline; with pools, the first source's pool is refilled in the
    /// background: started before anything waits when the pool is empty, after the fetch when it is at half.
    func fetch() async throws(ChainError) -> Supplied {
        let pooled = pooledSource
        let empty = pooled.map { held(by: $0) == 0 } ?? false
        if let pooled, empty { refillIfLow(pooled.source.name, holding: 0) }
        let answer = await chain.quote(in: sourceContext(deadline: request.deadline))
        if let pooled, !empty { refillIfLow(pooled.source.name, holding: held(by: pooled)) }
        guard let found = answer.found else { throw answer.error }
        return Supplied(record: found.record, source: found.source, obtained: .fetched, misses: answer.misses)
    }

    /// The newest pooled quote of the first source, when it is a network source and the run uses pools.
    ///
    /// One that passes the filters and is none of the last ones shown. A refill starts when the take leaves the pool
    /// at half.
    func takeFromPool() -> Supplied? {
        guard !request.fresh, let (first, store) = pooledSource else { return nil }
        let (filter, recent) = (request.filter, recentQuotes())
        let taken: PoolStore.Taken
        do {
            taken = try store.take(url: first.url.absoluteString, now: now, patience: patience) {
                filter.matches($0.quote) && !recent.contains(where: $0.quote.isSameSaying(as:))
            }
        } catch {
            world.note(.notKept(.pool, error))
            return nil
        }
        // A pool that had nothing to give is refilled by the fetch that follows.
        guard let record = taken.record else { return nil }
        refillIfLow(first.name, holding: taken.left)
        return Supplied(record: record, source: first.name, obtained: .pooled)
    }

    /// Starts a refill of `source`'s pool in the background when it holds half of its capacity or less: unless
    /// refills are manual, one runs already, or one failed a short while ago.
    func refillIfLow(_ source: String, holding count: Int) {
        guard let pool = request.pool, pool.refillsInBackground, count <= pool.capacity / 2 else { return }
        if let state = world.stores.state(of: source) {
            if let quiet = state.read().refillQuietUntil, quiet > now { return }
            if state.isRefilling { return }
        }
        _ = world.startRefill(source)
    }

    // MARK: - Spans

    /// The span's kept choice, when there is one for the window of now that passes the filters (a fallback only
    /// while it stands: a quarter hour, then the sources are asked again).
    private func keptChoice(in store: WindowStore) -> Supplied? {
        let now = now
        guard let window = window(of: now), let kept = store.load(), kept.isFor(window),
            request.filter.matches(kept.record.quote)
        else { return nil }
        if let retryAt = kept.retryAt, now >= retryAt { return nil }
        // Its note was said once, by the run that fell back: the shells started in the same quiet spell show the
        // quote alone.
        return Supplied(record: kept.record, source: kept.record.source.name, obtained: .kept)
    }

    /// Chooses the quote of the span's window `current`.
    private func choose(in current: TimeWindow) async throws(ChainError) -> Supplied {
        let stores = world.stores
        let marked = stores.cache?.loadMarked()
        let cached = marked?.record
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
        if let cached, !request.fresh, window(of: cached.fetchedAt) == current, request.filter.matches(cached.quote),
            own(cached.source), marked?.isFallback == false
        {
            return Supplied(record: cached, source: cached.source.name, obtained: .adopted)
        }
        if let pooled = takeFromPool() { return pooled }
        let misses: [SourceChain.Miss]
        do {
            return try await fetch()
        } catch {
            misses = error.misses
        }
        // The fallbacks keep to the filters too: a quote the user ruled out is no quote of the span.
        if let cached, request.filter.matches(cached.quote) {
            return Supplied(record: cached, source: cached.source.name, obtained: .fallback(.lastQuote), misses: misses)
        }
        guard var collection = collectionQuote(of: current) else { throw ChainError(misses: misses) }
        collection.misses = misses
        return collection
    }

    /// The built-in collection's quote of `window` that passes the filters.
    private func collectionQuote(of window: TimeWindow) -> Supplied? {
        world.catalog.quote(of: window, matching: request.filter, now: now).map {
            Supplied(record: $0, source: $0.source.name, obtained: .fallback(.collection))
        }
    }

    /// How long a span's fallback stands before the network is asked again.
    package static let retryAfterFailure: TimeInterval = 15 * 60

    // MARK: - Shared

    /// Now, on the run's clock.
    var now: Date { world.clock.now() }

    /// How long a lock may be waited for from now: until the deadline.
    var patience: Duration { .until(request.deadline, from: now) }

    /// The window of the span that `moment` falls in.
    private func window(of moment: Date) -> TimeWindow? {
        request.span.window(of: moment, in: world.localTime)
    }

    /// The last quotes shown, which pools and local sources avoid repeating.
    private func recentQuotes() -> [Quote] {
        world.stores.history?.entries(last: LocalSource.recentWindow).map { $0.quote } ?? []
    }

    /// The sources asked: for a day's quote, each network source's own quote of the day where it has one.
    var chain: SourceChain {
        guard request.span.isDay else { return request.chain }
        return SourceChain(request.chain.sources.map { ($0 as? NetworkSource)?.forToday ?? $0 })
    }

    /// The first source and its pool, when it is a network source and the run uses pools; never a source's quote of
    /// the day, which is its own and no pool's.
    var pooledSource: (source: NetworkSource, store: PoolStore)? {
        guard let pool = request.pool, let first = chain.sources.first as? NetworkSource, !first.isQuoteOfTheDay else {
            return nil
        }
        return (first, pool.store(of: first.name))
    }

    /// How many quotes the pool of `pooled` holds, fetched from its source's URL.
    private func held(by pooled: (source: NetworkSource, store: PoolStore)) -> Int {
        pooled.store.count(url: pooled.source.url.absoluteString)
    }

    /// What the sources may use of the run, fetching until `deadline`.
    ///
    /// - Parameter reservesAhead: whether a request waits for a budget's slot still to come (a run someone waits
    ///   on), or takes only free ones (a refill).
    func sourceContext(deadline: Date, reservesAhead: Bool = true) -> SourceContext {
        let world = world
        let keeper = request.pool.map { pool in
            PoolKeeper { name, url, records in
                do throws(FileWriteError) {
                    try pool.store(of: name).add(
                        records, url: url.absoluteString, capacity: pool.capacity, now: world.clock.now(),
                        patience: .until(deadline, from: world.clock.now()))
                } catch {
                    world.note(.notKept(.pool, error))
                }
            }
        }
        return SourceContext(
            transport: world.transport, clock: world.clock, random: world.random, deadline: deadline,
            timeout: request.timeout, retries: request.retries, filter: request.filter,
            recent: { [self] in recentQuotes() },
            warn: { world.note(.source($0)) }, sourceState: { world.stores.state(of: $0) }, reservesAhead: reservesAhead,
            pool: keeper)
    }

    /// Keeps `choice` as the quote of the span's window `current`.
    ///
    /// A fallback stands only for a quarter hour, then the network is asked again. A store that cannot be written is a note, since the quote is shown all the same.
    private func save(_ choice: Supplied, of current: TimeWindow, in store: WindowStore) {
        let retryAt: Date? = if case .fallback = choice.obtained { now.addingTimeInterval(Self.retryAfterFailure) } else { nil }
        do {
            try store.save(WindowStore.Entry(window: current, record: choice.record, retryAt: retryAt))
        } catch {
            world.note(.notKept(.window, error))
        }
    }

    /// Appends to the history, waiting for its lock until the deadline at most.
    private func append(_ record: QuoteRecord) {
        do {
            try world.stores.history?.append(record, patience: patience)
        } catch {
            world.note(.notKept(.history, error))
        }
    }
}
