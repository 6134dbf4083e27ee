import Foundation

/// The last fetched quote, kept in one JSON file.
///
/// Reading never fails: an absent, empty, corrupt, oversized or unreadable file (or a directory in its
/// place) is simply a miss. Writing is atomic: the record goes to a temporary file in the same folder,
/// is flushed to disk, and is renamed over the old file, so concurrent runs and crashes leave either the
/// old file or the new one, never a torn one.
package struct QuoteCache: Sendable {
    /// A cache file is a few hundred bytes; anything past this is not ours.
    package static let maximumFileSize = 1 << 20

    /// Where the cache lives.
    package var path: String

    /// Creates a cache at `path`; nothing is touched until ``load()`` or ``save(_:)``.
    package init(path: String) {
        self.path = path
    }

    /// The cached record, or `nil` when there is none that is usable.
    package func load() -> QuoteRecord? {
        guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
        defer { try? handle.close() }
        guard let data = try? handle.read(upToCount: Self.maximumFileSize + 1),
            data.count <= Self.maximumFileSize,
            let record = try? QuoteRecord.makeDecoder().decode(QuoteRecord.self, from: data)
        else { return nil }
        let isBlank = { (text: String) in text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
        return isBlank(record.quote.content) || isBlank(record.quote.author) ? nil : record
    }

    /// Replaces the cached record atomically (see ``AtomicFile``), creating the folder if needed.
    ///
    /// - Throws: ``CacheWriteError`` naming the path and the reason; the old file is then left as it was.
    package func save(_ record: QuoteRecord) throws(CacheWriteError) {
        guard let data = try? QuoteRecord.makeEncoder().encode(record) else {
            throw CacheWriteError(path: path, reason: "the quote could not be encoded")
        }
        try AtomicFile.write(data + Data("\n".utf8), to: path)
    }
}

/// The cache could not be written; the fetch still counts, so this is reported as a warning.
package struct CacheWriteError: Error, Equatable, Sendable {
    /// The cache file.
    package var path: String
    /// Why, as the system says it.
    package var reason: String

    /// The warning line, without the program name.
    package var message: String { "warning: could not save the quote to \(path): \(reason)" }
}
