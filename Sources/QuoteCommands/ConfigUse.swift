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
