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
    /// Whether it was shown in place of what was asked.
    ///
    /// A later source's quote after others failed, or a span's fallback (the last quote, the collection's quote of
    /// the day). `--json` says so (`"fallback": true`), and
    /// `today` and `--every` never adopt such a quote as their choice.
    package var fallback: Bool
    /// The text exactly as its source holds it, when the source keeps one of its own: what `quote fortune` prints.
    ///
    /// A fortune file's entry, its tabs, attribution line and line breaks as written. Never kept or written out, and
    /// no part of what the record is (two records that differ only in it are equal).
    package var verbatim: String?

    /// Creates a record, dropping sub-second precision so that a record survives a JSON round trip.
    package init(quote: Quote, source: SourceLabel, fetchedAt: Date, fallback: Bool = false, verbatim: String? = nil) {
        self.quote = quote
        self.source = source
        self.fetchedAt = Date(timeIntervalSince1970: fetchedAt.timeIntervalSince1970.rounded(.down))
        self.fallback = fallback
        self.verbatim = verbatim
    }

    package static func == (lhs: QuoteRecord, rhs: QuoteRecord) -> Bool {
        lhs.quote == rhs.quote && lhs.source == rhs.source && lhs.fetchedAt == rhs.fetchedAt && lhs.fallback == rhs.fallback
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(quote)
        hasher.combine(source)
        hasher.combine(fetchedAt)
        hasher.combine(fallback)
    }

    /// The record, if its quote is one `quote` would have accepted: content not blank, and an author that is either absent or not
    /// blank.
    ///
    /// A cache or history line that fails this is treated as absent.
    package var validated: QuoteRecord? {
        guard !quote.content.isBlank, !(quote.author?.isBlank ?? false) else { return nil }
        return self
    }
}

// MARK: - JSON

extension QuoteRecord: Decodable {
    private enum CodingKeys: String, CodingKey {
        case id, content, author, description, link, source, fetchedAt, fallback
    }

    /// Decodes the flat object that ``jsonLine`` writes.
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
            fetchedAt: try container.decodeTimestamp(forKey: .fetchedAt),
            // `true`, or the `1` an earlier version marked its cache with.
            fallback: (try? container.decodeIfPresent(Bool.self, forKey: .fallback)) ?? nil
                ?? ((try? container.decodeIfPresent(Int.self, forKey: .fallback)) ?? nil == 1))
    }

    /// The decoder for what ``jsonLine`` writes.
    package static func makeDecoder() -> JSONDecoder {
        JSONDecoder()
    }

    /// The record as one line of JSON, without the newline: what `--json`, the cache and each history line hold.
    ///
    /// One flat object, keys sorted; absent `id`, `author`, `description` and `link` are written as `null`, not
    /// left out, so that every output has the same keys; `fallback` only when it is true. Exact and still safe on a terminal (``JSONText``), and
    /// written by hand, so there is no failure to stand in for.
    package var jsonLine: String { jsonLine(number: nil) }

    /// The record as one line of JSON with its `number` in a list (the history, the saved quotes) among its keys.
    package func jsonLine(number: Int?) -> String {
        jsonLine(members: number.map { [("number", String($0))] } ?? [])
    }

    /// The record as `--json` prints it: with its number in a list, if any, and its source's attribution
    /// (`attribution`, `null` for a source whose terms ask for none).
    package func jsonLine(number: Int?, attribution: Attribution?) -> String {
        jsonLine(members: [("attribution", attribution?.json ?? "null")] + (number.map { [("number", String($0))] } ?? []))
    }

    /// The record's members and `extra`, as one line of JSON.
    private func jsonLine(members extra: [(key: String, value: String)]) -> String {
        func optional(_ text: String?) -> String { text.map(JSONText.string) ?? "null" }
        let id: String =
            switch quote.id {
            case .number(let number)?: String(number)
            case .text(let text)?: JSONText.string(text)
            case nil: "null"
            }
        return JSONText.object(
            [
                ("id", id), ("content", JSONText.string(quote.content)), ("author", optional(quote.author)),
                ("description", optional(quote.description)), ("link", optional(quote.link)),
                ("source", JSONText.string(source.description)),
                ("fetchedAt", JSONText.string(Timestamp.string(from: fetchedAt))),
            ] + (fallback ? [("fallback", "true")] : []) + extra)
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
