import QuoteModel
import QuotePlatform

/// A file of quote records, one JSON object per line: the history and the saved quotes.
///
/// Reading skips what is not a record `quote` would write (a line torn by a crash, a line someone else
/// added), never failing on it; such lines are kept byte for byte when the file is rewritten.
///
/// Lines are decoded only when their records are wanted: a thousand JSON decodes are most of what reading a
/// full history costs.
enum JSONLines {
    /// The most of such a file read.
    static let maximumSize = 16 << 20

    /// One line of the file, without its newline, and the record it holds, if it holds one.
    struct Line {
        /// The line's bytes, exactly as in the file.
        var bytes: Data
        /// The record, when the line is one `quote` would write.
        var record: QuoteRecord?
    }

    /// The file's lines, every one of them (a file larger than ``maximumSize`` is refused); none for a missing file.
    ///
    /// - Throws: ``FileReader/Failure`` when the file cannot be read, or is too large.
    static func read(_ path: String) throws(FileReader.Failure) -> [Line] {
        lines(of: try bytes(of: path, larger: .refused)).map { Line(bytes: Data($0), record: QuoteRecord(line: $0)) }
    }

    /// Every line of the file, undecoded: the file's bytes and where each line is in them, the newest lines of a
    /// very large file; none for a missing file.
    ///
    /// Ranges, not a `Data` for each line: counting and numbering a full history made and released a thousand.
    ///
    /// - Throws: ``FileReader/Failure`` when the file is there but cannot be read.
    static func allLines(_ path: String) throws(FileReader.Failure) -> (data: Data, lines: [Range<Data.Index>]) {
        let data = try bytes(of: path)
        return (data, lineRanges(of: data))
    }

    /// The records in the file, in order, the newest ones of a very large file; none for a missing file.
    ///
    /// - Throws: ``FileReader/Failure`` when the file is there but cannot be read.
    static func records(in path: String) throws(FileReader.Failure) -> [QuoteRecord] {
        let (data, lines) = try allLines(path)
        return lines.compactMap { QuoteRecord(line: data[$0]) }
    }

    /// The file's bytes, of a file larger than ``maximumSize`` what `larger` keeps (its newest lines by default);
    /// none for a missing file.
    private static func bytes(of path: String, larger: FileReader.Larger = .end) throws(FileReader.Failure) -> Data {
        do { return try FileReader.read(path, limit: maximumSize, larger: larger) } catch .missing { return Data() }
    }

    /// The last `count` records in the file, oldest first; none when it cannot be read.
    ///
    /// Read from the end, only as much as it takes (16 KiB, then eight times more, up to the whole file), and
    /// decoded from the end, only as many lines as it takes: showing the last five of a thousand costs five.
    static func lastRecords(_ path: String, count: Int) -> [QuoteRecord] {
        guard count > 0 else { return [] }
        var limit = 16 << 10
        while true {
            guard let data = try? FileReader.read(path, limit: limit, larger: .end) else { return [] }
            var records: [QuoteRecord] = []
            for bytes in lines(of: data).reversed() {
                guard let record = QuoteRecord(line: bytes) else { continue }
                records.append(record)
                if records.count == count { return records.reversed() }
            }
            // Fewer than asked for: done when the whole file was read, else a longer tail.
            guard limit < maximumSize, let size = FileStatus(at: path)?.size, size > limit else { return records.reversed() }
            limit = min(limit * 8, maximumSize)
        }
    }

    /// The lines of `data`, without their newlines; empty lines are none.
    ///
    /// Found with `memchr`: `Data.split` goes byte by byte through the generic collection, and took milliseconds
    /// over a full history.
    static func lines(of data: Data) -> [Data] {
        lineRanges(of: data).map { data[$0] }
    }

    /// Where the lines of `data` are, as indices into it, without their newlines; empty lines are none.
    ///
    /// No line is copied, nor made a `Data` of its own.
    static func lineRanges(of data: Data) -> [Range<Data.Index>] {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> [Range<Int>] in
            guard let base = buffer.baseAddress else { return [] }
            var bounds: [Range<Int>] = []
            var start = 0
            while start < buffer.count {
                let end =
                    memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start).map { UnsafeRawPointer($0) - base }
                    ?? buffer.count
                if end > start { bounds.append(data.startIndex + start..<data.startIndex + end) }
                start = end + 1
            }
            return bounds
        }
    }

    /// The contents of a file holding `lines`.
    static func contents(_ lines: [Line]) -> Data {
        lines.reduce(into: Data()) { file, line in
            file.append(line.bytes)
            file.append(UInt8(ascii: "\n"))
        }
    }
}
