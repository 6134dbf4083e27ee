import QuotePlatform

/// The proxy a request goes through, chosen from the environment as libcurl chooses it, and then handed to
/// libcurl, so that a failure on the way can be named as the proxy's, with its host.
///
/// `no_proxy` (or `NO_PROXY`) first: `*`, or host names matched whole or as domain suffixes (`example.com`
/// and `.example.com` both cover `api.example.com`), or IPv4 addresses and ranges (`10.0.0.0/8`). Then
/// `http_proxy` for `http` (lower case only: `HTTP_PROXY` can be set by a web server's CGI request), `https_proxy`
/// or `HTTPS_PROXY` for `https`, and `all_proxy` or `ALL_PROXY` for both.
package struct ProxyChoice: Sendable {
    private let environment: [String: String]

    /// Reads the proxy variables from `environment`.
    package init(environment: [String: String]) {
        self.environment = environment.filter { $0.key.lowercased().hasSuffix("_proxy") }
    }

    /// The proxy for `url`, as written in the environment (`http://proxy:3128`, `proxy:3128`); `nil` for none.
    package func proxy(for url: URL) -> String? {
        guard let host = url.host?.lowercased(), let scheme = url.scheme?.lowercased() else { return nil }
        if let excluded = value("no_proxy"), Self.excludes(excluded, host: host) { return nil }
        let own = scheme == "http" ? environment["http_proxy"] : value("\(scheme)_proxy")
        return [own, value("all_proxy")].compactMap { $0?.nonBlank }.first
    }

    /// How to name `proxy` in a message: its host and port, no password.
    package static func name(of proxy: String) -> String {
        guard let url = url(of: proxy), let host = url.host else { return URL.redacting(proxy) }
        return url.port.map { "\(host):\($0)" } ?? host
    }

    /// The host `proxy` names.
    package static func host(of proxy: String) -> String {
        url(of: proxy)?.host ?? proxy
    }

    /// `proxy` as a URL, `http://` when it names no scheme (as libcurl reads it).
    private static func url(of proxy: String) -> URL? {
        URL(string: proxy.contains("://") ? proxy : "http://" + proxy)
    }

    /// A variable in lower case, else in upper case.
    private func value(_ name: String) -> String? {
        environment[name] ?? environment[name.uppercased()]
    }

    /// Whether the `no_proxy` list `list` covers `host`.
    static func excludes(_ list: String, host: String) -> Bool {
        let host = host.hasPrefix("[") ? String(host.dropFirst().dropLast()) : host
        return list.split(separator: ",").contains { entry in
            var pattern = entry.trimmed.lowercased()
            if pattern == "*" { return true }
            if pattern.hasPrefix(".") { pattern.removeFirst() }
            guard !pattern.isEmpty else { return false }
            if let range = IPv4Range(pattern), let address = IPv4Range(host) { return range.contains(address) }
            return host == pattern || host.hasSuffix("." + pattern)
        }
    }

    /// An IPv4 address, or a range of them in CIDR notation.
    private struct IPv4Range {
        var address: UInt32
        var prefix: Int

        init?(_ text: String) {
            let parts = text.split(separator: "/", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return nil }
            let octets = parts[0].split(separator: ".", omittingEmptySubsequences: false).map { UInt32($0) }
            guard octets.count == 4, octets.allSatisfy({ ($0 ?? 256) < 256 }) else { return nil }
            address = octets.reduce(0) { $0 << 8 | $1! }
            guard parts.count == 2 else {
                prefix = 32
                return
            }
            guard let bits = Int(parts[1]), (0...32).contains(bits) else { return nil }
            prefix = bits
        }

        func contains(_ other: IPv4Range) -> Bool {
            let mask: UInt32 = prefix == 0 ? 0 : ~0 << (32 - prefix)
            return address & mask == other.address & mask
        }
    }
}
