/// Where the cache file lives when neither `--cache-file` nor `--no-cache` is given.
package enum CacheLocation {
    /// `QUOTE_CACHE_FILE`; else `$XDG_CACHE_HOME/quote/last.json` when that is an absolute path; else
    /// `$HOME/.cache/quote/last.json`; `nil` when none of these is set.
    package static func path(environment: [String: String]) -> String? {
        if let file = environment["QUOTE_CACHE_FILE"], !file.isEmpty { return file }
        if let base = environment["XDG_CACHE_HOME"], base.hasPrefix("/") { return Path.join(base, "quote/last.json") }
        if let home = environment["HOME"], !home.isEmpty { return Path.join(home, ".cache/quote/last.json") }
        return nil
    }
}
