import QuoteMessages
import QuotePlatform

/// DummyJSON's quotes, in English, keyless: `GET https://dummyjson.com/quotes/random`, answering
/// `{"id": 1, "quote": "…", "author": "…"}`.
package enum DummyJSON {
    /// The source, as `--source dummyjson` names it.
    package static let source = SourceDescriptor(
        name: "dummyjson", kind: .network(url: URL(string: "https://dummyjson.com/quotes/random")!, decoder: decoder),
        summary: Phrase("DummyJSON, English", korean: "DummyJSON, 영어"))

    private struct Answer: Decodable {
        var id: WholeNumber
        var quote: String
        var author: String
    }

    /// Reads an answer.
    package static let decoder = AnswerDecoder { body, contentType throws(AnswerError) in
        let answer = try AnswerDecoder.json(Answer.self, from: body, contentType: contentType)
        return try AnswerDecoder.quote(id: .number(answer.id.value), content: answer.quote, author: answer.author)
    }
}
