import QuoteJSON
import QuoteModel
import QuotePlatform

/// A source the user describes in the config file: a URL, request headers, and where the quote's fields are in
/// its JSON answer, as JSON Pointers (RFC 6901).
///
/// A plain value, so that the config layer can read it and the sources layer can use it without either
/// importing the other.
package struct CustomSourceSpec: Equatable, Sendable {
    /// The name `--source` knows it by.
    package var name: SourceName
    /// Where to fetch from.
    package var url: URL
    /// Request header fields (an API key, say).
    package var headers: [String: String]
    /// Where the content is.
    package var content: JSONPointer
    /// Where the author is.
    package var author: JSONPointer
    /// Where the id is, if anywhere.
    package var id: JSONPointer?
    /// Where the description is, if anywhere.
    package var description: JSONPointer?
    /// Where the link is, if anywhere.
    package var link: JSONPointer?
    /// Where the list of quotes is, for an API that answers with many (`""`: the answer is the list); the
    /// other pointers are then read inside each item.
    package var items: JSONPointer?
    /// How often it may be asked (`rate = "N/Ds"`); one request a second when it does not say.
    package var rate: RequestBudget?
    /// Where it gives its own quote of the day (`today`), which `quote today` asks instead of ``url``.
    package var today: URL?
    /// The language its quotes are in (`lang`), when it says: a run that asks for another does not ask it.
    package var language: String?

    /// Creates a spec.
    package init(
        name: SourceName, url: URL, headers: [String: String] = [:], content: JSONPointer, author: JSONPointer,
        id: JSONPointer? = nil, description: JSONPointer? = nil, link: JSONPointer? = nil, items: JSONPointer? = nil,
        rate: RequestBudget? = nil, today: URL? = nil, language: String? = nil
    ) {
        self.today = today
        self.language = language
        self.name = name
        self.url = url
        self.headers = headers
        self.content = content
        self.author = author
        self.id = id
        self.description = description
        self.link = link
        self.items = items
        self.rate = rate
    }

    /// How often it may be asked.
    package var budget: RequestBudget { rate ?? .unpublished }
}
