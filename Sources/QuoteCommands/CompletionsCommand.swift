import QuoteConfig
import QuoteMessages
import QuotePlatform

/// `quote completions SHELL`: a completion script for bash, zsh or fish.
package struct CompletionsCommand: Command {
    package static let name = CommandName.completions
    package static let help = CommandHelp(
        Phrase(
            "Prints a completion script for bash, zsh or fish, to load at every shell start or to install where the shell looks for one.",
            korean: "bash, zsh, fish의 자동 완성 스크립트를 출력합니다. 셸을 시작할 때마다 불러오거나, 셸이 찾는 곳에 설치해 사용합니다."),
        example: "quote completions zsh > ~/.zfunc/_quote")
    package static let operand: String? = "SHELL"
    package static let summary = Phrase(
        "Print a completion script for bash, zsh or fish", korean: "bash, zsh, fish의 자동 완성 스크립트를 출력합니다")
    /// Shells load completion scripts at every start-up, and the scripts ask `quote sources` for the config file's
    /// sources when they need them: the config file has nothing to say here.
    package static let configUse = ConfigUse.notRead

    /// The shell asked for.
    package let shell: Shell

    package init(operands: [String]) throws(UsageError) {
        guard operands.count == 1, let shell = Shell(rawValue: operands[0]) else {
            throw .completionsNeedsShell(Shell.allCases.map { $0.rawValue })
        }
        self.shell = shell
    }

    package func run(in context: CommandContext) throws -> ExitCode {
        context.console.emit(Completions.script(for: shell))
    }
}

/// The shells `quote completions` writes scripts for.
package enum Shell: String, Equatable, Sendable, CaseIterable {
    /// GNU bash.
    case bash
    /// The Z shell.
    case zsh
    /// The friendly interactive shell.
    case fish
}
