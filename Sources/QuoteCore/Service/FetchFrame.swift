import Foundation

/// How `quote` and its network helper, `quote-fetch`, talk: the request as arguments, the answer on the
/// helper's stdout as one JSON line (status and headers, or a transport error) followed by the raw body.
package enum FetchFrame {
    /// The first line of the answer.
    private struct Head: Codable {
        var status: Int?
        var headers: [String: String]?
        var error: TransportError?
    }

    /// The helper's arguments for `request`: `--max-body N URL [Name: value]...`.
    package static func arguments(for request: HTTPRequest) -> [String] {
        ["--max-body", String(request.maximumBodySize), request.url.absoluteString]
            + request.headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
    }

    /// The request that ``arguments(for:)`` describes, or `nil` for arguments it did not write.
    package static func request(from arguments: [String]) -> HTTPRequest? {
        guard arguments.count >= 3, arguments[0] == "--max-body", let limit = Int(arguments[1]), limit > 0,
            let url = URL(string: arguments[2])
        else { return nil }
        var headers: [String: String] = [:]
        for field in arguments.dropFirst(3) {
            guard let colon = field.range(of: ": ") else { return nil }
            headers[String(field[..<colon.lowerBound])] = String(field[colon.upperBound...])
        }
        return HTTPRequest(url: url, headers: headers, maximumBodySize: limit)
    }

    /// The answer for a transport's outcome.
    package static func encode(_ outcome: Result<HTTPResponse, TransportError>) -> Data {
        let head: Head
        let body: Data
        switch outcome {
        case .success(let response): (head, body) = (Head(status: response.statusCode, headers: response.headers), response.body)
        case .failure(let error): (head, body) = (Head(error: error), Data())
        }
        // Encoding an Int, strings and a plain enum cannot fail.
        let line = (try? JSONEncoder().encode(head)) ?? Data("{}".utf8)
        return line + Data("\n".utf8) + body
    }

    /// The response in an answer.
    ///
    /// - Throws: the transport error the helper reported, or ``TransportError/other(_:)`` when the answer
    ///   is cut short or malformed (the helper crashed or was killed).
    package static func decode(_ answer: Data) throws(TransportError) -> HTTPResponse {
        guard let newline = answer.firstIndex(of: UInt8(ascii: "\n")),
            let head = try? JSONDecoder().decode(Head.self, from: answer[..<newline])
        else { throw .other("the network helper quote-fetch gave no answer") }
        if let error = head.error { throw error }
        guard let status = head.status else { throw .other("the network helper quote-fetch gave no status") }
        return HTTPResponse(statusCode: status, headers: head.headers ?? [:], body: Data(answer[answer.index(after: newline)...]))
    }
}
