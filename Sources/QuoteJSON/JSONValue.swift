import QuotePlatform

/// Any JSON value: what an API's answer, a file `quote` keeps, or a line of one is read into, and what `quote config
/// --json` writes for each setting.
package indirect enum JSONValue: Equatable, Sendable {
    /// `null`.
    case null
    /// `true` or `false`.
    case boolean(Bool)
    /// A number that fits an `Int`.
    case integer(Int)
    /// Any other number.
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object.
    case object([String: JSONValue])

    /// The value as one line of JSON, keys sorted, safe on a terminal (``JSONText``): what `--json` writes for a
    /// list, a line each, and `quote config --json` for its report.
    package var jsonLine: String {
        switch self {
        case .null: "null"
        case .boolean(let value): value ? "true" : "false"
        case .integer(let value): String(value)
        case .number(let value): JSONText.number(value)
        case .string(let value): JSONText.string(value)
        case .array(let values): "[" + values.map { $0.jsonLine }.joined(separator: ",") + "]"
        case .object(let members): JSONText.object(members.map { ($0.key, $0.value.jsonLine) })
        }
    }

    /// What kind of value this is, for messages.
    package var kind: Kind {
        switch self {
        case .null: .null
        case .boolean: .boolean
        case .integer: .wholeNumber
        case .number: .decimalNumber
        case .string: .string
        case .array: .array
        case .object: .object
        }
    }

    /// The kinds of JSON value, as messages name them.
    package enum Kind: Sendable, CaseIterable {
        case null, boolean, wholeNumber, decimalNumber, string, array, object
    }
}
