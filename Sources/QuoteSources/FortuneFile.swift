import QuoteModel
import QuoteStore

/// One fortune file, with or without its `strfile` index.
package struct FortuneFile: Sendable {
    /// Why a file or an entry could not be read.
    package enum ReadError: Error, Equatable, Sendable {
        /// The file could not be read.
        case unreadable(FileReader.Failure)
        /// The file no longer has the entries its index says, and reading it whole did not find them.
        case indexMismatch(index: String)
    }

    /// The text file.
    let path: String
    /// How many entries it holds.
    let count: Int
    private let storage: Storage

    private enum Storage: Sendable {
        /// Through `NAME.dat`: entries are read one at a time, by their offsets.
        case indexed(index: String, delimiter: UInt8, rotated: Bool)
        /// Scanned whole: the entries' texts.
        case scanned([String])
    }

    /// The largest text file scanned whole.
    static let maximumScannedSize = 16 << 20

    /// Opens `path`, through its index when there is a usable one.
    init(path: String) throws(ReadError) {
        self.path = path
        if let header = StrfileHeader(index: path + ".dat", text: path) {
            count = header.count
            storage = .indexed(index: path + ".dat", delimiter: header.delimiter, rotated: header.isRotated)
            return
        }
        let entries = Self.split(String(decoding: try Self.read(path), as: UTF8.self), delimiter: "%")
        count = entries.count
        storage = .scanned(entries)
    }

    /// The raw text of entry `number` (from 0), without its delimiter line.
    func entry(at number: Int) throws(ReadError) -> String {
        switch storage {
        case .scanned(let entries):
            return entries[number]
        case .indexed(let index, let delimiter, let rotated):
            if let bytes = StrfileHeader.entry(number, index: index, text: path, delimiter: delimiter) {
                let text = String(decoding: bytes, as: UTF8.self)
                return rotated ? FortuneEntry.rot13(text) : text
            }
            // The index no longer fits the file (edited since strfile ran): read the file itself.
            let entries = try allEntries()
            guard number < entries.count else { throw .indexMismatch(index: index) }
            return entries[number]
        }
    }

    /// Every entry's raw text, from the whole file.
    func allEntries() throws(ReadError) -> [String] {
        switch storage {
        case .scanned(let entries):
            return entries
        case .indexed(_, let delimiter, let rotated):
            let text = String(decoding: try Self.read(path), as: UTF8.self)
            return Self.split(rotated ? FortuneEntry.rot13(text) : text, delimiter: Character(Unicode.Scalar(delimiter)))
        }
    }

    private static func read(_ path: String) throws(ReadError) -> Data {
        do {
            return try FileReader.read(path, limit: maximumScannedSize)
        } catch {
            throw .unreadable(error)
        }
    }

    /// The entries of a whole file: the texts between lines holding only the delimiter, empty ones left out.
    static func split(_ text: String, delimiter: Character) -> [String] {
        var entries: [String] = []
        var current: [Substring] = []
        // "\r\n" is one Character in Swift, so lines are split on it as well as on "\n".
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            if line.first == delimiter && line.dropFirst().isEmpty {
                entries.append(current.joined(separator: "\n"))
                current = []
            } else {
                current.append(line)
            }
        }
        entries.append(current.joined(separator: "\n"))
        return entries.filter { $0.nonBlank != nil }
    }
}
