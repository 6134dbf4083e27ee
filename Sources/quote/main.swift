import QuoteCore
#if !os(Linux)
import QuoteNetworking
#endif

// Everything happens in QuoteCore; this only connects it to the process. The transport is libcurl on
// Linux, loaded on the first fetch, and URLSession on Apple platforms.
// A reader that goes away (`quote | head -c 1`) is an error to handle (exit 74, quietly), not a signal to die of.
signal(SIGPIPE, SIG_IGN)
let environment = ProcessInfo.processInfo.environment
#if os(Linux)
let transport = CurlTransport(environment: environment)
#else
let transport = URLSessionTransport()
#endif
exit(await QuoteRunner.live(environment: environment, transport: transport).run(Array(CommandLine.arguments.dropFirst())).rawValue)
