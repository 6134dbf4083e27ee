import QuotePlatform

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
    /// The time limit passed before the server accepted the connection: the request never reached it.
    case connectTimedOut
    /// The body grew past the request's cap, and the transfer was aborted.
    case bodyTooLarge(limit: Int)
    /// The response's headers and trailers together grew past the request's cap, and the transfer was aborted.
    case headersTooLarge(limit: Int)
    /// The body came in an encoding that is not accepted (only `gzip` and `deflate` are offered).
    case unsupportedEncoding(String)
    /// A redirect to `to` was refused, and why.
    case redirectRefused(to: String, RedirectPolicy.Refusal)
    /// The name lookup of `host` did not end before the time limit.
    case lookupTimedOut(host: String)
    /// The proxy the request went through (`host:port`) failed it: the request never reached the server.
    case proxyFailed(proxy: String, ProxyFailure)
    /// The HTTP library could not be loaded (a minimal container without libcurl).
    case libraryUnavailable(String)
    /// No thread could be started for the transfer.
    case noThread
    /// The machine has no network connection.
    case notConnected
    /// Any other failure, in the HTTP library's own words.
    case other(String)

    /// Whether another attempt might succeed: the connection refused or lost, or the time ran out.
    ///
    /// A proxy's failure, a hanging lookup and whatever the server's answer held against it are not worth
    /// another try.
    package var isTransient: Bool {
        switch self {
        case .connectionRefused, .connectionLost, .timedOut, .connectTimedOut: true
        case .hostNotFound, .certificateUntrusted, .secureConnectionFailed, .bodyTooLarge, .headersTooLarge,
            .unsupportedEncoding, .redirectRefused, .lookupTimedOut, .proxyFailed, .libraryUnavailable, .noThread,
            .notConnected, .other:
            false
        }
    }

    /// Whether the request never reached the server (nor a proxy's far side).
    ///
    /// A name that did not resolve, a connection refused or never accepted, no network, or nothing to send it
    /// with. Such a request costs the API
    /// nothing, and is what being offline looks like.
    package var neverReachedServer: Bool {
        switch self {
        case .connectionRefused, .hostNotFound, .connectTimedOut, .lookupTimedOut, .proxyFailed, .libraryUnavailable,
            .noThread, .notConnected:
            true
        case .connectionLost, .certificateUntrusted, .secureConnectionFailed, .timedOut, .bodyTooLarge, .headersTooLarge,
            .unsupportedEncoding, .redirectRefused, .other:
            false
        }
    }

    /// Whether the server answered, just not in a form that is accepted: an answer too large or in an encoding
    /// that is not offered.
    package var isInvalidAnswer: Bool {
        switch self {
        case .bodyTooLarge, .headersTooLarge, .unsupportedEncoding: true
        default: false
        }
    }
}

/// How a proxy failed a request.
package enum ProxyFailure: Equatable, Sendable {
    /// Its name did not resolve.
    case notFound
    /// It refused the connection.
    case connectionRefused
    /// It closed the connection, or broke it, before the request got through.
    case connectionLost(detail: String?)
    /// It answered the tunnel request (`CONNECT`) with this status.
    case refused(status: Int)
}
