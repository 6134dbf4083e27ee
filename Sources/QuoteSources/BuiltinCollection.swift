import QuoteMessages
import QuoteModel
import QuotePlatform

/// The built-in collection, as a local source: `--source builtin`, or `--offline`.
package struct BuiltinCollection: LocalCollection {
    /// The source, as `--source builtin` names it.
    package static let source = SourceDescriptor(
        name: "builtin", kind: .local { _ in BuiltinCollection() },
        summary: Phrase("the built-in collection, no network (--offline)", korean: "내장 명언집, 네트워크 불필요 (--offline)"))

    package var count: Int { BuiltinCollection.quotes.count }

    package func entry(at index: Int) throws(SourceError) -> LocalEntry {
        .quote(BuiltinCollection.quotes[index], SourceLabel(name: Self.source.name))
    }

    /// The quote of `window` (a day's is the quote of the day) among the entries that pass `filter`; `nil` when none
    /// passes.
    ///
    /// Chosen by a stable hash of where the window starts (FNV-1a of `2026-11-23`, of `2026-11-25T10:15`): the same
    /// quote for everyone in that window, in any time zone, and from one window to the next picks unrelated to each
    /// other and to the collection's order.
    package static func quote(of window: TimeWindow, matching filter: QuoteFilter) -> Quote? {
        let candidates = BuiltinCollection.quotes.filter { filter.matches($0) }
        guard !candidates.isEmpty else { return nil }
        return candidates[Int(StableHash.fnv1a(window.description) % UInt64(candidates.count))]
    }
}
