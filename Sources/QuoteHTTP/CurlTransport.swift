import CCurl
import QuoteModel

/// The live transport on Linux: libcurl's easy interface, driven directly.
///
/// Each request runs on a thread of its own (``DetachedThread``) with:
/// - a total time limit (`CURLOPT_TIMEOUT_MS`, from the request) and a progress callback that aborts the
///   transfer once the calling task is cancelled; the caller stops waiting at once either way (``Rendezvous``);
/// - the size cap counted after decoding, in the write callback, so a gzip bomb stops at the cap instead of
///   being inflated whole; `Accept-Encoding` offers what libcurl was built with;
/// - at most 10 redirects, `http` and `https` only, never from `https` to `http` (``RedirectPolicy``);
/// - TLS verification always on, against the system's CA store, or only against the bundle named by
///   `CURL_CA_BUNDLE` or `SSL_CERT_FILE` and the folder named by `SSL_CERT_DIR` (the variables the `curl`
///   tool and OpenSSL programs read; here, unlike `curl`, a bundle replaces the system's folder too);
/// - proxies from the environment, as libcurl reads them; no cookies; no signals (`CURLOPT_NOSIGNAL`).
package struct CurlTransport: HTTPTransport {
    /// Where trusted certificates come from.
    package var trust: CertificateTrust
    /// The library; ``LibCurl/shared`` unless a test needs another.
    private let library: @Sendable () throws(TransportError) -> LibCurl

    /// Creates a transport that reads the CA variables from `environment`.
    package init(
        environment: [String: String],
        library: @escaping @Sendable () throws(TransportError) -> LibCurl = { try LibCurl.shared.get() }
    ) {
        self.trust = CertificateTrust(environment: environment)
        self.library = library
    }

    package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let transfer = CurlTransfer(library: try library(), request: request, trust: trust)
        let rendezvous = Rendezvous<HTTPResponse>()
        return try await rendezvous.wait {
            let started = DetachedThread.run {
                rendezvous.deliver(Result { try transfer.perform() })
            }
            if !started { rendezvous.deliver(.failure(TransportError.noThread)) }
        } onCancel: {
            transfer.cancel()
        }
    }
}
