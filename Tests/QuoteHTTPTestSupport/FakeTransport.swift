import Foundation
import QuoteHTTP
import QuoteTestSupport

/// A transport that answers from a closure and records each request.
package final class FakeTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [HTTPRequest] = []
    private let answer: @Sendable (HTTPRequest, Int) async throws -> HTTPResponse

    /// Creates a transport; `answer` gets each request and its number, counting from 0.
    package init(answer: @escaping @Sendable (HTTPRequest, Int) async throws -> HTTPResponse) {
        self.answer = answer
    }

    /// Answers every request with `status` and the bytes of a fixture.
    package convenience init(status: Int = 200, fixture: String, headers: [String: String] = [:]) {
        let body = Fixture.data(fixture)
        self.init { _, _ in HTTPResponse(statusCode: status, headers: headers, body: body) }
    }

    /// Throws `error` for every request; one that never reached the server (``TransportError/neverReachedServer``)
    /// tells no request reached it.
    package convenience init(failing error: any Error & Sendable) {
        self.init { _, _ in throw error }
        reaches = (error as? TransportError)?.neverReachedServer != true
    }

    /// Whether a request sent reaches the server (``HTTPRequest/reached`` is told, before the answer is made).
    package var reaches = true

    /// Never answers; ends only when cancelled, as a server that accepts and stays silent.
    package static func silent() -> FakeTransport {
        FakeTransport { _, _ in
            try await Task.sleep(for: .seconds(3600))
            throw CancellationError()
        }
    }

    /// The requests sent so far.
    package var requests: [HTTPRequest] { lock.withLock { sent } }

    /// What ``prepare()`` does: nothing, unless a test sets it before the transport is used.
    package var preparing: @Sendable () throws(TransportError) -> Void = {}

    package func prepare() throws(TransportError) {
        try preparing()
    }

    package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let number = lock.withLock {
            sent.append(request)
            return sent.count - 1
        }
        if reaches { request.reached() }
        return try await answer(request, number)
    }
}
