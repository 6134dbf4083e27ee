import Foundation

/// What the command line asks for.
package enum Command: Equatable, Sendable {
    /// Print usage (`-h`, `--help`, `quote help`).
    case help
    /// Print `quote X.Y.Z`.
    case version
    /// Print a quote.
    case quote(Invocation)
}

/// Which quote to print.
package enum Action: String, Equatable, Sendable, CaseIterable {
    /// Fetch a new one.
    case random
    /// The cached last one, with no network access.
    case last
}

/// Everything a quote-printing run needs, resolved from flags and the environment.
package struct Invocation: Equatable, Sendable {
    /// The default endpoint, the Happiness API.
    package static let defaultEndpoint = URL(string: "https://api.sobabear.com/happiness/random-quote")!
    /// The default limit on a fetch.
    package static let defaultTimeout = Duration.seconds(10)

    /// Which quote.
    package var action: Action = .random
    /// Text or JSON.
    package var format: OutputFormat = .text
    /// Where to fetch from.
    package var endpoint: URL = Invocation.defaultEndpoint
    /// The cache file, or `nil` when caching is off (`--no-cache`) or there is nowhere to put it.
    package var cachePath: String?
    /// The limit on the whole fetch.
    package var timeout: Duration = Invocation.defaultTimeout

    /// Creates an invocation; every field has the documented default.
    package init(
        action: Action = .random, format: OutputFormat = .text, endpoint: URL = Invocation.defaultEndpoint,
        cachePath: String? = nil, timeout: Duration = Invocation.defaultTimeout
    ) {
        self.action = action
        self.format = format
        self.endpoint = endpoint
        self.cachePath = cachePath
        self.timeout = timeout
    }
}
