import QuoteModel

/// The offline collection, as a local source: `--source builtin`, or `--offline`.
package struct BuiltinCollection: LocalCollection {
    /// The source, as `--source builtin` names it.
    package static let source = SourceDescriptor(
        name: "builtin", kind: .local { _ in BuiltinCollection() }, summary: "the built-in collection, no network (--offline)")

    package var count: Int { OfflineCollection.quotes.count }

    package func entry(at index: Int) throws(SourceError) -> LocalEntry {
        .quote(OfflineCollection.quotes[index], SourceLabel(name: Self.source.name))
    }
}
