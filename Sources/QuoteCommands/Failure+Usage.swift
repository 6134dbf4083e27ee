import QuoteConfig
import QuoteHTTP
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteSupply

/// The failure table's usage errors and the values settings do not take.
extension Failure {
    /// The line for settings that name no plan a run could follow.
    static func message(for error: PlanError) -> Message {
        switch error {
        case .unknownSource(let setting, let name, let known):
            suggesting(
                Message.unknownSource(setting: setting, name: name.text, known: list(known.map { $0.text })), for: name.text,
                among: known.map { $0.text })
        case .endpointWithSeveralSources(let setting, let sources):
            Message.endpointWithSeveralSources(setting: setting, sources: list(sources.map { $0.text }))
        }
    }

    static func message(for error: UsageError) -> Message {
        switch error {
        case .unknownOption(let option): suggesting(Message.unknownOption(option: option), for: option, among: optionSpellings)
        case .optionTakesNoValue(let option): .optionTakesNoValue(option: option)
        case .optionNeedsValue(let option): .optionNeedsValue(option: option)
        case .badValue(let name, let value, let problem): message(for: problem, name: name, value: value)
        case .conflict(let first, let second): .optionsConflict(first: first, second: second)
        case .onlyFor(let option, let commands, let typed):
            // One command it is for: the command line that was likely meant (`quote history -n 5`).
            commands.count == 1
                ? Message.didYouMean(
                    message: .optionOnlyFor(option: option, commands: commands[0]),
                    suggestion: "quote \(commands[0]) \(typed)")
                : Message.optionOnlyFor(option: option, commands: commands.joined(separator: "', '"))
        case .unknownCommand(let command):
            suggesting(Message.unknownCommand(command: command), for: command, among: CommandTable.all.map { $0.name.rawValue })
        case .unexpectedArgument(let argument): .unexpectedArgument(argument: argument)
        case .completionsNeedsShell(let shells): .completionsNeedsShell(shells: list(shells))
        case .unsaveNeedsNumber(nil): .unsaveNeedsNumber
        case .unsaveNeedsNumber(let word?): .unsaveNotANumber(value: word)
        case .saveNeedsNumber(let word): .saveNeedsNumber(value: word)
        case .lastWithNoCache: .lastWithNoCache
        case .fortunePercentWithoutFile(let percent): .fortunePercentWithoutFile(percent: percent)
        case .fortunePercentNotWhole(let word): .fortunePercentNotWhole(percent: word)
        case .fortunePercentOver100(let word): .fortunePercentOver100(percent: word)
        case .fortuneBadPattern(let pattern): .fortuneBadPattern(pattern: pattern)
        case .noSavedQuoteNumber(let number, let count):
            count == 0
                ? Message.noSavedQuoteNumberNoneSaved(number: number)
                : Message.noSavedQuoteNumber(number: number, count: count)
        }
    }

    /// `message`, and the word meant, when one of `candidates` is near enough to `word` to be what was meant.
    static func suggesting(_ message: Message, for word: String, among candidates: [String]) -> Message {
        guard let meant = Suggestion.closest(to: word, among: candidates) else { return message }
        return Message.didYouMean(message: message, suggestion: meant)
    }

    /// Every option as it can be typed: the settings' flags and short flags, their shorthands, `--help`, `-h` and
    /// `--version`.
    static var optionSpellings: [String] {
        Setting.all.flatMap { [$0.flag, $0.short, $0.shorthand?.flag].compactMap { $0 } }
            + CommandTable.actions.flatMap { $0.flags }
    }

    /// A value that a setting called `name` (a flag, a variable or a config key) does not take.
    static func message(for problem: ValueError, name: String, value: String) -> Message {
        let message: Message
        switch problem {
        case .empty: message = .valueEmpty(name: name)
        case .notAPath: message = .valueNotAPath(name: name, value: value)
        case .notAWebURL: message = .valueNotAWebURL(name: name, value: value)
        case .notSeconds(let maximum): message = .valueNotSeconds(name: name, maximum: maximum, value: value)
        case .notAWindow: message = .valueNotAWindow(name: name, value: value)
        case .notALanguage: message = .valueNotALanguage(name: name, value: value)
        case .notAWholeNumber(let range):
            message = .valueNotAWholeNumber(name: name, low: range.lowerBound, high: range.upperBound, value: value)
        case .notOnOrOff: message = .valueNotOnOrOff(name: name, value: value)
        case .notTrueOrFalse: message = .valueNotTrueOrFalse(name: name, value: value)
        case .notOneOf(let choices):
            return suggesting(
                Message.valueNotOneOf(name: name, choices: alternatives(choices), value: value), for: value, among: choices)
        case .notSourceNames: message = .valueNotSourceNames(name: name, value: value)
        case .notAPattern: message = .valueNotAPattern(name: name, value: value)
        case .notATemplate(.unclosedBrace): message = .valueUnclosedBrace(name: name, brace: "{", value: value)
        case .notATemplate(.strayBrace): message = .valueStrayBrace(name: name, brace: "}", escaped: "}}", value: value)
        case .notATemplate(.unknownPlaceholder(let placeholder)):
            let known = QuoteTemplate.Field.allCases.map { $0.placeholder }
            message = .valueUnknownPlaceholder(name: name, placeholder: "{\(placeholder)}", known: list(known))
        }
        return message
    }
}
