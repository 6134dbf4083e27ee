import Foundation
import QuoteHTTP
import QuoteHTTPTestSupport
import QuotePlatform
import QuoteTestSupport
import Testing

/// Which redirects the transports follow.
@Suite("The redirect policy", .timeLimit(.minutes(1)))
struct RedirectPolicyTests {
    @Test(
        "The policy follows https targets and http to http, and refuses downgrades and other schemes",
        arguments: [
            ("https://a.test/", "https://b.test/", true), ("http://a.test/", "https://b.test/", true),
            ("http://a.test/", "http://b.test/", true), ("https://a.test/", "http://b.test/", false),
            ("HTTPS://a.test/", "HTTP://b.test/", false), ("https://a.test/", "ftp://b.test/", false),
            ("http://a.test/", "file:///etc/passwd", false),
        ])
    func policy(from: String, to: String, permitted: Bool) {
        #expect((RedirectPolicy.refusal(from: URL(string: from), to: URL(string: to)) == nil) == permitted)
    }

    @Test(
        "Origins: scheme, host and port, the scheme's own port when none is written",
        arguments: [
            ("https://a.test/x", "https://a.test/y?z", true), ("https://a.test/", "https://A.TEST:443/", true),
            ("http://a.test/", "http://a.test:80/", true), ("https://a.test/", "http://a.test/", false),
            ("https://a.test/", "https://b.test/", false), ("https://a.test/", "https://a.test:8443/", false),
            ("https://a.test/", "https://api.a.test/", false),
        ])
    func origins(first: String, other: String, same: Bool) {
        #expect(RedirectPolicy.sameOrigin(URL(string: first)!, URL(string: other)!) == same)
    }
}

/// Redirects as the client follows them, hop by hop, over a fake transport that redirects as told.
@Suite("Following redirects", .timeLimit(.minutes(1)))
struct RedirectFollowingTests {
    /// A transport that answers `/hop/N` with `status` and a `Location` to `targets[N]`, and any other path with
    /// a quote.
    private func chain(status: Int, through targets: [String]) -> FakeTransport {
        FakeTransport { request, _ in
            let path = request.url.path
            guard path.hasPrefix("/hop/"), let hop = Int(path.dropFirst(5)), hop < targets.count else {
                return HTTPResponse(statusCode: 200, body: Data("{}".utf8))
            }
            return HTTPResponse(
                statusCode: status, headers: ["Location": targets[hop]], redirect: URL(string: targets[hop]))
        }
    }

    private func get(_ url: String, _ transport: FakeTransport, headers: [String: String] = [:]) async throws(FetchError)
        -> HTTPResponse
    {
        let clock = VirtualClock()
        return try HTTPClient(transport: transport, clock: clock.clock).get(
            URL(string: url)!, headers: headers, deadline: clock.now + 10, timeout: .seconds(10), policy: RetryPolicy(retries: 0))
    }

    static let schemes = ["http", "https", "ftp", "file"]

    @Test(
        "Every 3xx and every chain of two hops: only 301, 302, 303, 307 and 308 are followed, and never away from https",
        arguments: Array(300...399))
    func everyStatus(status: Int) async {
        for first in ["http", "https"] {
            for second in Self.schemes {
                for third in Self.schemes {
                    let targets = ["\(second)://b.test/hop/1", "\(third)://c.test/end"]
                    let transport = chain(status: status, through: targets)
                    let result = await Result { () async throws(FetchError) in try await get("\(first)://a.test/hop/0", transport)
                    }
                    let asked = transport.requests.map(\.url.scheme!)
                    // What was asked never leaves https once it reached it.
                    if let https = asked.firstIndex(of: "https") {
                        #expect(asked[https...].allSatisfy { $0 == "https" }, "\(status): \(asked)")
                    }
                    #expect(asked.allSatisfy { ["http", "https"].contains($0) }, "\(status): \(asked)")
                    // Written out here, not read from the policy: a status dropped there (308) must fail this test.
                    guard [301, 302, 303, 307, 308].contains(status) else {
                        #expect(asked.count == 1)
                        #expect(
                            result.failure
                                == FetchError(url: URL(string: "\(first)://a.test/hop/0")!, failure: .unexpectedStatus(status)))
                        continue
                    }
                    let path = [first, second, third]
                    // Only http and https, and never from https to anything else.
                    let allowed = zip(path, path.dropFirst()).allSatisfy { from, to in
                        ["http", "https"].contains(to) && (from != "https" || to == "https")
                    }
                    #expect(((try? result.get()) != nil) == allowed, "\(status) \(path)")
                }
            }
        }
    }

    /// Expects the fetch of `https://a.test/hop/0` over `transport` to end with the redirect to `target`
    /// refused, for `reason`.
    private func expectRefusal(_ transport: FakeTransport, to target: String, _ reason: RedirectPolicy.Refusal) async {
        let url = URL(string: "https://a.test/hop/0")!
        await #expect(throws: FetchError(url: url, failure: .transport(.redirectRefused(to: target, reason)))) {
            try await get(url.absoluteString, transport)
        }
    }

    @Test("A refused redirect is named with its target and why; the target is never asked")
    func refusal() async {
        let transport = chain(status: 302, through: ["http://b.test/hop/1"])
        await expectRefusal(transport, to: "http://b.test/hop/1", .leavesHTTPS)
        #expect(transport.requests.count == 1)
    }

    @Test("Ten redirects are followed; an eleventh is refused as one too many")
    func limit() async throws {
        let targets = (1...11).map { "https://a.test/hop/\($0)" } + ["https://a.test/end"]
        #expect(try await get("https://a.test/hop/2", chain(status: 307, through: targets)).statusCode == 200)
        let transport = chain(status: 307, through: targets)
        await expectRefusal(transport, to: "https://a.test/hop/11", .tooMany)
        #expect(transport.requests.count == 11)
    }

    @Test("The config file's headers go to the first URL's origin only: dropped on a hop away, kept within it")
    func headersStayHome() async throws {
        let targets = ["https://a.test/hop/1", "https://a.test:8443/hop/2", "https://a.test/hop/3", "https://b.test/end"]
        let transport = chain(status: 302, through: targets)
        _ = try await get("https://a.test/hop/0", transport, headers: ["X-Api-Key": "secret"])
        #expect(transport.requests.map { $0.headers["X-Api-Key"] } == ["secret", "secret", nil, "secret", nil])
        #expect(transport.requests.allSatisfy { $0.headers["User-Agent"] != nil && $0.headers["Accept"] != nil })
    }

    @Test("A 3xx without a Location is an answer, not a redirect")
    func noLocation() async {
        let transport = FakeTransport { _, _ in HTTPResponse(statusCode: 302) }
        await #expect(throws: FetchError(url: URL(string: "https://a.test/")!, failure: .unexpectedStatus(302))) {
            try await get("https://a.test/", transport)
        }
    }
}

extension Result {
    /// The error, if it is one.
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }

    /// `body`'s value, or the error it throws.
    init(_ body: () async throws(Failure) -> Success) async {
        do {
            self = .success(try await body())
        } catch {
            self = .failure(error)
        }
    }
}
