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

    /// The saved quotes, in the order saved; `quote saved` numbers them from 1.
    package func list() -> [QuoteRecord] {
        JSONLines.records(path)
    }

    /// Adds `record` unless the same quote (content and author) is already saved.
    ///
    /// - Returns: whether it was added.
    package func add(_ record: QuoteRecord) throws(FileWriteError) -> Bool {
        try FileLock.withLock(for: path) { () throws(FileWriteError) in
            let lines = JSONLines.read(path)
            guard !lines.contains(where: { $0.record?.quote.isSameSaying(as: record.quote) == true }) else { return false }
            try AtomicFile.write(JSONLines.text(lines.map { String($0.text) } + [record.jsonLine]), to: path)
            return true
        }
    }

    /// Removes saved quote `number` (from 1).
    ///
    /// - Returns: the removed quote, or `nil` when there is no such number (the file is then untouched).
    package func remove(number: Int) throws(FileWriteError) -> QuoteRecord? {
        try FileLock.withLock(for: path) { () throws(FileWriteError) in
            var lines = JSONLines.read(path)
            let numbered = lines.indices.filter { lines[$0].record != nil }
            guard (1...max(1, numbered.count)).contains(number), number <= numbered.count else { return nil }
            let removed = lines.remove(at: numbered[number - 1]).record
            try AtomicFile.write(JSONLines.text(lines.map { String($0.text) }), to: path)
            return removed
        }
    }
}

/// The saved quotes, as a local collection (`--source saved`).
struct SavedCollection: LocalCollection {
    private let records: [QuoteRecord]

    /// Reads the saved quotes at `path`.
    ///
    /// - Throws: ``QuoteError/noInput(_:)`` when none are saved.
    init(path: String?) throws(QuoteError) {
        records = path.map { SavedStore(path: $0).list() } ?? []
        guard !records.isEmpty else { throw .noInput("no saved quotes (quote save keeps the last quote)") }
    }

    var count: Int { records.count }

    func entry(at index: Int) throws(QuoteError) -> (quote: Quote, source: String) {
        (records[index].quote, SourceName.saved.rawValue)
    }
}
