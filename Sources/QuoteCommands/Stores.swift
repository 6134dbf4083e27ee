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
    /// The quote chosen for the window of time a run shows one quote in (`today`'s day, `--every`'s window), or
    /// `nil` when it is not kept; only those runs ask for it.
    var today: WindowStore?

    /// Stores as given.
    init(cache: QuoteCache? = nil, history: HistoryStore? = nil, today: WindowStore? = nil) {
        self.cache = cache
        self.history = history
        self.today = today
    }

    /// The stores a run's settings name: none with `--no-cache`, no history when it is off, and nothing under a
    /// `HOME` that does not exist (which is never created), with one warning.
    ///
    /// - Parameter choice: where the window's choice is kept, given the history file: beside it (whether the
    ///   history is on or not), unless that is no file of ours (`/dev/null`): nothing is kept in `/dev`. `nil`
    ///   for a run that keeps none.
    init(for context: CommandContext, keepingChoice choice: ((String) -> WindowStore)? = nil) {
        let settings = context.settings
        let locations = context.locations
        let keeps = !settings[.noCache]
        let historyFile = settings[.historyFile]
        let keepsChoice = keeps && historyFile.map { FileKind(at: $0) != .other } == true
        var paths = (
            cache: keeps ? settings[.cacheFile] : nil, history: keeps && settings[.history] ? historyFile : nil,
            today: keepsChoice ? historyFile.flatMap { history in choice.map { $0(history).path } } : nil
        )
        if let home = locations.missingHome,
            [paths.cache, paths.history, paths.today].contains(where: { $0.map(locations.isUnderMissingHome) == true })
        {
            context.console.warn(Message(.homeMissing(home: home)))
            paths.cache = paths.cache.flatMap { locations.isUnderMissingHome($0) ? nil : $0 }
            paths.history = paths.history.flatMap { locations.isUnderMissingHome($0) ? nil : $0 }
            paths.today = paths.today.flatMap { locations.isUnderMissingHome($0) ? nil : $0 }
        }
        self.init(
            cache: paths.cache.map(QuoteCache.init(path:)), history: paths.history.map(HistoryStore.init(path:)),
            today: paths.today.map(WindowStore.init(path:)))
    }

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
