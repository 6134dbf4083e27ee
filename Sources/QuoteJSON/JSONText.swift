import QuotePlatform

/// JSON written by hand, safe to print and exact.
///
/// Strings and numbers as `JSONEncoder` writes them (sorted keys, slashes unescaped), and every character a
/// terminal acts on escaped, so that a line of JSON decodes to the same values. Writing cannot fail, so no
/// output ever stands in for one that could not be made.
package enum JSONText {
    /// `text` as a JSON string, quotes included.
    ///
    /// `"` and `\` are escaped, so are C0 controls (`\n`, `\t` and the others as `JSONEncoder` writes them), and
    /// so is every other character that ``Unicode/Scalar/isSafeOnTerminal`` turns down (DEL, C1 controls,
    /// bidirectional overrides and isolates) as `\uXXXX`.
    package static func string(_ text: String) -> String {
        // Most text has nothing to escape: then it goes in whole, not a scalar at a time.
        guard text.unicodeScalars.contains(where: needsEscape) else { return "\"" + text + "\"" }
        var result = "\""
        result.reserveCapacity(text.utf8.count + 2)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case "\u{8}": result += "\\b"
            case "\u{C}": result += "\\f"
            case _ where needsEscape(scalar):
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Whether `scalar` is written escaped: a quote, a backslash, a C0 control, or what a terminal acts on.
    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\"" || scalar == "\\" || scalar.value < 0x20 || !scalar.isSafeOnTerminal
    }

    /// A number as JSON writes it: whole numbers without a fraction (`1`, not `1.0`), others in their shortest
    /// exact form (`1.5`, `1e+30`); JSON has no infinity or NaN, so those are `null`.
    package static func number(_ value: Double) -> String {
        guard value.isFinite else { return "null" }
        if value == value.rounded(), abs(value) < 9_007_199_254_740_992 { return String(Int64(value)) }
        return "\(value)"
    }

    /// An object of already written values, its keys sorted.
    package static func object(_ members: [(key: String, value: String)]) -> String {
        "{" + members.sorted { $0.key < $1.key }.map { string($0.key) + ":" + $0.value }.joined(with: ",") + "}"
    }
}
