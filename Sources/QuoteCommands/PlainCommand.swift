/// A command that takes no operand: `quote NAME` and nothing after it.
package protocol PlainCommand: Command {
    /// The command.
    init()
}

extension PlainCommand {
    /// The command, refusing any word after its name.
    package init(operands: [String]) throws(UsageError) {
        if let extra = operands.first { throw .unexpectedArgument(extra) }
        self.init()
    }
}
