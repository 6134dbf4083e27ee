import QuotePlatform

/// Where the certificates that TLS trusts come from.
package struct CertificateTrust: Equatable, Sendable {
    /// A CA bundle file that replaces the system's store, or `nil` for the system's.
    package var bundle: String?
    /// A folder of hashed CA certificates that replaces the system's, or `nil`.
    package var folder: String?

    /// Reads `CURL_CA_BUNDLE`, then `SSL_CERT_FILE`, and `SSL_CERT_DIR`; empty values count as unset.
    package init(environment: [String: String]) {
        let value = { (name: String) in environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        bundle = value("CURL_CA_BUNDLE") ?? value("SSL_CERT_FILE")
        folder = value("SSL_CERT_DIR")
    }

    /// Whether the system's store is replaced.
    var isCustom: Bool { bundle != nil || folder != nil }
}
