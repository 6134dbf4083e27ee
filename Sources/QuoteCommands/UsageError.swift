import QuoteConfig
import QuotePlatform
import QuoteSources

/// The command line (or an environment variable) could not be understood; printed with a hint to `--help`,
/// exit 64.
package enum UsageError: Error, Equatable, Sendable {
    /// A word that looks like an option and is none.
    case unknownOption(String)
    /// `--json=yes`: a flag given a value.
    case optionTakesNoValue(String)
    /// `--timeout` at the end, or before another option.
    case optionNeedsValue(String)
    /// A value a setting does not take: the flag, the value, and what it must be.
    case badValue(name: String, value: String, ValueError)
    /// Two options that contradict each other, as typed.
    case conflict(String, String)
    /// An option for other commands than the one given: the option and its commands, and the option as typed
    /// with its value (`-n 5`), for the command line to suggest.
    case onlyFor(String, commands: [String], typed: String)
    /// A first word that is no command.
    case unknownCommand(String)
    /// A word after a command that takes none, or one too many.
    case unexpectedArgument(String)
    /// `completions` without a shell it knows: the shells it knows.
    case completionsNeedsShell([String])
    /// `unsave` without a number, or with this word that is not one.
    case unsaveNeedsNumber(String?)
    /// `save` got this word, which is not a history entry's number.
    case saveNeedsNumber(String)
    /// `last --no-cache`.
    case lastWithNoCache
    /// `unsave N` with no saved quote N: the number, and how many there are.
    case noSavedQuoteNumber(Int, count: Int)
    /// `quote fortune 30%` with no file or folder after the percentage.
    case fortunePercentWithoutFile(String)
    /// `quote fortune 33.3% x`: a percentage that is not a whole number.
    case fortunePercentNotWhole(String)
    /// `quote fortune 120% x`: a percentage over 100.
    case fortunePercentOver100(String)
    /// `quote fortune -m` with a pattern that is no regular expression, as compiled (after `-i`).
    case fortuneBadPattern(String)
}
