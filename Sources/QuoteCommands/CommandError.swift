import QuoteStore

/// Why a command that reads or changes the user's files could not.
package enum CommandError: Error, Equatable, Sendable {
    /// There is no home for the cache and none was named.
    case noCacheLocation
    /// Nothing is cached in the file.
    case noCachedQuote(path: String)
    /// There is no home for the history and none was named.
    case noHistoryLocation
    /// There is no home for the saved quotes.
    case noSavedLocation
    /// `save` could not add to the saved quotes.
    case saveFailed(FileWriteError)
    /// `unsave` could not change the saved quotes.
    case changeFailed(FileWriteError)
}
