import QuoteModel
import QuoteStore

/// The files more than one command reads, found in one place: the commands ask the context, not each other.
extension CommandContext {
    /// The cached quote, or why there is none: what `last` prints and `save` keeps.
    func lastQuote() throws(CommandError) -> QuoteRecord {
        guard let path = settings[.cacheFile] else { throw .noCacheLocation }
        guard let record = QuoteCache(path: path).load() else { throw .noCachedQuote(path: path) }
        return record
    }

    /// The saved quotes' file, or why there is none: for `saved`, `save` and `unsave`.
    func savedStore() throws(CommandError) -> SavedStore {
        guard let path = locations.saved, !locations.isUnderMissingHome(path) else { throw .noSavedLocation }
        return SavedStore(path: path)
    }
}
