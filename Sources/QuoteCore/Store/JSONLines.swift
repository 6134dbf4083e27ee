/// A file of quote records, one JSON object per line: the history and the saved quotes.
///
/// Reading skips what is not a record `quote` would write (a line torn by a crash, a line someone else
/// added), never failing on it.
enum JSONLines {
    /// The largest such file read.
    static let maximumSize = 16 << 20

    /// One line of the file: the record it holds, if it holds one.
    struct Line {
        var text: Substring
        var record: QuoteRecord?
    }

    /// The file's lines, or none when it is missing or unreadable.
    static func read(_ path: String) -> [Line] {
        guard let data = try? FileReader.read(path, limit: maximumSize) else { return [] }
        let decoder = QuoteRecord.makeDecoder()
        return String(decoding: data, as: UTF8.self).split(separator: "\n").map { text in
            Line(text: text, record: (try? decoder.decode(QuoteRecord.self, from: Data(text.utf8)))?.validated)
        }
    }

    /// The records in the file, in order.
    static func records(_ path: String) -> [QuoteRecord] {
        read(path).compactMap(\.record)
    }

    /// The text of a file holding `lines`.
    static func text(_ lines: [String]) -> Data {
        Data(lines.map { $0 + "\n" }.joined().utf8)
    }
}
