import QuoteHTTP
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import Synchronization

/// The supply policy, in one place: given a run's plan (the sources, the filters, one deadline, a span, the pools
/// and the stores), it obtains a quote, hands it to be presented, keeps what was shown, and answers with how the
/// run went and the notes to say: nothing it does calls back up to the command.
///
/// - A span's kept choice comes first, then, for a span's first run, the last quote when it came from one of the
///   span's own sources in the span and stood in for nothing; then the first source's pool; then the sources, in
///   turn. A span falls back to the last quote or the built-in collection's quote of the span; a run without a
///   span never shows a quote nobody asked for: its chain's failure is its answer.
/// - Every wait (a lock, a budget's slot, a retry) ends by the plan's deadline.
/// - One request per need: a run whose pool is empty asks first; the refill it starts once that request has left
///   waits for its answer and asks only for what it did not bring. A pool left at half or below after a take or a
///   fetch starts its refill then.
package struct Supply: Sendable {
    /// What the run follows.
    package let plan: SupplyPlan
    /// What the supply works with.
    package let world: SupplyWorld
    /// The run's notes, each once.
    let notes = SupplyNotes()

    /// Creates the supply of one run.
    package init(_ plan: SupplyPlan, in world: SupplyWorld) {
        self.plan = plan
        self.world = world
        for note in plan.notes { notes.add(note) }
    }

    /// Obtains a quote, hands it to `present` with the notes met so far, and keeps it once it was presented.
    ///
    /// A quote at hand (a span's kept choice, a pooled one) is answered at once: no connection, no libcurl and no
    /// concurrency runtime, which is what most shell starts and prompts come to. Otherwise the rest of the run is
    /// left to be awaited.
    ///
    /// - Parameter present: shows the quote (with a note when it stands in for what was asked); whether it was
    ///   shown, which keeping waits for, so that a failed write of the output leaves the files as they were.
    package func run(present: @escaping @Sendable (Supplied, [SupplyNote]) -> Bool) -> SupplyRun {
        if let supplied = immediate() { return .finished(deliver(supplied, to: present)) }
        return .pending { [self] in
            do throws(ChainError) {
                return deliver(try await obtain(), to: present)
            } catch {
                return SupplyOutcome(result: .failed(error), notes: notes.take())
            }
        }
    }

    /// The notes met since they were last taken: what a refresh says between its sources.
    package func takeNotes() -> [SupplyNote] {
        notes.take()
    }

    /// Presents `supplied`, then keeps it if it was shown.
    private func deliver(_ supplied: Supplied, to present: (Supplied, [SupplyNote]) -> Bool) -> SupplyOutcome {
        guard present(supplied, notes.take()) else {
            return SupplyOutcome(result: .notPresented(supplied), notes: notes.take())
        }
        keep(supplied)
        return SupplyOutcome(result: .presented(supplied), notes: notes.take())
    }

    /// The answer that needs no waiting, when there is one: the span's kept choice, or a pooled quote.
    func immediate() -> Supplied? {
        if plan.span != .none {
            guard !plan.fresh, let store = plan.stores.window else { return nil }
            return keptChoice(in: store)
        }
        return takeFromPool()
    }

    /// The answer that may wait: a span's choice, or a quote through the sources.
    ///
    /// - Throws: ``ChainError`` when no source gave a quote (and, for a span, there was nothing to fall back on).
    func obtain() async throws(ChainError) -> Supplied {
        guard plan.span != .none else { return try await fetch() }
        return try await chooseForSpan()
    }

    /// Keeps what was shown: the cache always holds the quote shown last (`last` and `save` act on it), the
    /// history what was fetched, picked or fallen back on (the collection's quote of a span once).
    ///
    /// A window's repeat (a status line repainting every few seconds) is not what a person means by the quote
    /// they saw last; a day's (a shell start) is. A file that cannot be written is a note, since the quote was
    /// shown; no lock is waited for past the deadline.
    func keep(_ supplied: Supplied) {
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
        guard let cache = plan.stores.cache, !(unlessHeld && cache.load() == record) else { return }
        do {
            try cache.save(record)
        } catch {
            // An older quote must never stand for the one just shown.
            notes.add(.notKept(.cache(olderRemoved: cache.remove()), error))
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
            notes.add(.notKept(.history, error))
        }
    }
}
