import QuoteMessages
import QuoteModel
import QuotePlatform

/// ZenQuotes, in English, keyless, five requests per thirty seconds: `GET https://zenquotes.io/api/random`,
/// answering `[{"q": "…", "a": "…", "h": "…"}]`, `GET https://zenquotes.io/api/quotes`, fifty of them, and
/// `GET https://zenquotes.io/api/today`, the quote of the day everybody sees, in the same shape.
///
/// Its free tier asks for attribution with a link back ("Inspirational quotes provided by ZenQuotes API",
/// https://zenquotes.io/), shown with every quote of it.
///
/// Over its limit it still answers 200, with a stand-in quote ("Too many requests. Obtain an auth key for
/// unlimited access." by "zenquotes.io"): that is rate limiting, never a quote to show or keep.
package enum ZenQuotes {
    /// Its free tier's limit, which its summary says.
    private static let budget = RequestBudget(5, per: .seconds(30))

    /// The source, as `--source zenquotes` names it.
    package static let source = SourceDescriptor(
        name: "zenquotes", kind: .network(address: "https://zenquotes.io/api/random", decoder: decoder),
        summary: Phrase(
            "ZenQuotes, English, \(budget.requests) requests per \(budget.periodSeconds) s",
            korean: "ZenQuotes, 영어, \(budget.periodSeconds)초에 \(budget.requests)번까지 요청 가능"),
        budget: budget,
        batch: Batch(url: URL(string: "https://zenquotes.io/api/quotes")!, size: 50, decoder: listDecoder),
        // The free tier's terms: attribution with a link back, in these words.
        attribution: Attribution(text: "Inspirational quotes provided by ZenQuotes API", link: "https://zenquotes.io/"),
        today: URL(string: "https://zenquotes.io/api/today")!, language: "en")

    /// Reads an answer.
    package static let decoder = AnswerDecoder { body, contentType throws(AnswerError) in
        let items = try ZenQuotes.items(of: body, contentType: contentType)
        guard let item = items.first else { throw .emptyList }
        return try quote(item)
    }

    /// Reads an answer of many quotes.
    package static let listDecoder = ListDecoder { body, contentType throws(AnswerError) in
        try ListDecoder.quotes(items(of: body, contentType: contentType), quote)
    }

    /// An answer's items: `[{"q", "a"}]`, every item of that shape.
    private static func items(of body: Data, contentType: String?) throws(AnswerError) -> [(q: String, a: String)] {
        var items: [(q: String, a: String)] = []
        for item in try AnswerValue(body: body, contentType: contentType).items() {
            items.append((try item.field("q").string(), try item.field("a").string()))
        }
        return items
    }

    /// One item's quote; the stand-in over the limit is rate limiting.
    private static func quote(_ item: (q: String, a: String)) throws(AnswerError) -> Quote {
        if item.a.trimmed == "zenquotes.io" && item.q.hasPrefix("Too many requests") {
            throw .rateLimited(item.q.trimmed)
        }
        return try AnswerDecoder.quote(id: nil, content: item.q, author: item.a)
    }
}
