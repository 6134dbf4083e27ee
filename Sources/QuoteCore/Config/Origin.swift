/// Where a setting's value came from: the lowest layer is the default, then the config file, the
/// environment, and the command line, each overriding the one before.
package enum Origin: Equatable, Sendable, CustomStringConvertible {
    /// Nobody set it.
    case `default`
    /// A line of the config file.
    case configFile(path: String, line: Int)
    /// An environment variable.
    case environment(String)
    /// A flag on the command line, as typed.
    case flag(String)

    /// "default", "config file PATH:LINE", "environment NAME", "flag --name".
    package var description: String {
        switch self {
        case .default: "default"
        case .configFile(let path, let line): "config file \(path):\(line)"
        case .environment(let name): "environment \(name)"
        case .flag(let spelling): "flag \(spelling)"
        }
    }

    /// How a message names the setting from here: the flag, the variable, or the config key.
    func name(for setting: Setting) -> String {
        switch self {
        case .default, .configFile: setting.spec.configKey ?? setting.rawValue
        case .environment(let name): name
        case .flag(let spelling): spelling
        }
    }
}

/// A setting's value, where it came from, and how `quote config` shows it.
package struct Resolved<Value: Sendable>: Sendable {
    /// The value.
    package var value: Value
    /// Where it came from.
    package var origin: Origin
    /// The value as the user would write it: `10`, `zenquotes, builtin`, `auto`; `nil` for none.
    package var text: String?

    /// Creates a resolved value.
    package init(_ value: Value, origin: Origin, text: String?) {
        self.value = value
        self.origin = origin
        self.text = text
    }
}
