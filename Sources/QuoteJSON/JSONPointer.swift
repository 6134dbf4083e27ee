import QuotePlatform

/// A JSON Pointer (RFC 6901), such as `/0/q`: where a value is in a JSON document.
package struct JSONPointer: Equatable, Sendable, CustomStringConvertible {
    /// The pointer as written.
    package let description: String
    /// Its reference tokens, unescaped (`~1` is `/`, `~0` is `~`).
    package let tokens: [String]

    /// Why text is not a JSON Pointer.
    package enum SyntaxError: Error, Equatable, Sendable {
        /// It is not empty and does not start with `/`.
        case noLeadingSlash
        /// A `~` is not followed by `0` or `1`.
        case badTilde
    }

    /// Parses `text`: empty (the whole document) or `/`-separated tokens.
    ///
    /// - Throws: ``JSONPointer/SyntaxError`` when it does not start with `/`, or holds a `~` not followed by 0 or 1.
    package init(_ text: String) throws(SyntaxError) {
        description = text
        guard !text.isEmpty else {
            tokens = []
            return
        }
        guard text.hasPrefix("/") else { throw .noLeadingSlash }
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
                default: throw .badTilde
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
