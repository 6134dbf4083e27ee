import QuoteConfig
import QuoteMessages
import QuotePlatform

/// One command of `quote`: a small type, named after what the user types, that gets what it needs from its
/// ``CommandContext`` and returns its exit code (or throws a layer's error, which the runner reports).
package protocol Command: Sendable {
    /// Its name, as typed: `random`.
    static var name: CommandName { get }
    /// What follows its name in help, if anything: `N`, `SHELL`.
    static var operand: String? { get }
    /// One line saying what it does.
    static var summary: Phrase { get }
    /// What `quote help NAME` says of it.
    static var help: CommandHelp { get }
    /// How it treats a config file that cannot be read.
    static var configUse: ConfigUse { get }
    /// Whether the words after its name that start with a single `-` are its own options, not `quote`'s: fortune(6)'s
    /// (`-a`, `-n 160`, `-m PATTERN`), which it reads itself.
    static var readsShortOptions: Bool { get }

    /// The command, with the words that followed its name.
    ///
    /// - Throws: ``UsageError`` when they are not what it takes.
    init(operands: [String]) throws(UsageError)

    /// Does what the command does; its exit code.
    func run(in context: CommandContext) throws -> ExitCode
}

extension Command {
    package static var operand: String? { nil }
    package static var configUse: ConfigUse { .required }
    package static var readsShortOptions: Bool { false }

    /// What help lists: `unsave N`.
    package static var usage: String { operand.map { "\(name.rawValue) \($0)" } ?? name.rawValue }

}
