/// Reads the command line into a ``ParsedArguments``: a pure function of the words, no environment, no I/O.
///
/// Options may come before or after the command, take their value as `--name value` or `--name=value`,
/// and `--` ends them. Each value is validated here, by its entry in the ``Setting`` table, so a bad flag is
/// a usage error before anything else happens.
package enum ArgumentParser {
    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``UsageError`` for anything not understood.
    package static func parse(_ arguments: [String]) throws(UsageError) -> ParsedArguments {
        var words = arguments[...]
        var operands: [String] = []
        var flags: [ParsedArguments.Flag] = []
        var action: Action?
        while let word = words.popFirst() {
            if word == "--" {
                operands += words
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                operands.append(word)
                continue
            }
            let (spelling, attached) = split(word)
            guard let setting = Setting(spelling: spelling) else { throw UsageError("unknown option '\(spelling)'") }
            let spec = setting.spec
            switch spec.kind {
            case .action(let requested):
                guard attached == nil else { throw UsageError("option \(spelling) takes no value") }
                action = action ?? requested
            case .flag:
                guard attached == nil else { throw UsageError("option \(spelling) takes no value") }
                flags.append(.init(setting: setting, spelling: spelling, input: .present))
            case .value:
                // A long option in the value's place means the value was forgotten (a negative number is a value).
                guard let value = attached ?? words.first.flatMap({ $0.hasPrefix("--") ? nil : words.popFirst() }) else {
                    throw UsageError("option \(spelling) needs a value")
                }
                var probe = Settings(environment: [:])
                do {
                    try spec.apply(.text(value), .flag(spelling), &probe)
                } catch {
                    throw UsageError(error.message(name: spelling, value: value))
                }
                flags.append(.init(setting: setting, spelling: spelling, input: .text(value)))
            }
        }
        if let action { return ParsedArguments(command: .help, action: action, flags: flags) }
        for (first, second) in Setting.conflicts {
            if let one = flags.first(where: { $0.setting == first }), let other = flags.first(where: { $0.setting == second }) {
                throw UsageError("\(one.spelling) and \(other.spelling) cannot be used together")
            }
        }
        let command = try command(from: operands)
        for flag in flags {
            if let only = flag.setting.spec.commands, !only.contains(command.name) {
                throw UsageError("option \(flag.spelling) is only for '\(only.map(\.rawValue).sorted().joined(separator: "', '"))'")
            }
        }
        return ParsedArguments(command: command, action: nil, flags: flags)
    }

    /// The command and its operand.
    private static func command(from operands: [String]) throws(UsageError) -> ParsedCommand {
        guard let first = operands.first else { return .random }
        guard let name = CommandName(rawValue: first) else { throw UsageError("unknown command '\(first)'") }
        let rest = Array(operands.dropFirst())
        if name.operand == nil, let extra = rest.first { throw UsageError("unexpected argument '\(extra)'") }
        switch name {
        case .random: return .random
        case .today: return .today
        case .last: return .last
        case .history: return .history
        case .save: return .save
        case .saved: return .saved
        case .config: return .config
        case .help: return .help
        case .completions:
            guard rest.count == 1, let shell = Shell(rawValue: rest[0]) else {
                throw UsageError("'completions' needs one of: \(Shell.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return .completions(shell)
        case .unsave:
            if rest.count > 1 { throw UsageError("unexpected argument '\(rest[1])'") }
            guard rest.count == 1, let number = Int(rest[0]), number >= 1 else {
                throw UsageError("'unsave' needs the number of a saved quote, as 'quote saved' lists them")
            }
            return .unsave(number)
        }
    }

    /// `--name=value` into its name and value; other words into themselves and `nil`.
    private static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}

/// The command line, read but not yet combined with the environment and the config file.
package struct ParsedArguments: Sendable {
    /// One flag as given.
    package struct Flag: Sendable {
        /// The setting it sets.
        package var setting: Setting
        /// How it was spelled (`--timeout`, `-n`), for messages and `quote config`.
        package var spelling: String
        /// Its value.
        package var input: SettingSpec.Input
    }

    /// The command.
    package var command: ParsedCommand
    /// `--help` or `--version`, which replace the command.
    package var action: Action?
    /// The flags, in the order given; a later one wins.
    package var flags: [Flag]
}

/// A command with its operand.
package enum ParsedCommand: Equatable, Sendable {
    /// `quote`, `quote random`.
    case random
    /// `quote today`.
    case today
    /// `quote last`.
    case last
    /// `quote history`.
    case history
    /// `quote save`.
    case save
    /// `quote saved`.
    case saved
    /// `quote config`.
    case config
    /// `quote help`.
    case help
    /// `quote unsave N`, with N.
    case unsave(Int)
    /// `quote completions SHELL`, with the shell.
    case completions(Shell)

    /// The command's name.
    package var name: CommandName {
        switch self {
        case .random: .random
        case .today: .today
        case .last: .last
        case .history: .history
        case .save: .save
        case .saved: .saved
        case .config: .config
        case .help: .help
        case .unsave: .unsave
        case .completions: .completions
        }
    }
}
