import Foundation
import QuoteNetworking

// The network helper: `quote` runs it only when a fetch is needed, so the rest starts without libcurl.
exit(await FetchHelper.run(Array(CommandLine.arguments.dropFirst())))
