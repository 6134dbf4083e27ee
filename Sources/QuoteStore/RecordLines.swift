import QuoteModel
import QuotePlatform

/// The lines of a file of quote records, found but not decoded: a pick among five thousand saved quotes
/// decodes the one it shows, not the other 4,999.
package struct RecordLines: Sendable {
    private let data: Data
    private let lines: [Range<Data.Index>]

    /// The lines of `data`, found but not copied.
    init(_ data: Data) {
        self.data = data
        lines = JSONLines.lineRanges(of: data)
    }

    /// How many lines there are, records or not.
    package var count: Int { lines.count }

    /// The record on line `index` (from 0); `nil` when that line is not one `quote` would write.
    package func record(at index: Int) -> QuoteRecord? {
        QuoteRecord(line: data[lines[index]])
    }
}
