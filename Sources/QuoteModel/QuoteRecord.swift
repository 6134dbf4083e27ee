import QuotePlatform

/// A quote with where and when it was fetched: the cache file, `--json` output, the history and the saved
/// quotes all share this shape.
package struct QuoteRecord: Hashable, Sendable {
    /// The quote.
    package var quote: Quote
    /// Where it came from: the source's name and its URL or file.
    package var source: SourceLabel
    /// When it was fetched or picked, to the second.
    package var fetchedAt: Date

    /// Creates a record, dropping sub-second precision so that a record survives a JSON round trip.
    package init(quote: Quote, source: SourceLabel, fetchedAt: Date) {
        self.quote = quote
        self.source = source
        self.fetchedAt = Date(timeIntervalSince1970: fetchedAt.timeIntervalSince1970.rounded(.down))
    }

    /// The record, if its quote is one `quote` would have accepted: content not blank, and an author that is either absent or not
    /// blank.
    ///
    /// A cache or history line that fails this is treated as absent.
    package var validated: QuoteRecord? {
        guard quote.content.nonBlank != nil, quote.author.map({ $0.nonBlank != nil }) ?? true else { return nil }
        return self
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
                id: try container.decodeIfPresent(QuoteID.self, forKey: .id),
                content: try container.decode(String.self, forKey: .content),
                author: try container.decodeIfPresent(String.self, forKey: .author),
                description: try container.decodeIfPresent(String.self, forKey: .description),
                link: try container.decodeIfPresent(String.self, forKey: .link)),
            source: try container.decode(SourceLabel.self, forKey: .source),
            fetchedAt: try container.decodeTimestamp(forKey: .fetchedAt))
    }

    /// Encodes one flat object; absent `id`, `author`, `description` and `link` are written as `null`, not
    /// left out, so that every output has the same keys.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(quote.id, forKey: .id)
        try container.encode(quote.content, forKey: .content)
        try container.encode(quote.author, forKey: .author)
        try container.encode(quote.description, forKey: .description)
        try container.encode(quote.link, forKey: .link)
        try container.encode(source, forKey: .source)
        try container.encode(Timestamp.string(from: fetchedAt), forKey: .fetchedAt)
    }

    /// The encoder for the cache and `--json`: sorted keys for deterministic output.
    ///
    /// Dates are written as ``Timestamp``s by the types that hold them, not through a date strategy, whose
    /// decoding side sets up a calendar at every run.
    package static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// The decoder matching ``makeEncoder()``.
    package static func makeDecoder() -> JSONDecoder {
        JSONDecoder()
    }

    /// The record as one line of JSON, without the newline: what `--json`, the cache and each history line hold.
    ///
    /// Exact, and still safe on a terminal: the encoder escapes C0 controls, and the characters it would leave
    /// raw that a terminal acts on (DEL, C1 controls, bidirectional overrides and isolates) are escaped here as
    /// `\uXXXX`, which decodes to the same string. They can only occur inside strings.
    package var jsonLine: String {
        // Encoding strings, numbers and a date cannot fail; the fallback keeps this total regardless.
        let json = (try? Self.makeEncoder().encode(self)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
        guard !json.unicodeScalars.allSatisfy(\.isSafeOnTerminal) else { return json }
        return json.unicodeScalars.map { scalar in
            guard !scalar.isSafeOnTerminal else { return String(scalar) }
            let hex = String(scalar.value, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
        }.joined()
    }
}

extension KeyedDecodingContainer {
    /// The moment a ``Timestamp`` string names.
    ///
    /// - Throws: `DecodingError` when the value is not a string, or not a timestamp.
    package func decodeTimestamp(forKey key: Key) throws -> Date {
        let text = try decode(String.self, forKey: key)
        guard let date = Timestamp.date(from: text) else {
            throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "not an ISO 8601 timestamp: \(text)")
        }
        return date
    }
}
