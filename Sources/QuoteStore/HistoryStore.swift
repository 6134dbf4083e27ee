import QuoteModel
import QuotePlatform

/// Every quote `random` and `today` printed after a fetch or a pick, newest last, one JSON object per line
/// (the same object as `--json`), the newest ``capacity`` of them.
///
/// The file may hold up to ``slack`` lines more: an append is one `write` whatever the history's size, and the
/// trim back to ``capacity`` (an atomic rewrite) comes once every ``slack`` runs, not at every run once full.
/// Readers see only the newest ``capacity`` lines, so what `quote history` shows never depends on where the
/// file is between trims.
///
/// Appends from concurrent runs hold ``FileLock`` around append-and-trim, so lines never interleave and
/// nothing is lost. Readers need no lock: they see whole lines, and skip
/// a torn or foreign one.
package struct HistoryStore: Sendable {
    /// The most entries kept.
    package static let capacity = 1000
    /// How many lines past ``capacity`` the file may hold before it is trimmed: a tenth more.
    package static let slack = capacity / 10
    /// No history line is shorter (its keys alone take about a hundred bytes), so a file smaller than
    /// `capacity + slack` of these cannot be due for a trim, and an append need not read it.
    static let shortestLine = 100

    /// The file.
    package var path: String

    /// Creates a store at `path`; nothing is touched until it is used.
    package init(path: String) {
        self.path = path
    }

    /// Adds `record` as the newest entry; when the file would pass `capacity + slack` lines, keeps only the
    /// newest ``capacity``.
    ///
    /// Lines are counted and dropped as bytes, never decoded: a trim costs one read and one atomic rewrite, not
    /// a thousand JSON decodes. Lines that are not records (torn, or added by hand) count as lines
    /// and are kept as they are until they are the oldest.
    ///
    /// - Throws: ``FileWriteError``; the file is then as it was.
    ///
    /// - Parameter patience: how long to wait for the lock: the caller's deadline.
    package func append(_ record: QuoteRecord, patience: Duration = FileLock.patience) throws(FileWriteError) {
        // Something other than a regular file (`/dev/null`) keeps no history, and is never replaced or waited on.
        guard FileKind(at: path) != .other else { return }
        let line = Data(utf8: record.jsonLine + "\n")
        try FileLock.withLock(for: path, patience: patience) { () throws(FileWriteError) in
            let limit = Self.capacity + Self.slack
            let size = FileStatus(at: path)?.size ?? 0
            if size < limit * Self.shortestLine {
                return try appendLine(line)
            }
            // Counted through a small buffer, not read whole: most appends find the file short of a trim.
            let count: Int
            do throws(FileReader.Failure) {
                count = try LineScan.count(path, upTo: limit)
            } catch {
                throw FileWriteError(path: path, reason: .unreadable(error))
            }
            guard count >= limit || size > JSONLines.maximumSize else { return try appendLine(line) }
            let data: Data
            do throws(FileReader.Failure) {
                data = try FileReader.read(path, limit: JSONLines.maximumSize, larger: .end)
            } catch {
                throw FileWriteError(path: path, reason: .unreadable(error))
            }
            let lines = JSONLines.lines(of: data)
            // The newest lines but one, exactly as they are in the file, then the new one.
            let kept = lines.suffix(Self.capacity - 1).first.map { data[$0.startIndex...] } ?? Data()
            let separator = kept.last.map { $0 == UInt8(ascii: "\n") ? Data() : Data(utf8: "\n") } ?? Data()
            try AtomicFile.write([kept, separator, line], to: path)
        }
    }

    /// The newest `count` entries, oldest first; only they are decoded.
    package func entries(last count: Int = HistoryStore.capacity) -> [QuoteRecord] {
        JSONLines.lastRecords(path, count: count)
    }

    /// The newest `count` entries, oldest first, each with its number.
    ///
    /// An entry's number is its line's place among the newest ``capacity`` lines, the oldest of them being 1,
    /// whatever `count` is. Only the entries shown are decoded; a line that is not one keeps its number and is
    /// left out.
    ///
    /// - Throws: ``FileReader/Failure`` when the file is there but cannot be read (none for a missing one).
    package func numberedEntries(last count: Int) throws(FileReader.Failure) -> [(number: Int, record: QuoteRecord)] {
        let (data, lines) = try keptLines()
        var entries: [(number: Int, record: QuoteRecord)] = []
        for index in lines.indices.reversed() where entries.count < count {
            guard let record = QuoteRecord(line: data[lines[index]]) else { continue }
            entries.append((index - lines.startIndex + 1, record))
        }
        return entries.reversed()
    }

    /// Entry `number`, as ``numberedEntries(last:)`` numbers them; `nil` when there is none such.
    ///
    /// - Throws: ``FileReader/Failure`` when the file is there but cannot be read.
    package func entry(number: Int) throws(FileReader.Failure) -> QuoteRecord? {
        let (data, lines) = try keptLines()
        // Checked before it is added to the slice's start, so that no number overflows (`quote save` takes any).
        guard number > 0, number <= lines.count else { return nil }
        return QuoteRecord(line: data[lines[lines.startIndex + number - 1]])
    }

    /// How many entries there are to number: the newest ``capacity`` lines of the file.
    ///
    /// - Throws: ``FileReader/Failure`` when the file is there but cannot be read.
    package func count() throws(FileReader.Failure) -> Int {
        try keptLines().lines.count
    }

    /// The file's bytes and where its newest ``capacity`` lines are: the history, whatever the file holds past it
    /// until the next trim.
    private func keptLines() throws(FileReader.Failure) -> (data: Data, lines: ArraySlice<Range<Data.Index>>) {
        let (data, lines) = try JSONLines.allLines(path)
        return (data, lines.suffix(Self.capacity))
    }

    /// Appends one line with a single `write` to a file opened for appending; after a torn last line (no newline:
    /// a crash, an editor), on a line of its own, the torn one left as it was.
    private func appendLine(_ line: Data) throws(FileWriteError) {
        let descriptor = open(path, O_RDWR | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: .system(SystemError())) }
        defer { close(descriptor) }
        var last: UInt8 = 0
        let size = lseek(descriptor, 0, SEEK_END)
        let torn =
            size > 0 && (try? withUnsafeMutableBytes(of: &last) { try readOnce(descriptor, into: $0, at: Int(size) - 1) }) == 1
            && last != UInt8(ascii: "\n")
        let bytes = (torn ? [UInt8(ascii: "\n")] : []) + [UInt8](line)
        let written = bytes.withUnsafeBytes { systemWrite(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count else {
            let reason: FileWriteError.Reason =
                written < 0 ? .system(SystemError()) : .shortWrite(written: written, of: bytes.count)
            // A partial line is skipped when reading; truncating it keeps the next append on a line of its own.
            if written > 0 { ftruncate(descriptor, lseek(descriptor, 0, SEEK_END) - off_t(written)) }
            throw FileWriteError(path: path, reason: reason)
        }
    }
}
