import QuoteJSON
import QuoteMessages
import QuoteStore

/// One setting, declared once (SettingTable.swift): how the command line, the environment and the config
/// file spell it, the kind of value it takes, its default, and the line that documents it.
///
/// The parser, the config file reader, the resolver, `quote config`, help and the completion scripts all read
/// these declarations, so a setting cannot be known to one of them and missing from another. They read it as its
/// ``AnySetting``, made with it; this typed handle is what reads a value from ``Settings``.
package struct Setting<Value: Sendable>: Sendable {
    /// The setting, its value's type left out: what the tables that list every setting hold.
    ///
    /// The handle holds nothing else, so that copying one makes no type at run time: with its typed parts beside
    /// it, each copy asked the runtime for the `Setting` type of its value.
    package let erased: AnySetting

    /// What identifies it in ``Settings``.
    package var key: String { erased.key }
    /// The long flag, as `--timeout`.
    package var flag: String? { erased.flag }

    /// Its value when nobody sets it, which may follow from where the run's files are.
    package func defaultValue(_ locations: StoreLocations) -> Value { erased.defaultValue(locations) as! Value }

    /// The default of a command whose default differs, `nil` for the others: `today` waits 3 seconds, not 10.
    package func commandDefault(_ command: CommandName) -> Value? { erased.commandDefault(command).map { $0 as! Value } }

    /// `value` as text, the way the user would write it; `nil` for none.
    package func show(_ value: Value) -> String? { erased.kind.show(value) }

    /// Declares a setting; ``AnySetting``'s properties say what each part means.
    package init(
        key: String, flag: String? = nil, short: String? = nil, environment: String? = nil, configKey: String? = nil,
        kind: @autoclosure @escaping @Sendable () -> ValueKind<Value>, placeholder: String? = nil,
        default defaultValue: @escaping @Sendable (StoreLocations) -> Value,
        commandDefault: @escaping @Sendable (CommandName) -> Value? = { _ in nil },
        summary: @autoclosure @escaping @Sendable () -> Phrase,
        commandSummaries: @autoclosure @escaping @Sendable () -> [CommandName: Phrase] = [:],
        documentsDefault: Bool = false, scope: SettingScope,
        shorthand: Shorthand? = nil, checkedWhenUsed: Bool = false,
        environmentSummary: @autoclosure @escaping @Sendable () -> Phrase? = nil
    ) {
        erased = AnySetting(
            key: key, flag: flag, short: short, environment: environment, configKey: configKey, placeholder: placeholder,
            default: { defaultValue($0) }, commandDefault: { commandDefault($0) },
            summary: summary, commandSummaries: commandSummaries, documentsDefault: documentsDefault, scope: scope,
            shorthand: shorthand, checkedWhenUsed: checkedWhenUsed, environmentSummary: environmentSummary,
            kind: { AnyValueKind(kind()) })
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
