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

    private let lines: RecordLines

    /// Finds the lines of the saved quotes at `path`; each is decoded when it is picked.
    ///
    /// - Throws: ``SourceError/noSavedQuotes`` when the file is missing, empty or unreadable.
    init(path: String?) throws(SourceError) {
        guard let lines = path.map({ SavedStore(path: $0).lines() }), lines.count > 0 else { throw .noSavedQuotes }
        self.lines = lines
    }

    package var count: Int { lines.count }

    /// The saved quote on line `index`; a line that is not one (added by hand, torn) is drawn again.
    package func entry(at index: Int) throws(SourceError) -> LocalEntry {
        guard let record = lines.record(at: index) else { return .unusable }
        return .quote(record.quote, SourceLabel(name: Self.source.name))
    }

    /// Every line decoded, for filters or when drawing kept meeting lines that are not quotes.
    ///
    /// - Throws: ``SourceError/noSavedQuotes`` when no line is a saved quote.
    package func entries(for filter: QuoteFilter) throws(SourceError) -> [LocalEntry] {
        var entries: [LocalEntry] = []
        for index in 0..<count { entries.append(try entry(at: index)) }
        guard entries.contains(where: { $0.quote != nil }) else { throw .noSavedQuotes }
        return entries
    }
}
