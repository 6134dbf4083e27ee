/// The decoder for a user's source: each field read from the answer with its JSON Pointer.
///
/// `content` and `author` must find strings, and `description` and `link` strings when given; `id` a number
/// or a string. A pointer that finds nothing, or a value of the wrong kind, is an invalid response naming
/// the pointer; an optional field may be `null`.
package enum CustomSource {
    /// The decoder for `definition`.
    package static func decoder(for definition: CustomSourceDefinition) -> AnswerDecoder {
        AnswerDecoder { body, contentType throws(AnswerError) in
            let document = try AnswerDecoder.json(JSONValue.self, from: body, contentType: contentType)
            func string(_ field: String, _ pointer: JSONPointer?, required: Bool) throws(AnswerError) -> String? {
                guard let pointer else { return nil }
                switch pointer.resolve(in: document) {
                case .string(let text): return text
                case nil: throw .invalid("\(field) pointer '\(pointer)' finds nothing")
                case .null where !required: return nil
                case .some(let other): throw .invalid("\(field) pointer '\(pointer)' finds \(other.kind), not a string")
                }
            }
            var id: QuoteID?
            if let pointer = definition.id {
                switch pointer.resolve(in: document) {
                case nil: throw .invalid("id pointer '\(pointer)' finds nothing")
                case .null: id = nil
                case .integer(let number): id = .number(number)
                case .string(let text): id = .text(text)
                case .some(let other): throw .invalid("id pointer '\(pointer)' finds \(other.kind), not a whole number or a string")
                }
            }
            return try AnswerDecoder.quote(
                id: id, content: try string("content", definition.content, required: true) ?? "",
                author: try string("author", definition.author, required: true) ?? "",
                description: try string("description", definition.description, required: false),
                link: try string("link", definition.link, required: false))
        }
    }
}
