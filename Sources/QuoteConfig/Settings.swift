import QuotePlatform
import QuoteStore

/// Every setting of a run, resolved: flag over environment over config file over default, each value knowing
/// where it came from (`quote config` shows them).
///
/// Read with the setting itself: `settings[.timeout]`. A setting nobody set reads as its default.
package struct Settings: Sendable {
    /// A value someone set, and who.
    @usableFromInline struct Entry: Sendable {
        /// The value, of its setting's type.
        @usableFromInline var value: any Sendable
        /// Who set it.
        var origin: Origin
    }

    /// Where the run's files are: the defaults of the file settings follow from them.
    package let locations: StoreLocations
    /// The values someone set, by setting.
    @usableFromInline var entries: [String: Entry] = [:]
    /// Bad values of settings checked only when used, by setting, and where each came from.
    private var invalid: [String: (error: SettingError, origin: Origin)] = [:]

    /// Settings that all hold their defaults.
    package init(locations: StoreLocations) {
        self.locations = locations
    }

    /// The value of `setting`.
    ///
    /// A value is set only by ``set(_:to:origin:)``, as its setting's type; the type is checked before the cast, so
    /// that the generic code never holds a `Value?`: the runtime looked up that type at each of a run's thirty reads.
    @inlinable package subscript<Value>(_ setting: Setting<Value>) -> Value {
        if let entry = entries[setting.key], type(of: entry.value) == Value.self { return entry.value as! Value }
        return setting.defaultValue(locations)
    }

    /// The value of `setting` for `command`, whose own default applies when nobody set it.
    package func value<Value>(_ setting: Setting<Value>, for command: CommandName) -> Value {
        if entries[setting.key] == nil, let commandDefault = setting.commandDefault(command) { return commandDefault }
        return self[setting]
    }

    /// The value of `setting`, its type left out.
    func value(of setting: AnySetting) -> any Sendable {
        entries[setting.key]?.value ?? setting.defaultValue(locations)
    }

    /// Where the value of `setting` came from, a bad one kept for the runs that use it included.
    package func origin(of setting: AnySetting) -> Origin {
        entries[setting.key]?.origin ?? invalid[setting.key]?.origin ?? .default
    }

    /// Where the value of `setting` came from, as ``origin(of:)-(AnySetting)`` says.
    package func origin<Value>(of setting: Setting<Value>) -> Origin { origin(of: setting.erased) }

    /// Throws the error of a bad value given to `setting`, which is checked only when used (`--endpoint`).
    package func check(_ setting: AnySetting) throws(SettingError) {
        if let error = invalid[setting.key]?.error { throw error }
    }

    /// Throws the error of a bad value given to `setting`, as ``check(_:)-(AnySetting)`` does.
    package func check<Value>(_ setting: Setting<Value>) throws(SettingError) { try check(setting.erased) }

    /// Remembers a bad value given to a setting checked only when used; a later good one replaces it.
    mutating func remember(_ error: SettingError, for setting: AnySetting, from origin: Origin) {
        entries[setting.key] = nil
        invalid[setting.key] = (error, origin)
    }

    /// Puts `setting` back to its default: a weaker place's value that a stronger one contradicts.
    mutating func reset(_ setting: AnySetting) {
        entries[setting.key] = nil
        invalid[setting.key] = nil
    }

    /// Sets `setting` to `value`, from `origin`.
    package mutating func set<Value>(_ setting: Setting<Value>, to value: Value, origin: Origin) {
        set(setting.erased, to: value, origin: origin)
    }

    /// Sets `setting` to `value`, of the type its kind reads, from `origin`.
    mutating func set(_ setting: AnySetting, to value: any Sendable, origin: Origin) {
        entries[setting.key] = Entry(value: value, origin: origin)
        invalid[setting.key] = nil
    }
}
