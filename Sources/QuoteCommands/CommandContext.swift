import QuoteConfig
import QuoteHTTP
import QuoteMessages
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore

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
        let sources = sources
        return QuotePresenter(
            json: settings[.json], template: settings[.format], width: settings[.width], color: settings[.color],
            terminal: dependencies.terminal, environment: dependencies.environment, localTime: dependencies.localTime,
            attribution: { sources.attribution(of: $0.name) },
            declaredLanguage: { sources.language(of: $0.name) })
    }

    /// The presenter for lists (`history`, `saved`) and confirmations (`save`, `unsave`).
    package var listPresenter: ListPresenter { ListPresenter(presenter: presenter, language: console.language) }
}
