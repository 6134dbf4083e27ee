import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteStore

/// `quote saved`: the saved quotes, numbered from 1.
package struct SavedCommand: PlainCommand {
    package static let name = CommandName.saved
    package static let help = CommandHelp(
        Phrase(
            "Lists your saved quotes, numbered from 1, as unsave takes the numbers.",
            korean: "저장한 명언을 1부터 번호를 붙여 보여 줍니다. unsave 명령은 이 번호를 받습니다."),
        options: CommandHelp.printing, example: "quote saved --json")
    package static let summary = Phrase("List your saved quotes, numbered", korean: "저장한 명언을 번호와 함께 보여 줍니다")

    package init() {}

    package func run(in context: CommandContext) throws -> Outcome {
        let store = try context.savedStore()
        let records: [QuoteRecord]
        do {
            records = try store.entries()
        } catch {
            throw CommandError.unreadable(path: store.path, error)
        }
        guard !records.isEmpty else {
            context.console.note(Message(.noSavedQuotesYet(path: store.path)))
            return .finished(.success)
        }
        let list = context.listPresenter.render(records.enumerated().map { (.number($0 + 1), $1) })
        return .finished(context.console.emit(list))
    }
}
