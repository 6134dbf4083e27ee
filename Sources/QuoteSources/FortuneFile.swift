import QuotePlatform
import QuoteStore

/// One fortune file, with or without its `strfile` index.
///
/// A file is used only if it is text: it is skipped, with the reason, when it cannot be read, holds a NUL byte
/// (binary), is not UTF-8 (most of its entries invalid, Latin-1 say), or is too large to scan without a current
/// index. An entry that is blank or not valid UTF-8 in a file that mostly is never becomes a quote.
package struct FortuneFile: Sendable {
    /// Why a file, or an entry of it, cannot be used.
    package enum ReadError: Error, Equatable, Sendable {
        /// The file could not be read.
        case unreadable(FileReader.Failure)
        /// It is larger than a file scanned whole, and has no current index.
        case tooLarge
        /// It holds a NUL byte: not text.
        case binary
        /// Most of it is not UTF-8.
        case notUTF8
        /// The file no longer has the entries its index says, and reading it whole did not find them.
        case indexMismatch(index: String)
    }

    /// What one entry of the file holds.
    package enum Entry: Equatable, Sendable {
        /// Text: the entry's lines, without the delimiter line.
        case text(String)
        /// Nothing but white space.
        case blank
        /// Bytes that are not valid UTF-8.
        case notUTF8
    }

    /// The largest text file scanned whole, and the largest entry read.
    static let maximumScannedSize = 16 << 20
    /// How much of an indexed file is read to tell whether it is text.
    static let sampleSize = 64 << 10

    /// The text file.
    let path: String
    /// How many entries it holds.
    let count: Int
    private let storage: Storage

    private enum Storage: Sendable {
        /// Through `NAME.dat`: entries are read one at a time, by their offsets.
        case indexed(index: String, delimiter: UInt8, rotated: Bool)
        /// Scanned whole: the entries.
        case scanned([Entry])
    }

    /// Opens `path`, through its index when there is a usable one.
    ///
    /// - Throws: ``ReadError`` when the file cannot be used at all.
    init(path: String) throws(ReadError) {
        self.path = path
        if let header = StrfileHeader(index: path + ".dat", text: path) {
            let sample = try Self.read(path, limit: Self.sampleSize, wholeFile: false)
            try Self.checkText(sample)
            // The entries the sample holds whole (its last one may be cut short) tell whether the file is UTF-8.
            try Self.checkUTF8(Self.split(sample, delimiter: header.delimiter).dropLast().map { Self.entry($0) })
            // strfile splits only on "%\n": a file with Windows line ends is one entry to it, so it is scanned.
            if !Self.holdsWindowsDelimiter(sample, header.delimiter) {
                count = header.count
                storage = .indexed(index: path + ".dat", delimiter: header.delimiter, rotated: header.isRotated)
                return
            }
        }
        let data = try Self.read(path, limit: Self.maximumScannedSize, wholeFile: true)
        try Self.checkText(data)
        let entries = Self.split(data, delimiter: UInt8(ascii: "%")).map { Self.entry($0) }
        try Self.checkUTF8(entries)
        count = entries.count
        storage = .scanned(entries)
    }

    /// Entry `number` (from 0).
    func entry(at number: Int) throws(ReadError) -> Entry {
        switch storage {
        case .scanned(let entries):
            return entries[number]
        case .indexed(let index, let delimiter, let rotated):
            if let bytes = StrfileHeader.entry(number, index: index, text: path, delimiter: delimiter) {
                return Self.entry(bytes, rotated: rotated)
            }
            // The index no longer fits the file (edited since strfile ran): read the file itself.
            let entries = try allEntries()
            guard number < entries.count else { throw .indexMismatch(index: index) }
            return entries[number]
        }
    }

    /// Every entry, from the whole file.
    func allEntries() throws(ReadError) -> [Entry] {
        switch storage {
        case .scanned(let entries):
            return entries
        case .indexed(_, let delimiter, let rotated):
            let data = try Self.read(path, limit: Self.maximumScannedSize, wholeFile: true)
            return Self.split(data, delimiter: delimiter).map { Self.entry($0, rotated: rotated) }
        }
    }

    // MARK: - Reading

    private static func read(_ path: String, limit: Int, wholeFile: Bool) throws(ReadError) -> Data {
        do {
            return try FileReader.read(path, limit: limit, larger: wholeFile ? .refused : .start)
        } catch .tooLarge {
            throw .tooLarge
        } catch {
            throw .unreadable(error)
        }
    }

    /// Refuses what is not text: a NUL byte anywhere.
    private static func checkText(_ bytes: Data) throws(ReadError) {
        let hasNUL = bytes.withUnsafeBytes { $0.baseAddress.map { memchr($0, 0, bytes.count) != nil } ?? false }
        if hasNUL { throw .binary }
    }

    /// Refuses a file most of whose entries are not UTF-8 (Latin-1, say): it is not UTF-8 with a few bad
    /// entries, it is another encoding.
    private static func checkUTF8(_ entries: [Entry]) throws(ReadError) {
        if entries.count(where: { $0 == .notUTF8 }) * 2 > entries.count { throw .notUTF8 }
    }

    /// Whether `bytes` hold a delimiter line ended the Windows way, after the end of the line before it:
    /// `\n%\r\n`.
    private static func holdsWindowsDelimiter(_ bytes: Data, _ delimiter: UInt8) -> Bool {
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return false }
            var start = 0
            while let found = memchr(base + start, Int32(UInt8(ascii: "\n")), buffer.count - start) {
                let end = UnsafeRawPointer(found) - base
                if end + 3 < buffer.count, buffer[end + 1] == delimiter, buffer[end + 2] == UInt8(ascii: "\r"),
                    buffer[end + 3] == UInt8(ascii: "\n")
                {
                    return true
                }
                start = end + 1
            }
            return false
        }
    }

    /// What the bytes of one entry hold, rot13 decoded when the file is stored so.
    static func entry(_ bytes: Data, rotated: Bool = false) -> Entry {
        guard let text = String(validating: bytes, as: UTF8.self) else { return .notUTF8 }
        guard text.nonBlank != nil else { return .blank }
        return .text(rotated ? FortuneEntry.rot13(text) : text)
    }

    /// The entries of a whole file: the bytes between lines holding only the delimiter (a line end of `\n` or
    /// `\r\n`), numbered as `strfile` numbers them.
    ///
    /// Lines are found with `memchr`: the generic search through `Data` took most of a run's time.
    static func split(_ data: Data, delimiter: UInt8) -> [Data] {
        let bounds = data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> [Range<Int>] in
            guard let base = buffer.baseAddress else { return [] }
            var bounds: [Range<Int>] = []
            var entryStart = 0
            var lineStart = 0
            while lineStart < buffer.count {
                let lineEnd =
                    memchr(base + lineStart, Int32(UInt8(ascii: "\n")), buffer.count - lineStart)
                    .map { UnsafeRawPointer($0) - base } ?? buffer.count
                let length = lineEnd - lineStart
                if buffer[lineStart] == delimiter && (length == 1 || length == 2 && buffer[lineStart + 1] == UInt8(ascii: "\r")) {
                    bounds.append(entryStart..<lineStart)
                    entryStart = min(lineEnd + 1, buffer.count)
                }
                lineStart = lineEnd + 1
            }
            bounds.append(entryStart..<buffer.count)
            return bounds
        }
        // As strfile does: an entry with no bytes at all (before the first delimiter, after the last) is none.
        return bounds.filter { !$0.isEmpty }.map { Data(data[data.startIndex + $0.lowerBound..<data.startIndex + $0.upperBound]) }
    }
}
