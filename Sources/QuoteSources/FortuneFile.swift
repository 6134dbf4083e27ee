import QuotePlatform
import QuoteStore

/// One fortune file, with or without its `strfile` index.
///
/// A file is used only if it is text, in any encoding (fortune(6) writes a file's bytes as they are): it is skipped,
/// with the reason, when it cannot be read, holds a NUL byte (binary), or is too large to scan without a current
/// index. An entry that is blank never becomes a quote.
///
/// An indexed file is opened by its index's header alone, as `fortune` opens it, and checked when an entry of it
/// is read: a run reads the headers and the entry it shows, not every file the user has.
package struct FortuneFile: Sendable {
    /// Why a file, or an entry of it, cannot be used.
    package enum ReadError: Error, Equatable, Sendable {
        /// The file could not be read.
        case unreadable(FileReader.Failure)
        /// It is larger than a file scanned whole, and has no current index.
        case tooLarge
        /// It holds a NUL byte: not text.
        case binary
        /// The file no longer has the entries its index says, and reading it whole did not find them.
        case indexMismatch(index: String)
    }

    /// What one entry of the file holds.
    package enum Entry: Equatable, Sendable {
        /// Text: the entry's bytes as the file holds them, without the delimiter line (rot13 decoded), and those bytes
        /// read as text: UTF-8, or, in another encoding (Latin-1, ISO-8859-3), each byte as the Latin-1 character it is.
        case text(String, bytes: Data)
        /// Nothing but white space.
        case blank
    }

    /// The largest text file scanned whole, and the largest entry read.
    package static let maximumScannedSize = 16 << 20

    /// The text file.
    package let path: String
    /// How many entries it holds.
    package private(set) var count: Int
    private var storage: Storage

    private enum Storage: Sendable {
        /// Through `NAME.dat`: entries are read one at a time, by their offsets, and checked as they are read.
        case indexed(index: String, delimiter: UInt8, rotated: Bool)
        /// Scanned whole: the entries, and their lengths as fortune counts them.
        case scanned([Entry], lengths: [Int])
    }

    /// The byte whose line ends an entry, and whether entries are stored rot13-encoded, as the index says (`%`, and
    /// not, for a file without one).
    package var format: (delimiter: UInt8, rotated: Bool) {
        switch storage {
        case .indexed(_, let delimiter, let rotated): (delimiter, rotated)
        case .scanned: (UInt8(ascii: "%"), false)
        }
    }

    /// Opens `path`: through the header of its index when there is a usable one, else by reading it whole.
    ///
    /// - Throws: ``ReadError`` when a file read whole cannot be used at all.
    package init(path: String) throws(ReadError) {
        self.path = path
        if let header = StrfileHeader(index: path + ".dat", text: path) {
            count = header.count
            storage = .indexed(index: path + ".dat", delimiter: header.delimiter, rotated: header.isRotated)
        } else {
            let (entries, lengths) = try Self.scan(path, delimiter: UInt8(ascii: "%"), rotated: false)
            count = entries.count
            storage = .scanned(entries, lengths: lengths)
        }
    }

    /// Entry `number` (from 0), or `nil` when reading it showed that the index does not split the file as
    /// `quote` does (Windows line ends, which `strfile` never splits at): the file is then read whole, its
    /// entries counted anew, and the caller draws again.
    ///
    /// - Throws: ``ReadError`` when the entry shows that the file cannot be used at all: a NUL byte.
    package mutating func entry(at number: Int) throws(ReadError) -> Entry? {
        switch storage {
        case .scanned(let entries, _):
            return entries[number]
        case .indexed(let index, let delimiter, let rotated):
            guard let bytes = StrfileHeader.entry(number, index: index, text: path, delimiter: delimiter) else {
                // The index no longer fits the file (edited since strfile ran): read the file itself.
                try rescan(delimiter: delimiter, rotated: rotated)
                guard number < count else { throw .indexMismatch(index: index) }
                return nil
            }
            try Self.checkText(bytes)
            if Self.endsWithWindowsLine(bytes) {
                try rescan(delimiter: delimiter, rotated: rotated)
                return nil
            }
            return Self.entry(bytes, rotated: rotated)
        }
    }

    /// The length of entry `number` as fortune(6) counts it for `-s` and `-l` (see ``allEntriesAndLengths()``), told
    /// by the index's two offsets alone; `nil` when they cannot tell (`strfile -r`), and only reading every entry can.
    package func length(of number: Int) -> Int? {
        switch storage {
        case .scanned(_, let lengths): lengths[number]
        case .indexed(let index, _, _): StrfileHeader.length(number, index: index)
        }
    }

    /// Every entry, and each one's length as fortune(6) counts it for `-s` and `-l`: in bytes from its start to the
    /// next entry's, less the two of the delimiter line (so its last line's newline counts; the last entry of a file
    /// that does not end with a delimiter line counts two fewer), by the index's offsets where there is one.
    package func allEntriesAndLengths() throws(ReadError) -> (entries: [Entry], lengths: [Int]) {
        switch storage {
        case .scanned(let entries, let lengths): return (entries, lengths)
        case .indexed(let index, let delimiter, let rotated):
            let scanned = try Self.scan(path, delimiter: delimiter, rotated: rotated)
            guard let offsets = StrfileHeader.offsets(index: index, count: count), offsets.count == scanned.entries.count + 1
            else { return scanned }
            return (scanned.entries, zip(offsets, offsets.dropFirst()).map { max(0, $1 - $0 - 2) })
        }
    }

    /// Reads the file whole from now on.
    private mutating func rescan(delimiter: UInt8, rotated: Bool) throws(ReadError) {
        let (entries, lengths) = try Self.scan(path, delimiter: delimiter, rotated: rotated)
        count = entries.count
        storage = .scanned(entries, lengths: lengths)
    }

    /// The entries of the whole file at `path`, after checking that it is text, and their lengths as fortune counts
    /// them.
    private static func scan(
        _ path: String, delimiter: UInt8, rotated: Bool
    ) throws(ReadError) -> (entries: [Entry], lengths: [Int]) {
        let data = try read(path)
        try checkText(data)
        let bounds = entryBounds(data, delimiter: delimiter)
        let entries = bounds.map {
            entry(Data(data[data.startIndex + $0.lowerBound..<data.startIndex + $0.upperBound]), rotated: rotated)
        }
        // As strfile's offsets would have it: from an entry's start to the next one's (the file's end for the last).
        let starts = bounds.map { $0.lowerBound } + [data.count]
        return (entries, zip(starts, starts.dropFirst()).map { max(0, $1 - $0 - 2) })
    }

    // MARK: - Reading

    /// The whole file at `path`, up to ``maximumScannedSize``.
    private static func read(_ path: String) throws(ReadError) -> Data {
        do {
            return try FileReader.read(path, limit: maximumScannedSize, larger: .refused)
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

    /// Whether the last line of an entry's bytes ends the Windows way (`\r\n`): an index that `strfile` wrote
    /// for such a file holds the whole file as one entry, cut here at its first delimiter line.
    private static func endsWithWindowsLine(_ bytes: Data) -> Bool {
        bytes.count >= 2 && bytes[bytes.endIndex - 2] == UInt8(ascii: "\r") && bytes[bytes.endIndex - 1] == UInt8(ascii: "\n")
    }

    /// What the bytes of one entry hold, rot13 decoded when the file is stored so: text in whatever encoding, read
    /// as UTF-8 where it is, else byte by byte as Latin-1 (every byte a character, nothing lost or refused).
    static func entry(_ bytes: Data, rotated: Bool = false) -> Entry {
        let bytes = rotated ? FortuneEntry.rot13(bytes) : bytes
        let text = String(validating: bytes, as: UTF8.self) ?? String(latin1: bytes)
        guard text.nonBlank != nil else { return .blank }
        return .text(text, bytes: bytes)
    }

    /// Where each entry of a whole file lies: the bytes between lines holding only the delimiter (a line end of `\n`
    /// or `\r\n`), numbered as `strfile` numbers them.
    ///
    /// Lines are found with `memchr`: the generic search through `Data` took most of a run's time.
    static func entryBounds(_ data: Data, delimiter: UInt8) -> [Range<Int>] {
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
        return bounds.filter { !$0.isEmpty }
    }
}
