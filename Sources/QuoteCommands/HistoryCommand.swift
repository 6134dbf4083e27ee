import QuoteConfig
import QuoteMessages
import QuotePlatform
import QuoteStore

/// `quote history`: the last `-n` quotes printed, oldest first.
package struct HistoryCommand: PlainCommand {
    package static let name = CommandName.history
    package static let summary = Phrase(
        "The last quotes printed, oldest first (-n N, default \(Setting<Int>.count.defaultValue(.nowhere)))",
        korean: "최근에 출력한 명언을 오래된 것부터 보여 줍니다 (-n N, 기본값 \(Setting<Int>.count.defaultValue(.nowhere)))")

    package init() {}

    package func run(in context: CommandContext) throws -> Outcome {
        guard let path = context.settings[.historyFile] else { throw CommandError.noHistoryLocation }
        let entries = HistoryStore(path: path).entries(last: context.settings[.count])
        guard !entries.isEmpty else {
            context.console.note(Message(.noHistoryYet(path: path)))
            return .finished(.success)
        }
        return .finished(context.console.emit(context.listPresenter.render(entries.map { (.date, $0) })))
    }
}
