import QuoteConfig
import QuoteMessages
import QuotePlatform

/// `quote --version`: `quote X.Y.Z` on stdout.
package struct VersionCommand: PlainCommand {
    package static let name = CommandName.version
    package static let help = CommandHelp(
        Phrase("Shows quote's version.", korean: "quote의 버전을 보여 줍니다."), example: "quote --version")
    package static let summary = Phrase("Show the version", korean: "버전을 보여 줍니다")

    package static let configUse = ConfigUse.notRead

    package init() {}

    package func run(in context: CommandContext) throws -> ExitCode {
        context.console.emit("quote \(QuoteVersion.current)\n")
    }
}
