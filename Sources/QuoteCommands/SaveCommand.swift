import QuoteConfig
import QuoteMessages
import QuotePlatform
import QuoteStore

/// `quote save`: the last quote added to the saved quotes, once; then says so.
package struct SaveCommand: PlainCommand {
    package static let name = CommandName.save
    package static let help = CommandHelp(
        Phrase(
            "Adds the last quote to your saved quotes, once: a quote with the same content and author is saved only once. Says its number.",
            korean: "마지막 명언을 저장하고 그 번호를 알려 줍니다. 내용과 저자가 같은 명언은 한 번만 저장합니다."),
        options: ["--cache-file"], example: "quote save && quote saved")
    package static let summary = Phrase("Keep the last quote among your saved quotes", korean: "마지막 명언을 저장합니다")

    package init() {}

    package func run(in context: CommandContext) throws -> Outcome {
        let record = try context.lastQuote()
        let store = try context.savedStore()
        let added: Bool
        do {
            added = try store.add(record)
        } catch {
            throw CommandError.saveFailed(error)
        }
        let number = (store.list().firstIndex { $0.quote.isSameSaying(as: record.quote) } ?? 0) + 1
        let prefix = Message(added ? .savedAsNumber(number: number) : .alreadySavedAsNumber(number: number))
        return .finished(
            context.console.emit(context.listPresenter.confirmation(prefix.text(in: context.console.language), record)))
    }
}
