import QuoteMessages
import QuotePlatform

/// The messages of the config file's `[sources.NAME]` tables, the kinds of TOML value, and a file others can read.
extension Message {
    /// A source's name with something other than letters, digits, `-` and `_`.
    package static var sourceBadName: Message {
        Message("a source's name takes letters, digits, '-' and '_'", korean: "출처 이름에는 글자, 숫자, '-', '_'만 사용할 수 있습니다")
    }

    /// A source defined under a built-in source's `name`.
    package static func sourceBuiltInName(name: String) -> Message {
        Message("'\(name)' is a built-in source; choose another name", korean: "'\(name)' 이름은 내장 출처의 이름입니다. 다른 이름을 고르세요")
    }

    /// A key a source's table does not take: the keys it takes after it.
    package static func sourceUnknownKey(key: String, known: String) -> Message {
        Message("unknown key '\(key)' (known: \(known))", korean: "알 수 없는 키입니다: '\(key)' (사용할 수 있는 키: \(known))")
    }

    /// A key of a source that takes a string given something else: the `kind` it was given.
    package static func sourceNotAString(key: String, kind: Message) -> Message {
        Message("'\(key)' must be a string, not \(kind)", korean: "'\(key)' 키의 값은 문자열이어야 합니다 (지금은 \(kind) 타입입니다)")
    }

    /// A key of a source that takes a JSON Pointer given something that is none, and why.
    package static func sourceNotAPointer(key: String, problem: Message) -> Message {
        Message("'\(key)' is not a JSON Pointer: \(problem)", korean: "'\(key)' 키의 값이 JSON 포인터가 아닙니다: \(problem)")
    }

    /// A source's table without its `url`.
    package static var sourceMissingURL: Message {
        Message("'url' is missing", korean: "'url' 키가 없습니다")
    }

    /// A source's table without a JSON Pointer it needs: its `key`.
    package static func sourceMissingPointer(key: String) -> Message {
        Message("'\(key)' (a JSON Pointer) is missing", korean: "'\(key)' 키(JSON 포인터)가 없습니다")
    }

    /// A source's `headers` that is not a table: the `kind` it is.
    package static func sourceHeadersNotATable(kind: Message) -> Message {
        Message("'headers' must be a table, not \(kind)", korean: "'headers' 키는 테이블이어야 합니다 (지금은 \(kind) 타입입니다)")
    }

    /// A header of a source whose value is not a string.
    package static func sourceHeaderNotAString(header: String) -> Message {
        Message("header '\(header)' must be a string", korean: "'\(header)' 헤더는 문자열이어야 합니다")
    }

    /// A name under a source's `headers` that is not an HTTP header's name.
    package static func sourceNotAHeaderName(header: String) -> Message {
        Message("'\(header)' is not a header name", korean: "'\(header)' 문자열은 헤더 이름이 아닙니다")
    }

    /// A header of a source whose value holds a control character.
    package static func sourceHeaderHoldsControl(header: String) -> Message {
        Message("header '\(header)' holds a control character", korean: "'\(header)' 헤더에 제어 문자가 있습니다")
    }

    /// A source's `rate` that is not requests per period (`5/30s`).
    package static func sourceBadRate(value: String) -> Message {
        Message(
            "'rate' must be requests per period, as \"5/30s\", \"2/1m\" or \"100/1h\", not '\(value)'",
            korean: "'rate' 키의 값은 \"5/30s\", \"2/1m\", \"100/1h\"처럼 '요청 수/기간' 형식이어야 합니다: '\(value)'")
    }

    /// A source's `lang` that is not a two-letter language code.
    package static func sourceBadLanguage(value: String) -> Message {
        Message(
            "'lang' must be a two-letter language code such as ko or en, not '\(value)'",
            korean: "'lang' 키의 값은 ko, en 같은 두 글자 언어 코드여야 합니다: '\(value)'")
    }

    /// Why a JSON Pointer is not one: it does not start with `/`.
    package static var pointerNoLeadingSlash: Message {
        Message("it must start with '/'", korean: "'/' 문자로 시작해야 합니다")
    }

    /// Why a JSON Pointer is not one: a `~` not followed by `0` or `1`.
    package static var pointerBadTilde: Message {
        Message("'~' must be followed by 0 or 1", korean: "'~' 문자 뒤에는 0이나 1이 와야 합니다")
    }

    /// A string, as the kind of TOML value a key was given.
    package static var tomlString: Message {
        Message("a string", korean: "문자열")
    }

    /// An integer, as the kind of TOML value a key was given.
    package static var tomlInteger: Message {
        Message("an integer", korean: "정수")
    }

    /// A decimal, as the kind of TOML value a key was given.
    package static var tomlDecimal: Message {
        Message("a decimal", korean: "소수")
    }

    /// A boolean, as the kind of TOML value a key was given.
    package static var tomlBoolean: Message {
        Message("a boolean", korean: "불리언")
    }

    /// An array, as the kind of TOML value a key was given.
    package static var tomlArray: Message {
        Message("an array", korean: "배열")
    }

    /// A table, as the kind of TOML value a key was given.
    package static var tomlTable: Message {
        Message("a table", korean: "테이블")
    }

    /// A config file that holds request headers (an API key) and others can read: the command that fixes it.
    package static func configReadableByOthers(path: String) -> Message {
        Message(
            "\(path) holds request headers and can be read by others; chmod 600 '\(path)'",
            korean: "\(path) 파일에는 요청 헤더가 있는데 다른 사용자도 읽을 수 있습니다. 다음 명령을 실행하세요: chmod 600 '\(path)'")
    }
}
