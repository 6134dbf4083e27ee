import QuoteMessages
import QuotePlatform

/// The messages of values a setting does not take, from a flag, a variable or a config key: what each must be.
extension Message {
    /// A setting called `name` (a flag, a variable or a config key) given an empty value.
    package static func valueEmpty(name: String) -> Message {
        Message("\(name) must not be empty", korean: "\(name) 값은 비어 있으면 안 됩니다")
    }

    /// A setting's value that is not a path.
    package static func valueNotAPath(name: String, value: String) -> Message {
        Message("\(name) must be a path, not '\(value)'", korean: "\(name) 값은 경로여야 합니다: '\(value)'")
    }

    /// A setting's value that is not an absolute http or https URL with a host.
    package static func valueNotAWebURL(name: String, value: String) -> Message {
        Message("\(name) must be an http or https URL, not '\(value)'", korean: "\(name) 값은 http나 https URL이어야 합니다: '\(value)'")
    }

    /// A setting's value that is not a number of seconds within the limits: the most allowed.
    package static func valueNotSeconds(name: String, maximum: Int, value: String) -> Message {
        Message(
            "\(name) must be a number of seconds greater than 0, at most \(maximum), not '\(value)'",
            korean: "\(name) 값은 0보다 크고 \(maximum) 이하인 초 단위 숫자여야 합니다: '\(value)'")
    }

    /// A setting's value that is not a window's length (`15m`, `1h`, `1d`), from a minute to a week.
    package static func valueNotAWindow(name: String, value: String) -> Message {
        Message(
            "\(name) must be a duration such as 15m, 1h or 1d, whole minutes up to a day or whole days up to 7d, not '\(value)'",
            korean: "\(name) 값은 15m, 1h, 1d 같은 기간이어야 합니다 (하루까지는 분 단위, 7d까지는 일 단위): '\(value)'")
    }

    /// A setting's value that is not a two-letter language code.
    package static func valueNotALanguage(name: String, value: String) -> Message {
        Message(
            "\(name) must be a two-letter language code such as ko or en, not '\(value)'",
            korean: "\(name) 값은 ko, en 같은 두 글자 언어 코드여야 합니다: '\(value)'")
    }

    /// A setting's value that is not a whole number from `low` to `high`.
    package static func valueNotAWholeNumber(name: String, low: Int, high: Int, value: String) -> Message {
        Message(
            "\(name) must be a whole number from \(low) to \(high), not '\(value)'",
            korean: "\(name) 값은 \(low)부터 \(high)까지의 정수여야 합니다: '\(value)'")
    }

    /// A setting's value that is neither `on` nor `off`.
    package static func valueNotOnOrOff(name: String, value: String) -> Message {
        Message("\(name) must be on or off, not '\(value)'", korean: "\(name) 값은 on이나 off여야 합니다: '\(value)'")
    }

    /// A setting's value that is neither `true` nor `false`.
    package static func valueNotTrueOrFalse(name: String, value: String) -> Message {
        Message("\(name) must be true or false, not '\(value)'", korean: "\(name) 값은 true나 false여야 합니다: '\(value)'")
    }

    /// A setting's value that is none of its words: the `choices`, as "a, b or c".
    package static func valueNotOneOf(name: String, choices: Message, value: String) -> Message {
        Message("\(name) must be \(choices), not '\(value)'", korean: "\(name) 값은 \(choices) 중 하나여야 합니다: '\(value)'")
    }

    /// A setting's value that is not source names separated by commas.
    package static func valueNotSourceNames(name: String, value: String) -> Message {
        Message(
            "\(name) must be source names separated by commas, not '\(value)'",
            korean: "\(name) 값은 쉼표로 구분한 출처 이름이어야 합니다: '\(value)'")
    }

    /// A setting's value that is not a regular expression.
    package static func valueNotAPattern(name: String, value: String) -> Message {
        Message("\(name) must be a valid regular expression, not '\(value)'", korean: "\(name) 값은 올바른 정규 표현식이어야 합니다: '\(value)'")
    }

    /// A template whose `{` is never closed.
    package static func valueUnclosedBrace(name: String, brace: String, value: String) -> Message {
        Message(
            "\(name) has a '\(brace)' that is not closed, not '\(value)'",
            korean: "\(name) 값의 '\(brace)' 중괄호가 닫히지 않았습니다: '\(value)'")
    }

    /// A template with a `}` that closes nothing: a brace itself is written doubled (`escaped`).
    package static func valueStrayBrace(name: String, brace: String, escaped: String, value: String) -> Message {
        Message(
            "\(name) has a '\(brace)' that closes nothing (write '\(escaped)' for a brace), not '\(value)'",
            korean: "\(name) 값에 짝이 없는 '\(brace)' 중괄호가 있습니다 (중괄호 자체는 '\(escaped)'로 씁니다): '\(value)'")
    }

    /// A template with a placeholder it does not know: the known ones after it.
    package static func valueUnknownPlaceholder(name: String, placeholder: String, known: String) -> Message {
        Message(
            "\(name) has an unknown placeholder '\(placeholder)' (known: \(known))",
            korean: "\(name) 값에 알 수 없는 자리 표시자가 있습니다: '\(placeholder)' (사용할 수 있는 자리 표시자: \(known))")
    }
}
