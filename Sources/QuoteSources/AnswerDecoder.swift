import QuoteJSON
import QuoteModel
import QuotePlatform

/// Reads one API's answer into a validated ``Quote``: each network source has its own.
package struct AnswerDecoder: Sendable {
    /// Decodes `body`; `contentType` is named when the body is not JSON.
    package let decode: @Sendable (_ body: Data, _ contentType: String?) throws(AnswerError) -> Quote

    /// Creates a decoder from its function.
    package init(decode: @escaping @Sendable (_ body: Data, _ contentType: String?) throws(AnswerError) -> Quote) {
        self.decode = decode
    }

    /// Whether `text` still shows something once sanitized for a terminal.
    static func showsSomething(_ text: String) -> Bool {
        TerminalSanitizer.sanitizeLine(text).nonBlank != nil
    }

    /// The quote from raw fields: content and author trimmed and required, description and link trimmed
    /// and dropped when blank.
    ///
    /// Content or an author with nothing left to show once what a terminal acts on is removed (escape
    /// sequences, controls, bidirectional overrides) is as empty as a blank one: never a quote shown as an
    /// empty line, cached or kept in the history. Content of a quote followed by its translation, and an author's
    /// name followed by a title, are read apart (``BilingualText``); a description that is only a dash (`-`, `–`)
    /// stands for none, as korean-advice gives it.
    static func quote(
        id: QuoteID?, content: String, author: String, description: String? = nil, link: String? = nil
    ) throws(AnswerError) -> Quote {
        guard let content = content.nonBlank, Self.showsSomething(content) else { throw .emptyContent }
        guard let author = author.nonBlank, Self.showsSomething(author) else { throw .emptyAuthor }
        let text = BilingualText.split(content: content)
        let credit = BilingualText.split(author: author)
        return Quote(
            id: id, content: text?.quote ?? content, translation: text?.translation, author: credit?.name ?? author,
            authorTitle: credit?.title, description: description.flatMap(note), link: link?.nonBlank)
    }

    /// A note as a source gives it, trimmed; `nil` when blank or only dashes, which sources put where they have
    /// nothing to say.
    static func note(_ text: String) -> String? {
        guard let text = text.nonBlank, !text.unicodeScalars.allSatisfy(dashes.contains) else { return nil }
        return text
    }

    /// A hyphen, a hyphen-minus and the dashes: what a placeholder note is made of.
    private static let dashes: Set<Unicode.Scalar> = ["-", "\u{2010}", "\u{2011}", "\u{2012}", "–", "—", "―", "\u{2212}"]
}

/// Why an answer is not a quote (exit 65), or, for ``rateLimited(_:)``, why there is none to be had (69).
package enum AnswerError: Error, Equatable, Sendable {
    /// The body is empty.
    case emptyBody
    /// The body is not JSON; with the `Content-Type` the server gave.
    case notJSON(contentType: String?)
    /// The body is JSON of another shape.
    case wrongShape
    /// A field the source needs is missing: its path, as `data.id`.
    case missingField(String)
    /// A field has the wrong type.
    case wrongType(String)
    /// The quote's content is blank.
    case emptyContent
    /// The quote's author is blank.
    case emptyAuthor
    /// The body's own status is not 200: the status, and the body's `message`.
    case bodyStatus(Int, message: String?)
    /// The body has no `data` object.
    case noData
    /// The body is an empty list.
    case emptyList
    /// A custom source's pointer finds nothing: the field and the pointer.
    case pointerFindsNothing(field: String, pointer: String)
    /// A custom source's pointer finds a value of another kind: the field, the pointer, what it found and what
    /// the field takes.
    case pointerFindsWrongKind(field: String, pointer: String, found: JSONValue.Kind, expected: ExpectedKind)
    /// The service answered with a stand-in for a quote because it limits requests: its words.
    case rateLimited(String)

    /// What a custom source's field takes.
    package enum ExpectedKind: Sendable {
        /// Text: content, author, description, link.
        case string
        /// A number or text: the id.
        case wholeNumberOrString
        /// A list: `items`.
        case array
    }
}
