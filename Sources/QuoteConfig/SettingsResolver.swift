import QuotePlatform
import QuoteStore

/// A value the command line gives a setting: the flag as typed, and its text (`true` for a flag that takes none).
package struct FlagValue: Sendable {
    /// The setting it sets.
    package var setting: any AnySetting
    /// How it was spelled (`--timeout`, `-n`, `--offline`), for messages and `quote config`.
    package var spelling: String
    /// Its value as text.
    package var text: String

    /// Creates a value.
    package init(setting: any AnySetting, spelling: String, text: String) {
        self.setting = setting
        self.spelling = spelling
        self.text = text
    }
}

/// A setting's value from the environment or the command line that it does not take (the config file's are
/// ``ConfigError``s, which name the line).
package struct SettingError: Error, Equatable, Sendable {
    /// The variable or the flag, as given.
    package var name: String
    /// The value.
    package var value: String
    /// What it must be instead.
    package var problem: ValueError

    /// Creates an error.
    package init(name: String, value: String, problem: ValueError) {
        self.name = name
        self.value = value
        self.problem = problem
    }
}

/// Combines the layers into ``Settings``: defaults, then the config file, then the environment, then the
/// command line, each value validated by its setting's declaration wherever it comes from.
package enum SettingsResolver {
    /// The config file a run reads: `--config`, else `QUOTE_CONFIG` (both must exist), else the default place
    /// (which may be missing); `nil` when there is no home to look in.
    package static func configLocation(
        flags: [FlagValue], environment: [String: String], locations: StoreLocations
    ) -> (path: String, required: Bool)? {
        let setting = Setting<String?>.config
        if let flag = flags.last(where: { $0.setting.key == setting.key }) { return (flag.text, true) }
        if let variable = setting.environment, let path = environment[variable], !path.isEmpty { return (path, true) }
        return locations.config.map { ($0, false) }
    }

    /// The settings of a run.
    ///
    /// - Throws: ``ConfigError`` for a bad value in the config file (naming its line), ``SettingError`` for a
    ///   bad environment variable or flag.
    package static func resolve(
        flags: [FlagValue], environment: [String: String], config: ConfigFile?, locations: StoreLocations
    ) throws -> Settings {
        var settings = Settings(locations: locations)
        if let config {
            for value in config.values {
                let text = expandingHome(value.text, for: value.setting, environment: environment)
                do {
                    try value.setting.apply(text, origin: .configFile(path: config.path, line: value.line), to: &settings)
                } catch {
                    throw ConfigError(path: config.path, line: value.line, .badValue(key: value.key, value: value.text, error))
                }
            }
        }
        for setting in Setting.all {
            guard let variable = setting.environment, let text = environment[variable], !text.isEmpty else { continue }
            try apply(setting, text, origin: .environment(variable), name: variable, to: &settings)
        }
        for flag in flags {
            try apply(flag.setting, flag.text, origin: .flag(flag.spelling), name: flag.spelling, to: &settings)
        }
        return settings
    }

    /// Applies a value from the environment or the command line; a bad one is an error at once, or, for a setting
    /// checked only when used, remembered for the runs that use it.
    private static func apply(
        _ setting: any AnySetting, _ text: String, origin: Origin, name: String, to settings: inout Settings
    ) throws(SettingError) {
        do {
            try setting.apply(text, origin: origin, to: &settings)
        } catch {
            let failure = SettingError(name: name, value: text, problem: error)
            guard setting.checkedWhenUsed else { throw failure }
            settings.remember(failure, for: setting)
        }
    }

    /// A config file's path with a leading `~/` made absolute, as a shell does on the command line.
    static func expandingHome(_ text: String, for setting: any AnySetting, environment: [String: String]) -> String {
        guard setting.completion == .files, text.hasPrefix("~/"), let home = environment["HOME"], !home.isEmpty else {
            return text
        }
        return Path.join(home, String(text.dropFirst(2)))
    }
}
