import QuoteConfig
import QuoteMessages
import QuotePlatform

/// `quote help`, `-h`, `--help`: usage on stdout.
package struct HelpCommand: PlainCommand {
    package static let name = CommandName.help
    package static let summary = Phrase("Show this help", korean: "이 도움말을 보여 줍니다")

    package static let configUse = ConfigUse.notRead

    package init() {}

    package func run(in context: CommandContext) throws -> Outcome {
        .finished(context.console.emit(Help.text(in: context.console.language)))
    }
}
