import QuoteConfig
import QuoteJSON
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteSupply

/// `quote sources`: every source's name, one a line, the config file's own included; `--json`: one object a line
/// with the name, the kind, the URL, and for a network source how many quotes one request brings (`batch`), its
/// request budget (`budget`: `requests` in any `seconds`), what its terms ask to be said with its quotes
/// (`attribution`: `text` and `link`, or `null`), and what its state says of each server it was asked at
/// (`servers`: `server`, `requests`, `stoppedUntil`, `nextRequest`).
///
/// The completion scripts call it when Tab is pressed, so a source added to the config file later completes too.
/// With a broken config file it still lists the built-in sources, then reports the file's error (exit 78).
package struct SourcesCommand: PlainCommand {
    package static let name = CommandName.sources
    package static let help = CommandHelp(
        Phrase(
            "Lists the name of every source, the built-in ones and those your config file defines, one a line; the completion scripts ask it when Tab is pressed.",
            korean: "내장 출처와 설정 파일에 정의한 출처의 이름을 한 줄에 하나씩 출력합니다. Tab을 누르면 자동 완성 스크립트가 이 명령을 실행합니다."),
        example: "quote sources --json")
    package static let summary = Phrase("List every source's name, your own included", korean: "직접 추가한 것까지 모든 출처의 이름을 보여 줍니다")
    package static let configUse = ConfigUse.optional

    package init() {}

    package func run(in context: CommandContext) throws -> ExitCode {
        let (catalog, routing) = (context.sources, context.routing)
        let lines = catalog.names.map { name in
            guard context.settings[.json] else { return name.text + "\n" }
            // The URL in effect: QUOTE_API_URL, the config file's endpoint or --endpoint where they apply.
            let url = routing.url(of: name)
            let budget = catalog.budget(of: name)
            let object: JSONValue = .object([
                "name": .string(name.text), "kind": .string(url == nil ? "local" : "network"),
                "url": url.map { .string($0.redacted) } ?? .null,
                "batch": url == nil ? .null : .integer(catalog.batchSize(of: name)),
                "budget": budget.map {
                    .object(["requests": .integer($0.requests), "seconds": .integer($0.periodSeconds)])
                } ?? .null,
                "lang": catalog.language(of: name).map { .string($0) } ?? .null,
                "today": catalog.today(of: name).map { .string($0.redacted) } ?? .null,
                "attribution": catalog.attribution(of: name).map {
                    .object(["text": .string($0.text), "link": .string($0.link)])
                }
                    ?? .null,
                "servers": url == nil ? .null : .array(context.servers(of: name).map { $0.json }),
            ])
            return object.jsonLine + "\n"
        }
        let code = context.console.emit(lines.joined())
        if let error = context.configError { throw error }
        return code
    }
}
