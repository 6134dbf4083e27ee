import Foundation
import QuoteModel
import QuotePlatform
import QuoteTestSupport

extension Fixture {
    /// The quote in a Happiness API fixture, its text fields trimmed and empty notes dropped as the sources do,
    /// read here without the sources' decoder: presentation is tested on its own.
    static func happinessQuote(_ name: String) throws -> Quote {
        struct Answer: Decodable {
            struct Payload: Decodable {
                var id: Int
                var content: String
                var author: String
                var description: String?
                var link: String?
            }
            var data: Payload
        }
        let payload = try JSONDecoder().decode(Answer.self, from: data(name)).data
        return Quote(
            id: .number(payload.id), content: payload.content.trimmed, author: payload.author.nonBlank,
            description: payload.description?.nonBlank, link: payload.link?.nonBlank)
    }
}
