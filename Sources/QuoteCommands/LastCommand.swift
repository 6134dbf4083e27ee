import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteStore

/// `quote last`: the quote shown last, whatever command showed it (a fallback marked as such in `--json`), again,
/// with no network access at all.
package struct LastCommand: PlainCommand {
    package static let name = CommandName.last
    package static let summary = Phrase("Print the last quote again, without the network", korean: "마지막 명언을 네트워크 없이 다시 출력합니다")
    package static let help = CommandHelp(
        Phrase(
            "Prints the last quote again, from the cache, without the network.",
            korean: "캐시에 있는 마지막 명언을 네트워크 없이 다시 출력합니다."), example: "quote last --json")

    package init() {}

    package func run(in context: CommandContext) throws -> ExitCode {
        guard !context.settings[.noCache] else { throw UsageError.lastWithNoCache }
        return context.console.emit(context.presenter.render(try context.lastQuote()))
    }
}
