import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteStore

/// `quote saved`: the saved quotes, numbered from 1.
package struct SavedCommand: PlainCommand {
    package static let name = CommandName.saved
    package static let help = CommandHelp(
        Phrase(
            "Lists your saved quotes, numbered from 1, as unsave takes the numbers; with --fortune, prints them as a fortune file instead (each quote, its author on a line of its own, % between them), for strfile and fortune.",
            korean:
                "저장한 명언을 1부터 번호를 붙여 보여 줍니다. unsave 명령은 이 번호를 받습니다. --fortune 옵션을 지정하면 대신 fortune 파일 형식(명언, 그다음 줄에 저자, 명언 사이에 % 줄)으로 출력하며, strfile과 fortune 명령으로 읽을 수 있습니다."
        ), example: "quote saved --fortune > ~/.local/share/fortunes/mine")
    package static let summary = Phrase("List your saved quotes, numbered", korean: "저장한 명언을 번호와 함께 보여 줍니다")

    package init() {}

    package func run(in context: CommandContext) throws -> ExitCode {
        let store = try context.savedStore()
        let records: [QuoteRecord]
        do {
            records = try store.entries()
        } catch {
            throw CommandError.unreadable(path: store.path, error)
        }
        guard !records.isEmpty else {
            context.console.note(Message.noSavedQuotesYet(path: store.path))
            return .success
        }
        if context.settings[.fortune] { return context.console.emit(FortuneText.file(records.map({ $0.quote }))) }
        let list = context.listPresenter.render(records.enumerated().map { (.number($0 + 1), $1) })
        return context.console.emit(list)
    }
}
