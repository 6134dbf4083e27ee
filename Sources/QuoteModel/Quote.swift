import QuotePlatform

/// One quote, trimmed and validated, from whichever source it came.
package struct Quote: Hashable, Sendable {
    /// The source's identifier for it, when it has one: a number (the Happiness API, DummyJSON, a fortune's
    /// place in its file, the built-in collection's position) or text (a custom source's).
    package var id: QuoteID?
    /// The quote itself; never blank.
    package var content: String
    /// Who said it; never blank, and `nil` only for a fortune without an attribution.
    package var author: String?
    /// An optional note about the quote or its author (where it comes from); `nil` rather than empty.
    package var description: String?
    /// An optional link to more about the quote; `nil` rather than empty.
    package var link: String?

    /// Creates a quote from fields that are already trimmed.
    package init(id: QuoteID? = nil, content: String, author: String?, description: String? = nil, link: String? = nil) {
        self.id = id
        self.content = content
        self.author = author
        self.description = description
        self.link = link
    }

    /// Whether two quotes are the same saying: the same content and author, whatever their ids and notes.
    package func isSameSaying(as other: Quote) -> Bool {
        saying == other.saying
    }

    /// What makes two quotes the same saying, as a key for sets: content and author.
    package var saying: Saying { Saying(content: content, author: author) }

    /// A quote's content and author: what ``isSameSaying(as:)`` compares.
    package struct Saying: Hashable, Sendable {
        /// The content.
        package var content: String
        /// The author.
        package var author: String?
    }
}

/// A source's identifier for a quote: JSON gives it as a number or a string.
package enum QuoteID: Hashable, Sendable, CustomStringConvertible {
    /// A number, such as the Happiness API's `42`.
    case number(Int)
    /// Text, such as a custom source's `"abc-123"`.
    case text(String)

    /// The identifier as text: `42`, `abc-123`.
    package var description: String {
        switch self {
        case .number(let number): String(number)
        case .text(let text): text
        }
    }
}

extension QuoteID: ExpressibleByIntegerLiteral {
    /// A numeric id written as a number: `42`.
    package init(integerLiteral value: Int) {
        self = .number(value)
    }
}
