import QuoteModel
import QuotePlatform

/// The last quote shown, whatever command showed it (what `last` prints and `save` keeps), in one JSON file: the
/// object `--json` prints, its `fallback` mark included.
///
/// Reading never fails: an absent, empty, corrupt, oversized or unreadable file (or a folder in its
/// place), or a record whose content or author is blank, is simply a miss. Writing is atomic (see
/// ``AtomicFile``), so concurrent runs and crashes leave either the old file or the new one, never a torn one.
package struct QuoteCache: Sendable {
    /// A cache file is a few hundred bytes; anything past this is not ours.
    package static let maximumFileSize = 1 << 20

    /// Where the cache lives.
    package var path: String

    /// Creates a cache at `path`; nothing is touched until ``load()`` or ``save(_:)``.
    package init(path: String) {
        self.path = path
    }

    /// The cached record, or `nil` when there is none that is usable (an unreadable file included).
    package func load() -> QuoteRecord? {
        try? read()
    }

    /// The cached record, or `nil` when there is none that is usable: missing, empty, corrupt, oversized.
    ///
    /// - Throws: ``FileReader/Failure`` when the file is there but cannot be read (permission denied), which
    ///   `last` and `save` say, instead of that nothing is cached.
    package func read() throws(FileReader.Failure) -> QuoteRecord? {
        let data: Data
        do {
            data = try FileReader.read(path, limit: Self.maximumFileSize)
        } catch {
            guard case .unreadable(let reason) = error, reason.code != EISDIR else { return nil }
            throw error
        }
        return QuoteRecord(line: data)
    }

    /// Replaces the cached record atomically, creating the folder if needed; keeps nothing when the path is not a
    /// regular file (`--cache-file /dev/null`), which is never replaced.
    ///
    /// - Throws: ``FileWriteError`` naming the path and the reason; the old file is then left as it was.
    package func save(_ record: QuoteRecord) throws(FileWriteError) {
        guard FileKind(at: path) != .other else { return }
        // A cache: the next fetch makes it again, so it does not wait for the disk (GUIDE: The cache).
        try AtomicFile.write([Data(utf8: record.jsonLine + "\n")], to: path, durability: .replaceable)
    }

    /// Removes the cached record, so that no older quote stands for one that could not be saved.
    ///
    /// - Returns: whether a cached record was there and is gone.
    @discardableResult
    package func remove() -> Bool {
        guard FileKind(at: path) == .regular, let target = try? FileKind.target(of: path) else { return false }
        return unlink(target) == 0
    }
}
