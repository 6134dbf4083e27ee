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
    package func name(for setting: AnySetting) -> String {
        switch self {
        case .default, .configFile: setting.name
        case .environment(let name): name
        case .flag(let spelling): spelling
        }
    }

    /// How strongly it speaks: a flag over the environment over the config file over the default.
    package var rank: Int {
        switch self {
        case .default: 0
        case .configFile: 1
        case .environment: 2
        case .flag: 3
        }
    }
}
