import QuoteJSON
import QuoteModel
import QuotePlatform
import QuoteSources

/// Reads a `[sources.NAME]` table of the config file into a ``CustomSourceSpec``: a URL, optional request
/// headers, where the quote's fields are in the JSON answer, as JSON Pointers (and where the list of them is, for
/// an answer of many: `items`), and its request budget (`rate`).
package enum CustomSourceReader {
    /// The keys a source's table takes.
    package static let keys = [
        "url", "today", "headers", "content", "author", "id", "description", "link", "items", "rate", "lang",
    ]

    /// The spec in `table`, for the source called `name`.
    ///
    /// - Parameter builtIn: the built-in sources' names, which a source of one's own may not take.
    /// - Throws: ``ConfigError`` naming the line and the problem.
    package static func read(name: String, table: TOMLTable, path: String, builtIn: [SourceName]) throws(ConfigError)
        -> CustomSourceSpec
    {
        let fail = { (line: Int?, problem: SourceProblem) in
            ConfigError(path: path, line: line ?? table.line, .source(name, problem))
        }
        guard !name.isEmpty,
            name.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-" || $0 == "_" })
        else {
            throw fail(nil, .badName)
        }
        guard !builtIn.contains(SourceName(name)) else { throw fail(nil, .builtInName) }
        if let unknown = table.entries.first(where: { !keys.contains($0.key) }) {
            throw fail(unknown.line, .unknownKey(unknown.key, known: keys))
        }
        func string(_ key: String) throws(ConfigError) -> String? {
            guard let value = table[key] else { return nil }
            guard let text = value.string else { throw fail(table.line(of: key), .notAString(key, value.kind)) }
            return text
        }
        func pointer(_ key: String) throws(ConfigError) -> JSONPointer? {
            guard let text = try string(key) else { return nil }
            do {
                return try JSONPointer(text)
            } catch {
                throw fail(table.line(of: key), .notAPointer(key, error))
            }
        }
        func webURL(_ key: String) throws(ConfigError) -> URL? {
            guard let text = try string(key) else { return nil }
            do {
                return try ValueKind.url.parse(text)
            } catch {
                throw fail(table.line(of: key), .badURL(text, error))
            }
        }
        guard let url = try webURL("url") else { throw fail(nil, .missing("url")) }
        guard let content = try pointer("content") else { throw fail(nil, .missing("content")) }
        guard let author = try pointer("author") else { throw fail(nil, .missing("author")) }
        var headers: [String: String] = [:]
        switch table["headers"] {
        case nil: break
        case .table(let fields):
            for field in fields.entries {
                guard let value = field.value.string else { throw fail(field.line, .headerNotAString(field.key)) }
                guard !field.key.isEmpty, field.key.unicodeScalars.allSatisfy({ $0.isHeaderNameCharacter }) else {
                    throw fail(field.line, .notAHeaderName(field.key))
                }
                guard value.unicodeScalars.allSatisfy({ $0 == "\t" || !($0.value < 0x20 || $0.value == 0x7F) }) else {
                    throw fail(field.line, .headerHoldsControl(field.key))
                }
                headers[field.key] = value
            }
        case .some(let other): throw fail(table.line(of: "headers"), .headersNotATable(other.kind))
        }
        var rate: RequestBudget?
        if let text = try string("rate") {
            guard let budget = RequestBudget(rate: text) else { throw fail(table.line(of: "rate"), .badRate(text)) }
            rate = budget
        }
        var language: String?
        if let text = try string("lang") {
            do {
                language = try ValueKind.language.parse(text)
            } catch {
                throw fail(table.line(of: "lang"), .badLanguage(text))
            }
        }
        return CustomSourceSpec(
            name: SourceName(name), url: url, headers: headers, content: content, author: author, id: try pointer("id"),
            description: try pointer("description"), link: try pointer("link"), items: try pointer("items"), rate: rate,
            today: try webURL("today"), language: language)
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
