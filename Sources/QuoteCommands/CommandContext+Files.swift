import QuoteModel
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

    /// The quote the user saw last, and whether it is the quote of the day.
    ///
    /// Of the two a single quote is shown from, the cached one (`quote`, `last`) or the quote of the day
    /// (`today`, which may show it all day without fetching), whichever was shown later: each command marks its
    /// file when it shows it.
    func lastShownQuote() throws(CommandError) -> (record: QuoteRecord, isToday: Bool) {
        let cache = try cache()
        let cached = try read(cache).map { (record: $0, shownAt: cache.shownAt) }
        let today = settings[.historyFile].map(WindowStore.init(besideHistory:))
        let kept = today.flatMap { store in store.load().map { (record: $0.record, shownAt: store.shownAt) } }
        switch (cached, kept) {
        case (nil, nil): throw .noCachedQuote(path: cache.path)
        case (let cached?, nil): return (cached.record, false)
        case (nil, let kept?): return (kept.record, true)
        case (let cached?, let kept?):
            let later = (kept.shownAt.map { [$0.seconds, $0.nanoseconds] } ?? [])
                .lexicographicallyPrecedes(cached.shownAt.map { [$0.seconds, $0.nanoseconds] } ?? [])
            return later ? (cached.record, false) : (kept.record, true)
        }
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
