/// Any JSON value, for sources whose answer's shape the user describes with JSON Pointers.
package indirect enum JSONValue: Decodable, Equatable, Sendable {
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

    package init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .boolean(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// What kind of value this is, for messages: "a number", "an object".
    package var kind: String {
        switch self {
        case .null: "null"
        case .boolean: "a boolean"
        case .integer: "a whole number"
        case .number: "a decimal number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }
}

/// A JSON Pointer (RFC 6901), such as `/0/q`: where a value is in a JSON document.
package struct JSONPointer: Equatable, Sendable, CustomStringConvertible {
    /// The pointer as written.
    package let description: String
    /// Its reference tokens, unescaped (`~1` is `/`, `~0` is `~`).
    let tokens: [String]

    /// Parses `text`: empty (the whole document) or `/`-separated tokens.
    ///
    /// - Throws: ``ValueError`` when it does not start with `/`, or holds a `~` not followed by 0 or 1.
    package init(_ text: String) throws(ValueError) {
        description = text
        guard !text.isEmpty else {
            tokens = []
            return
        }
        guard text.hasPrefix("/") else { throw ValueError("it must start with '/'", quotesValue: false) }
        var tokens: [String] = []
        for raw in text.dropFirst().split(separator: "/", omittingEmptySubsequences: false) {
            var token = ""
            var characters = raw.makeIterator()
            while let character = characters.next() {
                guard character == "~" else {
                    token.append(character)
                    continue
                }
                switch characters.next() {
                case "0": token.append("~")
                case "1": token.append("/")
                default: throw ValueError("'~' must be followed by 0 or 1", quotesValue: false)
                }
            }
            tokens.append(token)
        }
        self.tokens = tokens
    }

    /// The value the pointer finds in `document`, or `nil` when it finds nothing.
    package func resolve(in document: JSONValue) -> JSONValue? {
        var current = document
        for token in tokens {
            switch current {
            case .object(let members):
                guard let next = members[token] else { return nil }
                current = next
            case .array(let items):
                // Array indexes are decimal, without leading zeros.
                guard let index = Int(token), index >= 0, token == String(index), index < items.count else { return nil }
                current = items[index]
            default:
                return nil
            }
        }
        return current
    }
}
