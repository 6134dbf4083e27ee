import QuoteMessages
import QuoteModel
import QuotePlatform

/// A second Korean source, keyless: `GET https://korean-advice-open-api.vercel.app/api/advice`, answering
/// `{"author": "…", "authorProfile": "…", "message": "…"}`; the profile becomes the description.
package enum KoreanAdvice {
    /// The source, as `--source korean-advice` names it.
    package static let source = SourceDescriptor(
        name: "korean-advice",
        kind: .network(address: "https://korean-advice-open-api.vercel.app/api/advice", decoder: decoder),
        summary: Phrase("a Korean quote API, Korean", korean: "한국어 명언 API, 한국어"),
        // The project asks those who use it to cite it: its name and its repository. "명언 제공:" as ZenQuotes'
        // "provided by"; the same words in every locale, as its JSON's.
        attribution: Attribution(
            text: "명언 제공: 한국어 명언 API", link: "https://github.com/gwongibeom/korean-advice-open-api"),
        language: "ko")

    /// Reads an answer.
    package static let decoder = AnswerDecoder { body, contentType throws(AnswerError) in
        // `{"author", "authorProfile", "message"}`, read in that order.
        let answer = try AnswerValue(body: body, contentType: contentType)
        let author = try answer.field("author").string()
        let profile = try answer.optionalField("authorProfile")?.string()
        let message = try answer.field("message").string()
        return try AnswerDecoder.quote(id: nil, content: message, author: author, description: profile)
    }
}
