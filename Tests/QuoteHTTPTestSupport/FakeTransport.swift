import Foundation
import QuoteHTTP
import QuoteTestSupport

/// A transport that answers from a closure and records each request.
package final class FakeTransport: HTTPTransport, @unchecked Sendable {
    private let lock = NSLock()
    private var sent: [HTTPRequest] = []
    private let answer: @Sendable (HTTPRequest, Int) throws -> HTTPResponse

    /// Creates a transport; `answer` gets each request and its number, counting from 0, and may block (a slow
    /// server); a ``TransportError`` it throws is the transport's, any other error a transfer that failed oddly.
    package init(answer: @escaping @Sendable (HTTPRequest, Int) throws -> HTTPResponse) {
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

    /// Never answers, as a server that accepts and stays silent: each request waits out its whole time limit on
    /// `clock`, then times out, as a live transport does.
    package static func silent(on clock: VirtualClock) -> FakeTransport {
        FakeTransport { request, _ in
            clock.clock.sleep(request.timeout ?? .seconds(3600))
            throw TransportError.timedOut
        }
    }

    /// The requests sent so far.
    package var requests: [HTTPRequest] { lock.withLock { sent } }

    /// What ``prepare()`` does: nothing, unless a test sets it before the transport is used.
    package var preparing: @Sendable () throws(TransportError) -> Void = {}

    package func prepare() throws(TransportError) {
        try preparing()
    }

    package func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
        let number = lock.withLock {
            sent.append(request)
            return sent.count - 1
        }
        if reaches { request.reached() }
        do {
            return try answer(request, number)
        } catch let error as TransportError {
            throw error
        } catch {
            throw .other(String(describing: error))
        }
    }
}
