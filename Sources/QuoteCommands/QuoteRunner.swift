import QuoteConfig
import QuoteHTTP
import QuoteMessages
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore

/// Runs one `quote` command: parses the command line, reads the config file and the environment into
/// settings, dispatches to the command, and reports what went wrong through the failure table.
///
/// Everything it touches is handed in (``Dependencies``). It never calls `print` or `exit`.
package struct QuoteRunner: Sendable {
    /// What the run takes from the process.
    package var dependencies: Dependencies
    /// The language people are spoken to in, as the environment's locale asks.
    private let language: Language

    /// Creates a runner.
    package init(_ dependencies: Dependencies) {
        self.dependencies = dependencies
        language = Language(environment: dependencies.environment)
    }

    /// Runs the command that `arguments` describe, on the calling thread, to its end; its exit code.
    ///
    /// An error thrown anywhere is reported here, through the failure table.
    package func run(_ arguments: [String]) -> ExitCode {
        do {
            let invocation = try ArgumentParser.parse(arguments)
            return try invocation.command.run(in: try context(for: invocation, console: console))
        } catch {
            return console.fail(Failure(error))
        }
    }

    /// Whatever reports reach the user through.
    private var console: Console {
        Console(stdout: dependencies.stdout, stderr: dependencies.stderr, language: language)
    }

    /// What the command gets: the settings from every layer, the sources they can name, and the world.
    private func context(for invocation: Invocation, console: Console) throws -> CommandContext {
        // Computed once per run: every default path and every local source follows from these.
        let environment = dependencies.environment
        let locations = StoreLocations(environment: environment)
        let use = type(of: invocation.command).configUse
        guard use != .notRead else {
            let places = LocalPlaces(environment: environment, locations: locations)
            return CommandContext(
                dependencies: dependencies, console: console, settings: Settings(locations: locations),
                sources: SourceCatalog(custom: [], places: places), config: nil)
        }
        var configError: ConfigError?
        let config: ConfigFile?
        do {
            config = try loadConfig(invocation, locations: locations)
        } catch {
            guard use == .optional else { throw error }
            (config, configError) = (nil, error)
        }
        let settings = try SettingsResolver.resolve(
            flags: invocation.flags, environment: environment, config: config, locations: locations)
        var console = console
        console.isQuiet = settings[.quiet]
        if let config, config.holdsHeaders, use == .required { warnIfReadableByOthers(config, console: console) }
        let sources = SourceCatalog(
            custom: config?.sources ?? [], places: LocalPlaces(environment: environment, locations: locations))
        return CommandContext(
            dependencies: dependencies, console: console, settings: settings, sources: sources, config: config,
            configError: configError)
    }

    /// The config file, if there is one.
    private func loadConfig(_ invocation: Invocation, locations: StoreLocations) throws(ConfigError) -> ConfigFile? {
        guard
            let location = SettingsResolver.configLocation(
                flags: invocation.flags, environment: dependencies.environment, locations: locations)
        else {
            return nil
        }
        return try ConfigFile.load(path: location.path, required: location.required, home: dependencies.environment["HOME"])
    }

    /// Warns when the config file holds request headers (an API key) and others can read it: for the commands
    /// that use it, not one that reads it in passing, as a completion script does at every shell start.
    private func warnIfReadableByOthers(_ config: ConfigFile, console: Console) {
        if let status = FileStatus(at: config.path), status.permissions & 0o077 != 0 {
            console.warn(Message.configReadableByOthers(path: config.path))
        }
    }
}
