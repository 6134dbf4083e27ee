import QuoteModel

/// `quote help`, `-h`, `--help`: usage on stdout.
package struct HelpCommand: PlainCommand {
    package static let name = "help"
    package static let summary = "Show this help"

    package static let configUse = ConfigUse.notRead

    package init() {}

    package func run(in context: CommandContext) throws -> Outcome {
        .finished(context.console.emit(Help.text))
    }
}
