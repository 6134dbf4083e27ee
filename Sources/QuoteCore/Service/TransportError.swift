/// Why a transport could not deliver a complete response.
package enum TransportError: Error, Equatable, Sendable, Codable {
    /// Nothing accepted the connection.
    case connectionRefused
    /// The connection broke before the response was complete (reset, closed early, short body).
    case connectionLost
    /// The host name did not resolve.
    case hostNotFound
    /// The TLS handshake or certificate check failed.
    case secureConnectionFailed
    /// The transport's own idle timer fired.
    case timedOut
    /// The body grew past the request's cap, and the transfer was aborted.
    case bodyTooLarge(limit: Int)
    /// A redirect pointed from `https` to plain `http` (or another scheme) and was refused.
    case insecureRedirect(to: String)
    /// Redirects went on past the transport's limit.
    case tooManyRedirects
    /// Any other failure, described.
    case other(String)

    /// What the user reads after "cannot fetch a quote from URL: ".
    package var reason: String {
        switch self {
        case .connectionRefused: "connection refused"
        case .connectionLost: "connection lost before the response was complete"
        case .hostNotFound: "host not found"
        case .secureConnectionFailed: "secure connection (TLS) failed"
        case .timedOut: "timed out"
        case .bodyTooLarge(let limit): "response is larger than \(limit / 1024) KiB"
        case .insecureRedirect(let target): "refused redirect to \(target)"
        case .tooManyRedirects: "too many redirects"
        case .other(let description): description
        }
    }
}
