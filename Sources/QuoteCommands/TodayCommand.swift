import QuoteModel
import QuoteSources
import QuoteStore

/// `quote today`: the quote of the day, never failing for lack of a network.
///
/// It prints the cached quote if it was fetched today (local time) and passes the filters; else it fetches,
/// and if every source fails it prints the last cached quote, else the offline collection's quote of the day,
/// with a note, and exits 0.
package struct TodayCommand: PlainCommand {
    package static let name = "today"
    package static let summary = "The quote of the day: kept if fetched today, else a new one"

    package init() {}

    package func run(in context: CommandContext) async throws -> ExitCode {
        let fetch = QuoteFetch(context: context, command: Self.name)
        let filter = fetch.filter
        let stores = fetch.stores
        let today = context.localTime.day(context.clock.now())
        let cached = stores.cache?.load()
        if let cached, context.localTime.day(cached.fetchedAt) == today, filter.matches(cached.quote) {
            return context.console.emit(context.presenter.render(cached))
        }
        let outcome = try await fetch.ask()
        let why = QuoteFetch.describe(outcome.failures)
        if let found = outcome.found {
            if !outcome.failures.isEmpty { context.console.note(Message(.chainNote, ["failures": why, "source": found.source])) }
            return fetch.emitAndKeep(found.record, in: stores)
        }
        // The fallbacks keep to the filters too: a quote the user ruled out is no quote of the day.
        if let cached, filter.matches(cached.quote) {
            context.console.note(
                Message(.fallbackToLastQuote, ["failures": why, "day": context.localTime.day(cached.fetchedAt).description]))
            return context.console.emit(context.presenter.render(cached))
        }
        guard let record = Self.offlineQuote(of: today, matching: filter, at: context.clock.now()) else {
            throw outcome.lastError
        }
        context.console.note(Message(.fallbackToCollection, ["failures": why]))
        // Not cached, so the next run tries the network again; kept in the history once, not at every run.
        let isNew = stores.history?.entries().last.map { !$0.quote.isSameSaying(as: record.quote) } ?? true
        return fetch.emitAndKeep(record, in: Stores(cache: nil, history: isNew ? stores.history : nil))
    }

    /// The same offline quote all day long, among those that pass `filter`: picked by the day's number, not at
    /// random; `nil` when none passes.
    static func offlineQuote(of day: LocalDay, matching filter: QuoteFilter, at now: Date) -> QuoteRecord? {
        let candidates = OfflineCollection.quotes.filter(filter.matches)
        guard !candidates.isEmpty else { return nil }
        let quote = candidates[(day.number % candidates.count + candidates.count) % candidates.count]
        return QuoteRecord(quote: quote, source: SourceLabel(name: BuiltinCollection.source.name), fetchedAt: now)
    }
}
