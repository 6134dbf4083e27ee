import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteStore

/// `quote history`: the last `-n` quotes printed, oldest first.
package struct HistoryCommand: PlainCommand {
    package static let name = CommandName.history
    package static let help = CommandHelp(
        Phrase(
            "Lists the quotes printed last, oldest first: the number, the date, the content and the author, each line fitted to the width.",
            korean: "최근에 출력한 명언을 오래된 것부터 보여 줍니다. 줄마다 번호, 날짜, 내용, 저자를 너비에 맞춰 출력합니다."), example: "quote history -n 5")
    package static let summary = Phrase(
        "The last quotes printed, oldest first (-n N, default \(Setting<Int>.count.defaultValue(.nowhere)))",
        korean: "최근에 출력한 명언을 오래된 것부터 보여 줍니다 (-n N, 기본값 \(Setting<Int>.count.defaultValue(.nowhere)))")

    package init() {}

    package func run(in context: CommandContext) throws -> ExitCode {
        guard let path = context.settings[.historyFile] else { throw CommandError.noHistoryLocation }
        let entries: [(number: Int, record: QuoteRecord)]
        do {
            entries = try HistoryStore(path: path).numberedEntries(last: context.settings[.count])
        } catch {
            throw CommandError.unreadable(path: path, error)
        }
        guard !entries.isEmpty else {
            context.console.note(Message.noHistoryYet(path: path))
            return .success
        }
        return
            context.console.emit(context.listPresenter.render(entries.map { (.numberAndDate($0.number), $0.record) }))
    }
}
