import QuoteModel
import QuotePresentation
import QuoteStore

// The settings table: every setting `quote` has, each declared once, in the order help lists them.
//
// Adding a setting is one declaration here and its name in `Setting.all`; the parser, the config file, the
// environment, `quote config`, help and the completion scripts then know it. Read a setting's value with
// `settings[.name]`.

extension Setting<[String]> {
    /// `--source`: where quotes come from, tried in turn.
    package static var source: Self {
        Setting(
            key: "source", flag: "--source", environment: "QUOTE_SOURCE", configKey: "source", kind: .sources,
            placeholder: "NAME[,NAME...]", default: ["happiness"], summary: "Where quotes come from, tried in turn",
            documentsDefault: true,
            shorthand: Shorthand(
                flag: "--offline", configKey: "offline", value: "builtin",
                summary: "Same as --source builtin: the built-in collection, no network"))
    }
}

extension Setting<URL?> {
    /// `--endpoint`: a URL that replaces the one network source's own.
    package static var endpoint: Self {
        Setting(
            key: "endpoint", flag: "--endpoint", environment: "QUOTE_API_URL", configKey: "endpoint",
            kind: ValueKind.url.optional,
            placeholder: "URL", default: nil, summary: "Fetch from URL instead of the network source's own", checkedWhenUsed: true
        )
    }
}

extension Setting<Duration> {
    /// `--timeout`: the limit on all fetching, retries and fallbacks included.
    package static var timeout: Self {
        Setting(
            key: "timeout", flag: "--timeout", configKey: "timeout", kind: .seconds, placeholder: "SECONDS",
            default: .seconds(10),
            commandDefaults: ["today": .seconds(3)], summary: "Deadline for all fetching, retries and fallbacks included",
            documentsDefault: true)
    }
}

extension Setting<Int> {
    /// `--retries`: how many times a transient failure is retried.
    package static var retries: Self {
        Setting(
            key: "retries", flag: "--retries", configKey: "retries", kind: .whole(0...5), placeholder: "N", default: 2,
            summary: "Retry transient failures up to N times, 0 to 5", documentsDefault: true)
    }

    /// `-n`: how many history entries `quote history` shows.
    package static var count: Self {
        Setting(
            key: "count", short: "-n", kind: .whole(1...1000), placeholder: "N", default: 10,
            summary: "How many history entries to show",
            documentsDefault: true, commands: ["history"])
    }
}

extension Setting<Int?> {
    /// `--max-length`: the most characters a quote's content may have.
    package static var maxLength: Self {
        Setting(
            key: "max-length", flag: "--max-length", configKey: "max-length", kind: ValueKind.whole(1...100_000).optional,
            placeholder: "N", default: nil, summary: "Only quotes of at most N characters")
    }
}

extension Setting<String?> {
    /// `--author`: text the author must contain, ignoring case.
    package static var author: Self {
        Setting(
            key: "author", flag: "--author", configKey: "author", kind: ValueKind.text.optional, placeholder: "TEXT",
            default: nil,
            summary: "Only quotes whose author contains TEXT, ignoring case")
    }
}

extension Setting<QuotePattern?> {
    /// `--match`: a pattern the content or author must match, ignoring case.
    package static var match: Self {
        Setting(
            key: "match", flag: "--match", configKey: "match", kind: ValueKind.pattern.optional, placeholder: "PATTERN",
            default: nil,
            summary: "Only quotes whose content or author matches PATTERN, ignoring case")
    }
}

extension Setting<Bool> {
    /// `--json`: print JSON instead of text.
    package static var json: Self {
        Setting(
            key: "json", flag: "--json", configKey: "json", kind: .flag, default: false,
            summary: "Print JSON: one object, or one per line for history and saved")
    }

    /// `--no-cache`: neither read nor write the cache or the history.
    package static var noCache: Self {
        Setting(
            key: "no-cache", flag: "--no-cache", configKey: "no-cache", kind: .flag, default: false,
            summary: "Neither read nor write the cache or the history")
    }

    /// `QUOTE_HISTORY`: whether printed quotes are kept in the history.
    package static var history: Self {
        Setting(
            key: "history", environment: "QUOTE_HISTORY", configKey: "history", kind: .onOff, placeholder: "on|off",
            default: true,
            summary: "Whether printed quotes are kept in the history", documentsDefault: true)
    }
}

extension Setting<QuoteTemplate?> {
    /// `--format`: print through a template instead of text.
    package static var format: Self {
        let placeholders = QuoteTemplate.Field.allCases.map(\.placeholder).joined(separator: ", ")
        return Setting(
            key: "format", flag: "--format", configKey: "format", kind: ValueKind<QuoteTemplate>.template.optional,
            placeholder: "TEMPLATE",
            default: nil, summary: "Print through TEMPLATE, with \(placeholders)")
    }
}

extension Setting<WidthSetting> {
    /// `--width`: how wide text may be.
    package static var width: Self {
        Setting(
            key: "width", flag: "--width", configKey: "width", kind: .width, placeholder: "N", default: .auto,
            summary: "Wrap text to N columns; 0 turns wrapping off")
    }
}

extension Setting<ColorMode> {
    /// `--color`: when to colour text.
    package static var color: Self {
        Setting(
            key: "color", flag: "--color", configKey: "color", kind: .choice, placeholder: "WHEN", default: .auto,
            summary: "Colour text: auto, always or never", documentsDefault: true)
    }
}

extension Setting<String?> {
    /// `--cache-file`: where the last quote is kept; `nil` when there is no home to put it in.
    package static var cacheFile: Self {
        Setting(
            key: "cache-file", flag: "--cache-file", environment: "QUOTE_CACHE_FILE", configKey: "cache-file",
            kind: ValueKind.path.optional, placeholder: "PATH", default: { $0.cache }, summary: "Keep the last quote in PATH")
    }

    /// `--history-file`: where the history is kept; `nil` when there is no home to put it in.
    package static var historyFile: Self {
        Setting(
            key: "history-file", flag: "--history-file", environment: "QUOTE_HISTORY_FILE", configKey: "history-file",
            kind: ValueKind.path.optional, placeholder: "PATH", default: { $0.history },
            summary: "Keep the history of printed quotes in PATH")
    }

    /// `--config`: the config file; `nil` when there is no home to find the default one in.
    package static var config: Self {
        Setting(
            key: "config", flag: "--config", environment: "QUOTE_CONFIG", kind: ValueKind.path.optional, placeholder: "PATH",
            default: { $0.config }, summary: "Read settings and sources from PATH")
    }
}

extension Setting where Value == Never {
    /// Every setting, in the order help, the completion scripts and `quote config` list them.
    package static let all: [any AnySetting] = [
        Setting<[String]>.source, Setting<URL?>.endpoint, Setting<Duration>.timeout, Setting<Int>.retries,
        Setting<Int?>.maxLength, Setting<String?>.author, Setting<QuotePattern?>.match, Setting<Bool>.json,
        Setting<QuoteTemplate?>.format, Setting<WidthSetting>.width, Setting<ColorMode>.color, Setting<String?>.cacheFile,
        Setting<Bool>.noCache, Setting<String?>.historyFile, Setting<Bool>.history, Setting<String?>.config, Setting<Int>.count,
    ]

    /// Pairs that say contradictory things when given together in one place (besides a shorthand and its
    /// setting): JSON is not a template.
    package static let conflicts: [(any AnySetting, any AnySetting)] = [(Setting<Bool>.json, Setting<QuoteTemplate?>.format)]
}
