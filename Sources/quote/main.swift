import QuoteCommands
import QuoteHTTP
import QuotePlatform

#if !os(Linux)
import QuoteNetworking
#endif

// Everything happens in QuoteCommands and below; this only connects it to the process. The transport is libcurl on
// Linux, loaded on the first fetch, and URLSession on Apple platforms.
let environment = ProcessEnvironment.current()
#if os(Linux)
let transport = CurlTransport(environment: environment)
#else
let transport = URLSessionTransport()
#endif

// A reader that goes away (`quote | head -c 1`) is an error to handle (exit 74, quietly), not a signal to die of.
signal(SIGPIPE, SIG_IGN)
let code = QuoteRunner(.live(environment: environment, transport: transport)).run(Array(CommandLine.arguments.dropFirst()))
// Output went out through write(2), unbuffered, so nothing is left to flush: _exit skips the atexit handlers,
// which would tear down OpenSSL under a transfer thread that a deadline abandoned.
_exit(code.rawValue)
