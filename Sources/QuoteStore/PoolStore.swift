import QuoteModel
import QuotePlatform

/// Quotes a network source gave and nobody has seen yet, kept for the runs to come: one file per source in the
/// cache folder (`pool/NAME.jsonl`), which can be made again and is written like the cache.
///
/// The first line names the URL the quotes were fetched from (`{"pool":1,"url":"…"}`); each line after it is a
/// record, oldest first. A run takes the first one that suits it, under the lock, so two runs at once never
/// take the same quote, and decodes only the lines it looks at: taking from a pool of 500 costs what taking
/// from a pool of 5 does. A file that is not a pool (no such first line, a torn last line, more lines or bytes
/// than a pool holds) is an empty pool, replaced by the next fill.
package struct PoolStore: Sendable {
    /// The most quotes a pool holds, whatever the `pool` setting says.
    package static let maximumCount = 500
    /// A file larger than this is not a pool.
    static let maximumFileSize = 4 << 20
    /// How old a quote may be and still be shown.
    package static let maximumAge: TimeInterval = 30 * 86_400

    /// The file.
    package let path: String

    /// The pool of `source` in `folder`.
    package init(folder: String, source: String) {
        path = Path.join(folder, "\(source).jsonl")
    }

    /// What a take found.
    package struct Taken: Sendable {
        /// The quote taken, if one suited.
        package var record: QuoteRecord?
        /// How many quotes the pool holds now.
        package var left: Int
    }

    /// Takes the oldest quote fetched from `url` that `suits`, passing over (and dropping) those older than
    /// ``maximumAge`` and lines that are no record.
    ///
    /// - Throws: ``FileWriteError`` when the lock cannot be had or the pool cannot be written back; nothing is
    ///   taken then.
    package func take(url: String, now: Date, where suits: (QuoteRecord) -> Bool) throws(FileWriteError) -> Taken {
        try FileLock.withLock(for: path) { () throws(FileWriteError) in
            guard var lines = entries(of: url) else { return Taken(record: nil, left: 0) }
            let oldest = now.addingTimeInterval(-Self.maximumAge)
            var taken: QuoteRecord?
            var index = 0
            while index < lines.count {
                guard let record = QuoteRecord(line: lines[index]), record.fetchedAt >= oldest else {
                    lines.remove(at: index)
                    continue
                }
                if suits(record) {
                    taken = record
                    lines.remove(at: index)
                    break
                }
                index += 1
            }
            try write(lines, url: url)
            return Taken(record: taken, left: lines.count)
        }
    }

    /// Adds `records`, fetched from `url`, after those the pool holds, leaving out quotes it holds already, until
    /// it holds `capacity`; a pool of another URL is replaced.
    ///
    /// - Returns: how many were added, and how many the pool holds now.
    /// - Throws: ``FileWriteError`` when the lock cannot be had or the pool cannot be written.
    @discardableResult
    package func add(_ records: [QuoteRecord], url: String, capacity: Int) throws(FileWriteError) -> (added: Int, held: Int) {
        try FileLock.withLock(for: path) { () throws(FileWriteError) in
            var lines = entries(of: url) ?? []
            var held = lines.compactMap { QuoteRecord(line: $0)?.quote }
            var added = 0
            for record in records where lines.count < capacity && !held.contains(where: { $0.isSameSaying(as: record.quote) }) {
                lines.append(Data(record.jsonLine.utf8))
                held.append(record.quote)
                added += 1
            }
            if added > 0 { try write(lines, url: url) }
            return (added, lines.count)
        }
    }

    /// How many quotes fetched from `url` the pool holds.
    package func count(url: String) -> Int {
        entries(of: url)?.count ?? 0
    }

    /// The lines after the first, when the file is a pool of `url`; `nil` when it is missing, of another URL or
    /// not a pool.
    private func entries(of url: String) -> [Data]? {
        guard let data = try? FileReader.read(path, limit: Self.maximumFileSize), data.last == UInt8(ascii: "\n") else {
            return nil
        }
        let lines = JSONLines.lines(of: data)
        guard let first = lines.first, first == Self.header(url), lines.count <= Self.maximumCount + 1 else { return nil }
        return Array(lines.dropFirst())
    }

    /// The pool's first line.
    private static func header(_ url: String) -> Data {
        Data(JSONText.object([("pool", "1"), ("url", JSONText.string(url))]).utf8)
    }

    /// Replaces the file with a pool of `url` holding `lines`; nothing is kept where the path is not a regular
    /// file (`/dev/null`).
    private func write(_ lines: [Data], url: String) throws(FileWriteError) {
        guard FileKind(at: path) != .other else { return }
        var parts = [Self.header(url), Data([UInt8(ascii: "\n")])]
        for line in lines { parts += [line, Data([UInt8(ascii: "\n")])] }
        // A cache: what it loses in a power cut, the next refill fetches again.
        try AtomicFile.write(parts, to: path, durability: .replaceable)
    }

    /// Removes the pools in `folder` of sources not among `sources`, and nothing else.
    package static func removePools(in folder: String, except sources: [String]) {
        guard let directory = opendir(folder) else { return }
        defer { closedir(directory) }
        let kept = Set(sources.map { "\($0).jsonl" })
        var doomed: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name.hasSuffix(".jsonl"), !name.hasPrefix("."), !kept.contains(name) { doomed.append(name) }
        }
        for name in doomed {
            let path = Path.join(folder, name)
            unlink(path)
            unlink(Path.join(folder, ".\(name).lock"))
        }
    }
}
