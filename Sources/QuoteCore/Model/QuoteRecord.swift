
/// A quote with where and when it was fetched: the cache file and `--json` output share this shape.
package struct QuoteRecord: Equatable, Sendable {
    /// The quote.
    package var quote: Quote
    /// The endpoint URL it came from, or ``QuoteRecord/offlineSource`` for the built-in collection.
    package var source: String
    /// When it was fetched, to the second.
    package var fetchedAt: Date

    /// The `source` of quotes from the built-in collection.
    package static let offlineSource = "offline"

    /// Creates a record, dropping sub-second precision so that a record survives a JSON round trip.
    package init(quote: Quote, source: String, fetchedAt: Date) {
        self.quote = quote
        self.source = source
        self.fetchedAt = Date(timeIntervalSince1970: fetchedAt.timeIntervalSince1970.rounded(.down))
    }
}

// MARK: - JSON

extension QuoteRecord: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, content, author, description, link, source, fetchedAt
    }

    /// Decodes the flat object that ``encode(to:)`` writes.
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            quote: Quote(
                id: try container.decode(Int.self, forKey: .id),
                content: try container.decode(String.self, forKey: .content),
                author: try container.decode(String.self, forKey: .author),
                description: try container.decodeIfPresent(String.self, forKey: .description),
                link: try container.decodeIfPresent(String.self, forKey: .link)),
            source: try container.decode(String.self, forKey: .source),
            fetchedAt: try container.decode(Date.self, forKey: .fetchedAt))
    }

    /// Encodes one flat object; absent `description` and `link` are written as `null`, not left out,
    /// so that every output has the same keys.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(quote.id, forKey: .id)
        try container.encode(quote.content, forKey: .content)
        try container.encode(quote.author, forKey: .author)
        try container.encode(quote.description, forKey: .description)
        try container.encode(quote.link, forKey: .link)
        try container.encode(source, forKey: .source)
        try container.encode(fetchedAt, forKey: .fetchedAt)
    }

    /// The encoder for the cache and `--json`: sorted keys for deterministic output, ISO 8601 dates in UTC.
    package static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        return encoder
    }

    /// The decoder matching ``makeEncoder()``.
    package static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        return decoder
    }
}
