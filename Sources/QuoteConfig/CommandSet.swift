/// A set of commands, one bit each: what a setting's scope names.
///
/// A `Set<CommandName>` hashed every name of every setting's scope as the settings table was made, at every run;
/// this is made by or-ing bits.
package struct CommandSet: OptionSet, Sendable {
    package let rawValue: UInt32

    /// The set its bits make.
    package init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The set of the commands listed.
    package init(_ commands: some Sequence<CommandName>) {
        self.init(rawValue: commands.reduce(0) { $0 | CommandSet.bit(of: $1) })
    }

    /// The set of one command.
    package init(_ command: CommandName) {
        self.init(rawValue: CommandSet.bit(of: command))
    }

    /// The set's commands, in the order they are declared.
    package var names: [CommandName] { CommandName.allCases.filter { contains(CommandSet($0)) } }

    /// Whether `command` is in the set.
    package func contains(_ command: CommandName) -> Bool {
        contains(CommandSet(command))
    }

    /// A command's bit: its place among the commands.
    private static func bit(of command: CommandName) -> UInt32 {
        1 << UInt32(CommandName.allCases.firstIndex(of: command)!)
    }
}

extension CommandSet: ExpressibleByArrayLiteral {
    /// The set of the commands listed: `[.random, .today]`.
    package init(arrayLiteral commands: CommandName...) {
        self.init(commands)
    }
}
