import QuotePlatform

/// The one network operation the service needs: send a GET, get back status, headers and body.
///
/// On Linux the live implementation is ``CurlTransport`` (libcurl, opened on the first fetch); on Apple
/// platforms it is `URLSessionTransport`, in QuoteNetworking. Tests inject fakes that answer with fixture bytes.
package protocol HTTPTransport: Sendable {
    /// Sends `request` and returns its response as it is, blocking the calling thread: a redirect is returned, with
    /// where it points, never followed (``HTTPClient`` follows it, by ``RedirectPolicy``).
    ///
    /// It returns by the request's ``HTTPRequest/timeout`` whatever the network does: a transfer stuck where it
    /// cannot be stopped (a resolver that hangs) is abandoned then, and what it had not got past is said. When the
    /// request reaches its server, ``HTTPRequest/reached`` is told on the calling thread, never the transfer's.
    ///
    /// - Throws: ``TransportError`` when no complete response arrives in time.
    func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse

    /// Makes ready what every request needs, so that one goes out the moment it may: ``HTTPClient`` calls it
    /// before it asks its source's budget for a slot.
    ///
    /// - Throws: ``TransportError`` when no request can be sent at all (libcurl missing).
    func prepare() throws(TransportError)
}

extension HTTPTransport {
    /// Nothing to make ready.
    package func prepare() throws(TransportError) {}
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
    /// The most bytes of response headers and trailers together, status lines included, before the transfer
    /// is aborted with ``TransportError/headersTooLarge(limit:)``.
    package var maximumHeaderSize: Int
    /// The most the whole transfer may take (connecting, TLS, the body): the transport returns by it, and `nil`
    /// sets no limit.
    package var timeout: Duration?
    /// The most connecting may take (the name lookup, TCP and the TLS handshake), when less than ``timeout``: an
    /// attempt that cannot connect gives up early enough to leave room for another, while a server that accepted
    /// the request may take all of ``timeout`` to answer.
    package var connectTimeout: Duration?
    /// Told when the request reaches the server (its connection made, just before it is sent), on the thread that
    /// sent it.
    package var reached: Reached

    /// Creates a request.
    package init(
        url: URL, headers: [String: String] = [:], maximumBodySize: Int, maximumHeaderSize: Int = HTTPClient.maximumHeaderSize,
        timeout: Duration? = nil, connectTimeout: Duration? = nil, reached: Reached = Reached()
    ) {
        self.url = url
        self.headers = headers
        self.maximumBodySize = maximumBodySize
        self.maximumHeaderSize = maximumHeaderSize
        self.timeout = timeout
        self.connectTimeout = connectTimeout
        self.reached = reached
    }

    /// What a transport tells when a request reaches the server.
    ///
    /// When a run whose pool is empty starts its refill, which so never goes before the run's own request, and never
    /// for a request that could not leave (no network). Who is told is no part of what is asked: any two are equal.
    package struct Reached: Equatable, Sendable {
        private let tell: @Sendable () -> Void

        /// Tells `tell`.
        package init(_ tell: @escaping @Sendable () -> Void = {}) {
            self.tell = tell
        }

        /// Tells that the request reached the server.
        package func callAsFunction() {
            tell()
        }

        package static func == (_: Reached, _: Reached) -> Bool { true }
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
    /// Where a redirect points, its `Location` resolved against the request's URL by the transport; `nil` for
    /// an answer that is no redirect, and for a `Location` that is not a URL (``locationText`` then holds it).
    package var redirect: URL?
    /// The `Location` as the server wrote it, for a refusal to quote.
    package var locationText: String? { headers["location"] }

    /// Creates a response; header names are lower-cased so look-ups need not guess their case.
    package init(statusCode: Int, headers: [String: String] = [:], body: Data = Data(), redirect: URL? = nil) {
        self.statusCode = statusCode
        self.headers = Dictionary(headers.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { _, last in last })
        self.body = body
        self.redirect = redirect
    }
}
