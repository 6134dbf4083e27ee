/// A source the user defines in the config file: a URL, optional request headers, and where the quote's
/// fields are in the JSON answer, as JSON Pointers (RFC 6901).
package struct CustomSourceDefinition: Equatable, Sendable {
    /// The name it is used by, as a built-in source's.
    package var name: String
    /// Where to fetch from.
    package var url: URL
    /// Request header fields, sorted by name (an API key, say).
    package var headers: [String: String]
    /// Where the content is; required.
    package var content: JSONPointer
    /// Where the author is; required.
    package var author: JSONPointer
    /// Where the id is.
    package var id: JSONPointer?
    /// Where the description is.
    package var description: JSONPointer?
    /// Where the link is.
    package var link: JSONPointer?

    private static let keys: Set<String> = ["url", "headers", "content", "author", "id", "description", "link"]

    /// Reads `[sources.NAME]`.
    init(name: String, table: TOMLTable, path: String) throws(ConfigError) {
        let fail = { (line: Int?, problem: String) in ConfigError(path: path, line: line ?? table.line, "sources.\(name): \(problem)") }
        guard !name.isEmpty, name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" }) else {
            throw fail(nil, "a source's name takes letters, digits, '-' and '_'")
        }
        guard !SourceName.builtIn.contains(name) else { throw fail(nil, "'\(name)' is a built-in source; choose another name") }
        if let unknown = table.entries.first(where: { !Self.keys.contains($0.key) }) {
            throw fail(unknown.line, "unknown key '\(unknown.key)' (known: url, headers, content, author, id, description, link)")
        }
        func string(_ key: String) throws(ConfigError) -> String? {
            guard let value = table[key] else { return nil }
            guard let text = value.string else { throw fail(table.line(of: key), "'\(key)' must be a string, not \(value.kind)") }
            return text
        }
        func pointer(_ key: String) throws(ConfigError) -> JSONPointer? {
            guard let text = try string(key) else { return nil }
            do {
                return try JSONPointer(text)
            } catch {
                throw fail(table.line(of: key), "'\(key)' is not a JSON Pointer: \(error.problem)")
            }
        }
        guard let urlText = try string("url") else { throw fail(nil, "'url' is missing") }
        do {
            url = try ValueKind.url.parse(urlText)
        } catch {
            throw fail(table.line(of: "url"), error.message(name: "'url'", value: urlText))
        }
        guard let content = try pointer("content") else { throw fail(nil, "'content' (a JSON Pointer) is missing") }
        guard let author = try pointer("author") else { throw fail(nil, "'author' (a JSON Pointer) is missing") }
        self.name = name
        self.content = content
        self.author = author
        id = try pointer("id")
        description = try pointer("description")
        link = try pointer("link")
        headers = [:]
        switch table["headers"] {
        case nil: break
        case .table(let fields):
            for field in fields.entries {
                guard let value = field.value.string else { throw fail(field.line, "header '\(field.key)' must be a string") }
                guard field.key.unicodeScalars.allSatisfy(\.isHeaderNameCharacter), !field.key.isEmpty else {
                    throw fail(field.line, "'\(field.key)' is not a header name")
                }
                guard value.unicodeScalars.allSatisfy({ $0 == "\t" || !($0.value < 0x20 || $0.value == 0x7F) }) else {
                    throw fail(field.line, "header '\(field.key)' holds a control character")
                }
                headers[field.key] = value
            }
        case .some(let other): throw fail(table.line(of: "headers"), "'headers' must be a table, not \(other.kind)")
        }
    }
}

extension Unicode.Scalar {
    /// Whether it may be part of an HTTP field name (RFC 9110's `tchar`).
    fileprivate var isHeaderNameCharacter: Bool {
        switch value {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        default: "!#$%&'*+-.^_`|~".unicodeScalars.contains(self)
        }
    }
}
