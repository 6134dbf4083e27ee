import QuotePlatform

/// A setting's value from the environment or the command line that it does not take (the config file's are
/// ``ConfigError``s, which name the line).
package struct SettingError: Error, Equatable, Sendable {
    /// The variable or the flag, as given.
    package var name: String
    /// The value.
    package var value: String
    /// What it must be instead.
    package var problem: ValueError

    /// Creates an error.
    package init(name: String, value: String, problem: ValueError) {
        self.name = name
        self.value = value
        self.problem = problem
    }
}
