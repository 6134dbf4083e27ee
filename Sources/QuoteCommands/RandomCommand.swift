import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteSupply

/// `quote`, `quote random`: a quote through the source chain, printed, then kept in the cache and the history.
package struct RandomCommand: PlainCommand {
    package static let name = CommandName.random
    package static let summary = Phrase(
        "Fetch a quote, print it and keep it (the default)", korean: "명언을 가져와 출력하고, 캐시에 쓰고 기록합니다 (기본 명령)")
    package static let help = CommandHelp(
        Phrase(
            "Fetches a quote from the sources the settings name, tried in turn under one deadline, prints it, and keeps it in the cache (for last and save) and the history. What quote alone runs.",
            korean:
                "설정이 지정한 출처에 차례로 명언을 요청해 출력하고 캐시에 쓰고 기록합니다. 제한 시간은 모든 출처를 합친 시간입니다. 캐시는 last와 save 명령이 읽습니다. quote만 입력해도 이 명령을 실행합니다."
        ),
        example: "quote random --source zenquotes,builtin --max-length 120")

    package init() {}

    package func run(in context: CommandContext) throws -> ExitCode {
        // --every: the quote of the window of local time it names, chosen by its first run and kept for the others;
        // each duration, list of sources and set of filters keeps its own, and the first run of a window waits no
        // longer than `today` does.
        let every = context.settings[.every]
        return try context.answer(
            with: context.supply(for: every == nil ? Self.name : .today, span: every.map(ChoiceSpan.every) ?? .none))
    }
}
