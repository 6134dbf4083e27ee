import QuoteConfig
import QuoteMessages
import QuotePlatform

/// `quote help [COMMAND]`, `-h`, `--help`: usage on stdout, of quote or of one command; `-h` alone a screenful.
package struct HelpCommand: Command {
    package static let name = CommandName.help
    package static let operand: String? = "[COMMAND]"
    package static let summary = Phrase("Show this help, or a command's", korean: "이 도움말이나 명령의 도움말을 보여 줍니다")
    package static let help = CommandHelp(
        Phrase(
            "Shows how to use quote, or, given a command's name, how to use that command.",
            korean: "quote의 사용법을 보여 줍니다. 명령 이름을 주면 그 명령의 사용법을 보여 줍니다."),
        example: "quote help today")

    package static let configUse = ConfigUse.notRead

    /// The command whose help to show; `nil` for quote's own.
    package let command: (any Command.Type)?
    /// Whether quote's own help is `-h`'s screenful rather than the whole: the parser sets it for `-h`.
    package var isBrief = false

    /// The help of quote, or of the command named by the one operand.
    ///
    /// - Throws: ``UsageError`` for a name that is no command (with a suggestion), or more than one operand.
    package init(operands: [String]) throws(UsageError) {
        guard let name = operands.first else {
            command = nil
            return
        }
        if let extra = operands.dropFirst().first { throw .unexpectedArgument(extra) }
        guard let command = CommandTable.command(named: name) else { throw .unknownCommand(name) }
        self.command = command
    }

    package func run(in context: CommandContext) throws -> ExitCode {
        let language = context.console.language
        let text =
            command.map { Help.text(for: $0, in: language) } ?? (isBrief ? Help.brief(in: language) : Help.text(in: language))
        return context.console.emit(text)
    }
}
