import QuoteMessages
import QuotePlatform

/// The Happiness API, the default source: `GET https://api.sobabear.com/happiness/random-quote`, answering
/// `{"message", "statusCode", "data": {"id", "content", "author", "description", "link"}}`, mostly in Korean.
///
/// A body counts only if it is of that shape, its own `statusCode` is 200 (not merely 2xx), and `content` and
/// `author` are non-empty once trimmed. Empty `description` and `link` become `nil`.
package enum HappinessAPI {
    /// The source, as `--source happiness` names it.
    package static let source = SourceDescriptor(
        name: "happiness", kind: .network(url: URL(string: "https://api.sobabear.com/happiness/random-quote")!, decoder: decoder),
        summary: Phrase("the Happiness API, mostly Korean (the default)", korean: "Happiness API, 주로 한국어 (기본 출처)"),
        language: "ko")

    private struct Envelope: Decodable {
        var message: String?
        var statusCode: Int
        var data: Payload?
    }

    private struct Payload: Decodable {
        var id: WholeNumber
        var content: String
        var author: String
        var description: String?
        var link: String?
    }

    /// Reads an answer.
    package static let decoder = AnswerDecoder { body, contentType throws(AnswerError) in
        let envelope = try AnswerDecoder.json(Envelope.self, from: body, contentType: contentType)
        guard envelope.statusCode == 200 else {
            throw .bodyStatus(envelope.statusCode, message: envelope.message)
        }
        guard let payload = envelope.data else { throw .noData }
        return try AnswerDecoder.quote(
            id: .number(payload.id.value), content: payload.content, author: payload.author, description: payload.description,
            link: payload.link)
    }
}
