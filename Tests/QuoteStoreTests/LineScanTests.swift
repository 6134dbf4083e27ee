import Foundation
import QuoteStore
import QuoteTestSupport
import Testing

@Suite("Scanning a file of lines through a small buffer", .timeLimit(.minutes(1)))
struct LineScanTests {
    let folder = TemporaryFolder()

    /// The lines of `text` as a reader that reads the file whole finds them: split at newlines, empty ones none.
    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
    }

    @Test("Counted and found as a whole read finds them, lines across chunk boundaries and empty lines included")
    func sameAsWhole() throws {
        for round in 0..<6 {
            // Lines of lengths around the 64 KiB chunk, and runs of empty lines, the same files at every run.
            let lengths = [1, 70_000, 3, 65_535, 65_536, 0, 0, 131_072, 12, 65_537].map { ($0 + round * 7) % 140_000 }
            let text =
                lengths.enumerated().map { index, length in
                    String(repeating: Character(UnicodeScalar(UInt8(65 + index))), count: length)
                }.joined(separator: round.isMultiple(of: 2) ? "\n" : "\n\n") + (round == 3 ? "" : "\n")
            let path = folder.file("lines-\(round)")
            folder.write("lines-\(round)", Data(text.utf8))
            let expected = lines(text)
            #expect(try LineScan.count(path) == expected.count)
            for (index, line) in expected.enumerated() {
                #expect(
                    try LineScan.line(index, in: path).map { String(decoding: $0, as: UTF8.self) } == line,
                    "round \(round), line \(index)")
            }
            #expect(try LineScan.line(expected.count, in: path) == nil)
            #expect(try LineScan.count(path, upTo: 2) == min(2, expected.count))
        }
    }

    @Test(
        "A line whose newline is the last byte of a 64 KiB chunk, or the first of the next, ends there: the next is a line of its own",
        arguments: [65_535, 65_536])
    func lineEndingAtAChunkBoundary(length: Int) throws {
        let path = folder.file("boundary")
        folder.write("boundary", Data((String(repeating: "a", count: length) + "\nnext\nlast\n").utf8))
        #expect(try LineScan.count(path) == 3)
        #expect(try LineScan.line(0, in: path)?.count == length)
        #expect(try LineScan.line(1, in: path) == Data("next".utf8) && LineScan.line(2, in: path) == Data("last".utf8))
    }

    @Test("A missing file holds no lines; a file larger than the most read is read from its end, its cut line left out")
    func edges() throws {
        #expect(try LineScan.count(folder.file("none")) == 0 && LineScan.line(0, in: folder.file("none")) == nil)
        let line = String(repeating: "x", count: 99) + "\n"
        let count = (16 << 20) / 100 + 10
        folder.write("big", Data(String(repeating: line, count: count).utf8))
        #expect(try LineScan.count(folder.file("big")) == (16 << 20) / 100)
    }
}
