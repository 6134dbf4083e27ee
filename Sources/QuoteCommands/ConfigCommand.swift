import QuoteConfig
import QuoteMessages
import QuotePlatform
import QuoteSources

/// `quote config`: each setting's value and where it came from, then the sources; `--json` as one object.
package struct ConfigCommand: PlainCommand {
    package static let name = CommandName.config
    package static let summary = Phrase(
        "Show each setting, its value and where it came from", korean: "각 설정의 값과 그 값이 어디서 왔는지 보여 줍니다")

    package init() {}

    package func run(in context: CommandContext) throws -> Outcome {
        let sources = context.sources.names.map { name -> ConfigReport.Source in
            if let builtIn = SourceDescriptor.builtIn.first(where: { $0.name == name }) {
                return ConfigReport.Source(name: name, summary: builtIn.summary, url: builtIn.url)
            }
            let custom = context.sources.custom[name]
            return ConfigReport.Source(
                name: name, summary: nil, url: custom?.url, headers: custom.map { Array($0.headers.keys) } ?? [])
        }
        let report = ConfigReport(settings: context.settings, sources: sources, configPath: context.config?.path)
        return .finished(context.console.emit(context.settings[.json] ? report.json : report.text(in: context.console.language)))
    }
}
