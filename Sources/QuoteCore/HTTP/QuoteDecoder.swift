
/// Turns a Happiness API body into a validated ``Quote``.
///
/// A body counts only if it is JSON of the documented shape, its own `statusCode` is 200, and `content` and
/// `author` are non-empty once trimmed. Empty `description` and `link` become `nil`.
package enum QuoteDecoder {
    /// The API's envelope: `{"message", "statusCode", "data": {…}}`.
    private struct Envelope: Decodable {
        var message: String?
        var statusCode: Int
        var data: Payload?
    }

    /// The API's `data` object.
    private struct Payload: Decodable {
        var id: Int
        var content: String
        var author: String
        var description: String?
        var link: String?
    }

    /// Decodes and validates `body`.
    ///
    /// - Parameter contentType: the response's `Content-Type`, named in the error when the body is not JSON.
    /// - Returns: the trimmed quote.
    /// - Throws: ``InvalidQuote`` saying what is wrong with the body.
    package static func decode(_ body: Data, contentType: String? = nil) throws(InvalidQuote) -> Quote {
        guard !body.isEmpty else { throw InvalidQuote("empty body") }
        let envelope: Envelope
        do {
            envelope = try JSONDecoder().decode(Envelope.self, from: body)
        } catch let error as DecodingError {
            throw InvalidQuote(describing: error, contentType: contentType)
        } catch {
            throw InvalidQuote("body is not valid JSON")
        }
        guard envelope.statusCode == 200 else {
            let message = envelope.message.map { " (\(QuoteDecoder.excerpt($0)))" } ?? ""
            throw InvalidQuote("body reports statusCode \(envelope.statusCode)\(message)")
        }
        guard let payload = envelope.data else { throw InvalidQuote("body has no \"data\" object") }
        let content = payload.content.trimmed
        let author = payload.author.trimmed
        guard !content.isEmpty else { throw InvalidQuote("quote has empty content") }
        guard !author.isEmpty else { throw InvalidQuote("quote has an empty author") }
        return Quote(
            id: payload.id, content: content, author: author,
            description: payload.description?.nonBlank, link: payload.link?.nonBlank)
    }

    /// A short, single-line version of server text for an error message.
    fileprivate static func excerpt(_ text: String) -> String {
        let line = text.unicodeScalars.map { $0.properties.generalCategory == .control ? " " : String($0) }.joined()
        return line.count > 60 ? String(line.prefix(60)) + "…" : line
    }
}

/// Why a body is not a valid quote; the reason reads well after "invalid response from URL: ".
package struct InvalidQuote: Error, Equatable, Sendable {
    /// What is wrong with the body.
    package var reason: String

    /// Creates an error with a reason.
    package init(_ reason: String) {
        self.reason = reason
    }

    /// Describes a decoding failure by the field it concerns, as `data.id`.
    init(describing error: DecodingError, contentType: String?) {
        func path(_ codingPath: [any CodingKey], _ last: (any CodingKey)? = nil) -> String {
            (codingPath + [last].compactMap { $0 }).map(\.stringValue).joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context):
            self.init("missing field \"\(path(context.codingPath, key))\"")
        case .typeMismatch(_, let context), .valueNotFound(_, let context):
            self.init("field \"\(path(context.codingPath))\" has the wrong type")
        case .dataCorrupted(let context) where !context.codingPath.isEmpty:
            self.init("field \"\(path(context.codingPath))\" is malformed")
        default:
            let type = contentType.map { " (\(QuoteDecoder.excerpt($0)))" } ?? ""
            self.init("body is not valid JSON\(type)")
        }
    }
}
