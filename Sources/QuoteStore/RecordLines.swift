import QuoteModel
import QuotePlatform

/// The lines of a file of quote records, found but not decoded: a pick among five thousand saved quotes
/// decodes the one it shows, not the other 4,999.
package struct RecordLines: Sendable {
    private let lines: [Data]

    init(_ lines: [Data]) {
        self.lines = lines
    }

    /// How many lines there are, records or not.
    package var count: Int { lines.count }

    /// The record on line `index` (from 0); `nil` when that line is not one `quote` would write.
    package func record(at index: Int) -> QuoteRecord? {
        QuoteRecord(line: lines[index])
    }
}
