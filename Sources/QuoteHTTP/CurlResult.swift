import CCurl

/// libcurl's result codes, as `quote` names them: what a failed transfer was (``TransportError``), and how a proxy
/// failed.
package enum CurlResult {
    /// How the proxy failed, for a result code that means it did.
    static func proxyFailure(for code: Int, detail: String) -> ProxyFailure? {
        switch code {
        case QUOTE_CURLE_COULDNT_RESOLVE_PROXY: .notFound
        case QUOTE_CURLE_COULDNT_CONNECT: .connectionRefused
        case QUOTE_CURLE_GOT_NOTHING, QUOTE_CURLE_RECV_ERROR, QUOTE_CURLE_SEND_ERROR, QUOTE_CURLE_PARTIAL_FILE,
            QUOTE_CURLE_WEIRD_SERVER_REPLY:
            .connectionLost(detail: detail)
        default: nil
        }
    }

    /// The transport error for a libcurl result code, with libcurl's message where it helps the user.
    package static func error(for code: Int32, detail: String) -> any Error {
        switch Int(code) {
        case QUOTE_CURLE_ABORTED_BY_CALLBACK: TransportError.timedOut
        case QUOTE_CURLE_COULDNT_RESOLVE_HOST, QUOTE_CURLE_COULDNT_RESOLVE_PROXY: TransportError.hostNotFound
        case QUOTE_CURLE_COULDNT_CONNECT: TransportError.connectionRefused
        case QUOTE_CURLE_OPERATION_TIMEDOUT: TransportError.timedOut
        case QUOTE_CURLE_PEER_FAILED_VERIFICATION, QUOTE_CURLE_SSL_ISSUER_ERROR, QUOTE_CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            QUOTE_CURLE_SSL_INVALIDCERTSTATUS:
            TransportError.certificateUntrusted(detail: detail)
        case QUOTE_CURLE_SSL_CONNECT_ERROR, QUOTE_CURLE_SSL_CERTPROBLEM, QUOTE_CURLE_SSL_CIPHER, QUOTE_CURLE_SSL_CACERT_BADFILE,
            QUOTE_CURLE_SSL_SHUTDOWN_FAILED, QUOTE_CURLE_SSL_CRL_BADFILE:
            TransportError.secureConnectionFailed(detail: detail)
        case QUOTE_CURLE_PARTIAL_FILE, QUOTE_CURLE_RECV_ERROR, QUOTE_CURLE_SEND_ERROR, QUOTE_CURLE_GOT_NOTHING,
            QUOTE_CURLE_WEIRD_SERVER_REPLY, QUOTE_CURLE_BAD_CONTENT_ENCODING, QUOTE_CURLE_HTTP2, QUOTE_CURLE_HTTP2_STREAM:
            TransportError.connectionLost(detail: detail)
        default: TransportError.other(detail)
        }
    }
}
