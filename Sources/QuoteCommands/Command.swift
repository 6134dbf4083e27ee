import QuoteConfig
import QuoteHTTP
import QuoteMessages
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore

/// One command of `quote`: a small type, named after what the user types, that gets what it needs from its
/// ``CommandContext`` and returns its exit code (or throws a layer's error, which the runner reports).
package protocol Command: Sendable {
    /// Its name, as typed: `random`.
    static var name: String { get }
    /// What follows its name in help, if anything: `N`, `SHELL`.
    static var operand: String? { get }
    /// One line saying what it does.
    static var summary: Phrase { get }
    /// How it treats a config file that cannot be read.
    static var configUse: ConfigUse { get }

    /// The command, with the words that followed its name.
    ///
    /// - Throws: ``UsageError`` when they are not what it takes.
    init(operands: [String]) throws(UsageError)

    /// Does what the command does, as far as it goes without waiting; what waits on the network is left in the
    /// outcome.
    func run(in context: CommandContext) throws -> Outcome
}

/// How a command treats the config file.
package enum ConfigUse: Sendable {
    /// It reads it, and a broken one is an error (exit 78).
    case required
    /// It reads it, and a broken one counts as none, its error in the context for the command to report or not:
    /// completion scripts are loaded at every shell start-up.
    case optional
    /// It has no use for it, or for any setting: `help` and `--version` work whatever the file holds.
    case notRead
}

extension Command {
    package static var operand: String? { nil }
    package static var configUse: ConfigUse { .required }

    /// What help lists: `unsave N`.
    package static var usage: String { operand.map { "\(name) \($0)" } ?? name }

}

/// A command that takes no operand: `quote NAME` and nothing after it.
package protocol PlainCommand: Command {
    /// The command.
    init()
}

extension PlainCommand {
    /// The command, refusing any word after its name.
    package init(operands: [String]) throws(UsageError) {
        if let extra = operands.first { throw .unexpectedArgument(extra) }
        self.init()
    }
}

/// Every command, in the order help lists them; the first is what `quote` alone runs.
package enum CommandTable {
    /// The commands typed by name.
    package static let all: [any Command.Type] = [
        RandomCommand.self, TodayCommand.self, LastCommand.self, HistoryCommand.self, SaveCommand.self, SavedCommand.self,
        UnsaveCommand.self, ConfigCommand.self, SourcesCommand.self, CompletionsCommand.self, HelpCommand.self,
    ]

    /// The options that stand for a command of their own, whatever else is typed: `--help` and `--version`.
    package static let actions: [(flags: [String], command: any Command.Type)] = [
        (["-h", "--help"], HelpCommand.self), (["--version"], VersionCommand.self),
    ]

    /// The command typed as `name`, if any.
    package static func command(named name: String) -> (any Command.Type)? {
        all.first { $0.name == name }
    }
}

/// What every command may use: the run's dependencies (read through, as `context.clock`), the console, the
/// settings, the sources they can name, and the config file read.
@dynamicMemberLookup
package struct CommandContext: Sendable {
    /// What the run takes from the process.
    package var dependencies: Dependencies
    /// Where output, notes and errors go.
    package var console: Console
    /// The run's settings.
    package var settings: Settings
    /// Every source the run can use.
    package var sources: SourceCatalog
    /// The config file read, if any.
    package var config: ConfigFile?
    /// Why the config file could not be read, for a command that goes on without it.
    package var configError: ConfigError?

    /// Creates a context.
    package init(
        dependencies: Dependencies, console: Console, settings: Settings, sources: SourceCatalog, config: ConfigFile?,
        configError: ConfigError? = nil
    ) {
        self.dependencies = dependencies
        self.console = console
        self.settings = settings
        self.sources = sources
        self.config = config
        self.configError = configError
    }

    /// A dependency of the run: `context.clock`, `context.transport`.
    package subscript<Value>(dynamicMember path: KeyPath<Dependencies, Value>) -> Value {
        dependencies[keyPath: path]
    }
    /// Where the run's files are.
    package var locations: StoreLocations { settings.locations }

    /// The presenter the settings ask for: JSON, a template, or text fitted to the terminal.
    package var presenter: QuotePresenter {
        QuotePresenter(
            json: settings[.json], template: settings[.format], width: settings[.width], color: settings[.color],
            terminal: dependencies.terminal, environment: dependencies.environment, localTime: dependencies.localTime)
    }

    /// The presenter for lists (`history`, `saved`) and confirmations (`save`, `unsave`).
    package var listPresenter: ListPresenter { ListPresenter(presenter: presenter, language: console.language) }
}
