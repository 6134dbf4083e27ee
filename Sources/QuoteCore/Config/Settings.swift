/// Every setting of a run, resolved: flag over environment over config file over default, each value
/// knowing where it came from (`quote config` shows them).
package struct Settings: Sendable {
    /// Where quotes come from, tried in turn: names of built-in or configured sources.
    package var sources = Resolved(["happiness"], origin: .default, text: "happiness")
    /// A URL that replaces the one network source's own.
    package var endpoint = Resolved<URL?>(nil, origin: .default, text: nil)
    /// The limit on all fetching, retries and fallbacks included; `nil` for the command's default.
    package var timeout = Resolved<Duration?>(nil, origin: .default, text: "10 (today 3)")
    /// How many times a transient failure is retried.
    package var retries = Resolved(2, origin: .default, text: "2")
    /// The most characters a quote's content may have.
    package var maxLength = Resolved<Int?>(nil, origin: .default, text: nil)
    /// Text the author must contain, ignoring case.
    package var author = Resolved<String?>(nil, origin: .default, text: nil)
    /// A pattern the content or author must match, ignoring case.
    package var match = Resolved<QuotePattern?>(nil, origin: .default, text: nil)
    /// Print JSON instead of text.
    package var json = Resolved(false, origin: .default, text: "off")
    /// Print through a template instead of text.
    package var format = Resolved<QuoteTemplate?>(nil, origin: .default, text: nil)
    /// How wide text may be.
    package var width = Resolved(WidthSetting.auto, origin: .default, text: "auto")
    /// When to colour text.
    package var color = Resolved(ColorMode.auto, origin: .default, text: "auto")
    /// The cache file; `nil` when there is nowhere to put it.
    package var cacheFile: Resolved<String?>
    /// Neither read nor write the cache or the history.
    package var noCache = Resolved(false, origin: .default, text: "off")
    /// The history file; `nil` when there is nowhere to put it.
    package var historyFile: Resolved<String?>
    /// Whether printed quotes are added to the history.
    package var history = Resolved(true, origin: .default, text: "on")
    /// The config file; `nil` when there is no home to find the default one in.
    package var config: Resolved<String?>
    /// How many history entries `quote history` shows.
    package var count = Resolved(10, origin: .default, text: "10")

    /// The defaults, with the file locations that follow from the environment (XDG base directories, `HOME`).
    package init(environment: [String: String]) {
        let locations = StoreLocations(environment: environment)
        cacheFile = Resolved(locations.cache, origin: .default, text: locations.cache)
        historyFile = Resolved(locations.history, origin: .default, text: locations.history)
        config = Resolved(locations.config, origin: .default, text: locations.config)
    }
}
