import QuoteModel

/// Why a transport could not deliver a complete response.
package enum TransportError: Error, Equatable, Sendable {
    /// Nothing accepted the connection.
    case connectionRefused
    /// The connection broke before the response was complete (reset, closed early, short body).
    case connectionLost(detail: String? = nil)
    /// The host name did not resolve.
    case hostNotFound
    /// The server's certificate could not be verified against the trusted certificate authorities.
    case certificateUntrusted(detail: String? = nil)
    /// Another TLS failure: the handshake, a CA bundle that cannot be read.
    case secureConnectionFailed(detail: String? = nil)
    /// The transport's own time limit passed.
    case timedOut
    /// The body grew past the request's cap, and the transfer was aborted.
    case bodyTooLarge(limit: Int)
    /// A redirect pointed from `https` to plain `http` (or another scheme) and was refused.
    case insecureRedirect(to: String)
    /// Redirects went on past the transport's limit.
    case tooManyRedirects
    /// The HTTP library could not be loaded (a minimal container without libcurl).
    case libraryUnavailable(String)
    /// No thread could be started for the transfer.
    case noThread
    /// The machine has no network connection.
    case notConnected
    /// Any other failure, in the HTTP library's own words.
    case other(String)

    /// Whether another attempt might succeed: the connection refused or lost, or the time ran out.
    package var isTransient: Bool {
        switch self {
        case .connectionRefused, .connectionLost, .timedOut: true
        case .hostNotFound, .certificateUntrusted, .secureConnectionFailed, .bodyTooLarge, .insecureRedirect,
            .tooManyRedirects, .libraryUnavailable, .noThread, .notConnected, .other:
            false
        }
    }
}
