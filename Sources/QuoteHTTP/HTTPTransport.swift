import QuoteModel

/// The one network operation the service needs: send a GET, get back status, headers and body.
///
/// On Linux the live implementation is ``CurlTransport`` (libcurl, opened on the first fetch); on Apple
/// platforms it is `URLSessionTransport`, in QuoteNetworking. Tests inject fakes that answer with fixture bytes.
package protocol HTTPTransport: Sendable {
    /// Sends `request` and returns the final response after redirects.
    ///
    /// - Throws: ``TransportError`` when no complete response arrives, and `CancellationError`
    ///   when the calling task is cancelled. Implementations must return promptly on cancellation.
    func send(_ request: HTTPRequest) async throws -> HTTPResponse
}

/// A GET request as the service describes it.
package struct HTTPRequest: Equatable, Sendable {
    /// Where to send it.
    package var url: URL
    /// Extra header fields, such as `Accept` and `User-Agent`.
    package var headers: [String: String]
    /// The most body bytes to accept, counted after decoding, before the transfer is aborted with
    /// ``TransportError/bodyTooLarge(limit:)``.
    package var maximumBodySize: Int
    /// The most the whole transfer may take (connecting, TLS, redirects, body), when the transport can
    /// enforce it itself; the service's deadline holds regardless.
    package var timeout: Duration?

    /// Creates a request.
    package init(url: URL, headers: [String: String] = [:], maximumBodySize: Int, timeout: Duration? = nil) {
        self.url = url
        self.headers = headers
        self.maximumBodySize = maximumBodySize
        self.timeout = timeout
    }
}

/// A complete HTTP response.
package struct HTTPResponse: Equatable, Sendable {
    /// The status code, such as 200 or 503.
    package var statusCode: Int
    /// Header fields, names lower-cased.
    package var headers: [String: String]
    /// The whole body.
    package var body: Data

    /// Creates a response; header names are lower-cased so look-ups need not guess their case.
    package init(statusCode: Int, headers: [String: String] = [:], body: Data = Data()) {
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
    }
}
