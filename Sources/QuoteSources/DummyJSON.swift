import QuoteMessages
import QuoteModel
import QuotePlatform

/// DummyJSON's quotes, in English, keyless: `GET https://dummyjson.com/quotes/random`, answering
/// `{"id": 1, "quote": "…", "author": "…"}`, and `GET https://dummyjson.com/quotes/random/10`, a list of ten
/// different ones (its most: DummyJSON answers a longer one with an empty list).
package enum DummyJSON {
    /// The source, as `--source dummyjson` names it.
    package static let source = SourceDescriptor(
        name: "dummyjson", kind: .network(url: URL(string: "https://dummyjson.com/quotes/random")!, decoder: decoder),
        summary: Phrase("DummyJSON, English", korean: "DummyJSON, 영어"), budget: RequestBudget(100, per: .seconds(10)),
        batch: Batch(url: URL(string: "https://dummyjson.com/quotes/random/10")!, size: 10, decoder: listDecoder),
        language: "en")

    private struct Answer: Decodable {
        var id: WholeNumber
        var quote: String
        var author: String
    }

    /// Reads an answer.
    package static let decoder = AnswerDecoder { body, contentType throws(AnswerError) in
        try quote(AnswerDecoder.json(Answer.self, from: body, contentType: contentType))
    }

    /// Reads an answer of many quotes.
    package static let listDecoder = ListDecoder { body, contentType throws(AnswerError) in
        try ListDecoder.quotes(AnswerDecoder.json([Answer].self, from: body, contentType: contentType), quote)
    }

    private static func quote(_ answer: Answer) throws(AnswerError) -> Quote {
        try AnswerDecoder.quote(id: .number(answer.id.value), content: answer.quote, author: answer.author)
    }
}
