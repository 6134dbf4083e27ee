import QuoteConfig
import QuoteMessages
import QuotePlatform

/// An option as help and the completion scripts list it: a setting's flag, a shorthand, `--help` or
/// `--version`, in the order help lists them, all read from the settings and command tables.
struct Option {
    /// The long spelling, as `--timeout`.
    var long: String?
    /// The short spelling, as `-n`.
    var short: String?
    /// How help shows its value: `SECONDS`; `nil` for an option that takes none.
    var placeholder: String?
    /// What completions offer for its value.
    var completion: Completion
    /// The line that documents it.
    var summary: any MessageArgument
    /// The setting it sets, when it is a setting's flag: a command's help asks it for that command's line.
    var setting: AnySetting?
    /// The commands whose help lists it: its setting's.
    var commands: CommandSet = []

    /// Its spellings, short first: `-h`, `--help`.
    var spellings: [String] { [short, long].compactMap { $0 } }

    /// How help's first column shows it: `-h, --help`, `--timeout SECONDS`.
    var label: String { spellings.joined(separator: ", ") + (placeholder.map { " \($0)" } ?? "") }

    /// Every option.
    static let all: [Option] =
        Setting.all.flatMap { setting -> [Option] in
            var options: [Option] = []
            if setting.flag != nil || setting.short != nil {
                options.append(
                    Option(
                        long: setting.flag, short: setting.short, placeholder: setting.placeholder,
                        completion: setting.completion,
                        summary: setting.helpLine(locations: .nowhere), setting: setting, commands: setting.scope.commands))
            }
            if let shorthand = setting.shorthand {
                options.append(
                    Option(
                        long: shorthand.flag, short: nil, placeholder: nil, completion: .none, summary: shorthand.summary,
                        commands: setting.scope.commands))
            }
            return options
        }
        + CommandTable.actions.map { action in
            Option(
                long: action.flags.first { $0.hasPrefix("--") }, short: action.flags.first { !$0.hasPrefix("--") },
                placeholder: nil,
                completion: .none, summary: action.command.summary)
        }
}
