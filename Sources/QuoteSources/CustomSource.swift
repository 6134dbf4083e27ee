import QuoteJSON
import QuoteModel
import QuotePlatform
import QuoteStore

/// The decoder for a source of the user's own (`[sources.NAME]` in the config file): each field read from the
/// answer with its JSON Pointer.
///
/// `content` and `author` must find strings, and `description` and `link` strings when given; `id` a number
/// or a string. A pointer that finds nothing, or a value of the wrong kind, is an invalid answer naming the
/// pointer; an optional field may be `null`.
package enum CustomSource {
    /// The decoder for `spec`: the quote of the answer, or with `items`, the first item that is one.
    package static func decoder(for spec: CustomSourceSpec) -> AnswerDecoder {
        AnswerDecoder { body, contentType throws(AnswerError) in
            let document = try AnswerValue(body: body, contentType: contentType).value
            guard spec.items != nil else { return try quote(in: document, spec: spec) }
            return try items(of: document, spec: spec)[0]
        }
    }

    /// The batch of a spec with `items`: its own URL, whose every answer holds many quotes.
    package static func batch(for spec: CustomSourceSpec) -> Batch? {
        guard spec.items != nil else { return nil }
        let decoder = ListDecoder { body, contentType throws(AnswerError) in
            try items(of: AnswerValue(body: body, contentType: contentType).value, spec: spec)
        }
        return Batch(url: spec.url, size: PoolStore.maximumCount, decoder: decoder)
    }

    /// The quotes of the list `items` points at, each read with the other pointers inside its item.
    private static func items(of document: JSONValue, spec: CustomSourceSpec) throws(AnswerError) -> [Quote] {
        guard let pointer = spec.items else { return [try quote(in: document, spec: spec)] }
        switch pointer.resolve(in: document) {
        case .array(let list)?:
            return try ListDecoder.quotes(list) { (item: JSONValue) throws(AnswerError) in try quote(in: item, spec: spec) }
        case nil: throw .pointerFindsNothing(field: "items", pointer: pointer.description)
        case .some(let other):
            throw .pointerFindsWrongKind(field: "items", pointer: pointer.description, found: other.kind, expected: .array)
        }
    }

    /// The quote in `document`, each field read with its pointer.
    private static func quote(in document: JSONValue, spec: CustomSourceSpec) throws(AnswerError) -> Quote {
        func string(_ field: String, _ pointer: JSONPointer?, required: Bool) throws(AnswerError) -> String? {
            guard let pointer else { return nil }
            switch pointer.resolve(in: document) {
            case .string(let text): return text
            case nil: throw .pointerFindsNothing(field: field, pointer: pointer.description)
            case .null where !required: return nil
            case .some(let other):
                throw .pointerFindsWrongKind(field: field, pointer: pointer.description, found: other.kind, expected: .string)
            }
        }
        var id: QuoteID?
        if let pointer = spec.id {
            switch pointer.resolve(in: document) {
            case nil: throw .pointerFindsNothing(field: "id", pointer: pointer.description)
            case .null: id = nil
            case .integer(let number): id = .number(number)
            case .string(let text): id = .text(text)
            case .some(let other):
                throw .pointerFindsWrongKind(
                    field: "id", pointer: pointer.description, found: other.kind, expected: .wholeNumberOrString)
            }
        }
        return try AnswerDecoder.quote(
            id: id, content: try string("content", spec.content, required: true) ?? "",
            author: try string("author", spec.author, required: true) ?? "",
            description: try string("description", spec.description, required: false),
            link: try string("link", spec.link, required: false))
    }
}
