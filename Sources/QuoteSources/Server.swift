import QuotePlatform

/// The server a request goes to: its scheme, host and port, the port the scheme's own when the URL names none.
///
/// A source's request budget and a server's stop (a 429) belong to the server asked, not to the source's name:
/// a URL given for one run (`--endpoint`) has a budget and a stop of its own, and a 429 from it never silences
/// the source's own server.
package struct Server: Hashable, Sendable, CustomStringConvertible {
    /// `http` or `https`, lowercased.
    package var scheme: String
    /// The host, lowercased.
    package var host: String
    /// The port, the scheme's own when the URL names none.
    package var port: Int

    /// The server of `url`; `nil` for a URL without a host.
    package init?(_ url: URL) {
        guard let host = url.host, !host.isEmpty else { return nil }
        let scheme = (url.scheme ?? "http").lowercased()
        self.scheme = scheme
        self.host = host.lowercased()
        port = url.port ?? (scheme == "https" ? 443 : 80)
    }

    /// The server a state's file is named for (``fileName``); `nil` for a name that is not one.
    package init?(fileName: String) {
        guard let first = fileName.firstIndex(of: "-"), let last = fileName.lastIndex(of: "-"), first < last,
            let port = Int(fileName[fileName.index(after: last)...])
        else { return nil }
        scheme = String(fileName[..<first])
        host = String(fileName[fileName.index(after: first)..<last])
        self.port = port
    }

    /// `https://zenquotes.io:443`: what `quote sources --json` and `quote config` name it by.
    package var description: String { "\(scheme)://\(host.contains(":") ? "[\(host)]" : host):\(port)" }

    /// The server as a part of a file name: `https-zenquotes.io-443`, every character but letters, digits, `.`
    /// and `-` written as `_` (an IPv6 address's colons).
    package var fileName: String {
        let safe = host.unicodeScalars.map { scalar -> Character in
            switch scalar {
            case "a"..."z", "A"..."Z", "0"..."9", ".", "-": Character(scalar)
            default: "_"
            }
        }
        return "\(scheme)-\(String(safe))-\(port)"
    }
}
