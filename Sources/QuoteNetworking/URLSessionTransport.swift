import Foundation
import QuoteHTTP
import QuotePlatform

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The live transport on Apple platforms: an ephemeral URLSession per request, with the guards it lacks.
///
/// The body is counted as it arrives and the transfer cancelled past the request's cap (FoundationNetworking
/// has no size limit), the headers are measured against theirs, only `gzip` and `deflate` are accepted, a
/// redirect is returned with where it points, never followed (``HTTPClient`` follows it, by ``RedirectPolicy``),
/// and the calling thread waits for the request's whole `timeout` at most (URLSession's own is an idle timer), then
/// cancels the transfer.
package struct URLSessionTransport: HTTPTransport {
    /// Builds the session configuration; tests add a `URLProtocol` stub to `protocolClasses`.
    private let makeConfiguration: @Sendable () -> URLSessionConfiguration

    /// Creates a transport.
    ///
    /// - Parameter configuration: the session configuration to start from; `.ephemeral` by default, so no
    ///   cookies, credentials or cache reach the disk.
    package init(configuration: @escaping @Sendable () -> URLSessionConfiguration = { .ephemeral }) {
        self.makeConfiguration = configuration
    }

    package func send(_ request: HTTPRequest) throws(TransportError) -> HTTPResponse {
        let configuration = makeConfiguration()
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.urlCache = nil
        configuration.httpCookieStorage = nil
        var urlRequest = URLRequest(url: request.url)
        urlRequest.httpMethod = "GET"
        for (name, value) in request.headers {
            urlRequest.setValue(value, forHTTPHeaderField: name)
        }
        urlRequest.setValue("gzip, deflate", forHTTPHeaderField: "Accept-Encoding")
        if let credentials = Self.basicCredentials(in: request.url), urlRequest.value(forHTTPHeaderField: "Authorization") == nil
        {
            urlRequest.setValue(credentials, forHTTPHeaderField: "Authorization")
        }
        let delegate = TransferDelegate(request)
        let session = URLSession(configuration: configuration, delegate: delegate, delegateQueue: nil)
        defer { session.finishTasksAndInvalidate() }
        let task = session.dataTask(with: urlRequest)
        task.resume()
        return try delegate.outcome.response(to: request) {
            task.cancel()
            return nil
        }
    }

    /// `Basic` credentials from the URL's user and password, as libcurl sends them on Linux: URLSession would
    /// offer them only after a 401, which an API with optional authentication never sends.
    private static func basicCredentials(in url: URL) -> String? {
        guard let user = url.user(percentEncoded: false) else { return nil }
        let password = url.password(percentEncoded: false) ?? ""
        return "Basic " + Data(utf8: "\(user):\(password)").base64EncodedString()
    }
}

/// Collects one transfer's response and body, enforcing the caps and the accepted encodings, and stopping at a
/// redirect.
///
/// URLSession calls it on its serial delegate queue, and hands the outcome to the sending thread through
/// ``outcome``; the state is kept under a lock.
private final class TransferDelegate: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    private let maximumBodySize: Int
    private let maximumHeaderSize: Int
    private let lock = NSLock()
    private var response: HTTPURLResponse?
    private var body = Data()
    /// Where a redirect points, once URLSession has read it.
    private var redirect: URL?
    /// A failure decided here (too large, an encoding refused) that outranks what URLSession reports.
    private var failure: TransportError?
    /// The transfer's outcome, and its milestone: the request reached the server, which URLSession says no earlier
    /// than its answer's head.
    let outcome = Handoff<HTTPResponse>()

    init(_ request: HTTPRequest) {
        maximumBodySize = request.maximumBodySize
        maximumHeaderSize = request.maximumHeaderSize
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        outcome.mark(waitingUpTo: .zero)
        let refusal = lock.withLock { () -> TransportError? in
            self.response = response as? HTTPURLResponse
            failure = Self.refusal(of: response, maximumBodySize: maximumBodySize, maximumHeaderSize: maximumHeaderSize)
            return failure
        }
        // A `.cancel` disposition is ignored on Linux: cancelling the task is what stops the transfer.
        if refusal != nil { dataTask.cancel() }
        completionHandler(refusal != nil ? .cancel : .allow)
    }

    /// Why `response` is refused before its body: headers past their cap, an encoding not accepted, or a body
    /// announced, not encoded, past its cap.
    private static func refusal(of response: URLResponse, maximumBodySize: Int, maximumHeaderSize: Int) -> TransportError? {
        guard let response = response as? HTTPURLResponse else { return nil }
        let fields = response.allHeaderFields.compactMap { field in
            (field.key as? String).map { ($0.lowercased(), field.value as? String ?? "") }
        }
        // As the fields would be written: `Name: value`, and a line end.
        if fields.reduce(0, { $0 + $1.0.utf8.count + $1.1.utf8.count + 4 }) > maximumHeaderSize {
            return .headersTooLarge(limit: maximumHeaderSize)
        }
        let encoding = fields.first { $0.0 == "content-encoding" }?.1
        let codings = encoding?.lowercased().split(separator: ",").map { $0.trimmed } ?? []
        if let refused = codings.first(where: { !["gzip", "x-gzip", "deflate", "identity"].contains($0) }) {
            return .unsupportedEncoding(refused)
        }
        if encoding == nil, response.expectedContentLength > Int64(maximumBodySize) {
            return .bodyTooLarge(limit: maximumBodySize)
        }
        return nil
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let overflow = lock.withLock {
            guard failure == nil else { return false }
            body.append(data)
            guard body.count > maximumBodySize else { return false }
            failure = .bodyTooLarge(limit: maximumBodySize)
            body = Data()
            return true
        }
        if overflow { dataTask.cancel() }
    }

    func urlSession(
        _ session: URLSession, task: URLSessionTask, willPerformHTTPRedirection response: HTTPURLResponse,
        newRequest request: URLRequest, completionHandler: @escaping (URLRequest?) -> Void
    ) {
        lock.withLock { redirect = request.url }
        // Declining the redirect ends the task with the 3xx response, which the client follows or refuses.
        // (Cancelling the task here as well crashes corelibs-foundation.)
        completionHandler(nil)
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        let result: Result<HTTPResponse, any Error> = lock.withLock {
            if let failure { return .failure(failure) }
            if let error { return .failure(Self.transportError(error)) }
            guard let response else { return .failure(TransportError.connectionLost()) }
            let headers = response.allHeaderFields.reduce(into: [String: String]()) { headers, field in
                if let name = field.key as? String, let value = field.value as? String { headers[name] = value }
            }
            return .success(HTTPResponse(statusCode: response.statusCode, headers: headers, body: body, redirect: redirect))
        }
        outcome.deliver(result)
    }

    /// Maps URLSession's errors to ``TransportError``, broadly: Linux reports some failures (a body shorter
    /// than its `Content-Length`) with codes outside the documented set.
    private static func transportError(_ error: any Error) -> any Error {
        guard let urlError = error as? URLError else { return TransportError.other(String(describing: error)) }
        switch urlError.code {
        case .cancelled: return TransportError.timedOut
        case .cannotConnectToHost: return TransportError.connectionRefused
        case .cannotFindHost, .dnsLookupFailed: return TransportError.hostNotFound
        case .timedOut: return TransportError.timedOut
        case .serverCertificateUntrusted, .serverCertificateHasBadDate, .serverCertificateNotYetValid,
            .serverCertificateHasUnknownRoot:
            return TransportError.certificateUntrusted(detail: urlError.localizedDescription)
        case .secureConnectionFailed, .clientCertificateRejected:
            return TransportError.secureConnectionFailed(detail: urlError.localizedDescription)
        case .networkConnectionLost, .badServerResponse, .zeroByteResource, .cannotParseResponse,
            .cannotDecodeRawData, .cannotDecodeContentData:
            return TransportError.connectionLost()
        case .notConnectedToInternet: return TransportError.notConnected
        default:
            // Code -1 is libcurl's "transfer closed with bytes remaining" and similar mid-transfer failures.
            return urlError.code.rawValue == -1
                ? TransportError.connectionLost()
                : TransportError.other("URLError \(urlError.code.rawValue)")
        }
    }
}
