import QuoteModel

/// Which redirects the live transport follows.
package enum RedirectPolicy {
    /// Follows a redirect to `https`, or from `http` to `http`; refuses a downgrade from `https` to `http`
    /// (which would expose the request and let anyone on the path answer it) and every other scheme.
    package static func permits(from source: URL?, to target: URL?) -> Bool {
        switch (source?.scheme?.lowercased(), target?.scheme?.lowercased()) {
        case (_, "https"), ("http", "http"): true
        default: false
        }
    }
}
