/// Every command, in the order help lists them, with what it takes and what it does.
package enum CommandName: String, CaseIterable, Sendable {
    case random, today, last, history, save, saved, unsave, config, completions, help

    /// What follows the command's name, as help shows it, if anything.
    package var operand: String? {
        switch self {
        case .unsave: "N"
        case .completions: "SHELL"
        case .random, .today, .last, .history, .save, .saved, .config, .help: nil
        }
    }

    /// One line saying what it does.
    package var summary: String {
        switch self {
        case .random: "Fetch a quote, print it and keep it (the default)"
        case .today: "The quote of the day: kept if fetched today, else a new one"
        case .last: "Print the last quote again, without the network"
        case .history: "The last quotes printed, oldest first (-n N, default 10)"
        case .save: "Keep the last quote among your saved quotes"
        case .saved: "List your saved quotes, numbered"
        case .unsave: "Remove saved quote number N"
        case .config: "Show each setting, its value and where it came from"
        case .completions: "Print a completion script for bash, zsh or fish"
        case .help: "Show this help"
        }
    }

    /// The command as help lists it: `unsave N`.
    package var usage: String {
        operand.map { "\(rawValue) \($0)" } ?? rawValue
    }
}

/// The shells `quote completions` writes scripts for.
package enum Shell: String, Equatable, Sendable, CaseIterable {
    /// GNU bash.
    case bash
    /// The Z shell.
    case zsh
    /// The friendly interactive shell.
    case fish
}
