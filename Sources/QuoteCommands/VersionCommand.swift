import QuoteModel

/// `quote --version`: `quote X.Y.Z` on stdout.
package struct VersionCommand: Command {
    package static let name = "version"
    package static let summary = "Show the version"

    package init(operands: [String]) throws(UsageError) {
        try Self.expectNoOperands(operands)
    }

    package func run(in context: CommandContext) async throws -> ExitCode {
        context.console.emit("quote \(QuoteVersion.current)\n")
    }
}
