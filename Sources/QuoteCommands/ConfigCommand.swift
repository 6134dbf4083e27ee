import QuoteConfig
import QuoteMessages
import QuotePlatform
import QuoteSources
import QuoteSupply

/// `quote config`: each setting's value and where it came from, then the sources; `--json` as one object.
package struct ConfigCommand: PlainCommand {
    package static let name = CommandName.config
    package static let help = CommandHelp(
        Phrase(
            "Shows every setting's value and where it came from: default, config file and line, environment variable or flag; then the sources, with their headers hidden.",
            korean: "모든 설정의 값과 그 값이 어디서 왔는지(기본값, 설정 파일과 줄, 환경 변수, 옵션) 보여 주고, 이어서 출처 목록을 보여 줍니다(헤더 값은 숨깁니다)."),
        example: "quote config --timeout 5")
    package static let summary = Phrase(
        "Show each setting, its value and where it came from", korean: "각 설정의 값과 그 값이 어디서 왔는지 보여 줍니다")

    package init() {}

    package func run(in context: CommandContext) throws -> ExitCode {
        let (routing, now) = (context.routing, context.clock.now())
        let catalog = context.sources
        let sources = catalog.names.map { name -> ConfigReport.Source in
            let (budget, servers) = (catalog.budget(of: name), context.servers(of: name))
            if let builtIn = SourceDescriptor.builtIn.first(where: { $0.name == name }) {
                return ConfigReport.Source(
                    name: name, summary: builtIn.summary, url: routing.url(of: name), budget: budget, servers: servers)
            }
            return ConfigReport.Source(
                name: name, summary: nil, url: routing.url(of: name),
                headers: catalog.custom[name].map { Array($0.headers.keys) } ?? [], budget: budget, servers: servers)
        }
        let report = ConfigReport(settings: context.settings, sources: sources, configPath: context.config?.path, now: now)
        return context.console.emit(context.settings[.json] ? report.json : report.text(in: context.console.language))
    }
}
