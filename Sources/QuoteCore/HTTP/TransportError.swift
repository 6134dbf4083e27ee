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
    /// Any other failure, described.
    case other(String)

    /// What the user reads after "cannot fetch a quote from URL: ".
    package var reason: String {
        switch self {
        case .connectionRefused: "connection refused"
        case .connectionLost(let detail): "connection lost before the response was complete" + Self.parenthesized(detail)
        case .hostNotFound: "host not found"
        case .certificateUntrusted(let detail): "TLS: certificate not trusted" + Self.parenthesized(detail)
        case .secureConnectionFailed(let detail): "TLS: secure connection failed" + Self.parenthesized(detail)
        case .timedOut: "timed out"
        case .bodyTooLarge(let limit): "response is larger than \(limit / 1024) KiB"
        case .insecureRedirect(let target): "refused redirect to \(target)"
        case .tooManyRedirects: "too many redirects"
        case .libraryUnavailable(let detail):
            "libcurl could not be loaded (\(detail)); install libcurl4 (Debian, Ubuntu) or libcurl (Fedora, Arch)"
        case .other(let description): description
        }
    }

    /// Whether another attempt might succeed: the connection refused or lost, or the time ran out.
    package var isTransient: Bool {
        switch self {
        case .connectionRefused, .connectionLost, .timedOut: true
        case .hostNotFound, .certificateUntrusted, .secureConnectionFailed, .bodyTooLarge, .insecureRedirect,
            .tooManyRedirects, .libraryUnavailable, .other:
            false
        }
    }

    private static func parenthesized(_ detail: String?) -> String {
        detail.map { " (\($0))" } ?? ""
    }
}
