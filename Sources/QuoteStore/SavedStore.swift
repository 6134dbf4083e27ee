import QuoteModel
import QuotePlatform

/// The quotes a user chose to keep (`quote save`), one JSON object per line: user data, kept with the user's
/// data (XDG_DATA_HOME), never in the cache.
///
/// Every change holds ``FileLock`` and rewrites the file atomically, so concurrent `save`s lose nothing. Lines
/// that are not records (added by hand, say) are kept as they are and not numbered.
package struct SavedStore: Sendable {
    /// The file.
    package var path: String

    /// Creates a store at `path`.
    package init(path: String) {
        self.path = path
    }

    /// The saved quotes, in the order saved; none when the file cannot be read.
    ///
    /// `quote saved` numbers them from 1.
    package func list() -> [QuoteRecord] {
        (try? entries()) ?? []
    }

    /// The lines of the file, undecoded, to pick one from; none when the file cannot be read.
    package func lines() -> RecordLines {
        RecordLines(path: path)
    }

    /// The saved quotes, in the order saved.
    ///
    /// - Throws: ``FileReader/Failure`` when the file is there but cannot be read (permission denied), which
    ///   `saved` says, instead of that nothing is saved.
    package func entries() throws(FileReader.Failure) -> [QuoteRecord] {
        try JSONLines.records(in: path)
    }

    /// Adds `record` unless the same quote (content and author) is already saved.
    ///
    /// - Returns: whether it was added.
    /// - Throws: ``FileWriteError`` when the file cannot be read or written; it is then as it was.
    package func add(_ record: QuoteRecord) throws(FileWriteError) -> Bool {
        try FileLock.withLock(for: path) { () throws(FileWriteError) in
            let lines = try readForChange()
            guard !lines.contains(where: { $0.record?.quote.isSameSaying(as: record.quote) == true }) else { return false }
            let line = JSONLines.Line(bytes: Data(utf8: record.jsonLine), record: record)
            try AtomicFile.write([JSONLines.contents(lines + [line])], to: path)
            return true
        }
    }

    /// Removes saved quote `number` (from 1).
    ///
    /// - Returns: the removed quote, or `nil` when there is no such number (the file is then untouched).
    /// - Throws: ``FileWriteError`` when the file cannot be read or written; it is then as it was.
    package func remove(number: Int) throws(FileWriteError) -> QuoteRecord? {
        try FileLock.withLock(for: path) { () throws(FileWriteError) in
            var lines = try readForChange()
            let numbered = lines.indices.filter { lines[$0].record != nil }
            guard numbered.indices.contains(number - 1) else { return nil }
            let removed = lines.remove(at: numbered[number - 1]).record
            try AtomicFile.write([JSONLines.contents(lines)], to: path)
            return removed
        }
    }

    /// The lines, all of them: a file that cannot be read whole is never rewritten, or saved quotes would be lost.
    private func readForChange() throws(FileWriteError) -> [JSONLines.Line] {
        do {
            return try JSONLines.read(path)
        } catch {
            throw FileWriteError(path: path, reason: .unreadable(error))
        }
    }
}
