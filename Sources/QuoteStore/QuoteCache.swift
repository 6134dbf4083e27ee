import QuoteModel
import QuotePlatform

/// The last quote, kept in one JSON file: the object `--json` prints.
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

    /// The member that marks a record shown in place of what was asked for.
    ///
    /// A source of a chain after others failed. Last in the object, where ``loadMarked()`` looks for it; readers of records pass over it.
    private static let fallbackMember = #","fallback":1}"#

    /// Replaces the cached record atomically, creating the folder if needed; keeps nothing when the path is not a
    /// regular file (`--cache-file /dev/null`), which is never replaced.
    ///
    /// - Parameter isFallback: whether the record stood in for what was asked (a chain moved on past failures):
    ///   `today` and `--every` then choose their own rather than adopt it.
    /// - Throws: ``FileWriteError`` naming the path and the reason; the old file is then left as it was.
    package func save(_ record: QuoteRecord, isFallback: Bool = false) throws(FileWriteError) {
        guard FileKind(at: path) != .other else { return }
        var line = record.jsonLine
        if isFallback { line = line.dropLast() + Self.fallbackMember }
        // A cache: the next fetch makes it again, so it does not wait for the disk (README: The cache).
        try AtomicFile.write(Data(utf8: line + "\n"), to: path, durability: .replaceable)
    }

    /// The cached record, as ``load()`` gives it, and whether it stood in for what was asked (see
    /// ``save(_:isFallback:)``), from one read of the file.
    package func loadMarked() -> (record: QuoteRecord, isFallback: Bool)? {
        guard let data = try? FileReader.read(path, limit: Self.maximumFileSize), let record = QuoteRecord(line: data)
        else { return nil }
        return (record, String(decoding: data, as: UTF8.self).trimmed.hasSuffix(Self.fallbackMember))
    }

    /// Removes the cached record, so that no older quote stands for one that could not be saved.
    ///
    /// - Returns: whether a cached record was there and is gone.
    @discardableResult
    package func remove() -> Bool {
        guard FileKind(at: path) == .regular, let target = try? FileKind.target(of: path) else { return false }
        return unlink(target) == 0
    }

    /// Records that the cached quote was just shown again (its file's modification time, nothing written), so
    /// that `save` keeps the quote the user saw last.
    package func markShown() {
        ShownMark.mark(path)
    }

    /// When the cached quote was last shown or written; `nil` when there is none.
    package var shownAt: (seconds: Int, nanoseconds: Int)? {
        ShownMark.time(of: path)
    }
}
