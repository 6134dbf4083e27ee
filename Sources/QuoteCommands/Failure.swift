import QuoteConfig
import QuoteHTTP
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteSupply

/// The failure table: every layer's own error, turned into the one line the user reads and the exit code.
///
/// Each layer throws its own typed errors and says nothing to anyone; this is the one place that decides
/// what each failure is called (a message of the catalog) and what it exits with.
package struct Failure: Sendable {
    /// What stderr says.
    package var message: Message
    /// What the process exits with.
    package var exitCode: ExitCode
    /// Whether no source could be reached at all (a name that did not resolve, a connection refused or never
    /// accepted): then, and only then, stderr adds what works without a network.
    package var isOffline: Bool

    /// Creates a failure.
    package init(_ message: Message, _ exitCode: ExitCode, isOffline: Bool = false) {
        self.message = message
        self.exitCode = exitCode
        self.isOffline = isOffline
    }

    /// The failure for any error a command throws.
    package init(_ error: any Error) {
        switch error {
        case let error as UsageError: self.init(Self.message(for: error), .usage)
        case let error as PlanError: self.init(Self.message(for: error), .usage)
        case let error as SettingError: self.init(Self.message(for: error.problem, name: error.name, value: error.value), .usage)
        case let error as ConfigError: self.init(Self.message(for: error), .config)
        case let error as SourceError: self = Self.failure(for: error)
        case let error as ChainError: self = Self.failure(for: error)
        case let error as FortuneSelection.Problem: self = Self.failure(for: error)
        case let error as CommandError: self = Self.failure(for: error)
        case let error as OutputError: self.init(Message.writeFailed(reason: error.reason), .ioError)
        // Every error a command can throw has its line above; anything else is a bug, and says so.
        default: self.init(Message.internalError(error: String(describing: error)), .internalError)
        }
    }
}
