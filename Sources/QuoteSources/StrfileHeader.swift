import QuotePlatform
import QuoteStore

/// The index `strfile` writes beside a fortune file (`NAME.dat`): a 24-byte big-endian header (version,
/// number of entries, longest and shortest length, flags, delimiter), then one 32-bit big-endian offset per
/// entry and one for the end of the file.
///
/// Read so that one entry is reached with two small reads, never the whole file.
struct StrfileHeader {
    /// The `STR_ROTATED` flag: entries are stored rot13-encoded.
    static let rotatedFlag: UInt32 = 0x4
    /// The header's size in bytes.
    static let size = 24

    /// How many entries the file holds.
    let count: Int
    /// The byte on a line of its own that ends an entry, usually `%`.
    let delimiter: UInt8
    /// Whether entries are rot13-encoded.
    let isRotated: Bool

    /// Reads the header of `index`, or `nil` when there is no usable index for `text`: missing, unreadable,
    /// of an unknown version, too short for its count, older than the text file it indexes, or ending at
    /// another size than the text file's (edited since `strfile` ran, within the same second).
    init?(index: String, text: String) {
        let descriptor = open(index, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let indexStatus = FileStatus(descriptor: descriptor), let textStatus = FileStatus(at: text),
            indexStatus.modified >= textStatus.modified,
            let header = Self.read(descriptor, at: 0, count: Self.size)
        else { return nil }
        let word = { (bytes: Data, offset: Int) in bytes[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) } }
        let version = word(header, 0)
        let count = Int(word(header, 4))
        guard (1...2).contains(version), indexStatus.size >= Self.size + 4 * (count + 1),
            let end = Self.read(descriptor, at: Self.size + 4 * count, count: 4), Int(word(end, 0)) == textStatus.size
        else { return nil }
        self.count = count
        delimiter = header[20]
        isRotated = word(header, 16) & Self.rotatedFlag != 0
    }

    /// The bytes of entry `number` in `text`, found through `index`, without the delimiter line that ends it;
    /// `nil` when the offsets do not fit the file.
    static func entry(_ number: Int, index: String, text: String, delimiter: UInt8) -> Data? {
        guard let (start, next) = offsets(of: number, index: index) else { return nil }
        let textDescriptor = open(text, O_RDONLY | O_CLOEXEC)
        guard textDescriptor >= 0 else { return nil }
        defer { close(textDescriptor) }
        // Offsets are in file order unless strfile shuffled them (-r); then the entry ends at its delimiter.
        let length = next > start ? next - start : 64 * 1024
        guard length <= 1 << 20, let bytes = read(textDescriptor, at: start, count: length, exact: next > start) else {
            return nil
        }
        return entryText(bytes, delimiter: delimiter)
    }

    /// The length of entry `number` as fortune(6) counts it for `-s` and `-l`: from its offset to the next one's, less
    /// the two bytes of the delimiter line, as `fortlen()` does; `nil` when the offsets cannot be read or are out of
    /// the text's order (`strfile -r`), where only the entry itself tells.
    static func length(_ number: Int, index: String) -> Int? {
        guard let (start, next) = offsets(of: number, index: index), next > start else { return nil }
        return max(0, next - start - 2)
    }

    /// Where entry `number` starts and the next one does, as `index` says; `nil` when they cannot be read.
    private static func offsets(of number: Int, index: String) -> (start: Int, next: Int)? {
        let descriptor = open(index, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let pair = read(descriptor, at: size + 4 * number, count: 8) else { return nil }
        let word = { (offset: Int) in Int(pair[offset..<offset + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) }) }
        return (word(0), word(4))
    }

    /// The offsets of `count` entries in `index`, and the end of the text after them; `nil` when they cannot be read
    /// or are not in the text's order (`strfile -r`).
    static func offsets(index: String, count: Int) -> [Int]? {
        let descriptor = open(index, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard let bytes = read(descriptor, at: size, count: 4 * (count + 1)) else { return nil }
        let offsets = stride(from: 0, to: bytes.count, by: 4).map { start in
            Int(bytes[start..<start + 4].reduce(UInt32(0)) { $0 << 8 | UInt32($1) })
        }
        return zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 } ? offsets : nil
    }

    /// `bytes` up to the first line that holds only `delimiter`.
    private static func entryText(_ bytes: Data, delimiter: UInt8) -> Data {
        var lineStart = bytes.startIndex
        while lineStart < bytes.endIndex {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
            let line = bytes[lineStart..<lineEnd]
            if line.first == delimiter && (line.count == 1 || line.count == 2 && line.last == UInt8(ascii: "\r")) {
                return Data(bytes[bytes.startIndex..<lineStart])
            }
            lineStart = lineEnd == bytes.endIndex ? lineEnd : bytes.index(after: lineEnd)
        }
        return bytes
    }

    /// `count` bytes at `offset`, or fewer at the end of the file unless `exact`; `nil` on failure.
    private static func read(_ descriptor: Int32, at offset: Int, count: Int, exact: Bool = true) -> Data? {
        var buffer = [UInt8](repeating: 0, count: count)
        guard
            let filled = try? buffer.withUnsafeMutableBytes({ bytes throws(SystemError) in
                try readFully(descriptor, into: bytes, at: offset)
            }), filled == count || !exact && filled > 0
        else { return nil }
        return Data(buffer[..<filled])
    }
}
