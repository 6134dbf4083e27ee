import QuotePlatform

/// Which redirects are followed, and what each hop of a redirect chain is sent with.
///
/// The rules live here and ``HTTPClient`` applies them hop by hop: transports never follow a redirect
/// themselves, so no library's own rules (libcurl follows a `Location` on any 3xx, with the protocols of the
/// first URL) decide where a request goes.
package enum RedirectPolicy {
    /// The most redirects followed in one request.
    package static let maximumRedirects = 10
    /// The statuses that send a request on: the other 3xx (300, 304, 305, …) are answers, and not valid ones.
    package static let redirectStatuses: Set<Int> = [301, 302, 303, 307, 308]

    /// Why a redirect was refused.
    package enum Refusal: Error, Equatable, Sendable {
        /// It leaves `https` for another scheme: the request would be exposed, and anyone on the path could answer.
        case leavesHTTPS
        /// Its scheme is neither `http` nor `https`.
        case notHTTP
        /// Its `Location` is not a URL.
        case notAURL
        /// It would be hop ``maximumRedirects`` + 1.
        case tooMany
    }

    /// Why the hop from `source` to `target` is refused, or `nil` when it may be followed: `https` to `https` always,
    /// `http` to either; never away from `https`, never to another scheme.
    package static func refusal(from source: URL?, to target: URL?) -> Refusal? {
        guard let target, let scheme = target.scheme?.lowercased(), target.host != nil else { return .notAURL }
        switch (source?.scheme?.lowercased(), scheme) {
        case ("https", "https"), ("http", "https"), ("http", "http"): return nil
        case ("https", _): return .leavesHTTPS
        default: return .notHTTP
        }
    }

    /// Whether `first` and `other` have the same origin: scheme, host and port (the scheme's own when none is
    /// written).
    ///
    /// Headers from the config file go only to the origin of a request's first URL.
    package static func sameOrigin(_ first: URL, _ other: URL) -> Bool {
        func origin(_ url: URL) -> (String?, String?, Int?) {
            let scheme = url.scheme?.lowercased()
            let defaultPort = scheme == "https" ? 443 : scheme == "http" ? 80 : nil
            return (scheme, url.host?.lowercased(), url.port ?? defaultPort)
        }
        return origin(first) == origin(other)
    }
}
