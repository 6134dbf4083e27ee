import QuoteConfig
import QuoteHTTP
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore

/// Where printed quotes are kept; `nil` where they are not.
struct Stores {
    /// The last quote, or `nil` when it is not kept.
    var cache: QuoteCache?
    /// The history, or `nil` when it is not kept.
    var history: HistoryStore?
    /// The quote of the day, or `nil` when it is not kept; only `today` reads and writes it.
    var today: TodayStore?

    /// Keeps `record` in each store, warning of a store that cannot be written.
    ///
    /// A cache that cannot be written is removed, so that `last` and `save` never take an older quote for the one
    /// just shown.
    func keep(_ record: QuoteRecord, console: Console) {
        do {
            try cache?.save(record)
        } catch {
            let (path, reason) = (error.path, Failure.message(for: error.reason))
            let removed = cache?.remove() == true
            console.warn(
                Message(
                    removed ? .cacheNotSavedOlderRemoved(path: path, reason: reason) : .cacheNotSaved(path: path, reason: reason))
            )
        }
        do {
            try history?.append(record)
        } catch {
            console.warn(Message(.historyNotAppended(path: error.path, reason: Failure.message(for: error.reason))))
        }
    }
}
