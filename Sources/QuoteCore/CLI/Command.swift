
/// What the command line asks for.
package enum Command: Equatable, Sendable {
    /// Print usage (`-h`, `--help`, `quote help`).
    case help
    /// Print `quote X.Y.Z`.
    case version
    /// Print a completion script for a shell.
    case completions(Shell)
    /// Print a quote.
    case quote(Invocation)
}

/// Which quote to print.
package enum Action: String, Equatable, Sendable, CaseIterable {
    /// Fetch a new one (or pick one offline).
    case random
    /// The cached last one, with no network access.
    case last
    /// Today's: the cached one if it was fetched today, else a new one; never fails for lack of a network.
    case today
}

/// The shells `quote completions` writes scripts for.
package enum Shell: String, Equatable, Sendable, CaseIterable {
    case bash, zsh, fish
}

/// When to colour text output.
package enum ColorMode: String, Equatable, Sendable, CaseIterable {
    /// When stdout is a terminal, `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
    case auto
    /// Always, even into a pipe.
    case always
    /// Never.
    case never
}

/// How wide text output may be.
package enum WidthSetting: Equatable, Sendable {
    /// The terminal's width when stdout is a terminal (then `COLUMNS`); unwrapped otherwise.
    case auto
    /// Exactly this many columns (`--width N`); `--width 0` turns wrapping off.
    case columns(Int)
}

/// Everything a quote-printing run needs, resolved from flags and the environment.
package struct Invocation: Equatable, Sendable {
    /// The default endpoint, the Happiness API.
    package static let defaultEndpoint = URL(string: "https://api.sobabear.com/happiness/random-quote")!
    /// The default limit on a fetch.
    package static let defaultTimeout = Duration.seconds(10)
    /// The default limit on `today`'s fetch: short, so a login shell never waits long.
    package static let todayTimeout = Duration.seconds(3)
    /// How many times a transient failure is retried unless `--retries` says otherwise.
    package static let defaultRetries = 2

    /// Which quote.
    package var action: Action
    /// Text or JSON.
    package var format: OutputFormat
    /// Where to fetch from.
    package var endpoint: URL
    /// The cache file, or `nil` when caching is off (`--no-cache`) or there is nowhere to put it.
    package var cachePath: String?
    /// The limit on the whole fetch, retries included.
    package var timeout: Duration
    /// How many times a transient failure is retried.
    package var retries: Int
    /// Pick from the built-in collection instead of the network.
    package var offline: Bool
    /// How wide text may be.
    package var width: WidthSetting
    /// When to colour text.
    package var color: ColorMode

    /// Creates an invocation; every field has the documented default, the timeout the one for `action`.
    package init(
        action: Action = .random, format: OutputFormat = .text, endpoint: URL = Invocation.defaultEndpoint,
        cachePath: String? = nil, timeout: Duration? = nil, retries: Int = Invocation.defaultRetries,
        offline: Bool = false, width: WidthSetting = .auto, color: ColorMode = .auto
    ) {
        self.action = action
        self.format = format
        self.endpoint = endpoint
        self.cachePath = cachePath
        self.timeout = timeout ?? (action == .today ? Invocation.todayTimeout : Invocation.defaultTimeout)
        self.retries = retries
        self.offline = offline
        self.width = width
        self.color = color
    }
}
