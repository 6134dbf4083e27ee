import QuotePlatform

/// Where `quote` keeps its files by default, following the XDG base directories: a variable counts only when
/// it holds an absolute path, else the usual folder under `HOME`.
package struct StoreLocations: Equatable, Sendable {
    /// `$XDG_CACHE_HOME/quote/last.json`, else `~/.cache/quote/last.json`.
    package var cache: String?
    /// `$XDG_STATE_HOME/quote/history.jsonl`, else `~/.local/state/quote/history.jsonl`.
    package var history: String?
    /// `$XDG_DATA_HOME/quote/saved.jsonl`, else `~/.local/share/quote/saved.jsonl`: user data, never in the cache.
    package var saved: String?
    /// `$XDG_CONFIG_HOME/quote/config.toml`, else `~/.config/quote/config.toml`.
    package var config: String?
    /// `$XDG_DATA_HOME/fortunes`, else `~/.local/share/fortunes`: the user's own fortune files.
    package var fortunes: String?
    /// `$XDG_CACHE_HOME/quote/pool`, else `~/.cache/quote/pool`: the quotes fetched and not shown yet, a file
    /// per source.
    package var pools: String?
    /// `$XDG_STATE_HOME/quote/requests`, else `~/.local/state/quote/requests`: when each network source was
    /// asked, for its request budget.
    package var requests: String?
    /// `HOME`, when it is set but is not a folder that exists: nothing is kept under it, and it is never created.
    package var missingHome: String?

    /// No locations at all: for defaults that do not depend on where files are, and for checking values.
    package static let nowhere = StoreLocations(environment: [:])

    /// The locations for `environment`; each is `nil` when neither its variable nor `HOME` is usable.
    package init(environment: [String: String]) {
        func base(_ variable: String, _ fallback: String) -> String? {
            if let value = environment[variable], value.hasPrefix("/") { return value }
            // A relative HOME is ignored like a missing one, as relative XDG variables are: nothing is kept under
            // whatever folder the run happens to start in.
            guard let home = environment["HOME"], home.hasPrefix("/") else { return nil }
            return Path.join(home, fallback)
        }
        cache = base("XDG_CACHE_HOME", ".cache").map { Path.join($0, "quote/last.json") }
        history = base("XDG_STATE_HOME", ".local/state").map { Path.join($0, "quote/history.jsonl") }
        saved = base("XDG_DATA_HOME", ".local/share").map { Path.join($0, "quote/saved.jsonl") }
        config = base("XDG_CONFIG_HOME", ".config").map { Path.join($0, "quote/config.toml") }
        fortunes = base("XDG_DATA_HOME", ".local/share").map { Path.join($0, "fortunes") }
        pools = base("XDG_CACHE_HOME", ".cache").map { Path.join($0, "quote/pool") }
        requests = base("XDG_STATE_HOME", ".local/state").map { Path.join($0, "quote/requests") }
        if let home = environment["HOME"], home.hasPrefix("/") {
            missingHome = FileKind(at: home) == .folder ? nil : home
        }
    }

    /// Whether `path` lies under a `HOME` that does not exist, where nothing may be kept.
    package func isUnderMissingHome(_ path: String) -> Bool {
        guard let missingHome else { return false }
        return path.hasPrefix(missingHome.hasSuffix("/") ? missingHome : missingHome + "/")
    }
}
