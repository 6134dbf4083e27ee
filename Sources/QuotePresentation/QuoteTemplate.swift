import QuoteModel
import QuotePlatform

/// A user's output template (`--format`): text with `{field}` placeholders, for a tmux status line or a prompt.
///
/// Placeholders: `{content}`, `{translation}`, `{lang}`, `{translationLang}`, `{author}` (the name),
/// `{authorTitle}`, `{description}`, `{link}`, `{source}`, `{id}`, `{fetchedAt}` (ISO 8601, UTC), `{date}` (the
/// local date it was fetched), `{number}` (an entry's number in `history` or `saved`) and `{attribution}`; an
/// absent field prints nothing. `\n` and `\t` are a newline
/// and a tab, `\\` a backslash, `{{` and `}}` literal braces. Field values are sanitized like text output; the
/// template's own text is the user's and is kept as written.
package struct QuoteTemplate: Equatable, Sendable {
    /// A field a placeholder names.
    package enum Field: String, CaseIterable, Sendable {
        /// The quote itself.
        case content
        /// Its translation, given after it by its source.
        case translation
        /// The language of the content, a two-letter code.
        case lang
        /// The language of the translation.
        case translationLang
        /// Who said it: the name.
        case author
        /// What the source says the author was, given after the name.
        case authorTitle
        /// The note about it.
        case description
        /// The link to more.
        case link
        /// Where it came from: the source's name and URL or file.
        case source
        /// The source's id for it.
        case id
        /// When it was fetched, ISO 8601 in UTC.
        case fetchedAt
        /// The local date it was fetched.
        case date
        /// Its number in the history or the saved quotes, as their lists show it; nothing for a single quote.
        case number
        /// What its source's terms ask to be said with it (words and link); nothing for a source that asks nothing.
        case attribution

        /// The placeholder that names it: `{content}`.
        package var placeholder: String { "{\(rawValue)}" }
    }

    /// Why text is not a template.
    package enum SyntaxError: Error, Equatable, Sendable {
        /// A `{` with no `}` after it.
        case unclosedBrace
        /// A `}` that closes nothing.
        case strayBrace
        /// A placeholder that names no field, such as `{name}`: the name.
        case unknownPlaceholder(String)
    }

    private enum Part: Equatable, Sendable {
        case literal(String)
        case field(Field)
    }

    /// The template as the user wrote it.
    package let text: String
    private let parts: [Part]

    /// Parses `text`.
    ///
    /// - Throws: ``SyntaxError`` naming an unknown placeholder or a stray brace.
    package init(_ text: String) throws(SyntaxError) {
        self.text = text
        var parts: [Part] = []
        var literal = ""
        var rest = text[...]
        while let character = rest.popFirst() {
            switch character {
            case "\\":
                switch rest.first {
                case "n": literal.append("\n")
                case "t": literal.append("\t")
                case "\\": literal.append("\\")
                default:
                    literal.append("\\")
                    continue
                }
                rest.removeFirst()
            case "{" where rest.first == "{", "}" where rest.first == "}":
                literal.append(character)
                rest.removeFirst()
            case "{":
                guard let close = rest.firstIndex(of: "}"), !rest[..<close].contains("{") else {
                    throw .unclosedBrace
                }
                let name = String(rest[..<close])
                guard let field = Field(rawValue: name) else { throw .unknownPlaceholder(name) }
                if !literal.isEmpty { parts.append(.literal(literal)) }
                literal = ""
                parts.append(.field(field))
                rest = rest[rest.index(after: close)...]
            case "}":
                throw .strayBrace
            default:
                literal.append(character)
            }
        }
        if !literal.isEmpty { parts.append(.literal(literal)) }
        self.parts = parts
    }

    /// The template filled in with `record`, fields sanitized; `day` is the local date it was fetched, `number`
    /// its number in a list, `declared` the language its source says its quotes are in.
    package func render(
        _ record: QuoteRecord, day: LocalDay, number: Int? = nil, attribution: Attribution? = nil, declared: String? = nil
    ) -> String {
        parts.map { part in
            switch part {
            case .literal(let text): text
            case .field(let field):
                TerminalSanitizer.sanitize(
                    value(of: field, in: record, day: day, number: number, attribution: attribution, declared: declared) ?? "")
            }
        }.joined()
    }

    private func value(
        of field: Field, in record: QuoteRecord, day: LocalDay, number: Int?, attribution: Attribution?, declared: String?
    ) -> String? {
        switch field {
        case .content: record.quote.content
        case .translation: record.quote.translation
        case .lang: QuoteLanguage.of(record.quote.content, declared: declared)
        case .translationLang: record.quote.translation.flatMap { QuoteLanguage.of($0) }
        case .author: record.quote.author
        case .authorTitle: record.quote.authorTitle
        case .description: record.quote.description
        case .link: record.quote.link
        case .source: record.source.description
        case .id: record.quote.id?.description
        case .fetchedAt: record.fetchedAt.formatted(.iso8601)
        case .date: day.description
        case .number: number.map(String.init)
        case .attribution: attribution?.line
        }
    }
}
