import QuoteMessages
import QuotePlatform

/// The Happiness API, the default source: `GET https://api.sobabear.com/happiness/random-quote`, answering
/// `{"message", "statusCode", "data": {"id", "content", "author", "description", "link"}}`: by its README, Korean
/// quotes with their English translation after them in `content`, and an author such as `Jonathan Haidt,
/// 사회심리학자` (``BilingualText`` reads both apart).
///
/// A body counts only if it is of that shape, its own `statusCode` is 200 (not merely 2xx), and `content` and
/// `author` are non-empty once trimmed. Empty `description` and `link` become `nil`.
package enum HappinessAPI {
    /// The source, as `--source happiness` names it.
    package static let source = SourceDescriptor(
        name: "happiness", kind: .network(address: "https://api.sobabear.com/happiness/random-quote", decoder: decoder),
        summary: Phrase(
            "the Happiness API, Korean with English (the default)", korean: "Happiness API, 한국어와 영어 번역 (기본 출처)"),
        language: "ko", translation: "en")

    /// Reads an answer.
    package static let decoder = AnswerDecoder { body, contentType throws(AnswerError) in
        // `{"message", "statusCode", "data": {"id", "content", "author", "description", "link"}}`, read in that order.
        let answer = try AnswerValue(body: body, contentType: contentType)
        let message = try answer.optionalField("message")?.string()
        let statusCode = try answer.field("statusCode").wholeNumber()
        let data = try answer.optionalField("data")
        let id = try data?.field("id").wholeNumber()
        let content = try data?.field("content").string()
        let author = try data?.field("author").string()
        let description = try data?.optionalField("description")?.string()
        let link = try data?.optionalField("link")?.string()
        guard statusCode == 200 else { throw .bodyStatus(statusCode, message: message) }
        guard let id, let content, let author else { throw .noData }
        return try AnswerDecoder.quote(id: .number(id), content: content, author: author, description: description, link: link)
    }
}
