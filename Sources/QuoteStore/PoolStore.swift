import QuoteJSON
import QuoteModel
import QuotePlatform

/// Quotes a network source gave and nobody has seen yet, kept for the runs to come: one file per source in the
/// cache folder (`pool/NAME.jsonl`), which can be made again and is written like the cache.
///
/// The first line names the URL the quotes were fetched from (`{"pool":1,"url":"…"}`); each line after it is a
/// record, in the order they were added. A run takes the newest that suits it, under the lock, so two runs at
/// once never take the same quote; it decodes only the lines it looks at and cuts the file short: taking from
/// a pool of 500 costs what taking from a pool of 5 does. A file that is not a pool (no such first line, more lines or bytes than a pool
/// holds) is an empty pool, replaced by the next fill; a torn last line is left out, the quotes before it kept.
package struct PoolStore: Sendable {
    /// The most quotes a pool holds, whatever the `pool` setting says.
    package static let maximumCount = 500
    /// A file larger than this is not a pool.
    static let maximumFileSize = 4 << 20
    /// How old a quote may be and still be shown.
    package static let maximumAge = TimeInterval(30 * LocalDay.seconds)

    /// The file.
    package let path: String

    /// The pool of `source` in `folder`.
    package init(folder: String, source: SourceName) {
        path = Path.join(folder, "\(source).jsonl")
    }

    /// What a take found.
    package struct Taken: Sendable {
        /// The quote taken, if one suited.
        package var record: QuoteRecord?
        /// How many quotes the pool holds now.
        package var left: Int
    }

    /// Takes the newest quote fetched from `url` that `suits`, dropping on the way the lines that are no record
    /// and quotes older than ``maximumAge``.
    ///
    /// The newest is the file's last line: a take cuts the file short (`ftruncate`) and writes nothing else, so it
    /// costs the same with 5 quotes pooled as with 500. Only a take that passes over quotes that do not suit (the
    /// filters, the last ones shown) rewrites the file without the one it took.
    ///
    /// - Throws: ``FileWriteError`` when the lock cannot be had or the pool cannot be changed; nothing is taken
    ///   then.
    package func take(
        url: String, now: Date, patience: Duration = FileLock.patience, where suits: (QuoteRecord) -> Bool
    ) throws(FileWriteError) -> Taken {
        try FileLock.withLock(for: path, patience: patience) { () throws(FileWriteError) in
            guard let (data, lines) = read(of: url) else { return Taken(record: nil, left: 0) }
            let oldest = now.addingTimeInterval(-Self.maximumAge)
            // Lines 1... are quotes; `end` is where the file is cut, `passedOver` the quotes kept after the one taken.
            var end = data.count
            var passedOver: [Range<Data.Index>] = []
            var dropped: Set<Int> = []
            var taken: (record: QuoteRecord, line: Int)?
            for index in stride(from: lines.count - 1, through: 1, by: -1) {
                guard let record = QuoteRecord(line: data[lines[index]]), record.fetchedAt >= oldest else {
                    if passedOver.isEmpty { end = lines[index].lowerBound - data.startIndex } else { dropped.insert(index) }
                    continue
                }
                if suits(record) {
                    taken = (record, index)
                    break
                }
                passedOver.append(lines[index])
            }
            let kept = lines.indices.dropFirst().filter { index in
                index != taken?.line && !dropped.contains(index) && lines[index].upperBound - data.startIndex <= end
            }
            if let taken, passedOver.isEmpty {
                try cut(at: lines[taken.line].lowerBound - data.startIndex)
            } else if taken != nil || !dropped.isEmpty {
                try write(kept.map { data[lines[$0]] }, url: url)
            } else if end < data.count {
                try cut(at: end)
            }
            return Taken(record: taken?.record, left: kept.count)
        }
    }

    /// Adds `records`, fetched from `url`, after those the pool holds, leaving out quotes it holds already, until
    /// it holds `capacity`; a pool of another URL is replaced, and quotes it holds that are too old to be shown
    /// by `now` go.
    ///
    /// - Returns: how many were added, and how many the pool holds now.
    /// - Parameter patience: how long to wait for the lock: the caller's deadline.
    /// - Throws: ``FileWriteError`` when the lock cannot be had or the pool cannot be written.
    @discardableResult
    package func add(
        _ records: [QuoteRecord], url: String, capacity: Int, now: Date, patience: Duration = FileLock.patience
    ) throws(FileWriteError) -> (added: Int, held: Int) {
        try FileLock.withLock(for: path, patience: patience) { () throws(FileWriteError) in
            // What the pool holds still: quotes older than the oldest a take shows go, and lines that are no record.
            let oldest = now.addingTimeInterval(-Self.maximumAge)
            var lines: [Data] = []
            var held: Set<Quote.Saying> = []
            let before = entries(of: url)
            for line in before ?? [] {
                guard let record = QuoteRecord(line: line), record.fetchedAt >= oldest else { continue }
                lines.append(line)
                held.insert(record.quote.saying)
            }
            var added = 0
            for record in records
            where lines.count < capacity && !held.contains(record.quote.saying) && record.fetchedAt >= oldest {
                let line = Data(utf8: record.jsonLine)
                // A quote too long to be one of 500 in a pool file is not kept: the file would be too large to read.
                guard line.count <= Self.maximumFileSize / (Self.maximumCount + 1) else { continue }
                lines.append(line)
                held.insert(record.quote.saying)
                added += 1
            }
            if added > 0 || lines.count != before?.count { try write(lines, url: url) }
            return (added, lines.count)
        }
    }

    /// Runs `body`, a run's own request of the source, holding the pool's asking lock shared.
    ///
    /// So the refill the run starts once its request has left waits for its answer (``waitForAsks(patience:)``) and
    /// asks only for what that answer did not bring. A lock not had in time (or a folder that cannot be made) holds nobody up: `body`
    /// runs all the same.
    package func whileAsking<T>(patience: Duration, _ body: () -> T) -> T {
        do {
            return try FileLock.withLock(for: askingPath, shared: true, patience: patience, body)
        } catch {
            return body()
        }
    }

    /// Waits, for `patience` at most, until no run's own request of the source is on its way (see
    /// ``whileAsking(patience:_:)``): what a refill does before it counts what the pool lacks.
    package func waitForAsks(patience: Duration) {
        _ = try? FileLock.withLock(for: askingPath, shared: false, patience: patience) {}
    }

    /// The file whose lock the runs' own requests hold shared: beside the pool, never the pool's own lock, which
    /// a take or an add holds for a moment.
    private var askingPath: String { String(path.dropLast(".jsonl".count)) + ".asking" }

    /// How many quotes fetched from `url` the pool holds.
    package func count(url: String) -> Int {
        entries(of: url)?.count ?? 0
    }

    /// The lines after the first, when the file is a pool of `url`; `nil` when it is missing, of another URL or
    /// not a pool.
    private func entries(of url: String) -> [Data]? {
        read(of: url).map { data, lines in lines.dropFirst().map { data[$0] } }
    }

    /// The file and where its lines are, the header first, when it is a pool of `url`.
    ///
    /// A pool holds the header and at most ``maximumCount`` quotes; `nil` when the file is missing, of another URL
    /// or not a pool. A torn last line (no newline: a crash, an editor) is left out, and the next change drops it:
    /// the quotes before it still serve.
    private func read(of url: String) -> (data: Data, lines: [Range<Data.Index>])? {
        guard let data = try? FileReader.read(path, limit: Self.maximumFileSize) else { return nil }
        var lines = JSONLines.lineRanges(of: data)
        if data.last != UInt8(ascii: "\n"), !lines.isEmpty { lines.removeLast() }
        guard let first = lines.first, data[first] == Self.header(url), lines.count <= Self.maximumCount + 1 else {
            return nil
        }
        return (data, lines)
    }

    /// Cuts the file at `offset`, past the last line kept.
    private func cut(at offset: Int) throws(FileWriteError) {
        guard FileKind(at: path) != .other else { return }
        guard truncate(path, off_t(offset)) == 0 else { throw FileWriteError(path: path, reason: .system(SystemError())) }
    }

    /// The pool's first line.
    private static func header(_ url: String) -> Data {
        Data(utf8: JSONText.object([("pool", "1"), ("url", JSONText.string(url))]))
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
    package static func removePools(in folder: String, except sources: [SourceName]) {
        let kept = Set(sources.map { "\($0).jsonl" })
        for name in Path.names(in: folder) where name.hasSuffix(".jsonl") && !name.hasPrefix(".") && !kept.contains(name) {
            unlink(Path.join(folder, name))
            unlink(Path.join(folder, ".\(name).lock"))
            unlink(Path.join(folder, ".\(name.dropLast(".jsonl".count)).asking.lock"))
        }
    }
}
