import QuoteMessages
import QuotePlatform

/// The messages of usage errors: the options, commands and arguments a command line gets wrong, and the hint.
extension Message {
    /// The line after a usage error: where to read more.
    package static var usageHint: Message {
        Message("Try 'quote --help' for more information.", korean: "자세한 내용은 'quote --help'를 실행해 보세요.")
    }

    /// A word that looks like an option and is none.
    package static func unknownOption(option: String) -> Message {
        Message("unknown option '\(option)'", korean: "알 수 없는 옵션입니다: '\(option)'")
    }

    /// A flag given a value (`--json=yes`).
    package static func optionTakesNoValue(option: String) -> Message {
        Message("option \(option) takes no value", korean: "\(option) 옵션은 값을 받지 않습니다")
    }

    /// An option that needs a value given none: at the end, or before another option.
    package static func optionNeedsValue(option: String) -> Message {
        Message("option \(option) needs a value", korean: "\(option) 옵션에는 값이 필요합니다")
    }

    /// Two options that contradict each other, as typed.
    package static func optionsConflict(first: String, second: String) -> Message {
        Message("\(first) and \(second) cannot be used together", korean: "\(first) 옵션과 \(second) 옵션은 함께 사용할 수 없습니다")
    }

    /// An option for other commands than the one given: the option and the `commands` it is for.
    package static func optionOnlyFor(option: String, commands: String) -> Message {
        Message("option \(option) is only for '\(commands)'", korean: "\(option) 옵션은 '\(commands)' 명령에서만 사용할 수 있습니다")
    }

    /// A first word that is no command.
    package static func unknownCommand(command: String) -> Message {
        Message("unknown command '\(command)'", korean: "알 수 없는 명령입니다: '\(command)'")
    }

    /// A word after a command that takes none, or one too many.
    package static func unexpectedArgument(argument: String) -> Message {
        Message("unexpected argument '\(argument)'", korean: "예상하지 못한 인자입니다: '\(argument)'")
    }

    /// `quote completions` without a shell it knows: the shells it knows.
    package static func completionsNeedsShell(shells: String) -> Message {
        Message("'completions' needs one of: \(shells)", korean: "'completions' 명령에는 다음 중 하나가 필요합니다: \(shells)")
    }

    /// `quote unsave` without the number of a saved quote.
    package static var unsaveNeedsNumber: Message {
        Message(
            "'unsave' needs the number of a saved quote, as 'quote saved' lists them",
            korean: "'unsave' 명령에는 'quote saved'가 보여 주는 저장한 명언의 번호가 필요합니다")
    }

    /// `quote unsave` given a word that is not the number of a saved quote: the word.
    package static func unsaveNotANumber(value: String) -> Message {
        Message(
            "'unsave' needs the number of a saved quote, as 'quote saved' lists them: '\(value)'",
            korean: "'unsave' 명령에는 'quote saved'가 보여 주는 저장한 명언의 번호가 필요합니다: '\(value)'")
    }

    /// `quote save` given a word that is not a history entry's number: the word.
    package static func saveNeedsNumber(value: String) -> Message {
        Message(
            "'save' takes nothing, or the number of a history entry, as 'quote history' shows them: '\(value)'",
            korean: "'save' 명령에는 인자를 주지 않거나 'quote history'에 나오는 기록 번호를 주어야 합니다: '\(value)'")
    }

    /// `quote last --no-cache`: `last` reads nothing but the cache.
    package static var lastWithNoCache: Message {
        Message(
            "'last' reads the cache, so it cannot be used with --no-cache",
            korean: "'last' 명령은 캐시를 읽으므로 --no-cache 옵션과 함께 사용할 수 없습니다")
    }

    /// A source name a setting gives that is neither built in nor the config file's: the known ones after it.
    package static func unknownSource(setting: String, name: String, known: String) -> Message {
        Message(
            "\(setting) names an unknown source '\(name)' (known: \(known))",
            korean: "\(setting) 값에 알 수 없는 출처가 있습니다: '\(name)' (사용할 수 있는 출처: \(known))")
    }

    /// An endpoint with several network sources named, when it replaces the URL of one only.
    package static func endpointWithSeveralSources(setting: String, sources: String) -> Message {
        Message(
            "\(setting) replaces the URL of one network source, but the sources are \(sources)",
            korean: "\(setting) 옵션은 네트워크 출처를 하나만 지정했을 때 사용할 수 있습니다 (지정한 네트워크 출처: \(sources))")
    }

    /// `quote unsave N` with no saved quote `number`: how many there are.
    package static func noSavedQuoteNumber(number: Int, count: Int) -> Message {
        Message(
            "there is no saved quote number \(number) (they are numbered 1 to \(count))",
            korean: "저장한 명언 중 \(number)번은 없습니다 (번호는 1부터 \(count)까지입니다)")
    }

    /// `quote unsave N` when nothing is saved.
    package static func noSavedQuoteNumberNoneSaved(number: Int) -> Message {
        Message("there is no saved quote number \(number) (none are saved)", korean: "저장한 명언 중 \(number)번은 없습니다 (저장한 명언이 없습니다)")
    }

    /// `quote save N` with no history entry `number`: how many there are.
    package static func noHistoryEntry(number: Int, count: Int) -> Message {
        Message(
            "there is no history entry number \(number) (they are numbered 1 to \(count), as quote history shows them)",
            korean: "기록에 \(number)번 항목이 없습니다 (quote history가 보여 주는 번호는 1부터 \(count)까지입니다)")
    }

    /// `quote save N` when the history is empty.
    package static func noHistoryEntryNoneKept(number: Int) -> Message {
        Message(
            "there is no history entry number \(number) (the history is empty)",
            korean: "기록에 \(number)번 항목이 없습니다 (기록이 비어 있습니다)")
    }
}
