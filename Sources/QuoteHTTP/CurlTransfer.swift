import CCurl
import QuoteModel
import Synchronization

/// One libcurl transfer: its options, the callbacks' state, and the mapping of the outcome.
///
/// Everything but ``cancel()`` runs on the transfer's own thread, so only the cancellation flag is shared.
package final class CurlTransfer: @unchecked Sendable {
    /// The most redirects followed.
    package static let maximumRedirects = 10
    /// `CURLE_OK`.
    static let ok = quote_curl_code(QUOTE_CURLE_OK)

    private let library: LibCurl
    private let request: HTTPRequest
    private let trust: CertificateTrust
    private let cancelled = Atomic(false)

    // The callbacks' state, touched only on the transfer's thread.
    private var body = Data()
    private var headers: [String: String] = [:]
    private var status = 0
    /// The URL the response being read answers: the request's, then each redirect's target.
    private var currentURL: URL
    /// A failure decided by a callback (the cap, a refused redirect), which outranks libcurl's own code.
    private var failure: TransportError?

    /// Prepares a transfer of `request` with `library`; nothing happens until ``perform()``.
    init(library: LibCurl, request: HTTPRequest, trust: CertificateTrust) {
        self.library = library
        self.request = request
        self.trust = trust
        self.currentURL = request.url
    }

    /// Asks the transfer to stop; the progress callback aborts it at its next call.
    func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Runs the transfer to its end; blocks.
    func perform() throws -> HTTPResponse {
        let api = library.api
        // The handle keeps pointers to the header list and the error buffer until it is cleaned up, so both
        // are made first and freed last (defers run in reverse).
        var fields: UnsafeMutableRawPointer?
        for (name, value) in request.headers.sorted(by: { $0.key < $1.key }) {
            fields = api.pointee.slist_append?(fields, "\(name): \(value)") ?? fields
        }
        defer { if let fields { api.pointee.slist_free_all?(fields) } }
        let message = UnsafeMutablePointer<CChar>.allocate(capacity: Int(QUOTE_CURL_ERROR_SIZE))
        message.initialize(repeating: 0, count: Int(QUOTE_CURL_ERROR_SIZE))
        defer { message.deallocate() }
        guard let handle = api.pointee.easy_init?() else {
            throw TransportError.other(library.describe(quote_curl_code(QUOTE_CURLE_FAILED_INIT)))
        }
        defer { api.pointee.easy_cleanup?(handle) }

        let setup = configure(handle, headers: fields, errorBuffer: message, context: Unmanaged.passUnretained(self).toOpaque())
        let code = setup == CurlTransfer.ok ? api.pointee.easy_perform!(handle) : setup
        if let failure { throw failure }
        if code == quote_curl_code(QUOTE_CURLE_FILESIZE_EXCEEDED) {
            throw TransportError.bodyTooLarge(limit: request.maximumBodySize)
        }
        if code == CurlTransfer.ok {
            var status = 0
            _ = quote_curl_getinfo_long(api, handle, Int32(QUOTE_CURLINFO_RESPONSE_CODE), &status)
            return HTTPResponse(statusCode: status, headers: headers, body: body)
        }
        let detail = String(cString: message)
        throw Self.error(for: code, detail: detail.isEmpty ? library.describe(code) : detail)
    }

    /// Sets every option; the first that libcurl refuses ends the set-up with its code.
    private func configure(
        _ handle: UnsafeMutableRawPointer, headers: UnsafeMutableRawPointer?, errorBuffer: UnsafeMutablePointer<CChar>,
        context: UnsafeMutableRawPointer
    ) -> quote_curl_code {
        let api = library.api
        let long = { (option: Int, value: Int) in quote_curl_setopt_long(api, handle, Int32(option), value) }
        let pointer = { (option: Int, value: UnsafeRawPointer?) in quote_curl_setopt_pointer(api, handle, Int32(option), value) }
        let string = { (option: Int, value: String?) in
            // libcurl copies string options, so the C string need only live through the call.
            guard let value else { return pointer(option, nil) }
            return value.withCString { pointer(option, $0) }
        }
        let isSecure = request.url.scheme?.lowercased() == "https"
        let milliseconds = request.timeout.map { max(1, Int(($0.seconds * 1000).rounded(.up))) } ?? 0
        let steps: [() -> quote_curl_code] = [
            { pointer(QUOTE_CURLOPT_ERRORBUFFER, errorBuffer) },
            { string(QUOTE_CURLOPT_URL, self.request.url.absoluteString) },
            { long(QUOTE_CURLOPT_HTTPGET, 1) },
            { long(QUOTE_CURLOPT_NOSIGNAL, 1) },
            { self.restrictProtocols(handle, redirectsToPlainHTTP: !isSecure) },
            { long(QUOTE_CURLOPT_FOLLOWLOCATION, 1) },
            { long(QUOTE_CURLOPT_MAXREDIRS, Self.maximumRedirects) },
            { pointer(QUOTE_CURLOPT_HTTPHEADER, headers) },
            // An empty string offers every encoding this libcurl can decode, and decodes the answer.
            { string(QUOTE_CURLOPT_ACCEPT_ENCODING, "") },
            { long(QUOTE_CURLOPT_TIMEOUT_MS, milliseconds) },
            // Refused before the body when the announced size is past the cap; the write callback holds regardless.
            { quote_curl_setopt_off(api, handle, Int32(QUOTE_CURLOPT_MAXFILESIZE_LARGE), Int64(self.request.maximumBodySize)) },
            { long(QUOTE_CURLOPT_SSL_VERIFYPEER, 1) },
            { long(QUOTE_CURLOPT_SSL_VERIFYHOST, 2) },
            { self.trust.isCustom ? string(QUOTE_CURLOPT_CAINFO, self.trust.bundle) : CurlTransfer.ok },
            { self.trust.isCustom ? string(QUOTE_CURLOPT_CAPATH, self.trust.folder) : CurlTransfer.ok },
            { quote_curl_setopt_write_callback(api, handle, Int32(QUOTE_CURLOPT_WRITEFUNCTION), receiveBody) },
            { pointer(QUOTE_CURLOPT_WRITEDATA, context) },
            { quote_curl_setopt_write_callback(api, handle, Int32(QUOTE_CURLOPT_HEADERFUNCTION), receiveHeader) },
            { pointer(QUOTE_CURLOPT_HEADERDATA, context) },
            { quote_curl_setopt_progress_callback(api, handle, Int32(QUOTE_CURLOPT_XFERINFOFUNCTION), reportProgress) },
            { pointer(QUOTE_CURLOPT_XFERINFODATA, context) },
            { long(QUOTE_CURLOPT_NOPROGRESS, 0) },
        ]
        for step in steps {
            let code = step()
            if code != CurlTransfer.ok { return code }
        }
        return CurlTransfer.ok
    }

    /// Allows `http` and `https` only, and redirects to `http` only when the request itself is plain `http`
    /// (``RedirectPolicy`` checks every hop besides); libcurl before 7.85 takes the older bit masks.
    private func restrictProtocols(_ handle: UnsafeMutableRawPointer, redirectsToPlainHTTP: Bool) -> quote_curl_code {
        let api = library.api
        let allowed = "http,https"
        let redirects = redirectsToPlainHTTP ? "http,https" : "https"
        var code = allowed.withCString { quote_curl_setopt_pointer(api, handle, Int32(QUOTE_CURLOPT_PROTOCOLS_STR), $0) }
        if code == quote_curl_code(QUOTE_CURLE_UNKNOWN_OPTION) {
            let both = QUOTE_CURLPROTO_HTTP | QUOTE_CURLPROTO_HTTPS
            code = quote_curl_setopt_long(api, handle, Int32(QUOTE_CURLOPT_PROTOCOLS), both)
            guard code == CurlTransfer.ok else { return code }
            return quote_curl_setopt_long(
                api, handle, Int32(QUOTE_CURLOPT_REDIR_PROTOCOLS), redirectsToPlainHTTP ? both : QUOTE_CURLPROTO_HTTPS)
        }
        guard code == CurlTransfer.ok else { return code }
        return redirects.withCString { quote_curl_setopt_pointer(api, handle, Int32(QUOTE_CURLOPT_REDIR_PROTOCOLS_STR), $0) }
    }

    // MARK: - Callbacks

    /// Takes a piece of the decoded body; `false` aborts the transfer past the cap.
    fileprivate func take(body piece: UnsafeRawBufferPointer) -> Bool {
        guard body.count + piece.count <= request.maximumBodySize else {
            failure = .bodyTooLarge(limit: request.maximumBodySize)
            return false
        }
        body.append(contentsOf: piece)
        return true
    }

    /// Takes one header line of any response on the way (redirects included); `false` aborts the transfer
    /// when a redirect would break ``RedirectPolicy``.
    fileprivate func take(headerLine raw: UnsafeRawBufferPointer) -> Bool {
        let line = String(decoding: raw, as: UTF8.self).trimmed
        if line.hasPrefix("HTTP/") {
            // A new response: a redirect's target, or the answer after `100 Continue`.
            headers = [:]
            status = line.split(separator: " ").dropFirst().first.flatMap { Int($0) } ?? 0
        } else if let colon = line.firstIndex(of: ":") {
            headers[line[..<colon].lowercased()] = String(line[line.index(after: colon)...]).trimmed
        } else if line.isEmpty, [301, 302, 303, 307, 308].contains(status), let location = headers["location"] {
            // A Location that URL cannot read (a raw space, say) is left to libcurl, which encodes it and
            // still refuses what CURLOPT_REDIR_PROTOCOLS forbids.
            guard let target = URL(string: location, relativeTo: currentURL)?.absoluteURL else { return true }
            guard RedirectPolicy.permits(from: currentURL, to: target) else {
                failure = .insecureRedirect(to: target.absoluteString)
                return false
            }
            currentURL = target
        }
        return true
    }

    /// Whether the transfer should stop: the caller was cancelled.
    fileprivate var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    // MARK: - Errors

    /// The transport error for a libcurl result code, with libcurl's message where it helps the user.
    package static func error(for code: Int32, detail: String) -> any Error {
        switch Int(code) {
        case QUOTE_CURLE_ABORTED_BY_CALLBACK: CancellationError()
        case QUOTE_CURLE_COULDNT_RESOLVE_HOST, QUOTE_CURLE_COULDNT_RESOLVE_PROXY: TransportError.hostNotFound
        case QUOTE_CURLE_COULDNT_CONNECT: TransportError.connectionRefused
        case QUOTE_CURLE_OPERATION_TIMEDOUT: TransportError.timedOut
        case QUOTE_CURLE_PEER_FAILED_VERIFICATION, QUOTE_CURLE_SSL_ISSUER_ERROR, QUOTE_CURLE_SSL_PINNEDPUBKEYNOTMATCH,
            QUOTE_CURLE_SSL_INVALIDCERTSTATUS:
            TransportError.certificateUntrusted(detail: detail)
        case QUOTE_CURLE_SSL_CONNECT_ERROR, QUOTE_CURLE_SSL_CERTPROBLEM, QUOTE_CURLE_SSL_CIPHER, QUOTE_CURLE_SSL_CACERT_BADFILE,
            QUOTE_CURLE_SSL_SHUTDOWN_FAILED, QUOTE_CURLE_SSL_CRL_BADFILE:
            TransportError.secureConnectionFailed(detail: detail)
        case QUOTE_CURLE_PARTIAL_FILE, QUOTE_CURLE_RECV_ERROR, QUOTE_CURLE_SEND_ERROR, QUOTE_CURLE_GOT_NOTHING,
            QUOTE_CURLE_WEIRD_SERVER_REPLY, QUOTE_CURLE_BAD_CONTENT_ENCODING, QUOTE_CURLE_HTTP2, QUOTE_CURLE_HTTP2_STREAM:
            TransportError.connectionLost(detail: detail)
        case QUOTE_CURLE_TOO_MANY_REDIRECTS: TransportError.tooManyRedirects
        case QUOTE_CURLE_UNSUPPORTED_PROTOCOL: TransportError.other(detail)
        default: TransportError.other(detail)
        }
    }
}

// MARK: - C callbacks

/// The transfer a callback's context pointer carries; the transfer outlives `perform`, which holds it.
private func transfer(_ context: UnsafeMutableRawPointer?) -> CurlTransfer {
    Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
}

private let receiveBody: quote_curl_write_callback = { data, size, count, context in
    transfer(context).take(body: UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
}

private let receiveHeader: quote_curl_write_callback = { data, size, count, context in
    transfer(context).take(headerLine: UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
}

private let reportProgress: quote_curl_progress_callback = { context, _, _, _, _ in
    transfer(context).isCancelled ? 1 : 0
}
