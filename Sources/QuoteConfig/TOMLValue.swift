import QuotePlatform

/// A value in the config file.
package enum TOMLValue: Equatable, Sendable {
    /// `"text"` or `'text'`.
    case string(String)
    /// `42`, `-7`, `1_000`.
    case integer(Int)
    /// `2.5`, `1e3`.
    case decimal(Double)
    /// `true` or `false`.
    case boolean(Bool)
    /// `[a, b]`, on one line.
    case array([TOMLValue])
    /// `{ k = v }`, or the keys under a `[table]` header.
    case table(TOMLTable)

    /// The string, if this is one.
    package var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    /// The value as a message quotes it: a string's text, a number's digits, `true`, a list's items with commas.
    package var asWritten: String {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .decimal(let number): String(number)
        case .boolean(let value): value ? "true" : "false"
        case .array(let items): items.map { $0.asWritten }.joined(separator: ",")
        case .table: "{…}"
        }
    }

    /// The boolean, if this is one.
    package var boolean: Bool? {
        if case .boolean(let value) = self { return value }
        return nil
    }

    /// An array of strings, if this is one.
    package var stringArray: [String]? {
        guard case .array(let items) = self else { return nil }
        let strings = items.compactMap { $0.string }
        return strings.count == items.count ? strings : nil
    }

    /// What kind of value this is, for messages.
    package var kind: Kind {
        switch self {
        case .string: .string
        case .integer: .integer
        case .decimal: .decimal
        case .boolean: .boolean
        case .array: .array
        case .table: .table
        }
    }

    /// The kinds of value, as messages name them.
    package enum Kind: Sendable, CaseIterable {
        case string, integer, decimal, boolean, array, table
    }
}
