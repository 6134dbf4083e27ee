import QuoteModel
import QuotePlatform

/// The lines of a file of quote records, counted but not kept: a pick among five thousand saved quotes reads
/// the file twice through a small buffer (to count, then to find the line drawn) and decodes the one it shows.
package struct RecordLines: Sendable {
    private let path: String

    /// How many lines there are, records or not.
    package let count: Int

    /// The lines of the file at `path`; none when it cannot be read.
    init(path: String) {
        self.path = path
        count = (try? LineScan.count(path)) ?? 0
    }

    /// The record on line `index` (from 0); `nil` when that line is not one `quote` would write.
    package func record(at index: Int) -> QuoteRecord? {
        (try? LineScan.line(index, in: path)).flatMap { $0 }.flatMap(QuoteRecord.init(line:))
    }
}
