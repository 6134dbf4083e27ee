import QuoteMessages
import QuoteModel
import QuotePlatform

/// DummyJSON's quotes, in English, keyless: `GET https://dummyjson.com/quotes/random`, answering
/// `{"id": 1, "quote": "…", "author": "…"}`, and `GET https://dummyjson.com/quotes/random/10`, a list of ten
/// different ones (its most: DummyJSON answers a longer one with an empty list).
package enum DummyJSON {
    /// The source, as `--source dummyjson` names it.
    package static let source = SourceDescriptor(
        name: "dummyjson", kind: .network(address: "https://dummyjson.com/quotes/random", decoder: decoder),
        summary: Phrase("DummyJSON, English", korean: "DummyJSON, 영어"), budget: RequestBudget(100, per: .seconds(10)),
        batch: Batch(url: URL(string: "https://dummyjson.com/quotes/random/10")!, size: 10, decoder: listDecoder),
        language: "en")

    /// Reads an answer.
    package static let decoder = AnswerDecoder { body, contentType throws(AnswerError) in
        try quote(fields(of: AnswerValue(body: body, contentType: contentType)))
    }

    /// Reads an answer of many quotes.
    package static let listDecoder = ListDecoder { body, contentType throws(AnswerError) in
        var answers: [Answer] = []
        for item in try AnswerValue(body: body, contentType: contentType).items() { answers.append(try fields(of: item)) }
        return try ListDecoder.quotes(answers, quote)
    }

    /// One quote's fields: `{"id", "quote", "author"}`.
    private typealias Answer = (id: Int, quote: String, author: String)

    private static func fields(of answer: AnswerValue) throws(AnswerError) -> Answer {
        (try answer.field("id").wholeNumber(), try answer.field("quote").string(), try answer.field("author").string())
    }

    private static func quote(_ answer: Answer) throws(AnswerError) -> Quote {
        try AnswerDecoder.quote(id: .number(answer.id), content: answer.quote, author: answer.author)
    }
}
