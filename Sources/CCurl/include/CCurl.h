// The part of libcurl's easy interface that `quote` uses, declared here so that nothing of libcurl is
// needed to build: no headers, no library at link time. `quote_curl_open` loads the library with
// `dlopen` on the first fetch and fills a table of its functions; runs that never fetch never load it.
//
// The option, info and error numbers below are libcurl's stable ABI, copied from include/curl/curl.h
// (7.88.1, the version Debian 12 ships; every number here has kept its value since it was introduced).
// `curl_easy_setopt` and `curl_easy_getinfo` are variadic, which Swift cannot call, so each argument
// type gets a small wrapper with a fixed signature.
#ifndef QUOTE_CCURL_H
#define QUOTE_CCURL_H

#include <stddef.h>
#include <stdint.h>

/// `CURLcode`: 0 is success.
typedef int quote_curl_code;
/// `curl_off_t` on every platform `quote` builds for.
typedef int64_t quote_curl_off_t;

/// `curl_write_callback`, used for both the body (CURLOPT_WRITEFUNCTION) and the headers
/// (CURLOPT_HEADERFUNCTION): return `size * count` to go on, anything else to abort the transfer.
typedef size_t (*quote_curl_write_callback)(char *data, size_t size, size_t count, void *context);
/// `curl_prereq_callback`: called once the connection is made, before the request is sent; return 0 to go on.
typedef int (*quote_curl_prereq_callback)(void *context, char *remote_ip, char *local_ip, int remote_port,
                                          int local_port);
/// `curl_xferinfo_callback`: return 0 to go on, anything else to abort with CURLE_ABORTED_BY_CALLBACK.
typedef int (*quote_curl_progress_callback)(void *context, quote_curl_off_t download_total,
                                            quote_curl_off_t download_now, quote_curl_off_t upload_total,
                                            quote_curl_off_t upload_now);

// MARK: - Options (CURLoption = type base + number; bases: LONG 0, OBJECTPOINT 10000, FUNCTIONPOINT 20000, OFF_T 30000)
enum {
    QUOTE_CURLOPT_WRITEDATA = 10001,            // CURLOPT(CURLOPT_WRITEDATA, CBPOINT, 1)
    QUOTE_CURLOPT_URL = 10002,                  // CURLOPT(CURLOPT_URL, STRINGPOINT, 2)
    QUOTE_CURLOPT_PROXY = 10004,                // CURLOPT(CURLOPT_PROXY, STRINGPOINT, 4)
    QUOTE_CURLOPT_ERRORBUFFER = 10010,          // CURLOPT(CURLOPT_ERRORBUFFER, OBJECTPOINT, 10)
    QUOTE_CURLOPT_WRITEFUNCTION = 20011,        // CURLOPT(CURLOPT_WRITEFUNCTION, FUNCTIONPOINT, 11)
    QUOTE_CURLOPT_USERAGENT = 10018,            // CURLOPT(CURLOPT_USERAGENT, STRINGPOINT, 18)
    QUOTE_CURLOPT_HTTPHEADER = 10023,           // CURLOPT(CURLOPT_HTTPHEADER, SLISTPOINT, 23)
    QUOTE_CURLOPT_HEADERDATA = 10029,           // CURLOPT(CURLOPT_HEADERDATA, CBPOINT, 29)
    QUOTE_CURLOPT_NOPROGRESS = 43,              // CURLOPT(CURLOPT_NOPROGRESS, LONG, 43)
    QUOTE_CURLOPT_FOLLOWLOCATION = 52,          // CURLOPT(CURLOPT_FOLLOWLOCATION, LONG, 52)
    QUOTE_CURLOPT_XFERINFODATA = 10057,         // CURLOPT(CURLOPT_XFERINFODATA, CBPOINT, 57)
    QUOTE_CURLOPT_SSL_VERIFYPEER = 64,          // CURLOPT(CURLOPT_SSL_VERIFYPEER, LONG, 64)
    QUOTE_CURLOPT_CAINFO = 10065,               // CURLOPT(CURLOPT_CAINFO, STRINGPOINT, 65)
    QUOTE_CURLOPT_HEADERFUNCTION = 20079,       // CURLOPT(CURLOPT_HEADERFUNCTION, FUNCTIONPOINT, 79)
    QUOTE_CURLOPT_HTTPGET = 80,                 // CURLOPT(CURLOPT_HTTPGET, LONG, 80)
    QUOTE_CURLOPT_SSL_VERIFYHOST = 81,          // CURLOPT(CURLOPT_SSL_VERIFYHOST, LONG, 81)
    QUOTE_CURLOPT_CAPATH = 10097,               // CURLOPT(CURLOPT_CAPATH, STRINGPOINT, 97)
    QUOTE_CURLOPT_NOSIGNAL = 99,                // CURLOPT(CURLOPT_NOSIGNAL, LONG, 99)
    QUOTE_CURLOPT_ACCEPT_ENCODING = 10102,      // CURLOPT(CURLOPT_ACCEPT_ENCODING, STRINGPOINT, 102)
    QUOTE_CURLOPT_MAXFILESIZE_LARGE = 30117,    // CURLOPT(CURLOPT_MAXFILESIZE_LARGE, OFF_T, 117)
    QUOTE_CURLOPT_TIMEOUT_MS = 155,             // CURLOPT(CURLOPT_TIMEOUT_MS, LONG, 155)
    QUOTE_CURLOPT_CONNECTTIMEOUT_MS = 156,      // CURLOPT(CURLOPT_CONNECTTIMEOUT_MS, LONG, 156)
    QUOTE_CURLOPT_NOPROXY = 10177,              // CURLOPT(CURLOPT_NOPROXY, STRINGPOINT, 177)
    QUOTE_CURLOPT_PROTOCOLS = 181,              // CURLOPTDEPRECATED(CURLOPT_PROTOCOLS, LONG, 181): before 7.85
    QUOTE_CURLOPT_XFERINFOFUNCTION = 20219,     // CURLOPT(CURLOPT_XFERINFOFUNCTION, FUNCTIONPOINT, 219)
    QUOTE_CURLOPT_SUPPRESS_CONNECT_HEADERS = 265,  // CURLOPT(CURLOPT_SUPPRESS_CONNECT_HEADERS, LONG, 265)
    QUOTE_CURLOPT_PROTOCOLS_STR = 10318,        // CURLOPT(CURLOPT_PROTOCOLS_STR, STRINGPOINT, 318): 7.85 and later
};

/// CURLPROTO_HTTP and CURLPROTO_HTTPS, the bits of the pre-7.85 CURLOPT_PROTOCOLS masks.
enum { QUOTE_CURLPROTO_HTTP = 1 << 0, QUOTE_CURLPROTO_HTTPS = 1 << 1 };

// MARK: - Information (CURLINFO = type base + number; bases: STRING 0x100000, LONG 0x200000, OFF_T 0x600000)
enum {
    QUOTE_CURLINFO_RESPONSE_CODE = 0x200000 + 2,        // CURLINFO_RESPONSE_CODE = CURLINFO_LONG + 2
    QUOTE_CURLINFO_HTTP_CONNECTCODE = 0x200000 + 22,    // CURLINFO_HTTP_CONNECTCODE = CURLINFO_LONG + 22
    QUOTE_CURLINFO_REDIRECT_URL = 0x100000 + 31,        // CURLINFO_REDIRECT_URL = CURLINFO_STRING + 31
    QUOTE_CURLINFO_NAMELOOKUP_TIME_T = 0x600000 + 51,   // CURLINFO_NAMELOOKUP_TIME_T = CURLINFO_OFF_T + 51
    QUOTE_CURLINFO_CONNECT_TIME_T = 0x600000 + 52,      // CURLINFO_CONNECT_TIME_T = CURLINFO_OFF_T + 52
};

// MARK: - Results (CURLcode)
enum {
    QUOTE_CURLE_OK = 0,
    QUOTE_CURLE_UNSUPPORTED_PROTOCOL = 1,
    QUOTE_CURLE_FAILED_INIT = 2,
    QUOTE_CURLE_URL_MALFORMAT = 3,
    QUOTE_CURLE_COULDNT_RESOLVE_PROXY = 5,
    QUOTE_CURLE_COULDNT_RESOLVE_HOST = 6,
    QUOTE_CURLE_COULDNT_CONNECT = 7,
    QUOTE_CURLE_WEIRD_SERVER_REPLY = 8,
    QUOTE_CURLE_HTTP2 = 16,
    QUOTE_CURLE_PARTIAL_FILE = 18,
    QUOTE_CURLE_WRITE_ERROR = 23,
    QUOTE_CURLE_OUT_OF_MEMORY = 27,
    QUOTE_CURLE_OPERATION_TIMEDOUT = 28,
    QUOTE_CURLE_SSL_CONNECT_ERROR = 35,
    QUOTE_CURLE_ABORTED_BY_CALLBACK = 42,
    QUOTE_CURLE_TOO_MANY_REDIRECTS = 47,
    QUOTE_CURLE_UNKNOWN_OPTION = 48,
    QUOTE_CURLE_GOT_NOTHING = 52,
    QUOTE_CURLE_SEND_ERROR = 55,
    QUOTE_CURLE_RECV_ERROR = 56,
    QUOTE_CURLE_SSL_CERTPROBLEM = 58,
    QUOTE_CURLE_SSL_CIPHER = 59,
    QUOTE_CURLE_PEER_FAILED_VERIFICATION = 60,
    QUOTE_CURLE_BAD_CONTENT_ENCODING = 61,
    QUOTE_CURLE_FILESIZE_EXCEEDED = 63,
    QUOTE_CURLE_SSL_CACERT_BADFILE = 77,
    QUOTE_CURLE_SSL_SHUTDOWN_FAILED = 80,
    QUOTE_CURLE_SSL_CRL_BADFILE = 82,
    QUOTE_CURLE_SSL_ISSUER_ERROR = 83,
    QUOTE_CURLE_SSL_PINNEDPUBKEYNOTMATCH = 90,
    QUOTE_CURLE_SSL_INVALIDCERTSTATUS = 91,
    QUOTE_CURLE_HTTP2_STREAM = 92,
};

/// CURL_ERROR_SIZE: the size CURLOPT_ERRORBUFFER must have.
enum { QUOTE_CURL_ERROR_SIZE = 256 };

/// The functions of one loaded libcurl. Every pointer is set once `quote_curl_open` succeeds.
typedef struct {
    void *library;
    quote_curl_code (*global_init)(long flags);
    void *(*easy_init)(void);
    quote_curl_code (*easy_setopt)(void *handle, int option, ...);
    quote_curl_code (*easy_perform)(void *handle);
    quote_curl_code (*easy_getinfo)(void *handle, int info, ...);
    void (*easy_cleanup)(void *handle);
    const char *(*easy_strerror)(quote_curl_code code);
    void *(*slist_append)(void *list, const char *string);
    void (*slist_free_all)(void *list);
} quote_curl_api;

/// Opens the library at `name` (a file name the dynamic loader searches for, or a path), looks up every
/// function above and calls `curl_global_init`. Returns 0, or -1 with the loader's reason in `message`.
/// Not thread-safe (curl_global_init is not): call it once, before any other thread uses libcurl.
int quote_curl_open(const char *name, quote_curl_api *api, char *message, size_t capacity);

/// `curl_easy_setopt` with a `long`.
quote_curl_code quote_curl_setopt_long(const quote_curl_api *api, void *handle, int option, long value);
/// `curl_easy_setopt` with a pointer (a string, a list, a buffer, callback data); NULL resets the option.
quote_curl_code quote_curl_setopt_pointer(const quote_curl_api *api, void *handle, int option, const void *value);
/// `curl_easy_setopt` with a `curl_off_t`.
quote_curl_code quote_curl_setopt_off(const quote_curl_api *api, void *handle, int option, quote_curl_off_t value);
/// `curl_easy_setopt` with a write or header callback.
quote_curl_code quote_curl_setopt_write_callback(const quote_curl_api *api, void *handle, int option,
                                                 quote_curl_write_callback callback);
/// `curl_easy_setopt` with a transfer-progress callback.
quote_curl_code quote_curl_setopt_progress_callback(const quote_curl_api *api, void *handle, int option,
                                                    quote_curl_progress_callback callback);
/// Has the transfer on `handle` set `*opened` once it opens a socket: after the name lookup, which is how a
/// transfer abandoned at its deadline tells a lookup that hung from a server that did. (CURLOPT_OPENSOCKETFUNCTION
/// with a function that notes it and opens the socket as libcurl would.)
quote_curl_code quote_curl_note_sockets(const quote_curl_api *api, void *handle, int *opened);
/// `curl_easy_setopt` of CURLOPT_PREREQFUNCTION and its data (libcurl 7.80 and later; an older one answers
/// CURLE_UNKNOWN_OPTION): `callback` is called with `context` once the connection is made, just before the
/// request is sent.
quote_curl_code quote_curl_setopt_prereq_callback(const quote_curl_api *api, void *handle,
                                                  quote_curl_prereq_callback callback, void *context);
/// Whether `*opened` was set, read from any thread.
int quote_curl_noted(const int *opened);

/// `curl_easy_getinfo` for a `long`.
quote_curl_code quote_curl_getinfo_long(const quote_curl_api *api, void *handle, int info, long *value);
/// `curl_easy_getinfo` for a string, owned by the handle (NULL when there is none).
quote_curl_code quote_curl_getinfo_string(const quote_curl_api *api, void *handle, int info, const char **value);
/// `curl_easy_getinfo` for a `curl_off_t`.
quote_curl_code quote_curl_getinfo_off(const quote_curl_api *api, void *handle, int info, quote_curl_off_t *value);

#endif
