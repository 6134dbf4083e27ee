import CCurl
import QuotePlatform

/// libcurl, opened with `dlopen` the first time a fetch needs it, so that runs which never fetch (`last`,
/// `today` on a cache hit, `--offline`, `--help`) never load it or the thirty-odd libraries it pulls in.
package final class LibCurl: @unchecked Sendable {
    /// The library's functions; set once, read only after (the `@unchecked Sendable`).
    let api: UnsafeMutablePointer<quote_curl_api>

    /// The names tried, in order: the soname of libcurl 7.16 and later (the OpenSSL flavour on Debian and
    /// Ubuntu, the only one on Fedora and Arch), Debian's GnuTLS flavour, and macOS's.
    package static let candidates = ["libcurl.so.4", "libcurl-gnutls.so.4", "libcurl.4.dylib"]

    /// The library this process uses, loaded on first use; the failure is remembered too.
    package static let shared: Result<LibCurl, TransportError> = Result { () throws(TransportError) in
        try load(candidates)
    }

    /// A library whose functions are those in `api`, which it keeps for the life of the process: ``load(_:)``'s,
    /// or a test's stand-ins for failures libcurl itself rarely shows.
    package init(api: UnsafeMutablePointer<quote_curl_api>) {
        self.api = api
    }

    /// Opens the first of `names` that loads.
    ///
    /// - Throws: ``TransportError/libraryUnavailable(_:)`` with the dynamic loader's reason for the first name.
    package static func load(_ names: [String]) throws(TransportError) -> LibCurl {
        var firstReason: String?
        for name in names {
            let api = UnsafeMutablePointer<quote_curl_api>.allocate(capacity: 1)
            var message = [CChar](repeating: 0, count: 512)
            if quote_curl_open(name, api, &message, message.count) == 0 { return LibCurl(api: api) }
            api.deallocate()
            firstReason = firstReason ?? String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
        throw .libraryUnavailable(firstReason ?? "no library named")
    }

    /// libcurl's own words for `code`.
    func describe(_ code: quote_curl_code) -> String {
        api.pointee.easy_strerror.flatMap { $0(code) }.map { String(cString: $0) } ?? "libcurl error \(code)"
    }
}
