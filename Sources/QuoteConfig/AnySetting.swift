import QuoteJSON
import QuoteMessages
import QuoteStore

/// A setting, its value's type left out: what the tables that list every setting (parser, config file, help,
/// completions, `quote config`) hold of it, made once with its ``Setting``.
///
/// Not generic, so that listing every setting makes no type at run time: as `any` of the generic setting, the
/// table had the runtime build thirteen `Setting` types and copy each setting into a box of its own, at every run,
/// a tenth of a kept `quote today`. Its values are `any Sendable`, of the type its ``Setting`` reads.
package final class AnySetting: Sendable {
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
    /// How help shows its value: `SECONDS`; `nil` for a flag, which takes none.
    package let placeholder: String?
    /// What completions offer for its value.
    package var completion: Completion { kind.completion }
    /// Its value when nobody sets it, of the type its ``Setting`` reads.
    let defaultValue: @Sendable (StoreLocations) -> any Sendable
    /// The default of a command whose default differs, `nil` for the others.
    ///
    /// A function, not a dictionary, so that no run makes the dictionary's storage type.
    let commandDefault: @Sendable (CommandName) -> (any Sendable)?
    /// Whether help names the default after the summary.
    package let documentsDefault: Bool
    /// The commands it is for.
    package let scope: SettingScope
    /// Another spelling that sets it to a fixed value: `--offline` for `--source builtin`.
    package let shorthand: Shorthand?
    /// Whether a bad value from the command line or the environment is an error only for the runs that use the
    /// setting (`--endpoint`: `--offline` and `last` never fetch, so they ignore it).
    package let checkedWhenUsed: Bool
    /// One line saying what it does, without its default.
    package var summary: Phrase { describe() }
    /// Commands it means something else to, in their own words: what `--timeout` bounds for `refresh`.
    package var commandSummaries: [CommandName: Phrase] { describeCommands() }
    /// What its environment variable says, when that is not simply the flag's meaning (`QUOTE_API_URL` is the
    /// default source's URL, not `--endpoint`'s one network source).
    package var environmentSummary: Phrase? { describeEnvironment() }
    /// The name `quote config` and messages give it: the config key, else the flag.
    package var name: String { configKey ?? flag ?? short ?? key }
    /// What its values are and how they read and show.
    var kind: AnyValueKind { makeKind() }

    // Made when help asks: a summary may list what another table holds (`--format`'s placeholders), and
    // `QUOTE_API_URL`'s names the default source, which would otherwise build the source table while the arguments
    // are parsed. A run that shows no help never needs one.
    private let describe: @Sendable () -> Phrase
    private let describeCommands: @Sendable () -> [CommandName: Phrase]
    private let describeEnvironment: @Sendable () -> Phrase?
    // Made when a value is read, shown or completed, from one closure that makes the typed kind: one allocation a
    // setting at every run, where a closure for each of the kind's operations made four, and no kind at all for a
    // setting the run leaves alone (`--color`'s list of choices, `--endpoint`'s optional URL: 70 allocations a kept
    // `quote today` no longer makes).
    private let makeKind: @Sendable () -> AnyValueKind

    /// A setting; ``Setting``'s declaration makes it.
    init(
        key: String, flag: String?, short: String?, environment: String?, configKey: String?, placeholder: String?,
        default defaultValue: @escaping @Sendable (StoreLocations) -> any Sendable,
        commandDefault: @escaping @Sendable (CommandName) -> (any Sendable)?, summary: @escaping @Sendable () -> Phrase,
        commandSummaries: @escaping @Sendable () -> [CommandName: Phrase], documentsDefault: Bool, scope: SettingScope,
        shorthand: Shorthand?, checkedWhenUsed: Bool, environmentSummary: @escaping @Sendable () -> Phrase?,
        kind: @escaping @Sendable () -> AnyValueKind
    ) {
        self.key = key
        self.flag = flag
        self.short = short
        self.environment = environment
        self.configKey = configKey
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
        makeKind = kind
    }

    /// The commands whose default differs, by name, and their defaults: what help and `quote config` name.
    private var commandDefaults: [(command: CommandName, value: any Sendable)] {
        CommandName.allCases.sorted { $0.rawValue < $1.rawValue }.compactMap { command in
            commandDefault(command).map { (command, $0) }
        }
    }

    /// Its help line: the summary, and the default when help names it.
    package func helpLine(locations: StoreLocations) -> any MessageArgument {
        let kind = kind
        guard documentsDefault, let shown = kind.show(defaultValue(locations)) else { return summary }
        let others = commandDefaults.compactMap { command, value in kind.show(value).map { "\(command.rawValue) \($0)" } }
        return Message.helpWithDefault(summary: summary, value: ([shown] + others).joined(separator: ", "))
    }

    /// Its help line in `command`'s help: what it means to that command, and that command's default.
    package func helpLine(locations: StoreLocations, for command: CommandName) -> any MessageArgument {
        let kind = kind
        let summary = commandSummaries[command] ?? summary
        guard documentsDefault, let shown = kind.show(commandDefault(command) ?? defaultValue(locations)) else {
            return summary
        }
        return Message.helpWithDefault(summary: summary, value: shown)
    }

    /// Reads `text` into the typed value, ready to be set in a run's settings as coming from `origin`, and says
    /// whether it turns the setting on (anything but `false` or no value).
    package func read(_ text: String, origin: Origin) throws(ValueError) -> (
        store: @Sendable (inout Settings) -> Void, isOn: Bool
    ) {
        let kind = kind
        return stored(try kind.parse(text), kind: kind, origin: origin)
    }

    /// Reads the config file's typed value, as ``read(_:origin:)`` reads text; `nil` for a value of the wrong
    /// type.
    package func read(config value: TOMLValue, origin: Origin) throws(ValueError) -> (
        store: @Sendable (inout Settings) -> Void, isOn: Bool
    )? {
        let kind = kind
        return try kind.fromConfig(value).map { stored($0, kind: kind, origin: origin) }
    }

    /// A value read, ready to be set.
    private func stored(_ value: any Sendable, kind: AnyValueKind, origin: Origin) -> (
        store: @Sendable (inout Settings) -> Void, isOn: Bool
    ) {
        ({ [self] in $0.set(self, to: value, origin: origin) }, Self.isOn(kind.json(value)))
    }

    /// Whether its value in `settings` turns it on: anything but `false` or no value.
    package func isOn(in settings: Settings) -> Bool {
        let kind = kind
        return Self.isOn(kind.json(settings.value(of: self)))
    }

    /// Whether a value, as `quote config --json` has it, turns a setting on: anything but `false` or no value.
    private static func isOn(_ json: JSONValue) -> Bool {
        json != .null && json != .boolean(false)
    }

    /// Its value in `settings`, as `quote config` shows it.
    package func reported(in settings: Settings) -> ReportedValue {
        let kind = kind
        let value = settings.value(of: self)
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

/// A setting's kind of value, its type left out: a ``ValueKind`` whose values are `any Sendable`, each of the type
/// the kind reads.
struct AnyValueKind: Sendable {
    /// Reads a value from text.
    let parse: @Sendable (String) throws(ValueError) -> any Sendable
    /// Reads the config file's typed value; `nil` for a value of the wrong type.
    let fromConfig: @Sendable (TOMLValue) throws(ValueError) -> (any Sendable)?
    /// A value as text, the way the user would write it; `nil` for none.
    let show: @Sendable (any Sendable) -> String?
    /// A value as JSON.
    let json: @Sendable (any Sendable) -> JSONValue
    /// What completions offer for a value.
    let completion: Completion

    /// `kind`, its values' type left out; a value of another type is shown as none.
    init<Value: Sendable>(_ kind: ValueKind<Value>) {
        parse = { text throws(ValueError) in try kind.parse(text) }
        fromConfig = { value throws(ValueError) in try kind.fromConfig(value) }
        show = { value in (value as? Value).flatMap(kind.show) }
        json = { value in (value as? Value).map(kind.json) ?? .null }
        completion = kind.completion
    }
}
