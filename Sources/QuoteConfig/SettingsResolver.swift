import QuotePlatform
import QuoteStore

/// Combines the places a setting can be given into ``Settings``: defaults, then the config file, then the
/// environment, then the command line, each value read once by its setting's declaration where it was given.
package enum SettingsResolver {
    /// The config file a run reads: `--config`, else `QUOTE_CONFIG` (both must exist), else the default place
    /// (which may be missing); `nil` when there is no home to look in.
    package static func configLocation(
        flags: [SettingValue], environment: [String: String], locations: StoreLocations
    ) -> (path: String, required: Bool)? {
        let setting = Setting<String?>.config
        if let flag = flags.last(where: { $0.setting.key == setting.key }) { return (flag.text, true) }
        if let variable = setting.erased.environment, let path = environment[variable], !path.isEmpty { return (path, true) }
        return locations.config.map { ($0, false) }
    }

    /// The settings of a run.
    ///
    /// Within the config file and within the command line, contradictory values were refused where they were
    /// read (``SettingValue/contradiction(in:)``); across places, the stronger place's value wins, and the
    /// weaker contradicting one is put back to its default.
    ///
    /// - Throws: ``SettingError`` for a bad environment variable.
    package static func resolve(
        flags: [SettingValue], environment: [String: String], config: ConfigFile?, locations: StoreLocations
    ) throws(SettingError) -> Settings {
        var settings = Settings(locations: locations)
        for value in config?.values ?? [] { value.apply(to: &settings) }
        for setting in Setting.all {
            guard let variable = setting.environment, let text = environment[variable], !text.isEmpty else { continue }
            try SettingValue(setting, text: text, name: variable, origin: .environment(variable)).apply(to: &settings)
        }
        for flag in flags { flag.apply(to: &settings) }
        Setting.forEachConflict { first, second in
            guard first.isOn(in: settings), second.isOn(in: settings) else { return }
            settings.reset(settings.origin(of: first).rank >= settings.origin(of: second).rank ? second : first)
        }
        return settings
    }

    /// A config file's path with a leading `~/` made absolute, as a shell does on the command line.
    static func expandingHome(_ text: String, for setting: AnySetting, home: String?) -> String {
        guard text.hasPrefix("~/"), setting.completion == .files, let home, home.hasPrefix("/") else { return text }
        return Path.join(home, String(text.dropFirst(2)))
    }
}
