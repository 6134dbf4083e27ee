import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteSupply

/// `quote today`: one quote per local day, shown all day, never failing for lack of a network: the window of a
/// day (``WindowChoice``), kept beside the history (`today.json`) whatever `random` or `save` do meanwhile.
package struct TodayCommand: PlainCommand {
    package static let name = CommandName.today
    package static let summary = Phrase(
        "The quote of the day: one a day, kept all day", korean: "오늘의 명언을 보여 줍니다 (하루에 하나, 그날은 같은 명언)")
    /// How long it waits unless told otherwise: its own default of the timeout.
    private static let waits = Setting<Duration>.timeout.commandDefault(.today)?.secondsText ?? "?"

    package static let help = CommandHelp(
        Phrase(
            "Shows the quote of the day: the first run of a local day chooses (the last quote if it was fetched that day, else a new one), and every run that day shows the same quote. Never fails for lack of a network: it falls back to the last quote or the built-in collection, with a note, and waits at most \(waits) seconds.",
            korean:
                "오늘의 명언을 보여 줍니다. 그날 처음 실행할 때 명언을 고르고(그날 가져온 마지막 명언이 있으면 그 명언, 없으면 새 명언), 그날은 언제 실행해도 같은 명언을 보여 줍니다. 네트워크가 없어도 실패하지 않고, 마지막 명언이나 내장 명언집의 명언을 참고 메시지와 함께 보여 주며, 최대 \(waits)초만 기다립니다."
        ),
        example: "quote today --color never")
    package init() {}

    package func run(in context: CommandContext) throws -> ExitCode {
        try context.answer(with: context.supply(for: Self.name, span: .day))
    }
}
