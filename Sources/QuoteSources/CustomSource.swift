import QuoteModel
import QuotePlatform

/// The decoder for a source of the user's own (`[sources.NAME]` in the config file): each field read from the
/// answer with its JSON Pointer.
///
/// `content` and `author` must find strings, and `description` and `link` strings when given; `id` a number
/// or a string. A pointer that finds nothing, or a value of the wrong kind, is an invalid answer naming the
/// pointer; an optional field may be `null`.
package enum CustomSource {
    /// The decoder for `spec`.
    package static func decoder(for spec: CustomSourceSpec) -> AnswerDecoder {
        AnswerDecoder { body, contentType throws(AnswerError) in
            let document = try AnswerDecoder.json(JSONValue.self, from: body, contentType: contentType)
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
}
