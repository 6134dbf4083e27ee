import QuotePlatform
import QuoteStore

/// `fortune -m`: every entry of a selection that a pattern matches, as the installed fortune(6) finds them.
///
/// Files in the list's order, a folder's in its own. Each file is read whole, and an entry is what lies before a
/// line holding only the file's delimiter; the entry tested is its bytes, its last line's newline included, rot13
/// decoded for a file stored so. As in fortune, `-s` and `-l` keep only entries shorter than the limit, or longer,
/// and an entry no delimiter line follows (the last of a file that does not end with one) is not searched.
extension FortuneSelection {
    /// One file's matches.
    package struct Matches: Sendable {
        /// The name fortune shows the file by (`people` in a folder, else the path found).
        package var name: String
        /// The file's delimiter, which each match is followed by on a line of its own.
        package var delimiter: UInt8
        /// What fortune writes to standard output for them: each match, then its delimiter line.
        package var text: Data
        /// How many entries matched.
        package var count: Int
    }

    /// The matches of `pattern`, file by file, in turn; how many entries were searched, and how many matched.
    ///
    /// `body` is given each file's matches that has any, and stops the search by returning `false` (its output
    /// failed).
    ///
    /// - Parameter length: `-s` or `-l`, if given: only entries shorter than its limit, or longer.
    @discardableResult
    package func search(
        _ pattern: FortunePattern, length: FortuneSource.Length? = nil, _ body: (Matches) -> Bool
    ) -> (searched: Int, matched: Int) {
        var (searched, matched) = (0, 0)
        for node in nodes {
            for file in node.files {
                let (delimiter, rotated) = file.format
                guard var data = try? FileReader.read(file.path, limit: FortuneFile.maximumScannedSize) else { continue }
                var found = Matches(name: node.name(of: file), delimiter: delimiter, text: Data(), count: 0)
                if rotated { data = FortuneEntry.rot13(data) }
                searched += Self.entries(of: data, delimiter: delimiter) { entry in
                    guard length.map({ $0.short ? entry.count < $0.limit : entry.count > $0.limit }) ?? true,
                        pattern.matches(entry)
                    else { return }
                    found.text.append(contentsOf: entry)
                    found.text.append(contentsOf: [delimiter, UInt8(ascii: "\n")])
                    found.count += 1
                }
                guard found.count > 0 else { continue }
                matched += found.count
                guard body(found) else { return (searched, matched) }
            }
        }
        return (searched, matched)
    }

    /// Calls `body` with each entry of `data` that a line holding only `delimiter` follows; how many there were.
    private static func entries(of data: Data, delimiter: UInt8, _ body: (UnsafeRawBufferPointer) -> Void) -> Int {
        data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Int in
            guard let base = buffer.baseAddress else { return 0 }
            var (count, entryStart, lineStart) = (0, 0, 0)
            while lineStart < buffer.count {
                guard let found = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), buffer.count - lineStart) else { break }
                let lineEnd = UnsafeRawPointer(found) - base
                if lineEnd == lineStart + 1, buffer[lineStart] == delimiter {
                    body(UnsafeRawBufferPointer(rebasing: buffer[entryStart..<lineStart]))
                    count += 1
                    entryStart = lineEnd + 1
                }
                lineStart = lineEnd + 1
            }
            return count
        }
    }
}
