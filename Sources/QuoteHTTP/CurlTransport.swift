import CCurl
import QuotePlatform

/// The live transport on Linux: libcurl's easy interface, driven directly.
///
/// Each request runs on a thread of its own (``DetachedThread``) with:
/// - a total time limit (`CURLOPT_TIMEOUT_MS`, from the request), which the sending thread also keeps: past it
///   (and a grace) it stops waiting and abandons the transfer, which the progress callback then aborts
///   (``Handoff``); told that the request reached its server, it tells the request's ``HTTPRequest/reached``;
/// - the size cap counted after decoding, in the write callback, so a gzip bomb stops at the cap instead of
///   being inflated whole; `Accept-Encoding` offers what libcurl was built with;
/// - no redirect followed: a 3xx comes back with libcurl's reading of its `Location` (``HTTPClient`` follows
///   it, by ``RedirectPolicy``); `http` and `https` only;
/// - headers and trailers capped together (64 KiB), counted in the header callback; `gzip` and `deflate` offered,
///   any other `Content-Encoding` refused there;
/// - TLS verification always on, against the system's CA store, or only against the bundle named by
///   `CURL_CA_BUNDLE` or `SSL_CERT_FILE` and the folder named by `SSL_CERT_DIR` (the variables the `curl`
///   tool and OpenSSL programs read; here, unlike `curl`, a bundle replaces the system's folder too);
/// - the proxy from the environment, chosen as libcurl would (``ProxyChoice``) and set explicitly, so that its
///   failures are named as its own; no cookies; no signals (`CURLOPT_NOSIGNAL`).
package struct CurlTransport: HTTPTransport {
    /// Where trusted certificates come from.
    package var trust: CertificateTrust
    /// Which proxy each request goes through.
    package var proxies: ProxyChoice
    /// The library; ``LibCurl/shared`` unless a test needs another.
    private let library: @Sendable () throws(TransportError) -> LibCurl

    /// Creates a transport that reads the CA variables from `environment`.
    package init(
        environment: [String: String],
        library: @escaping @Sendable () throws(TransportError) -> LibCurl = { try LibCurl.shared.get() }
    ) {
        self.trust = CertificateTrust(environment: environment)
        self.proxies = ProxyChoice(environment: environment)
        self.library = library
    }

    package func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
        let handoff = Handoff<HTTPResponse>()
        let transfer = CurlTransfer(
            library: try library(), request: request, trust: trust, proxy: proxies.proxy(for: request.url),
            // The request goes once the sending thread has done what its reaching the server asks (a refill started),
            // so that a run killed as the server sees the request has done it already.
            reach: { handoff.mark(waitingUpTo: Self.reachPatience) })
        guard DetachedThread.run({ transfer.perform { handoff.deliver($0) } }) else { throw .noThread }
        // libcurl keeps its own time limit, but not while it waits for a resolver thread that hangs (7.88 joins it,
        // for as long as the system's resolver takes): past the limit, the transfer is abandoned.
        return try handoff.response(to: request, grace: Self.grace) {
            transfer.cancel()
            return stopped(transfer)
        }
    }

    /// What a transfer abandoned before its end had not got past: the name lookup, or the connection (so its
    /// request never reached the server); `nil` when it was past both.
    private func stopped(_ transfer: CurlTransfer) -> TransportError? {
        if !transfer.lookupEnded { return .lookupTimedOut(host: transfer.lookedUpHost) }
        return transfer.neverConnected ? .connectTimedOut : nil
    }

    /// Loads libcurl: a request then goes out when its slot comes, not the time it takes to load thirty libraries
    /// later, and the server never sees two requests closer than their slots.
    package func prepare() throws(TransportError) {
        _ = try library()
    }

    /// How long a transfer that reached its server waits for the sending thread to do what that asks, at most.
    static let reachPatience: Duration = .seconds(2)

    /// How long past its time limit a transfer is waited for: libcurl notices its limit a little late.
    static let grace: Duration = .milliseconds(100)
}
