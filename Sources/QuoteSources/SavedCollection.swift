import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteStore

/// The saved quotes, as a local collection (`--source saved`).
package struct SavedCollection: LocalCollection {
    /// The source, as `--source saved` names it.
    package static let source = SourceDescriptor(
        name: "saved", kind: .local { places throws(SourceError) in try SavedCollection(path: places.locations.saved) },
        summary: Phrase("your saved quotes (quote save)", korean: "저장한 명언 (quote save)"))

    private let records: [QuoteRecord]

    /// Reads the saved quotes at `path`.
    ///
    /// - Throws: ``SourceError/noSavedQuotes`` when none are saved.
    init(path: String?) throws(SourceError) {
        records = path.map { SavedStore(path: $0).list() } ?? []
        guard !records.isEmpty else { throw .noSavedQuotes }
    }

    package var count: Int { records.count }

    package func entry(at index: Int) throws(SourceError) -> LocalEntry {
        .quote(records[index].quote, SourceLabel(name: Self.source.name))
    }
}
