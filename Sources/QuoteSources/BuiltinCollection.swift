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

    /// The built-in quote of `day`, among the entries that pass `filter`; `nil` when none passes.
    ///
    /// Chosen by a stable hash of the date (FNV-1a of `2026-11-23`), not Swift's `Hasher`, which is seeded anew
    /// in every process: the same quote for everyone on that date, in any time zone, and on consecutive days
    /// picks unrelated to each other and to the collection's order.
    package static func quoteOfTheDay(_ day: LocalDay, matching filter: QuoteFilter) -> Quote? {
        quote(of: day.description, matching: filter)
    }

    /// The quote of a window of time named `window` (a ``TimeWindow``'s description: a day's is the quote of the
    /// day) among those that pass `filter`.
    package static func quote(of window: String, matching filter: QuoteFilter) -> Quote? {
        let candidates = BuiltinCollection.quotes.filter { filter.matches($0) }
        guard !candidates.isEmpty else { return nil }
        return candidates[Int(fnv1a(window) % UInt64(candidates.count))]
    }

    /// The 64-bit FNV-1a hash of `text`'s UTF-8 bytes.
    package static func fnv1a(_ text: String) -> UInt64 {
        text.utf8.reduce(0xcbf2_9ce4_8422_2325) { hash, byte in (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    }
}
