import QuoteHTTP
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import Synchronization

/// The supply policy, in one place: a quote obtained, kept once shown, and the refill the run leaves wanting.
///
/// Given a run's plan (the sources, the filters, one deadline, a span, the pools and the stores), the command asks
/// it in that order, and says the notes it gets back: nothing here calls back up.
///
/// - A span's kept choice comes first, then, for a span's first run, the last quote when it came from one of the
///   span's own sources in the span and stood in for nothing; then the first source's pool; then the sources, in
///   turn. A span falls back to the last quote or the built-in collection's quote of the span; a run without a
///   span never shows a quote nobody asked for: its chain's failure is its answer.
/// - Every wait (a lock, a budget's slot, a retry, a transfer) ends by the plan's deadline.
/// - One request per need: a run whose pool is empty asks first, and starts the refill once that request has
///   reached its server (``fetch()``); the refill waits for its answer and asks only for what it did not bring. A
///   pool left at half or below after a take or a fetch is refilled by ``refill()``.
package struct Supply: Sendable {
    /// What the run follows.
    package let plan: SupplyPlan
    /// What the supply works with: the network, time, randomness, the time zone, how to start a refill.
    package let world: World
    /// The sources the run can name: the built-in collection's quote of a span comes from it.
    package let catalog: SourceCatalog
    /// The run's notes, each once, and the refill it leaves wanting.
    let state = SupplyState()

    /// Creates the supply of one run.
    package init(_ plan: SupplyPlan, in world: World, catalog: SourceCatalog) {
        self.plan = plan
        self.world = world
        self.catalog = catalog
        for note in plan.notes { state.notes.add(note) }
    }

    /// A quote: a span's kept choice, a pooled one (no connection, no libcurl, no thread), or one through the sources;
    /// with the notes met so far, which the command says before it.
    ///
    /// - Throws: ``ChainError`` when no source gave a quote (and, for a span, there was nothing to fall back on).
    package func obtain() throws(ChainError) -> SuppliedQuote {
        var supplied: SuppliedQuote
        if plan.span == .none, let pooled = takeFromPool() {
            supplied = pooled
        } else if plan.span == .none {
            supplied = try fetch()
        } else if !plan.fresh, let store = plan.stores.window, let kept = keptChoice(in: store) {
            // What most shell starts and prompts come to: the choice kept, without the window's lock.
            supplied = kept
        } else {
            supplied = try chooseForSpan()
        }
        supplied.notes = state.notes.take()
        return supplied
    }

    /// Starts the refill of a pool the run left at half or below, detached, unless refills are manual, one runs
    /// already, or one failed a short while ago.
    package func refill() {
        guard let low = state.lowPool.withLock({ $0 }) else { return }
        refillIfLow(low.source, holding: low.held)
    }

    /// The notes met since they were last taken: what a run says last, and a refresh between its sources.
    package func takeNotes() -> [SupplyNote] {
        state.notes.take()
    }

    /// Keeps what was shown: the cache always holds the quote shown last (`last` and `save` act on it), the
    /// history what was fetched, picked or fallen back on (the collection's quote of a span once).
    ///
    /// A window's repeat (a status line repainting every few seconds) is not what a person means by the quote
    /// they saw last; a day's (a shell start) is. A file that cannot be written is a note, since the quote was
    /// shown; no lock is waited for past the deadline.
    package func keep(_ supplied: SuppliedQuote) {
        let record = supplied.record
        switch supplied.obtained {
        case .kept:
            if plan.span == .day { remember(record, unlessHeld: true) }
        case .adopted:
            break
        case .fallback(.lastQuote):
            remember(record, unlessHeld: true)
        case .pooled, .fetched:
            remember(record, unlessHeld: false)
            append(record)
        case .fallback(.collection):
            remember(record, unlessHeld: true)
            // In the history once, not at every try.
            if plan.stores.history?.entries(last: 1).last?.quote.isSameSaying(as: record.quote) != true { append(record) }
        }
    }

    // MARK: - Shared

    /// Now, on the run's clock.
    var now: Date { world.clock.now() }

    /// How long a lock may be waited for from now: until the deadline.
    var patience: Duration { .until(plan.deadline, from: now) }

    /// The last quotes shown, which pools and local sources avoid repeating.
    func recentQuotes() -> [Quote] {
        plan.stores.history?.entries(last: LocalSource.recentWindow).map { $0.quote } ?? []
    }

    /// Keeps `record` as the quote shown last; `unlessHeld`: not when the cache holds it already, so that a quote
    /// shown again and again (the day's, at every shell start) writes nothing.
    private func remember(_ record: QuoteRecord, unlessHeld: Bool) {
        guard let cache = plan.stores.cache else { return }
        if unlessHeld, let held = cache.load(), held == record { return }
        do {
            try cache.save(record)
        } catch {
            // An older quote must never stand for the one just shown.
            state.notes.add(.notKept(.cache(olderRemoved: cache.remove()), error))
        }
    }

    /// Appends to the history, waiting for its lock until the deadline at most; the record as a quote shown, not
    /// marked as anything's fallback.
    private func append(_ record: QuoteRecord) {
        var record = record
        record.fallback = false
        do {
            try plan.stores.history?.append(record, patience: patience)
        } catch {
            state.notes.add(.notKept(.history, error))
        }
    }
}
