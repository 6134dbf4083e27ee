import QuotePlatform

/// One quote, trimmed and validated, from whichever source it came.
package struct Quote: Hashable, Sendable {
    /// The source's identifier for it, when it has one: a number (the Happiness API, DummyJSON, a fortune's
    /// place in its file, the built-in collection's position) or text (a custom source's).
    package var id: QuoteID?
    /// The quote itself; never blank.
    package var content: String
    /// Its translation, when its source gives one after it (the Happiness API's English after its Korean, as
    /// ``BilingualText`` reads it); `nil` rather than empty.
    package var translation: String?
    /// Who said it, their name; never blank, and `nil` only for a fortune without an attribution.
    package var author: String?
    /// What the source says the author was, given after their name (`사회심리학자` in `Jonathan Haidt, 사회심리학자`);
    /// `nil` when it gives none, or none apart from the name.
    package var authorTitle: String?
    /// An optional note about the quote or its author (where it comes from); `nil` rather than empty.
    package var description: String?
    /// An optional link to more about the quote; `nil` rather than empty.
    package var link: String?

    /// Creates a quote from fields that are already trimmed.
    package init(
        id: QuoteID? = nil, content: String, translation: String? = nil, author: String?, authorTitle: String? = nil,
        description: String? = nil, link: String? = nil
    ) {
        self.id = id
        self.content = content
        self.translation = translation
        self.author = author
        self.authorTitle = authorTitle
        self.description = description
        self.link = link
    }

    /// The author as the source gave them: the name, and the title after a comma (`Jonathan Haidt, 사회심리학자`).
    ///
    /// What the author line shows and what `--author` looks in.
    package var credit: String? {
        guard let author else { return nil }
        return authorTitle.map { "\(author), \($0)" } ?? author
    }

    /// The quote as a reader of `language` has it: the text in that language as the quote, with no translation
    /// after it; `nil` when neither its content nor its translation is in it.
    ///
    /// The content's language is judged by its script, Latin taken to be `declared` (its source's language) where
    /// that is given; a translation's by its script alone. Everything else (the author, the notes) stays.
    package func inLanguage(_ language: String, declared: String? = nil) -> Quote? {
        var half = self
        half.translation = nil
        if QuoteLanguage.of(content, declared: declared) == language { return half }
        guard let translation, QuoteLanguage.of(translation) == language else { return nil }
        half.content = translation
        return half
    }

    /// Whether two quotes are the same saying: the same content and author, whatever their ids and notes.
    package func isSameSaying(as other: Quote) -> Bool {
        saying == other.saying
    }

    /// What makes two quotes the same saying, as a key for sets: content and author.
    package var saying: Saying { Saying(content: content, author: credit) }

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
