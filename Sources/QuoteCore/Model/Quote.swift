/// One quote: what the Happiness API calls `data`, trimmed and validated.
package struct Quote: Equatable, Sendable {
    /// The API's identifier, or the position in the offline collection.
    package var id: Int
    /// The quote itself; never empty.
    package var content: String
    /// Who said it; never empty.
    package var author: String
    /// An optional note about the quote or its author; `nil` rather than empty.
    package var description: String?
    /// An optional link to more about the quote; `nil` rather than empty.
    package var link: String?

    /// Creates a quote from fields that are already trimmed.
    package init(id: Int, content: String, author: String, description: String? = nil, link: String? = nil) {
        self.id = id
        self.content = content
        self.author = author
        self.description = description
        self.link = link
    }
}
