import CCurl
import QuotePlatform
import Synchronization

/// The transfer a callback's context pointer carries; the transfer outlives `perform`, which holds it.
private func transfer(_ context: UnsafeMutableRawPointer?) -> CurlTransfer {
    Unmanaged<CurlTransfer>.fromOpaque(context!).takeUnretainedValue()
}

/// libcurl's write callback: hands the body's bytes to the transfer, which may refuse them (over the cap).
let receiveBody: quote_curl_write_callback = { data, size, count, context in
    transfer(context).take(body: UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
}

/// libcurl's header callback: hands each header line to the transfer, which may refuse it (over the cap).
let receiveHeader: quote_curl_write_callback = { data, size, count, context in
    transfer(context).take(headerLine: UnsafeRawBufferPointer(start: data, count: size * count)) ? size * count : 0
}

/// libcurl's progress callback: stops the transfer once it is cancelled (its deadline passed).
let reportProgress: quote_curl_progress_callback = { context, _, _, _, _ in
    transfer(context).isCancelled ? 1 : 0
}

/// libcurl's callback once a connection is made, just before the request goes: the request reached the server.
let noteConnection: quote_curl_prereq_callback = { context, _, _, _, _ in
    transfer(context).reachedServer()
    return 0
}
