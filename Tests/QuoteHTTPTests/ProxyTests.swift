import Foundation
import QuoteHTTP
import QuotePlatform
import QuoteTestSupport
import Testing

/// The proxy: chosen from the environment as libcurl chooses it, and its failures named as its own.
@Suite("Proxies", .timeLimit(.minutes(1)), .linuxOnly("libcurl by dlopen, Linux's transport"))
struct ProxyTests {
    @Test(
        "The proxy for a URL, from http_proxy, https_proxy and all_proxy, unless no_proxy covers the host",
        arguments: [
            (["http_proxy": "p:1"], "http://a.test/", "p:1"), (["HTTP_PROXY": "p:1"], "http://a.test/", nil),
            (["https_proxy": "p:2"], "https://a.test/", "p:2"), (["HTTPS_PROXY": "p:2"], "https://a.test/", "p:2"),
            (["http_proxy": "p:1"], "https://a.test/", nil), (["ALL_PROXY": "p:3"], "https://a.test/", "p:3"),
            (["all_proxy": "p:3", "https_proxy": "p:2"], "https://a.test/", "p:2"),
            (["all_proxy": "p:3", "no_proxy": "a.test"], "https://a.test/", nil),
            (["all_proxy": "p:3", "no_proxy": ".test"], "https://api.a.test/", nil),
            (["all_proxy": "p:3", "no_proxy": "a.test"], "https://nota.test/", "p:3"),
            (["all_proxy": "p:3", "NO_PROXY": "other, *"], "https://a.test/", nil),
            (["all_proxy": "p:3", "no_proxy": "10.0.0.0/8"], "http://10.1.2.3/", nil),
            (["all_proxy": "p:3", "no_proxy": "10.0.0.0/8"], "http://11.1.2.3/", "p:3"),
            (["all_proxy": "p:3", "no_proxy": "127.0.0.1"], "http://127.0.0.1:8080/", nil),
            (["all_proxy": " "], "http://a.test/", nil),
        ] as [([String: String], String, String?)])
    func choice(environment: [String: String], url: String, proxy: String?) {
        #expect(ProxyChoice(environment: environment).proxy(for: URL(string: url)!) == proxy)
    }

    @Test("A proxy is named by its host and port, never its password")
    func names() {
        #expect(ProxyChoice.name(of: "http://user:secret@proxy.test:3128") == "proxy.test:3128")
        #expect(ProxyChoice.name(of: "proxy.test:3128") == "proxy.test:3128")
        #expect(ProxyChoice.name(of: "http://proxy.test") == "proxy.test")
    }

    private func send(_ url: String, through proxy: String) async throws -> HTTPResponse {
        let transport = CurlTransport(environment: ["http_proxy": proxy, "https_proxy": proxy])
        return try transport.send(HTTPRequest(url: URL(string: url)!, maximumBodySize: 1 << 20, timeout: Patience.exchange))
    }

    @Test("A proxy that answers the tunnel with 403 is named, with its status, and the server is never reached")
    func tunnelRefused() async throws {
        let proxy = try LoopbackServer { request, _ in
            request.method == "CONNECT" ? .http(status: 403) : .http(status: 500)
        }
        let name = "127.0.0.1:\(proxy.port)"
        await #expect(throws: TransportError.proxyFailed(proxy: name, .refused(status: 403))) {
            try await send("https://quotes.test/q", through: "http://\(name)")
        }
        #expect(proxy.requests.map(\.method) == ["CONNECT"])
    }

    @Test("A proxy that refuses the connection, or closes it unanswered, is named as the one that failed")
    func proxyDown() async throws {
        let refusing = try RefusingPort()
        await #expect(throws: TransportError.proxyFailed(proxy: "127.0.0.1:\(refusing.port)", .connectionRefused)) {
            try await send("http://quotes.test/q", through: "http://127.0.0.1:\(refusing.port)")
        }
        let closing = try LoopbackServer(always: .raw(Data()))
        let error = await #expect(throws: TransportError.self) {
            try await send("https://quotes.test/q", through: "127.0.0.1:\(closing.port)")
        }
        guard case .proxyFailed(let name, .connectionLost) = error else {
            Issue.record("not the proxy's failure: \(String(describing: error))")
            return
        }
        #expect(name == "127.0.0.1:\(closing.port)")
    }

    @Test("Through the client, a proxy's failure is not retried")
    func notRetried() async throws {
        let refusing = try RefusingPort()
        let client = HTTPClient(transport: CurlTransport(environment: ["http_proxy": "127.0.0.1:\(refusing.port)"]))
        let error = #expect(throws: FetchError.self) {
            try client.get(
                URL(string: "http://quotes.test/q")!, deadline: Patience.deadline, timeout: Patience.exchange,
                policy: RetryPolicy(retries: 2))
        }
        #expect(error?.attempts == 1)
    }

    @Test("A host no_proxy names is asked directly")
    func bypassed() async throws {
        let refusing = try RefusingPort()
        let server = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let transport = CurlTransport(environment: ["http_proxy": "127.0.0.1:\(refusing.port)", "no_proxy": "127.0.0.1"])
        let response = try transport.send(HTTPRequest(url: URL(string: server.url())!, maximumBodySize: 1 << 20))
        #expect(response.statusCode == 200)
    }
}
