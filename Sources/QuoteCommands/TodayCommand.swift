import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore

/// `quote today`: one quote per local day, shown all day, never failing for lack of a network.
///
/// The first `today` of a day chooses: the last quote, if it was fetched that day and passes the filters, else a
/// new one through the sources. The choice is kept beside the history (`today.json`) and shown again all day,
/// whatever `random` or `save` do meanwhile; filters it does not pass make a new choice. When every source fails,
/// it shows the last cached quote, else the built-in quote of the day, with a note, exits 0, and for the next
/// quarter hour answers with the same quote, without the note and without asking the network again.
package struct TodayCommand: PlainCommand {
    package static let name = CommandName.today
    package static let summary = Phrase(
        "The quote of the day: one a day, kept all day", korean: "오늘의 명언을 보여 줍니다 (하루에 하나, 그날은 같은 명언)")
    package static let help = CommandHelp(
        Phrase(
            "Shows the quote of the day: the first run of a local day chooses (the last quote if it was fetched that day, else a new one), and every run that day shows the same quote. Never fails for lack of a network: it falls back to the last quote or the built-in collection, with a note, and waits at most 3 seconds.",
            korean:
                "오늘의 명언을 보여 줍니다. 그날 처음 실행할 때 명언을 고르고(그날 가져온 마지막 명언이 있으면 그 명언, 없으면 새 명언), 그날은 언제 실행해도 같은 명언을 보여 줍니다. 네트워크가 없어도 실패하지 않고, 마지막 명언이나 내장 명언집의 명언을 참고 메시지와 함께 보여 주며, 최대 3초만 기다립니다."
        ),
        options: CommandHelp.fetching + CommandHelp.printing + ["--no-cache", "--history-file", "--config"],
        example: "quote today --color never")
    /// How long a fallback stands before the network is asked again.
    static let retryAfterFailure: TimeInterval = 15 * 60

    package init() {}

    package func run(in context: CommandContext) throws -> Outcome {
        let fetch = QuoteFetch(context: context, command: Self.name, stores: Stores(for: context, keepingToday: true))
        guard let store = fetch.stores.today else { return .pending { try await choose(with: fetch, keepingIn: nil) } }
        // What most shell starts come to: the kept quote, shown without the lock (the record is only ever replaced
        // whole) and without starting the concurrency runtime.
        if let shown = showKept(in: store, with: fetch) { return .finished(shown) }
        return .pending { try await chooseHoldingLock(store, with: fetch) }
    }

    /// Chooses holding the lock, so that several first `today`s at once make one choice: one chooses, and the
    /// others, once it lets go, find its choice kept and show it.
    private func chooseHoldingLock(_ store: TodayStore, with fetch: QuoteFetch) async throws -> ExitCode {
        let context = fetch.context
        let outcome: Result<ExitCode, any Error>
        do {
            outcome = try await store.withLock(choosing: context.settings.value(.timeout, for: Self.name)) {
                await Result {
                    if let shown = showKept(in: store, with: fetch) { return shown }
                    return try await choose(with: fetch, keepingIn: store)
                }
            }
        } catch {
            // No lock, no record (a folder that cannot be written): still a quote of the day, not kept.
            context.console.warn(Message(.todayNotKept(path: error.path, reason: Failure.message(for: error.reason))))
            return try await choose(with: fetch, keepingIn: nil)
        }
        return try outcome.get()
    }

    /// Shows today's kept quote when it passes the filters (a fallback only while it stands); `nil` when a
    /// choice is to be made.
    private func showKept(in store: TodayStore, with fetch: QuoteFetch) -> ExitCode? {
        let context = fetch.context
        let now = context.clock.now()
        guard let kept = store.load(), kept.day == context.localTime.day(now),
            fetch.filter.matches(kept.record.quote)
        else { return nil }
        // A fallback stands for a quarter hour, then the network is asked again. Its note was said once, by the
        // run that fell back: the shells started in the same quiet spell show the quote alone.
        if let retryAt = kept.retryAt, now >= retryAt { return nil }
        let code = context.console.emit(context.presenter.render(kept.record))
        if code == .success { store.markShown() }
        return code
    }

    /// Chooses the quote of the day, shows it, and keeps the choice in `store`.
    private func choose(with fetch: QuoteFetch, keepingIn store: TodayStore?) async throws -> ExitCode {
        let context = fetch.context
        let (filter, stores) = (fetch.filter, fetch.stores)
        let now = context.clock.now()
        let today = context.localTime.day(now)
        let cached = stores.cache?.load()
        // The last quote, fetched today: chosen as it is, nothing added to the history.
        if let cached, context.localTime.day(cached.fetchedAt) == today, filter.matches(cached.quote) {
            let code = context.console.emit(context.presenter.render(cached))
            keep(TodayStore.Entry(day: today, record: cached), in: store, console: context.console)
            return code
        }
        let answer = try await fetch.ask()
        let why = QuoteFetch.describe(answer.misses)
        if let found = answer.found {
            if !answer.misses.isEmpty { context.console.note(Message(.chainNote(failures: why, source: found.source))) }
            let code = fetch.emitAndKeep(found.record, in: stores)
            if code == .success { keep(TodayStore.Entry(day: today, record: found.record), in: store, console: context.console) }
            return code
        }
        // The fallbacks keep to the filters too: a quote the user ruled out is no quote of the day.
        let note: Message
        let record: QuoteRecord
        var history = stores.history
        if let cached, filter.matches(cached.quote) {
            (note, record) = (
                Message(.fallbackToLastQuote(failures: why, day: context.localTime.day(cached.fetchedAt))),
                cached
            )
            history = nil
        } else if let builtIn = context.sources.quoteOfTheDay(today, matching: filter, now: now) {
            note = Message(.fallbackToCollection(failures: why))
            record = builtIn
            // Not cached, so `last` keeps the last quote really fetched; kept in the history once, not at every try.
            if history?.entries(last: 1).last?.quote.isSameSaying(as: builtIn.quote) == true { history = nil }
        } else {
            throw answer.lastError
        }
        context.console.note(note)
        let code = fetch.emitAndKeep(record, in: Stores(cache: nil, history: history))
        let fallback = TodayStore.Entry(day: today, record: record, retryAt: now + Self.retryAfterFailure)
        if code == .success { keep(fallback, in: store, console: context.console) }
        return code
    }

    /// Keeps the day's choice; a store that cannot be written is a warning, since the quote was shown.
    private func keep(_ entry: TodayStore.Entry, in store: TodayStore?, console: Console) {
        do {
            try store?.save(entry)
        } catch {
            console.warn(Message(.todayNotKept(path: error.path, reason: Failure.message(for: error.reason))))
        }
    }
}
