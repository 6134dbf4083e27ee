import CCurl
import QuotePlatform
import Synchronization

/// One libcurl transfer: one request, one response (a redirect is returned, not followed), its options, the
/// callbacks' state, and the mapping of the outcome.
///
/// Everything but ``cancel()`` runs on the transfer's own thread, so only the cancellation flag is shared.
package final class CurlTransfer: @unchecked Sendable {
    /// `CURLE_OK`.
    static let ok = quote_curl_code(QUOTE_CURLE_OK)
    /// The content codings offered, and the only ones accepted: brotli's and zstd's decoders allocate their
    /// windows inside the libraries, beyond the cap's reach.
    static let acceptedEncodings = ["gzip", "x-gzip", "deflate", "identity"]

    private let library: LibCurl
    private let request: HTTPRequest
    private let trust: CertificateTrust
    /// The proxy the request goes through, as the environment names it; `nil` for none.
    private let proxy: String?
    private let cancelled = Atomic(false)
    /// Told on this transfer's thread that the request reached its server; it only wakes the sending thread.
    private let reach: @Sendable () -> Void
    /// Set by libcurl's thread once it opens a socket, which it does once the name lookup is over.
    private let socketOpened = UnsafeMutablePointer<Int32>.allocate(capacity: 1)
    /// Whether the connection was made (libcurl's thread sets it, just before the request goes), or `nil` when this
    /// libcurl cannot tell (before 7.80).
    private let connected = Atomic<Int>(0)

    // The callbacks' state, touched only on the transfer's thread.
    private var body = Data()
    private var headers: [String: String] = [:]
    /// Bytes of headers and trailers so far, every block's.
    private var headerBytes = 0
    /// Whether the last header line was the blank one that ends a block (an interim `100 Continue`'s, say).
    private var blockEnded = false
    /// Whether body bytes came: header lines after them are trailers.
    private var bodyStarted = false
    /// A failure decided by a callback (a cap, an encoding), which outranks libcurl's own code.
    private var failure: TransportError?

    /// Prepares a transfer of `request` with `library`, through `proxy` if there is one; nothing happens until
    /// ``perform()``.
    init(
        library: LibCurl, request: HTTPRequest, trust: CertificateTrust, proxy: String?, reach: @escaping @Sendable () -> Void
    ) {
        self.library = library
        self.reach = reach
        self.request = request
        self.trust = trust
        self.proxy = proxy
        socketOpened.initialize(to: 0)
    }

    deinit {
        socketOpened.deallocate()
    }

    /// Whether the name lookup is over: a socket was opened, to the server or its proxy.
    var lookupEnded: Bool { quote_curl_noted(socketOpened) != 0 }

    /// Whether the connection was surely never made (the request never left), so far as this libcurl tells.
    var neverConnected: Bool { connected.load(ordering: .acquiring) == 0 }

    /// The connection is made, the request about to go: the sending thread is told.
    func reachedServer() {
        connected.store(1, ordering: .releasing)
        reach()
    }

    /// The host whose name is looked up: the proxy's, if there is one.
    var lookedUpHost: String { proxy.map(ProxyChoice.host(of:)) ?? request.url.host ?? "" }

    /// Asks the transfer to stop; the progress callback aborts it at its next call.
    func cancel() {
        cancelled.store(true, ordering: .relaxed)
    }

    /// Runs the transfer to its end, blocking, and hands its outcome to `deliver` before the handle is cleaned
    /// up: closing the connection then overlaps the caller's reading of the answer instead of delaying it.
    func perform(delivering deliver: (Result<HTTPResponse, any Error>) -> Void) {
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
            return deliver(.failure(TransportError.other(library.describe(quote_curl_code(QUOTE_CURLE_FAILED_INIT)))))
        }
        defer { api.pointee.easy_cleanup?(handle) }
        deliver(Result { try response(from: handle, headers: fields, errorBuffer: message) })
    }

    /// Configures `handle`, runs the transfer and reads its outcome.
    private func response(
        from handle: UnsafeMutableRawPointer, headers fields: UnsafeMutableRawPointer?,
        errorBuffer message: UnsafeMutablePointer<CChar>
    ) throws -> HTTPResponse {
        let api = library.api
        let setup = configure(handle, headers: fields, errorBuffer: message, context: Unmanaged.passUnretained(self).toOpaque())
        let code = setup == CurlTransfer.ok ? api.pointee.easy_perform!(handle) : setup
        if let failure { throw failure }
        if code == CurlTransfer.ok {
            var status = 0
            _ = quote_curl_getinfo_long(api, handle, Int32(QUOTE_CURLINFO_RESPONSE_CODE), &status)
            var location: UnsafePointer<CChar>?
            _ = quote_curl_getinfo_string(api, handle, Int32(QUOTE_CURLINFO_REDIRECT_URL), &location)
            // libcurl resolves the Location against the URL, encoding what needs it; its reading, not ours.
            let redirect = location.flatMap { URL(string: String(cString: $0)) }
            return HTTPResponse(statusCode: status, headers: headers, body: body, redirect: redirect)
        }
        let detail = String(cString: message)
        throw error(for: code, detail: detail.isEmpty ? library.describe(code) : detail, handle: handle)
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
        let milliseconds = { (duration: Duration?) in duration.map { max(1, Int(($0.seconds * 1000).rounded(.up))) } ?? 0 }
        let steps: [() -> quote_curl_code] = [
            { pointer(QUOTE_CURLOPT_ERRORBUFFER, errorBuffer) },
            { string(QUOTE_CURLOPT_URL, self.request.url.absoluteString) },
            { long(QUOTE_CURLOPT_HTTPGET, 1) },
            { long(QUOTE_CURLOPT_NOSIGNAL, 1) },
            { self.restrictProtocols(handle) },
            // Redirects are the client's to follow, hop by hop (RedirectPolicy).
            { long(QUOTE_CURLOPT_FOLLOWLOCATION, 0) },
            // The proxy chosen here, or none: libcurl goes exactly where the error messages say.
            { string(QUOTE_CURLOPT_PROXY, self.proxy ?? "") },
            { string(QUOTE_CURLOPT_NOPROXY, "") },
            { long(QUOTE_CURLOPT_SUPPRESS_CONNECT_HEADERS, 1) },
            { pointer(QUOTE_CURLOPT_HTTPHEADER, headers) },
            // libcurl decodes what it offers; anything else is refused in the header callback.
            { string(QUOTE_CURLOPT_ACCEPT_ENCODING, "gzip, deflate") },
            { long(QUOTE_CURLOPT_TIMEOUT_MS, milliseconds(self.request.timeout)) },
            // 0 is libcurl's own default for connecting (300 s), which the total limit above always cuts shorter.
            { long(QUOTE_CURLOPT_CONNECTTIMEOUT_MS, milliseconds(self.request.connectTimeout)) },
            // The cap counts decoded bytes (the write callback); what travels may be a little more (gzip stored
            // uncompressed), never twice as much.
            {
                quote_curl_setopt_off(
                    api, handle, Int32(QUOTE_CURLOPT_MAXFILESIZE_LARGE), Int64(2 * self.request.maximumBodySize))
            },
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
            { quote_curl_note_sockets(api, handle, self.socketOpened) },
            {
                // Before 7.80 libcurl cannot say when the connection is made: the transfer goes on without knowing,
                // and says it reached the server as it starts.
                guard quote_curl_setopt_prereq_callback(api, handle, noteConnection, context) == CurlTransfer.ok else {
                    self.connected.store(-1, ordering: .releasing)
                    self.reach()
                    return CurlTransfer.ok
                }
                return CurlTransfer.ok
            },
        ]
        for step in steps {
            let code = step()
            if code != CurlTransfer.ok { return code }
        }
        return CurlTransfer.ok
    }

    /// Allows `http` and `https` only; libcurl before 7.85 takes the older bit mask.
    private func restrictProtocols(_ handle: UnsafeMutableRawPointer) -> quote_curl_code {
        let api = library.api
        let code = "http,https".withCString { quote_curl_setopt_pointer(api, handle, Int32(QUOTE_CURLOPT_PROTOCOLS_STR), $0) }
        guard code == quote_curl_code(QUOTE_CURLE_UNKNOWN_OPTION) else { return code }
        return quote_curl_setopt_long(api, handle, Int32(QUOTE_CURLOPT_PROTOCOLS), QUOTE_CURLPROTO_HTTP | QUOTE_CURLPROTO_HTTPS)
    }

    // MARK: - Callbacks

    /// Takes a piece of the decoded body; `false` aborts the transfer past the cap.
    func take(body piece: UnsafeRawBufferPointer) -> Bool {
        bodyStarted = true
        guard body.count + piece.count <= request.maximumBodySize else {
            failure = .bodyTooLarge(limit: request.maximumBodySize)
            return false
        }
        body.append(contentsOf: piece)
        return true
    }

    /// Takes one header line, or trailer line; `false` aborts the transfer: headers past their cap, an encoding
    /// that is not accepted, or a body announced past its cap.
    ///
    /// The headers kept are the last block's: an interim response (`100 Continue`) comes before the real one.
    /// The status is libcurl's, never read from these lines.
    func take(headerLine raw: UnsafeRawBufferPointer) -> Bool {
        headerBytes += raw.count
        guard headerBytes <= request.maximumHeaderSize else {
            failure = .headersTooLarge(limit: request.maximumHeaderSize)
            return false
        }
        // Trailers are counted, and go no further.
        guard !bodyStarted else { return true }
        let line = String(decoding: raw, as: UTF8.self).trimmed
        guard !line.isEmpty else {
            blockEnded = true
            // Refused before the body when its announced size, not encoded, is past the cap.
            if let length = headers["content-length"].flatMap({ Int($0) }), length > request.maximumBodySize,
                headers["content-encoding"] == nil
            {
                failure = .bodyTooLarge(limit: request.maximumBodySize)
                return false
            }
            return true
        }
        if blockEnded {
            headers = [:]
            blockEnded = false
        }
        guard let colon = line.firstIndex(of: ":") else { return true }
        let name = line[..<colon].lowercased()
        let value = String(line[line.index(after: colon)...]).trimmed
        headers[name] = value
        if name == "content-encoding" {
            let codings = value.lowercased().split(separator: ",").map { $0.trimmed }
            if let refused = codings.first(where: { !Self.acceptedEncodings.contains($0) }) {
                failure = .unsupportedEncoding(refused)
                return false
            }
        }
        return true
    }

    /// Whether the transfer should stop: the sending thread stopped waiting for it (its time ran out).
    var isCancelled: Bool { cancelled.load(ordering: .relaxed) }

    // MARK: - Errors

    /// The transport error for a failed transfer: a proxy's failure named as such, a lookup that hung named as
    /// one, and otherwise by libcurl's result code.
    private func error(for code: quote_curl_code, detail: String, handle: UnsafeMutableRawPointer) -> any Error {
        let api = library.api
        let code = Int(code)
        if code == QUOTE_CURLE_URL_MALFORMAT, let location = headers["location"] {
            // libcurl reads a redirect's Location even when it will not follow it, and fails on one that is no URL.
            return TransportError.redirectRefused(to: location, .notAURL)
        }
        if code == QUOTE_CURLE_FILESIZE_EXCEEDED { return TransportError.bodyTooLarge(limit: request.maximumBodySize) }
        if code == QUOTE_CURLE_OUT_OF_MEMORY {
            // What libcurl says when one header line passes its own limit (100 KiB), before the callback sees it.
            return TransportError.headersTooLarge(limit: request.maximumHeaderSize)
        }
        if code == QUOTE_CURLE_OPERATION_TIMEDOUT, !lookupEnded {
            return TransportError.lookupTimedOut(host: lookedUpHost)
        }
        if code == QUOTE_CURLE_OPERATION_TIMEDOUT {
            // No connection made in time: the request never reached the server (nor cost its API anything).
            var connected: quote_curl_off_t = 0
            if quote_curl_getinfo_off(api, handle, Int32(QUOTE_CURLINFO_CONNECT_TIME_T), &connected) == 0, connected == 0 {
                return TransportError.connectTimedOut
            }
        }
        if let proxy {
            var tunnel = 0
            _ = quote_curl_getinfo_long(api, handle, Int32(QUOTE_CURLINFO_HTTP_CONNECTCODE), &tunnel)
            if tunnel >= 300 { return TransportError.proxyFailed(proxy: ProxyChoice.name(of: proxy), .refused(status: tunnel)) }
            // Before a tunnel is up (https), or before any answer (http), the only peer is the proxy.
            let throughProxy = request.url.scheme?.lowercased() == "https" ? tunnel == 0 : headers.isEmpty
            if throughProxy, let failure = CurlResult.proxyFailure(for: code, detail: detail) {
                return TransportError.proxyFailed(proxy: ProxyChoice.name(of: proxy), failure)
            }
        }
        return CurlResult.error(for: Int32(code), detail: detail)
    }
}
