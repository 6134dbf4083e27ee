import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteStore

/// `quote unsave N`: saved quote number N removed; then says so.
package struct UnsaveCommand: Command {
    package static let name = CommandName.unsave
    package static let help = CommandHelp(
        Phrase(
            "Removes saved quote number N, as quote saved lists them; the others keep their order.",
            korean: "저장한 명언 중 N번(quote saved가 보여 주는 번호)을 지웁니다. 다른 명언의 순서는 그대로입니다."),
        example: "quote unsave 2")
    package static let operand: String? = "N"
    package static let summary = Phrase("Remove saved quote number N", korean: "저장한 명언 중 N번을 지웁니다")

    /// The number, as `quote saved` lists it.
    package let number: Int

    package init(operands: [String]) throws(UsageError) {
        if operands.count > 1 { throw .unexpectedArgument(operands[1]) }
        guard let first = operands.first, let number = Int(first), number >= 1 else {
            throw .unsaveNeedsNumber(operands.first)
        }
        self.number = number
    }

    package func run(in context: CommandContext) throws -> ExitCode {
        let store = try context.savedStore()
        let removed: QuoteRecord?
        do {
            removed = try store.remove(number: number)
        } catch {
            throw CommandError.changeFailed(error)
        }
        guard let removed else { throw UsageError.noSavedQuoteNumber(number, count: store.list().count) }
        let prefix = Message.removedNumber(number: number).text(in: context.console.language)
        return context.console.emit(context.listPresenter.confirmation(prefix, removed))
    }
}
