import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore

/// One quote per window of local time, shown through the whole window and never failing for lack of a network:
/// what `today` (a day) and `--every` (any window) share.
///
/// The first run of a window chooses: the last quote, if it was fetched in the window and passes the filters,
/// else the newest pooled quote that suits, else a new one through the sources. The choice is kept (``Stores/today``)
/// and shown again through the window; filters it does not pass make a new choice. When every source fails, it
/// shows the last cached quote, else the built-in collection's quote of the window, with a note, exits 0, and for
/// the next quarter hour answers with the same quote, without the note and without asking the network again.
struct WindowChoice {
    /// How long a fallback stands before the network is asked again.
    static let retryAfterFailure: TimeInterval = 15 * 60

    /// Asks the sources, prints and keeps; its stores hold the window's store.
    let fetch: QuoteFetch
    /// The window's length in seconds: 86,400 for `today`.
    let length: Int

    /// Shows the kept quote when there is one for this window, else chooses.
    func run() -> Outcome {
        guard let store = fetch.stores.today else { return .pending { try await choose(keepingIn: nil) } }
        // --fresh: this run asks the network, and its quote becomes the window's.
        if fetch.context.settings[.fresh] { return .pending { try await choose(keepingIn: store) } }
        // What most shell starts and prompts come to: the kept quote, shown without the lock (the record is only
        // ever replaced whole) and without starting the concurrency runtime.
        if let shown = showKept(in: store) { return .finished(shown) }
        return .pending { try await chooseHoldingLock(store) }
    }

    /// The window the moment `date` falls in.
    private func window(of date: Date) -> TimeWindow {
        TimeWindow(length: length, containing: fetch.context.localTime.moment(date))
    }

    /// Chooses holding the lock, so that several first runs at once make one choice: one chooses, and the others,
    /// once it lets go, find its choice kept and show it.
    private func chooseHoldingLock(_ store: WindowStore) async throws -> ExitCode {
        let context = fetch.context
        let outcome: Result<ExitCode, any Error>
        do {
            outcome = try await store.withLock(choosing: context.settings.value(.timeout, for: fetch.command)) {
                await Result {
                    if let shown = showKept(in: store) { return shown }
                    return try await choose(keepingIn: store)
                }
            }
        } catch {
            // No lock, no record (a folder that cannot be written): still a quote of the window, not kept.
            context.console.warn(Message(.todayNotKept(path: error.path, reason: Failure.message(for: error.reason))))
            return try await choose(keepingIn: nil)
        }
        return try outcome.get()
    }

    /// Shows the window's kept quote when it passes the filters (a fallback only while it stands); `nil` when a
    /// choice is to be made.
    private func showKept(in store: WindowStore) -> ExitCode? {
        let context = fetch.context
        let now = context.clock.now()
        guard let kept = store.load(), kept.isFor(window(of: now)), fetch.filter.matches(kept.record.quote) else { return nil }
        // A fallback stands for a quarter hour, then the network is asked again. Its note was said once, by the
        // run that fell back: the shells started in the same quiet spell show the quote alone.
        if let retryAt = kept.retryAt, now >= retryAt { return nil }
        let code = context.console.emit(context.presenter.render(kept.record))
        // `save` keeps the quote of the day a shell start showed; a `--every` window's repeat (a status line repainting
        // every few seconds) is not what a person means by the quote they saw last, and changes nothing.
        if code == .success, length == 86_400 { store.markShown() }
        return code
    }

    /// Chooses the window's quote, shows it, and keeps the choice in `store`.
    private func choose(keepingIn store: WindowStore?) async throws -> ExitCode {
        let context = fetch.context
        let (filter, stores) = (fetch.filter, fetch.stores)
        let now = context.clock.now()
        let current = window(of: now)
        let cached = stores.cache?.load()
        // The last quote, fetched in this window: chosen as it is, nothing added to the history. For `--every`, only
        // from one of the run's sources, as each list of sources keeps its own choice; never with --fresh.
        if let cached, !context.settings[.fresh], window(of: cached.fetchedAt) == current, filter.matches(cached.quote),
            length == 86_400 || context.settings[.source].contains(cached.source.name)
        {
            let code = context.console.emit(context.presenter.render(cached))
            keep(WindowStore.Entry(window: current, record: cached), in: store)
            return code
        }
        if let pooled = try fetch.takeFromPool() {
            let code = fetch.emitAndKeep(pooled.record, in: stores)
            if code == .success { keep(WindowStore.Entry(window: current, record: pooled.record), in: store) }
            return code
        }
        let answer = try await fetch.ask()
        let why = QuoteFetch.describe(answer.misses)
        if let found = answer.found {
            if !answer.misses.isEmpty { context.console.note(Message(.chainNote(failures: why, source: found.source))) }
            let code = fetch.emitAndKeep(found.record, in: stores)
            if code == .success { keep(WindowStore.Entry(window: current, record: found.record), in: store) }
            return code
        }
        // The fallbacks keep to the filters too: a quote the user ruled out is no quote of the window.
        let note: Message
        let record: QuoteRecord
        var history = stores.history
        if let cached, filter.matches(cached.quote) {
            (note, record) = (
                Message(.fallbackToLastQuote(failures: why, day: context.localTime.day(cached.fetchedAt))),
                cached
            )
            history = nil
        } else if let builtIn = context.sources.quote(of: current, matching: filter, now: now) {
            note = Message(.fallbackToCollection(failures: why))
            record = builtIn
            // Not cached, so `last` keeps the last quote really fetched; kept in the history once, not at every try.
            if history?.entries(last: 1).last?.quote.isSameSaying(as: builtIn.quote) == true { history = nil }
        } else {
            throw answer.lastError
        }
        context.console.note(note)
        let code = fetch.emitAndKeep(record, in: Stores(cache: nil, history: history))
        let fallback = WindowStore.Entry(window: current, record: record, retryAt: now + Self.retryAfterFailure)
        if code == .success { keep(fallback, in: store) }
        return code
    }

    /// Keeps the window's choice; a store that cannot be written is a warning, since the quote was shown.
    private func keep(_ entry: WindowStore.Entry, in store: WindowStore?) {
        do {
            try store?.save(entry)
        } catch {
            fetch.context.console.warn(
                Message(.todayNotKept(path: error.path, reason: Failure.message(for: error.reason))))
        }
    }
}
