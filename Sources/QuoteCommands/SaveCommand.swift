import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteStore

/// `quote save [N]`: the quote last shown, or entry `N` of the history, added to the saved quotes once; then
/// says which and its number.
package struct SaveCommand: Command {
    package static let name = CommandName.save
    package static let operand: String? = "[N]"
    package static let help = CommandHelp(
        Phrase(
            "Adds the quote you saw last to your saved quotes, whichever command showed it (today's at a shell start too), or with N, entry N of quote history. A quote with the same content and author is saved only once. Says which quote and its number.",
            korean:
                "마지막으로 본 명언을 저장합니다. 어느 명령이 보여 준 명언이든(셸을 시작할 때 본 오늘의 명언도) 저장하고, N을 주면 quote history의 N번 항목을 저장합니다. 내용과 저자가 같은 명언은 한 번만 저장하며, 어떤 명언을 몇 번으로 저장했는지 알려 줍니다."
        ), example: "quote save && quote saved")
    package static let summary = Phrase(
        "Save the quote you saw last, or history entry N", korean: "마지막으로 본 명언이나 기록의 N번 항목을 저장합니다")

    /// The history entry to save; `nil` for the quote shown last.
    package let entry: Int?

    /// `save`, or `save N` with a history entry's number.
    ///
    /// - Throws: ``UsageError`` for more than one word, or one that is not a number from 1.
    package init(operands: [String]) throws(UsageError) {
        guard let word = operands.first else {
            entry = nil
            return
        }
        if let extra = operands.dropFirst().first { throw .unexpectedArgument(extra) }
        guard let number = Int(word), number > 0 else { throw .saveNeedsNumber(word) }
        entry = number
    }

    package func run(in context: CommandContext) throws -> ExitCode {
        let (record, which) = try chosen(in: context)
        let store = try context.savedStore()
        let added: Bool
        do {
            added = try store.add(record)
        } catch {
            throw CommandError.saveFailed(error)
        }
        let number = (store.list().firstIndex { $0.quote.isSameSaying(as: record.quote) } ?? 0) + 1
        let prefix = which.confirmation(added: added, number: number)
        return
            context.console.emit(context.listPresenter.confirmation(prefix.text(in: context.console.language), record))
    }

    /// The quote to save, and which it is.
    private func chosen(in context: CommandContext) throws -> (QuoteRecord, Which) {
        guard let entry else {
            let (record, isToday) = try context.lastShownQuote()
            return (record, isToday ? .today : .last)
        }
        guard let path = context.settings[.historyFile] else { throw CommandError.noHistoryLocation }
        let history = HistoryStore(path: path)
        do {
            guard let record = try history.entry(number: entry) else {
                throw CommandError.noHistoryEntry(number: entry, count: try history.count())
            }
            return (record, .historyEntry(entry))
        } catch let error as FileReader.Failure {
            throw CommandError.unreadable(path: path, error)
        }
    }

    /// The quote saved, as the confirmation names it.
    private enum Which {
        case last, today
        case historyEntry(Int)

        /// The confirmation's words: saved now (`added`) or already, as `number`.
        func confirmation(added: Bool, number: Int) -> Message {
            switch self {
            case .last: added ? .savedLast(number: number) : .alreadySavedLast(number: number)
            case .today: added ? .savedToday(number: number) : .alreadySavedToday(number: number)
            case .historyEntry(let entry):
                added
                    ? .savedHistoryEntry(entry: entry, number: number)
                    : .alreadySavedHistoryEntry(entry: entry, number: number)
            }
        }
    }
}
