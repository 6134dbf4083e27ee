/// The command line could not be understood; printed with a hint to `--help`, exit 64.
package struct UsageError: Error, Equatable, Sendable {
    /// What is wrong, in one line.
    package var message: String

    /// Creates an error.
    package init(_ message: String) {
        self.message = message
    }
}
