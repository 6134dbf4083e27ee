import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// A `URLProtocol` that answers for the tests, so the real URLSession path runs without a network.
///
/// It claims every request (`canInit` is always true): one it let pass would go to libcurl and the real
/// network. Each test registers its script under a host of its own, under a lock, so parallel tests never
/// see each other's answers; a request for a host nobody registered fails. (Redirects cannot be stubbed:
/// corelibs-foundation traps when a custom protocol reports one, so they are tested over loopback.)
final class StubURLProtocol: URLProtocol {
    /// What the stub does with one request, told through the protocol client.
    enum Script {
        /// Answers with a status, headers, and the body in the given chunks.
        case respond(status: Int, headers: [String: String], chunks: [Data])
        /// Never answers, until the task is cancelled.
        case silent
        /// Finishes loading without a response, as a connection that closes before its status line.
        case unanswered
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var scripts: [String: Script] = [:]
    nonisolated(unsafe) private static var seen: [String: [URLRequest]] = [:]
    nonisolated(unsafe) private static var stopped: Set<String> = []

    /// Registers `script` for every request to `host`.
    static func register(host: String, _ script: Script) {
        lock.withLock { scripts[host] = script }
    }

    /// The requests received for `host`.
    static func requests(host: String) -> [URLRequest] {
        lock.withLock { seen[host] ?? [] }
    }

    /// Whether URLSession told the stub for `host` to stop loading (the task was cancelled).
    static func wasStopped(host: String) -> Bool {
        lock.withLock { stopped.contains(host) }
    }

    /// A session configuration that sends everything to this stub.
    static func configuration() -> URLSessionConfiguration {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [StubURLProtocol.self]
        return configuration
    }

    override class func canInit(with request: URLRequest) -> Bool { true }
    override class func canonicalRequest(for request: URLRequest) -> URLRequest { request }

    override func startLoading() {
        let host = request.url?.host ?? ""
        let script: Script? = Self.lock.withLock {
            Self.seen[host, default: []].append(request)
            return Self.scripts[host]
        }
        guard let client, let url = request.url else { return }
        switch script {
        case .respond(let status, let headers, let chunks):
            let response = HTTPURLResponse(url: url, statusCode: status, httpVersion: "HTTP/1.1", headerFields: headers)!
            client.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
            for chunk in chunks {
                if Self.wasStopped(host: host) { return }
                client.urlProtocol(self, didLoad: chunk)
            }
            client.urlProtocolDidFinishLoading(self)
        case .silent:
            break
        case .unanswered:
            client.urlProtocolDidFinishLoading(self)
        case nil:
            client.urlProtocol(self, didFailWithError: URLError(.unsupportedURL))
        }
    }

    override func stopLoading() {
        let host = request.url?.host ?? ""
        _ = Self.lock.withLock { Self.stopped.insert(host) }
    }
}
