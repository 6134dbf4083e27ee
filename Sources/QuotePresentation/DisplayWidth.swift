import QuotePlatform

/// How many terminal columns text takes, by Unicode's data (``DisplayWidthTable``, generated from the
/// Unicode Character Database): East Asian wide and fullwidth characters and emoji two, combining marks,
/// format and control characters none, the rest one; a grapheme cluster at most two.
package enum DisplayWidth {
    /// The Unicode version the widths come from.
    package static var unicodeVersion: String { DisplayWidthTable.unicodeVersion }

    /// The columns a string takes.
    package static func of(_ text: some StringProtocol) -> Int {
        // Printable ASCII, one column a byte, needs no look at grapheme clusters or the tables.
        if text.utf8.allSatisfy({ (0x20...0x7E).contains($0) }) { return text.utf8.count }
        return text.reduce(0) { $0 + of($1) }
    }

    /// The columns one grapheme cluster takes: 0, 1 or 2.
    ///
    /// An emoji sequence (ZWJ, skin tones, flags) takes its first scalar's width, which is two for emoji
    /// shown as pictures; a text-style emoji followed by VS16 (U+FE0F), as a keycap, is shown as a picture too.
    package static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let firstWidth = of(first)
        if firstWidth == 2 || (scalars.contains("\u{FE0F}") && contains(DisplayWidthTable.emoji, first.value)) { return 2 }
        return min(2, scalars.reduce(0) { $0 + of($1) })
    }

    /// The columns one scalar takes on its own.
    package static func of(_ scalar: Unicode.Scalar) -> Int {
        if contains(DisplayWidthTable.zero, scalar.value) { return 0 }
        return contains(DisplayWidthTable.wide, scalar.value) ? 2 : 1
    }

    /// Whether `value` is in one of the sorted, disjoint `ranges`.
    private static func contains(_ ranges: [ClosedRange<UInt32>], _ value: UInt32) -> Bool {
        var low = 0
        var high = ranges.count
        while low < high {
            let middle = (low + high) / 2
            if ranges[middle].upperBound < value {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low < ranges.count && ranges[low].contains(value)
    }
}
