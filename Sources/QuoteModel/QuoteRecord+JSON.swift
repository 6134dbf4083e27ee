import QuoteJSON
import QuotePlatform

/// A record as JSON: one flat object, the shape of `--json`'s output and of every line of the cache, the history,
/// the saved quotes and the pools, and of a window's kept choice. Written and read here only, by one list of keys.
extension QuoteRecord {
    /// The keys of a record's object, as written and read.
    enum Key: String {
        case id, content, translation, author, authorTitle, description, link, source, fetchedAt, fallback
    }

    /// The record on one line of a file `quote` wrote: the object ``jsonLine`` writes, its keys in any order, with
    /// or without others; `nil` when the line is not JSON, not such an object, or its quote is one `quote` would not
    /// show (``validated``).
    ///
    /// Read member by member, the object never built: the line is read as any JSON is (``JSONValue``), thousands of
    /// times when `quote saved` lists its quotes.
    package init?(line: Data) {
        var fields = Fields()
        guard (try? JSONValue.forEachMember(of: line) { fields.take($0, $1) }) != nil, let record = fields.record else {
            return nil
        }
        self = record
    }

    /// The values of a record's keys, as they are met; the first of a key given twice is kept: a record read member
    /// by member from within another object (a window's kept choice).
    package struct Fields {
        // A place each, not a dictionary: a history read for `recentQuotes` takes twenty records a run, and hashing
        // every key was a fifth of that. Nor an array, nor `Key(rawValue:)`: the runtime made the array's storage type
        // and the table of names that searches at every run reading a record, a twentieth of a kept `quote today`.
        private var id, content, translation, author, authorTitle, description, link, source, fetchedAt, fallback: JSONValue?

        /// No values yet.
        package init() {}

        /// Keeps a member's value: the first of a key given twice, nothing of a key a record does not have.
        package mutating func take(_ key: String, _ value: JSONValue) {
            func keep(_ place: inout JSONValue?) {
                if place == nil { place = value }
            }
            switch key {
            case Key.id.rawValue: keep(&id)
            case Key.content.rawValue: keep(&content)
            case Key.translation.rawValue: keep(&translation)
            case Key.author.rawValue: keep(&author)
            case Key.authorTitle.rawValue: keep(&authorTitle)
            case Key.description.rawValue: keep(&description)
            case Key.link.rawValue: keep(&link)
            case Key.source.rawValue: keep(&source)
            case Key.fetchedAt.rawValue: keep(&fetchedAt)
            case Key.fallback.rawValue: keep(&fallback)
            default: break
            }
        }

        /// The record, validated; `nil` when a key a record needs is missing, or a value is of the wrong kind.
        package var record: QuoteRecord? {
            /// An optional string: absent, `null`, or text; `nil` for any other kind.
            func text(_ value: JSONValue?) -> String?? {
                switch value {
                case nil, .null?: .some(nil)
                case .string(let text)?: .some(text)
                default: nil
                }
            }
            guard case .string(let content)? = self.content, case .string(let label)? = source,
                case .string(let stamp)? = self.fetchedAt, let fetchedAt = Timestamp.date(from: stamp),
                let author = text(self.author), let description = text(self.description), let link = text(self.link),
                let translation = text(self.translation), let authorTitle = text(self.authorTitle)
            else { return nil }
            let id: QuoteID?
            switch self.id {
            case nil, .null?: id = nil
            case .integer(let number)?: id = .number(number)
            case .string(let text)?: id = .text(text)
            default: return nil
            }
            let fallback: Bool
            switch self.fallback {
            case nil, .null?: fallback = false
            case .boolean(let value)?: fallback = value
            // The mark an earlier version wrote in its cache.
            case .integer(let number)?: fallback = number == 1
            default: return nil
            }
            // A record written before translations and titles were read apart has neither: its content and author are
            // read as they were written.
            let quote = Quote(
                id: id, content: content, translation: translation?.nonBlank, author: author,
                authorTitle: author == nil ? nil : authorTitle?.nonBlank, description: description, link: link)
            return QuoteRecord(quote: quote, source: SourceLabel(label), fetchedAt: fetchedAt, fallback: fallback).validated
        }
    }

    /// The record as one line of JSON, without the newline: what `--json`, the cache and each history line hold.
    ///
    /// One flat object, keys sorted; absent `id`, `translation`, `author`, `authorTitle`, `description` and `link`
    /// are written as `null`, not left out, so that every output has the same keys; `fallback` only when it is true. Exact and still safe on a
    /// terminal (``JSONText``), and written by hand, so there is no failure to stand in for.
    package var jsonLine: String { jsonLine(members: []) }

    /// The record as `--json` prints it: with its number in a list, if any, its source's attribution
    /// (`attribution`, `null` for a source whose terms ask for none), and the languages of its content and its
    /// translation (`lang`, `translationLang`: ``QuoteLanguage``, Latin taken to be `declared`, the source's
    /// language, in the content; `null` where the script says nothing, or there is no translation).
    package func jsonLine(number: Int?, attribution: Attribution?, declared: String? = nil) -> String {
        func code(_ language: String?) -> String { language.map(JSONText.string) ?? "null" }
        let languages = [
            ("lang", code(QuoteLanguage.of(quote.content, declared: declared))),
            ("translationLang", code(quote.translation.flatMap { QuoteLanguage.of($0) })),
        ]
        return jsonLine(
            members: [("attribution", attribution?.json ?? "null")] + languages
                + (number.map { [("number", String($0))] } ?? []))
    }

    /// The record's members and `extra`, as one line of JSON.
    private func jsonLine(members extra: [(key: String, value: String)]) -> String {
        func optional(_ text: String?) -> String { text.map(JSONText.string) ?? "null" }
        let id: String =
            switch quote.id {
            case .number(let number)?: String(number)
            case .text(let text)?: JSONText.string(text)
            case nil: "null"
            }
        let members: [(Key, String)] = [
            (.id, id), (.content, JSONText.string(quote.content)), (.translation, optional(quote.translation)),
            (.author, optional(quote.author)), (.authorTitle, optional(quote.authorTitle)),
            (.description, optional(quote.description)), (.link, optional(quote.link)),
            (.source, JSONText.string(source.description)), (.fetchedAt, JSONText.string(Timestamp.string(from: fetchedAt))),
        ]
        return JSONText.object(
            members.map { ($0.0.rawValue, $0.1) } + (fallback ? [(Key.fallback.rawValue, "true")] : []) + extra)
    }
}
