import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore

/// The files more than one command reads, found in one place: the commands ask the context, not each other.
extension CommandContext {
    /// The cache, or why there is none.
    func cache() throws(CommandError) -> QuoteCache {
        guard let path = settings[.cacheFile] else { throw .noCacheLocation }
        return QuoteCache(path: path)
    }

    /// The cached quote, or why there is none: what `last` prints.
    func lastQuote() throws(CommandError) -> QuoteRecord {
        let cache = try cache()
        guard let record = try read(cache) else { throw .noCachedQuote(path: cache.path) }
        return record
    }

    /// The quote the user saw last, whatever command showed it (the cache holds it), and whether it is a quote of
    /// the day: one that `today` keeps for the day it is now.
    func lastShownQuote() throws(CommandError) -> (record: QuoteRecord, isToday: Bool) {
        let record = try lastQuote()
        let today = TimeWindow(length: LocalDay.seconds, containing: dependencies.localTime.moment(dependencies.clock.now()))
        let kept = settings[.historyFile].map { WindowStore(besideHistory: $0).entries() } ?? []
        let isToday = kept.contains { $0.isFor(today) && $0.record.quote.isSameSaying(as: record.quote) }
        return (record, isToday)
    }

    /// What the states kept say of each server network source `name` was asked at, its own first; none where no
    /// state is kept.
    func servers(of name: SourceName) -> [ServerStatus] {
        guard let folder = locations.requests, !locations.isUnderMissingHome(folder) else { return [] }
        return sources.servers(of: name, in: folder, now: dependencies.clock.now())
    }

    /// The saved quotes' file, or why there is none: for `saved`, `save` and `unsave`.
    func savedStore() throws(CommandError) -> SavedStore {
        guard let path = locations.saved, !locations.isUnderMissingHome(path) else { throw .noSavedLocation }
        return SavedStore(path: path)
    }

    /// The cache's record; a cache that is there but cannot be read says so.
    private func read(_ cache: QuoteCache) throws(CommandError) -> QuoteRecord? {
        do {
            return try cache.read()
        } catch {
            throw .unreadable(path: cache.path, error)
        }
    }
}
