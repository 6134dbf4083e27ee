import QuoteMessages
import QuotePlatform

/// The messages of fetching: transport failures, redirects, proxies, deadlines, HTTP statuses and the offline hint.
extension Message {
    /// The line after a failure when no source could be reached: what still gives a quote without a network.
    package static var offlineHint: Message {
        Message(
            "Without a network, 'quote --offline' (the built-in collection) and 'quote today' still give a quote.",
            korean: "네트워크 없이도 'quote --offline'(내장 명언집)과 'quote today' 명령으로 명언을 볼 수 있습니다.")
    }

    /// A fetch that failed: the URL asked, and why (the last attempt's reason).
    package static func cannotFetch(url: String, reason: Message) -> Message {
        Message("cannot fetch a quote from \(url): \(reason)", korean: "\(url) 주소에서 명언을 가져올 수 없습니다: \(reason)")
    }

    /// A server that answered, but not with a quote: the URL asked, and why.
    package static func invalidResponse(url: String, reason: Message) -> Message {
        Message("invalid response from \(url): \(reason)", korean: "\(url) 주소의 응답이 올바르지 않습니다: \(reason)")
    }

    /// The last attempt's `reason`, when a fetch was tried `count` times.
    package static func afterAttempts(reason: Message, count: Int) -> Message {
        Message("\(reason) (after \(count) attempts)", korean: "\(reason) (\(count)번 시도)")
    }

    /// Nothing accepted the connection.
    package static var transportConnectionRefused: Message {
        Message("connection refused", korean: "연결이 거부되었습니다")
    }

    /// The connection broke before the response was complete.
    package static var transportConnectionLost: Message {
        Message("connection lost before the response was complete", korean: "응답이 끝나기 전에 연결이 끊겼습니다")
    }

    /// The connection broke before the response was complete, with the HTTP library's own words.
    package static func transportConnectionLostDetail(detail: String) -> Message {
        Message("connection lost before the response was complete (\(detail))", korean: "응답이 끝나기 전에 연결이 끊겼습니다 (\(detail))")
    }

    /// The host name did not resolve.
    package static var transportHostNotFound: Message {
        Message("host not found", korean: "호스트를 찾을 수 없습니다")
    }

    /// The server's certificate could not be verified against the trusted certificate authorities.
    package static var transportCertificateUntrusted: Message {
        Message("TLS: certificate not trusted", korean: "TLS: 인증서를 신뢰할 수 없습니다")
    }

    /// The server's certificate could not be verified, with the HTTP library's own words.
    package static func transportCertificateUntrustedDetail(detail: String) -> Message {
        Message("TLS: certificate not trusted (\(detail))", korean: "TLS: 인증서를 신뢰할 수 없습니다 (\(detail))")
    }

    /// Another TLS failure: the handshake, or a CA bundle that cannot be read.
    package static var transportSecureConnectionFailed: Message {
        Message("TLS: secure connection failed", korean: "TLS: 보안 연결에 실패했습니다")
    }

    /// Another TLS failure, with the HTTP library's own words.
    package static func transportSecureConnectionFailedDetail(detail: String) -> Message {
        Message("TLS: secure connection failed (\(detail))", korean: "TLS: 보안 연결에 실패했습니다 (\(detail))")
    }

    /// The transport's own time limit passed.
    package static var transportTimedOut: Message {
        Message("timed out", korean: "시간이 초과되었습니다")
    }

    /// The time limit passed before the server accepted the connection.
    package static var transportConnectTimedOut: Message {
        Message("the server did not accept the connection in time", korean: "서버가 제한 시간 안에 연결을 수락하지 않았습니다")
    }

    /// A body that grew past the cap (`limit` KiB), so the transfer was aborted.
    package static func transportBodyTooLarge(limit: Int) -> Message {
        Message("response is larger than \(limit) KiB", korean: "응답이 \(limit) KiB보다 큽니다")
    }

    /// Response headers that grew past the cap (`limit` KiB), so the transfer was aborted.
    package static func transportHeadersTooLarge(limit: Int) -> Message {
        Message("response headers are larger than \(limit) KiB", korean: "응답 헤더가 \(limit) KiB보다 큽니다")
    }

    /// A body in an encoding that is not accepted: only gzip and deflate are offered.
    package static func transportUnsupportedEncoding(encoding: String) -> Message {
        Message(
            "the answer is encoded as '\(encoding)'; only gzip and deflate are accepted",
            korean: "지원하지 않는 응답 인코딩입니다: '\(encoding)' (gzip과 deflate만 지원합니다)")
    }

    /// The name lookup of `host` did not end before the time limit.
    package static func transportLookupTimedOut(host: String) -> Message {
        Message("the name lookup of \(host) timed out", korean: "\(host) 호스트의 이름 조회 시간이 초과되었습니다")
    }

    /// The HTTP library, libcurl, could not be loaded: why, and which package to install.
    package static func transportLibraryUnavailable(detail: String) -> Message {
        Message(
            "libcurl could not be loaded (\(detail)); install libcurl4 (Debian, Ubuntu) or libcurl (Fedora, Arch)",
            korean: "libcurl 라이브러리를 불러올 수 없습니다 (\(detail)). libcurl4 패키지(Debian, Ubuntu)나 libcurl 패키지(Fedora, Arch)를 설치하세요")
    }

    /// No thread could be started for the transfer.
    package static var transportNoThread: Message {
        Message("no thread could be started for the transfer", korean: "전송할 스레드를 시작할 수 없습니다")
    }

    /// The machine has no network connection.
    package static var transportNotConnected: Message {
        Message("not connected to the internet", korean: "인터넷에 연결되어 있지 않습니다")
    }

    /// Any other transport failure, in the HTTP library's own words.
    package static func transportOther(detail: String) -> Message {
        Message("\(detail)", korean: "전송 오류 (\(detail))")
    }

    /// A redirect that was not followed: its `target`, and why.
    package static func redirectRefused(target: String, reason: Message) -> Message {
        Message("redirect to \(target) refused: \(reason)", korean: "리디렉션을 따라가지 않았습니다(\(target)): \(reason)")
    }

    /// Why a redirect was refused: it leaves https for another scheme.
    package static var redirectLeavesHTTPS: Message {
        Message("it leaves https", korean: "https가 아닌 주소로 이동합니다")
    }

    /// Why a redirect was refused: its scheme is neither http nor https.
    package static var redirectNotHTTP: Message {
        Message("only http and https are followed", korean: "http와 https 주소만 따라갑니다")
    }

    /// Why a redirect was refused: its `Location` is not a URL.
    package static var redirectNotAURL: Message {
        Message("it is not a URL", korean: "URL이 아닙니다")
    }

    /// Why a redirect was refused: it would be one more than `limit`.
    package static func redirectTooMany(limit: Int) -> Message {
        Message("more than \(limit) redirects", korean: "리디렉션이 \(limit)번을 넘습니다")
    }

    /// A proxy whose name did not resolve: the request never reached the server.
    package static func proxyNotFound(proxy: String) -> Message {
        Message("proxy \(proxy) not found", korean: "프록시 서버(\(proxy))를 찾을 수 없습니다")
    }

    /// A proxy that refused the connection.
    package static func proxyRefusedConnection(proxy: String) -> Message {
        Message("proxy \(proxy) refused the connection", korean: "프록시 서버(\(proxy))가 연결을 거부했습니다")
    }

    /// A proxy that closed or broke the connection before the request got through.
    package static func proxyConnectionLost(proxy: String) -> Message {
        Message("proxy \(proxy) closed the connection", korean: "프록시 서버(\(proxy))가 연결을 닫았습니다")
    }

    /// A proxy that closed or broke the connection early, with the HTTP library's own words.
    package static func proxyConnectionLostDetail(proxy: String, detail: String) -> Message {
        Message("proxy \(proxy) closed the connection (\(detail))", korean: "프록시 서버(\(proxy))가 연결을 닫았습니다 (\(detail))")
    }

    /// A proxy that answered the tunnel request (`CONNECT`) with an HTTP `status`.
    package static func proxyRefusedTunnel(proxy: String, status: String) -> Message {
        Message("proxy \(proxy) refused the tunnel: HTTP \(status)", korean: "프록시 서버(\(proxy))가 터널을 거부했습니다: HTTP \(status)")
    }

    /// A fetch with no complete answer before the time ran out: the limit the user set, in `seconds`.
    package static func fetchDeadline(seconds: String) -> Message {
        Message("no complete answer within \(seconds) s", korean: "\(seconds)초 안에 응답을 모두 받지 못했습니다")
    }

    /// A request not sent: the source's request budget allows the next one only past the deadline.
    package static func fetchRefused(seconds: Int) -> Message {
        Message(
            "not asked: its request budget allows the next request in \(seconds) s",
            korean: "요청하지 않았습니다: 요청 한도에 따라 \(seconds)초 뒤에 다음 요청을 할 수 있습니다")
    }

    /// An HTTP error status, with its reason phrase when it is a common one (`404 Not Found`).
    package static func fetchStatus(status: String) -> Message {
        Message("HTTP \(status)", korean: "HTTP \(status)")
    }

    /// An HTTP status that is neither success nor error (1xx, 3xx): an answer, but not a valid one.
    package static func fetchUnexpectedStatus(status: Int) -> Message {
        Message("unexpected HTTP status \(status)", korean: "예상하지 못한 HTTP 상태 코드입니다: \(status)")
    }
}
