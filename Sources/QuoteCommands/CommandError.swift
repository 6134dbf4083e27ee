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
    /// A file a command reads is there but cannot be read: the history, the cache, the saved quotes.
    case unreadable(path: String, FileReader.Failure)
    /// `quote save N` names no entry of the history: the number, and how many there are.
    case noHistoryEntry(number: Int, count: Int)
}
