/// Everything a user can set, in one table: each entry's flag, variable and config key, the kind of value it
/// takes, the line that documents it, and its effect on ``Settings``.
///
/// Parsing, validation, `--help`, the completion scripts, the config file and `quote config` all read this
/// table. Adding a setting is one case and its entry; the entry's initializer takes the effect, so a
/// setting without one does not compile.
package enum Setting: String, CaseIterable, Sendable {
    case source, offline, endpoint, timeout, retries
    case maxLength = "max-length", author, match
    case json, format, width, color
    case cacheFile = "cache-file", noCache = "no-cache", historyFile = "history-file", history
    case config, count, help, version

    /// The entry.
    package var spec: SettingSpec {
        switch self {
        case .source:
            .value(.sources, flag: "--source", environment: "QUOTE_SOURCE", configKey: "source", placeholder: "NAME[,NAME...]",
                   summary: "Where quotes come from, tried in turn (default happiness)") { $0.sources = $1 }
        case .offline:
            .flag("--offline", configKey: "offline", summary: "Same as --source builtin: the built-in collection, no network") {
                if $1.value { $0.sources = Resolved(["builtin"], origin: $1.origin, text: "builtin") }
            }
        case .endpoint:
            .value(.url, flag: "--endpoint", environment: "QUOTE_API_URL", configKey: "endpoint", placeholder: "URL",
                   summary: "Fetch from URL instead of the network source's own") { $0.endpoint = $1.map { $0 } }
        case .timeout:
            .value(.seconds, flag: "--timeout", configKey: "timeout", placeholder: "SECONDS",
                   summary: "Deadline for all fetching, retries and fallbacks included (default 10, today 3)") { $0.timeout = $1.map { $0 } }
        case .retries:
            .value(.whole(0...5), flag: "--retries", configKey: "retries", placeholder: "N",
                   summary: "Retry transient failures up to N times, 0 to 5 (default 2)") { $0.retries = $1 }
        case .maxLength:
            .value(.whole(1...100_000), flag: "--max-length", configKey: "max-length", placeholder: "N",
                   summary: "Only quotes of at most N characters") { $0.maxLength = $1.map { $0 } }
        case .author:
            .value(.text, flag: "--author", configKey: "author", placeholder: "TEXT",
                   summary: "Only quotes whose author contains TEXT, ignoring case") { $0.author = $1.map { $0 } }
        case .match:
            .value(.pattern, flag: "--match", configKey: "match", placeholder: "PATTERN",
                   summary: "Only quotes whose content or author matches PATTERN, ignoring case") { $0.match = $1.map { $0 } }
        case .json:
            .flag("--json", configKey: "json", summary: "Print JSON: one object, or one per line for history and saved") { $0.json = $1 }
        case .format:
            .value(.template, flag: "--format", configKey: "format", placeholder: "TEMPLATE",
                   summary: "Print through TEMPLATE, with {content}, {author}, {description}, {link}, {source}, {id}, {fetchedAt}, {date}") {
                $0.format = $1.map { $0 }
            }
        case .width:
            .value(.whole(0...10_000), flag: "--width", configKey: "width", placeholder: "N",
                   summary: "Wrap text to N columns; 0 turns wrapping off") { $0.width = $1.map { .columns($0) } }
        case .color:
            .value(.choice, flag: "--color", configKey: "color", placeholder: "WHEN",
                   summary: "Colour text: auto, always or never (default auto)") { $0.color = $1 }
        case .cacheFile:
            .value(.path, flag: "--cache-file", environment: "QUOTE_CACHE_FILE", configKey: "cache-file", placeholder: "PATH",
                   summary: "Keep the last quote in PATH") { $0.cacheFile = $1.map { $0 } }
        case .noCache:
            .flag("--no-cache", configKey: "no-cache", summary: "Neither read nor write the cache or the history") { $0.noCache = $1 }
        case .historyFile:
            .value(.path, flag: "--history-file", environment: "QUOTE_HISTORY_FILE", configKey: "history-file", placeholder: "PATH",
                   summary: "Keep the history of printed quotes in PATH") { $0.historyFile = $1.map { $0 } }
        case .history:
            .value(.onOff, flag: nil, environment: "QUOTE_HISTORY", configKey: "history", placeholder: "on|off",
                   summary: "Whether printed quotes are kept in the history (default on)") { $0.history = $1 }
        case .config:
            .value(.path, flag: "--config", environment: "QUOTE_CONFIG", configKey: nil, placeholder: "PATH",
                   summary: "Read settings and sources from PATH") { $0.config = $1.map { $0 } }
        case .count:
            .value(.whole(1...1000), flag: nil, short: "-n", configKey: nil, placeholder: "N", commands: [.history],
                   summary: "How many history entries to show (default 10)") { $0.count = $1 }
        case .help:
            .action(.help, flag: "--help", short: "-h", summary: "Show this help")
        case .version:
            .action(.version, flag: "--version", summary: "Show the version")
        }
    }

    /// Pairs that say contradictory things when given together in one place: `--offline` is a source, and
    /// JSON is not a template.
    package static let conflicts: [(Setting, Setting)] = [(.offline, .source), (.json, .format)]

    /// The setting a command-line word names (`--timeout`, `-n`), if any.
    package init?(spelling: String) {
        guard let found = Self.allCases.first(where: { $0.spec.flag == spelling || $0.spec.short == spelling }) else { return nil }
        self = found
    }

    /// The setting a config file key names, if any.
    package init?(configKey: String) {
        guard let found = Self.allCases.first(where: { $0.spec.configKey == configKey }) else { return nil }
        self = found
    }
}

/// What `--help` and `--version` ask for instead of a command.
package enum Action: Equatable, Sendable {
    /// `-h`, `--help`: usage on stdout.
    case help
    /// `--version`: `quote X.Y.Z` on stdout.
    case version
}

/// One entry of the ``Setting`` table.
package struct SettingSpec: Sendable {
    /// What the setting takes on the command line.
    package enum Kind: Sendable {
        /// Nothing: present or absent. A boolean in the config file.
        case flag
        /// A value, shown in help as `placeholder`.
        case value(placeholder: String, completion: Completion)
        /// Nothing; it replaces the command.
        case action(Action)
    }

    /// How a value reaches the table: a flag's presence, or text from any layer.
    package enum Input: Sendable {
        /// A flag given on the command line.
        case present
        /// A value from any layer, as text.
        case text(String)
    }

    /// The long flag, as `--timeout`; `nil` when the command line cannot set it.
    package let flag: String?
    /// The short flag, as `-n`.
    package let short: String?
    /// The environment variable that sets it.
    package let environment: String?
    /// The config file key that sets it.
    package let configKey: String?
    /// What it takes.
    package let kind: Kind
    /// One line saying what it does.
    package let summary: String
    /// The only commands it applies to, when it does not apply to all.
    package let commands: Set<CommandName>?
    /// Reads a config file value into the text ``apply`` takes, or `nil` for the wrong type.
    let fromConfig: @Sendable (TOMLValue) -> String?
    /// The effect: validates the input and sets ``Settings``.
    let apply: @Sendable (Input, Origin, inout Settings) throws(ValueError) -> Void

    /// A setting that takes a value of `kind`; `set` stores it.
    static func value<Value>(
        _ kind: ValueKind<Value>, flag: String?, short: String? = nil, environment: String? = nil, configKey: String?,
        placeholder: String, commands: Set<CommandName>? = nil, summary: String,
        set: @escaping @Sendable (inout Settings, Resolved<Value>) -> Void
    ) -> SettingSpec {
        SettingSpec(
            flag: flag, short: short, environment: environment, configKey: configKey,
            kind: .value(placeholder: placeholder, completion: kind.completion), summary: summary, commands: commands,
            fromConfig: kind.fromConfig
        ) { input, origin, settings throws(ValueError) in
            guard case .text(let text) = input else { throw ValueError("needs a value") }
            let value = try kind.parse(text)
            set(&settings, Resolved(value, origin: origin, text: kind.show(value)))
        }
    }

    /// A flag: on when present, or when the config file says `true`.
    static func flag(
        _ flag: String, configKey: String, summary: String, set: @escaping @Sendable (inout Settings, Resolved<Bool>) -> Void
    ) -> SettingSpec {
        SettingSpec(
            flag: flag, short: nil, environment: nil, configKey: configKey, kind: .flag, summary: summary, commands: nil,
            fromConfig: { $0.boolean.map { $0 ? "true" : "false" } }
        ) { input, origin, settings throws(ValueError) in
            let on: Bool
            switch input {
            case .present, .text("true"): on = true
            case .text("false"): on = false
            case .text: throw ValueError("must be true or false")
            }
            set(&settings, Resolved(on, origin: origin, text: on ? "on" : "off"))
        }
    }

    /// `--help` or `--version`.
    static func action(_ action: Action, flag: String, short: String? = nil, summary: String) -> SettingSpec {
        SettingSpec(
            flag: flag, short: short, environment: nil, configKey: nil, kind: .action(action), summary: summary, commands: nil,
            fromConfig: { _ in nil }, apply: { _, _, _ in })
    }
}

extension Resolved {
    /// The same origin and text with the value transformed.
    func map<Other>(_ transform: (Value) -> Other) -> Resolved<Other> {
        Resolved<Other>(transform(value), origin: origin, text: text)
    }
}
