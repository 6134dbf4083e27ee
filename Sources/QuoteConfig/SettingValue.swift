import QuotePlatform

/// A value given to a setting in one place (a flag, a variable, a config key), read once: the setting, what it
/// was called there, and the typed value, ready to be set.
package struct SettingValue: Sendable {
    /// What reading it came to: the value to set, or why it is not one.
    enum Content: Sendable {
        /// A good value, set by this function.
        case valid(@Sendable (inout Settings) -> Void)
        /// A bad value of a setting checked only when used (`--endpoint`): an error for the runs that use it.
        case invalid(SettingError)
    }

    /// The setting it sets.
    package let setting: AnySetting
    /// How it was named where it was given: `--offline`, `-n`, `QUOTE_JSON`, the config key `offline`.
    package let name: String
    /// As it was given, for messages and `--config`'s path: the flag's argument (`true` for a flag that takes
    /// none), the variable, the config value as its setting reads it.
    package let text: String
    /// Where it came from.
    package let origin: Origin
    /// Whether it turns its setting on: anything but `false` or no value.
    ///
    /// Two settings that contradict each other (``Setting/forEachConflict(_:)``) contradict only when both are on.
    package let isOn: Bool
    let content: Content

    /// The config file's line it is on; `nil` when it comes from elsewhere.
    package var line: Int? {
        guard case .configFile(_, let line) = origin else { return nil }
        return line
    }

    /// A value read.
    init(setting: AnySetting, name: String, text: String, origin: Origin, content: Content, isOn: Bool) {
        self.setting = setting
        self.name = name
        self.text = text
        self.origin = origin
        self.content = content
        self.isOn = isOn
    }

    /// Reads `text` for `setting`.
    ///
    /// - Throws: ``SettingError`` for a value the setting does not take, unless the setting is checked only when
    ///   used: the value then holds the error, for the runs that use it.
    package init(_ setting: AnySetting, text: String, name: String, origin: Origin) throws(SettingError) {
        do {
            let (store, isOn) = try setting.read(text, origin: origin)
            self.init(setting: setting, name: name, text: text, origin: origin, content: .valid(store), isOn: isOn)
        } catch {
            let failure = SettingError(name: name, value: text, problem: error)
            guard setting.checkedWhenUsed else { throw failure }
            self.init(setting: setting, name: name, text: text, origin: origin, content: .invalid(failure), isOn: true)
        }
    }

    /// Sets the value in `settings`, or remembers why it could not be.
    package func apply(to settings: inout Settings) {
        switch content {
        case .valid(let store): store(&settings)
        case .invalid(let error): settings.remember(error, for: setting, from: origin)
        }
    }

    /// The first two values of one place that contradict each other, in the order help lists them.
    ///
    /// A shorthand and its own setting (`--offline --source zenquotes`), or two settings declared to conflict
    /// (``Setting/forEachConflict(_:)``: `json` and `format`), both on. The one rule for the command line and the config
    /// file alike; across places, the stronger place's value wins (``SettingsResolver``).
    package static func contradiction(in values: [SettingValue]) -> (first: SettingValue, second: SettingValue)? {
        for (index, value) in values.enumerated() {
            for other in values[..<index] {
                if let pair = contradiction(other, value) { return pair }
            }
        }
        return nil
    }

    /// Whether two values of one place contradict each other; see ``contradiction(in:)``.
    private static func contradiction(_ one: SettingValue, _ other: SettingValue) -> (SettingValue, SettingValue)? {
        if one.setting.key == other.setting.key, let shorthand = one.setting.shorthand {
            let isShorthand = { (value: SettingValue) in value.name == shorthand.flag || value.name == shorthand.configKey }
            guard isShorthand(one) != isShorthand(other) else { return nil }
            return isShorthand(one) ? (one, other) : (other, one)
        }
        guard one.isOn, other.isOn else { return nil }
        if Setting.conflict(one.setting.key, other.setting.key) { return (one, other) }
        if Setting.conflict(other.setting.key, one.setting.key) { return (other, one) }
        return nil
    }
}
