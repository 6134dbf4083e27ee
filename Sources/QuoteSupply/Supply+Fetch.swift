import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import Synchronization

/// A quote through the sources, and the first source's pool: taken from without a connection, refilled in the
/// background when it runs low.
extension Supply {
    /// Asks the sources in turn under the deadline.
    ///
    /// With pools, one request per need: when the first source's pool is empty, the run's own request goes first,
    /// and the refill it starts once that request has reached the server waits for its answer (the pool's asking
    /// lock, held meanwhile) and asks only for what it did not bring; a run killed while it waits still leaves the
    /// pool filling, and a run whose request could not leave (no network) starts none. That start is the one step
    /// of a run told from below: the transport tells the request's `reached` on this thread, between the
    /// connection and the answer, since no later step would outlive a prompt that kills the run there. A pool that
    /// had quotes is refilled after the quote is shown (``refill()``), when it is at half or below.
    func fetch() throws(ChainError) -> SuppliedQuote {
        let answer: SourceChain.Answer
        if let pooled = pooledSource {
            if pooled.store.count(url: pooled.source.url.absoluteString) == 0 {
                let started = Atomic(false)
                let context = sourceContext(deadline: plan.deadline) { [self] name in
                    guard name == pooled.source.name, !started.exchange(true, ordering: .relaxed) else { return }
                    refillIfLow(pooled.source, holding: 0)
                }
                answer = pooled.store.whileAsking(patience: patience) { chain.quote(in: context) }
            } else {
                answer = chain.quote(in: sourceContext(deadline: plan.deadline))
                leaveLow(pooled.source, holding: pooled.store.count(url: pooled.source.url.absoluteString))
            }
        } else {
            answer = chain.quote(in: sourceContext(deadline: plan.deadline))
        }
        guard let found = answer.found else { throw answer.error }
        return SuppliedQuote(record: found.record, source: found.source, obtained: .fetched, misses: answer.misses)
    }

    /// The newest pooled quote of the first source, when it is a network source and the run uses pools.
    ///
    /// One that passes the filters and is none of the last ones shown; a take that leaves the pool at half or below
    /// leaves it to ``refill()``.
    func takeFromPool() -> SuppliedQuote? {
        guard !plan.fresh, let (first, store) = pooledSource else { return nil }
        let (filter, recent) = (plan.filter, recentQuotes())
        let taken: PoolStore.Taken
        do {
            taken = try store.take(url: first.url.absoluteString, now: now, patience: patience) {
                filter.matches($0.quote) && !recent.contains(where: $0.quote.isSameSaying(as:))
            }
        } catch {
            state.notes.add(.notKept(.pool, error))
            return nil
        }
        // A pool that had nothing to give is refilled by the fetch that follows.
        guard let record = taken.record else { return nil }
        leaveLow(first, holding: taken.left)
        return SuppliedQuote(record: record, source: first.name, obtained: .pooled)
    }

    /// Starts a refill of `source`'s pool in the background when it holds half of its capacity or less: unless
    /// refills are manual, one runs already, or one failed a short while ago.
    func refillIfLow(_ source: NetworkSource, holding count: Int) {
        guard let pool = plan.pool, pool.refillsInBackground, count <= pool.capacity / 2 else { return }
        if let quiet = plan.stores.state(source.stateKey(for: source.url))?.read().refillQuietUntil, quiet > now { return }
        if plan.stores.refillLock(of: source.name)?.isHeld == true { return }
        _ = world.launch(plan.refill(of: source.name))
    }

    /// Notes that `source`'s pool holds `count` after the run's take or fetch, for ``refill()``.
    private func leaveLow(_ source: NetworkSource, holding count: Int) {
        state.lowPool.withLock { $0 = (source, count) }
    }

    /// The first source and its pool, when it is a network source and the run uses pools; never a source's quote of
    /// the day, which is its own and no pool's.
    var pooledSource: (source: NetworkSource, store: PoolStore)? {
        guard let pool = plan.pool, let first = chain.sources.first as? NetworkSource, !first.isQuoteOfTheDay else {
            return nil
        }
        return (first, pool.store(of: first.name))
    }

    /// What the sources may use of the run, fetching until `deadline`.
    ///
    /// - Parameters:
    ///   - reservesAhead: whether a request waits for a budget's slot still to come (a run someone waits on), or
    ///     takes only free ones (a refill).
    ///   - reached: told the name of a network source whose request reached its server.
    func sourceContext(
        deadline: Date, reservesAhead: Bool = true, reached: @escaping @Sendable (SourceName) -> Void = { _ in }
    ) -> SourceContext {
        let (clock, notes, stores) = (world.clock, state.notes, plan.stores)
        let keeper = plan.pool.map { pool in
            PoolKeeper { name, url, records in
                do throws(FileWriteError) {
                    try pool.store(of: name).add(
                        records, url: url.absoluteString, capacity: pool.capacity, now: clock.now(),
                        patience: .until(deadline, from: clock.now()))
                } catch {
                    notes.add(.notKept(.pool, error))
                }
            }
        }
        return SourceContext(
            world: world, deadline: deadline, timeout: plan.timeout,
            retries: plan.retries, filter: plan.filter, recent: { [self] in recentQuotes() },
            warn: { notes.add(.source($0)) }, sourceState: { stores.state($0) }, reservesAhead: reservesAhead,
            pool: keeper, reached: reached)
    }
}
