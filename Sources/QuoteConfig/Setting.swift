import QuoteJSON
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteStore

/// One setting, declared once (SettingTable.swift): how the command line, the environment and the config
/// file spell it, the kind of value it takes, its default, and the line that documents it.
///
/// The parser, the config file reader, the resolver, `quote config`, help and the completion scripts all read
/// these declarations, so a setting cannot be known to one of them and missing from another.
package struct Setting<Value: Sendable>: Sendable {
    /// What identifies it in ``Settings``.
    package let key: String
    /// The long flag, as `--timeout`; `nil` when the command line cannot set it.
    package let flag: String?
    /// The short flag, as `-n`.
    package let short: String?
    /// The environment variable that sets it.
    package let environment: String?
    /// The config file key that sets it; `nil` when the config file cannot.
    package let configKey: String?
    /// What it takes.
    package let kind: ValueKind<Value>
    /// How help shows its value: `SECONDS`; `nil` for a flag, which takes none.
    package let placeholder: String?
    /// Its value when nobody sets it, which may follow from where the run's files are.
    package let defaultValue: @Sendable (StoreLocations) -> Value
    /// The default of a command whose default differs, `nil` for the others: `today` waits 3 seconds, not 10.
    ///
    /// A function, not a dictionary, so that no run makes the dictionary's storage type.
    package let commandDefault: @Sendable (CommandName) -> Value?
    /// One line saying what it does, without its default.
    package var summary: Phrase { describe() }
    /// Makes ``summary`` when help asks: a summary may list what another table holds (`--format`'s
    /// placeholders), and a run that shows no help never needs one.
    private let describe: @Sendable () -> Phrase
    /// Commands it means something else to, in their own words: what `--timeout` bounds for `refresh`.
    package var commandSummaries: [CommandName: Phrase] { describeCommands() }
    /// Makes ``commandSummaries`` when help asks, as ``summary`` is made.
    private let describeCommands: @Sendable () -> [CommandName: Phrase]
    /// Whether help names the default after the summary.
    package let documentsDefault: Bool
    /// The commands it is for.
    package let scope: SettingScope
    /// Another spelling that sets it to a fixed value: `--offline` for `--source builtin`.
    package let shorthand: Shorthand?
    /// Whether a bad value from the command line or the environment is an error only for the runs that use the
    /// setting (`--endpoint`: `--offline` and `last` never fetch, so they ignore it).
    package let checkedWhenUsed: Bool
    /// What its environment variable says, when that is not simply the flag's meaning (`QUOTE_API_URL` is the
    /// default source's URL, not `--endpoint`'s one network source).
    package var environmentSummary: Phrase? { describeEnvironment() }
    /// Makes ``environmentSummary`` when help asks: `QUOTE_API_URL`'s names the default source, which would
    /// otherwise build the source table while the arguments are parsed.
    private let describeEnvironment: @Sendable () -> Phrase?

    /// Declares a setting; see the properties for what each part means.
    init(
        key: String, flag: String? = nil, short: String? = nil, environment: String? = nil, configKey: String? = nil,
        kind: ValueKind<Value>, placeholder: String? = nil, default defaultValue: @escaping @Sendable (StoreLocations) -> Value,
        commandDefault: @escaping @Sendable (CommandName) -> Value? = { _ in nil },
        summary: @autoclosure @escaping @Sendable () -> Phrase,
        commandSummaries: @autoclosure @escaping @Sendable () -> [CommandName: Phrase] = [:],
        documentsDefault: Bool = false, scope: SettingScope,
        shorthand: Shorthand? = nil, checkedWhenUsed: Bool = false,
        environmentSummary: @autoclosure @escaping @Sendable () -> Phrase? = nil
    ) {
        self.key = key
        self.flag = flag
        self.short = short
        self.environment = environment
        self.configKey = configKey
        self.kind = kind
        self.placeholder = placeholder
        self.defaultValue = defaultValue
        self.commandDefault = commandDefault
        describe = summary
        describeCommands = commandSummaries
        self.documentsDefault = documentsDefault
        self.scope = scope
        self.shorthand = shorthand
        self.checkedWhenUsed = checkedWhenUsed
        describeEnvironment = environmentSummary
    }
}

/// Another spelling of a setting that sets it to a fixed value: `--offline` (and `offline = true` in the config file) for
/// `--source builtin`.
///
/// Giving both in one place is a contradiction.
package struct Shorthand: Sendable {
    /// The flag.
    package let flag: String
    /// The config file key, which takes a boolean.
    package let configKey: String
    /// The value it stands for, as text.
    package let value: String
    /// One line saying what it does.
    package let summary: Phrase
}

/// A setting of any value type: what the tables that list every setting (parser, config file, help,
/// completions, `quote config`) need of it.
package protocol AnySetting: Sendable {
    /// What identifies it in ``Settings``.
    var key: String { get }
    /// The long flag.
    var flag: String? { get }
    /// The short flag.
    var short: String? { get }
    /// The environment variable.
    var environment: String? { get }
    /// The config file key.
    var configKey: String? { get }
    /// How help shows its value; `nil` for a flag.
    var placeholder: String? { get }
    /// What completions offer for its value.
    var completion: Completion { get }
    /// The commands it is for.
    var scope: SettingScope { get }
    /// Its other spelling, if any.
    var shorthand: Shorthand? { get }
    /// Whether a bad value from the command line or the environment matters only to the runs that use it.
    var checkedWhenUsed: Bool { get }
    /// What its environment variable says, when that is not simply the flag's meaning.
    var environmentSummary: Phrase? { get }
    /// Its help line: the summary, and the default when help names it.
    func helpLine(locations: StoreLocations) -> any MessageArgument
    /// Its help line in `command`'s help: what it means to that command, and that command's default.
    func helpLine(locations: StoreLocations, for command: CommandName) -> any MessageArgument
    /// Reads `text` into the typed value, ready to be set in a run's settings as coming from `origin`, and says
    /// whether it turns the setting on (anything but `false` or no value).
    func read(_ text: String, origin: Origin) throws(ValueError) -> (store: @Sendable (inout Settings) -> Void, isOn: Bool)
    /// Whether its value in `settings` turns it on: anything but `false` or no value.
    func isOn(in settings: Settings) -> Bool
    /// Reads the config file's typed value, as ``read(_:origin:)`` reads text; `nil` for a value of the wrong
    /// type.
    func read(config value: TOMLValue, origin: Origin) throws(ValueError) -> (
        store: @Sendable (inout Settings) -> Void, isOn: Bool
    )?
    /// Its value in `settings`, as `quote config` shows it.
    func reported(in settings: Settings) -> ReportedValue
}

extension AnySetting {
    /// The name `quote config` and messages give it: the config key, else the flag.
    package var name: String { configKey ?? flag ?? short ?? key }
}

/// A setting's value as `quote config` shows it.
package struct ReportedValue: Sendable {
    /// As text, the way the user would write it; `nil` for none.
    package var text: String?
    /// With its JSON type.
    package var json: JSONValue
    /// Where it came from.
    package var origin: Origin
    /// Other commands' defaults, when they differ: `today`'s timeout.
    package var commandValues: [String: JSONValue]
}

extension Setting {
    /// The commands whose default differs, by name, and their defaults: what help and `quote config` name.
    var commandDefaults: [(command: CommandName, value: Value)] {
        CommandName.allCases.sorted { $0.rawValue < $1.rawValue }.compactMap { command in
            commandDefault(command).map { (command, $0) }
        }
    }
}

extension Setting: AnySetting {
    package var completion: Completion { kind.completion }

    package func helpLine(locations: StoreLocations) -> any MessageArgument {
        guard documentsDefault, let shown = kind.show(defaultValue(locations)) else { return summary }
        let others = commandDefaults.compactMap { command, value in kind.show(value).map { "\(command.rawValue) \($0)" } }
        return Message.helpWithDefault(summary: summary, value: ([shown] + others).joined(separator: ", "))
    }

    package func helpLine(locations: StoreLocations, for command: CommandName) -> any MessageArgument {
        let summary = commandSummaries[command] ?? summary
        guard documentsDefault, let shown = kind.show(commandDefault(command) ?? defaultValue(locations)) else {
            return summary
        }
        return Message.helpWithDefault(summary: summary, value: shown)
    }

    package func read(_ text: String, origin: Origin) throws(ValueError) -> (
        store: @Sendable (inout Settings) -> Void, isOn: Bool
    ) {
        stored(try kind.parse(text), origin: origin)
    }

    package func read(config value: TOMLValue, origin: Origin) throws(ValueError) -> (
        store: @Sendable (inout Settings) -> Void, isOn: Bool
    )? {
        try kind.fromConfig(value).map { stored($0, origin: origin) }
    }

    /// A value read, ready to be set.
    private func stored(_ value: Value, origin: Origin) -> (store: @Sendable (inout Settings) -> Void, isOn: Bool) {
        ({ $0.set(self, to: value, origin: origin) }, isOn(value))
    }

    package func isOn(in settings: Settings) -> Bool {
        isOn(settings[self])
    }

    /// Whether `value` turns the setting on: anything but `false` or no value, as `quote config --json` has them.
    private func isOn(_ value: Value) -> Bool {
        let json = kind.json(value)
        return json != .null && json != .boolean(false)
    }

    package func reported(in settings: Settings) -> ReportedValue {
        let value = settings[self]
        let origin = settings.origin(of: self)
        var text = kind.show(value)
        var commandValues: [String: JSONValue] = [:]
        for (command, commandDefault) in commandDefaults {
            let effective = origin == .default ? commandDefault : value
            commandValues[command.rawValue] = kind.json(effective)
            if origin == .default, let shown = kind.show(commandDefault) {
                text = text.map { "\($0) (\(command.rawValue) \(shown))" }
            }
        }
        return ReportedValue(text: text, json: kind.json(value), origin: origin, commandValues: commandValues)
    }
}
