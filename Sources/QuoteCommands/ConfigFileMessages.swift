import QuoteMessages
import QuotePlatform

/// The messages of the config file: where a problem is, and what is wrong with its TOML, tables, keys and values.
extension Message {
    /// A problem on a line of the config file: `path:line: problem`.
    package static func configLine(path: String, line: Int, problem: Message) -> Message {
        Message("\(path):\(line): \(problem)", korean: "\(path):\(line): \(problem)")
    }

    /// A problem with the config file as a whole: `path: problem`.
    package static func configFile(path: String, problem: Message) -> Message {
        Message("\(path): \(problem)", korean: "\(path): \(problem)")
    }

    /// A config file named by `--config` or `QUOTE_CONFIG` that does not exist.
    package static var configNoSuchFile: Message {
        Message("no such file", korean: "그런 파일이 없습니다")
    }

    /// A file larger than any config file: the `limit` in KiB.
    package static func configTooLarge(limit: Int) -> Message {
        Message("larger than \(limit) KiB; not a config file", korean: "\(limit) KiB보다 커서 설정 파일로 읽지 않습니다")
    }

    /// A config file that is not UTF-8 text.
    package static var configNotUTF8: Message {
        Message("not UTF-8 text", korean: "UTF-8 텍스트가 아닙니다")
    }

    /// An array of tables (`[[table]]`), which the config file does not take.
    package static var configArrayOfTables: Message {
        Message("arrays of tables ([[...]]) are not supported", korean: "테이블 배열([[...]])은 지원하지 않습니다")
    }

    /// A `[table]` given twice.
    package static func configTableDefinedTwice(table: String) -> Message {
        Message("table [\(table)] is defined twice", korean: "[\(table)] 테이블이 두 번 정의되었습니다")
    }

    /// A key given twice: the `line` it was first given on.
    package static func configKeyDefinedTwice(key: String, line: Int) -> Message {
        Message("'\(key)' is defined twice (first on line \(line))", korean: "'\(key)' 키가 두 번 정의되었습니다 (처음 정의: \(line)번째 줄)")
    }

    /// A table header for a key that holds a value: the value's `line`.
    package static func configKeyIsNotATable(key: String, line: Int) -> Message {
        Message(
            "'\(key)' is already a value (line \(line)), not a table",
            korean: "'\(key)' 키는 \(line)번째 줄에서 이미 값으로 정의되어 테이블이 될 수 없습니다")
    }

    /// Another character than the one expected: what was `found` instead.
    package static func configExpectedFound(expected: String, found: String) -> Message {
        Message("expected '\(expected)', found '\(found)'", korean: "'\(expected)' 문자가 와야 하는데 '\(found)' 문자가 있습니다")
    }

    /// The end of a line where a character was still expected.
    package static func configExpectedAtEndOfLine(expected: String) -> Message {
        Message("expected '\(expected)' at the end of the line", korean: "줄 끝에 '\(expected)' 문자가 와야 합니다")
    }

    /// A character that follows a value on its line.
    package static func configTextAfterValueFound(found: String) -> Message {
        Message("unexpected text after the value, found '\(found)'", korean: "값 뒤에 예상하지 못한 문자가 있습니다: '\(found)'")
    }

    /// Text after a value on its line, when no character of it can be named (the reader is at the line's end).
    package static var configTextAfterValueAtEndOfLine: Message {
        Message("unexpected text after the value at the end of the line", korean: "줄 끝의 값 뒤에 예상하지 못한 문자가 있습니다")
    }

    /// A character where a key was expected.
    package static func configExpectedKeyFound(found: String) -> Message {
        Message("expected a key, found '\(found)'", korean: "키가 와야 하는데 '\(found)' 문자가 있습니다")
    }

    /// The end of a line where a key was expected.
    package static var configExpectedKeyAtEndOfLine: Message {
        Message("expected a key at the end of the line", korean: "줄 끝에 키가 와야 합니다")
    }

    /// A `=` with no value after it.
    package static var configExpectedValue: Message {
        Message("expected a value", korean: "값이 와야 합니다")
    }

    /// A multi-line string (`"""` or `'''`), which the config file does not take.
    package static var configMultilineString: Message {
        Message("multi-line strings are not supported", korean: "여러 줄 문자열은 지원하지 않습니다")
    }

    /// A control character inside a string.
    package static var configControlCharacterInString: Message {
        Message("a control character in a string", korean: "문자열 안에 제어 문자가 있습니다")
    }

    /// A string without its closing quote.
    package static var configUnclosedString: Message {
        Message("a string is not closed", korean: "문자열이 닫히지 않았습니다")
    }

    /// A `\u` or `\U` escape that is not a valid Unicode scalar: the `letter` after the backslash.
    package static func configBadUnicodeEscape(letter: String) -> Message {
        Message("a bad \\\(letter) escape", korean: "잘못된 \\\(letter) 이스케이프입니다")
    }

    /// An escape TOML does not have: the `letter` after the backslash.
    package static func configUnknownEscape(letter: String) -> Message {
        Message("an unknown escape '\\\(letter)'", korean: "알 수 없는 이스케이프입니다: '\\\(letter)'")
    }

    /// An array that goes on past its line.
    package static var configArrayNotOnOneLine: Message {
        Message("arrays must be on one line", korean: "배열은 한 줄에 써야 합니다")
    }

    /// A character after an array's item that is neither `,` nor `]`.
    package static func configExpectedCommaOrBracketFound(found: String) -> Message {
        Message("expected ',' or ']', found '\(found)'", korean: "',' 또는 ']' 문자가 와야 하는데 '\(found)' 문자가 있습니다")
    }

    /// The end of a line after an array's item, where `,` or `]` was expected.
    package static var configExpectedCommaOrBracketAtEndOfLine: Message {
        Message("expected ',' or ']' at the end of the line", korean: "줄 끝에 ',' 또는 ']' 문자가 와야 합니다")
    }

    /// An inline table that goes on past its line.
    package static var configInlineTableNotOnOneLine: Message {
        Message("inline tables must be on one line", korean: "인라인 테이블은 한 줄에 써야 합니다")
    }

    /// A character after an inline table's item that is neither `,` nor the closing `brace`.
    package static func configExpectedCommaOrBraceFound(brace: String, found: String) -> Message {
        Message("expected ',' or '\(brace)', found '\(found)'", korean: "',' 또는 '\(brace)' 문자가 와야 하는데 '\(found)' 문자가 있습니다")
    }

    /// The end of a line after an inline table's item, where `,` or the closing `brace` was expected.
    package static func configExpectedCommaOrBraceAtEndOfLine(brace: String) -> Message {
        Message("expected ',' or '\(brace)' at the end of the line", korean: "줄 끝에 ',' 또는 '\(brace)' 문자가 와야 합니다")
    }

    /// A date or a time, which the config file does not take.
    package static var configDateOrTime: Message {
        Message("dates and times are not supported", korean: "날짜와 시각은 지원하지 않습니다")
    }

    /// A bare word where a value goes: a string needs quotes.
    package static func configNotAValue(word: String) -> Message {
        Message("'\(word)' is not a value (strings need quotes)", korean: "'\(word)' 단어는 값이 아닙니다 (문자열은 따옴표로 감싸세요)")
    }

    /// A `sources` key that is not tables of `[sources.NAME]`.
    package static var configSourcesNotTables: Message {
        Message("'sources' must be tables: [sources.NAME]", korean: "'sources' 키는 테이블이어야 합니다: [sources.NAME]")
    }

    /// A `sources.NAME` that is not a table.
    package static func configSourceNotATable(name: String) -> Message {
        Message("sources.\(name) must be a table: [sources.\(name)]", korean: "sources.\(name) 키는 테이블이어야 합니다: [sources.\(name)]")
    }

    /// A table that is not `[sources.NAME]`.
    package static func configUnknownTable(table: String) -> Message {
        Message("unknown table [\(table)]", korean: "알 수 없는 테이블입니다: [\(table)]")
    }

    /// A config file's key that is not one of the settings.
    package static func configUnknownKey(key: String) -> Message {
        Message("unknown key '\(key)'", korean: "알 수 없는 키입니다: '\(key)'")
    }

    /// A setting given a value of the wrong type: the `kind` it was given.
    package static func configWrongType(key: String, kind: Message) -> Message {
        Message("'\(key)' cannot be \(kind)", korean: "'\(key)' 키에는 \(kind) 값을 사용할 수 없습니다")
    }

    /// Two settings in the config file that contradict each other: their keys.
    package static func configConflict(first: String, second: String) -> Message {
        Message("'\(first)' and '\(second)' cannot be used together", korean: "'\(first)' 키와 '\(second)' 키는 함께 사용할 수 없습니다")
    }

    /// A source the config file names that is neither built in nor defined in it: the known ones after it.
    package static func configUnknownSource(name: String, known: String) -> Message {
        Message("unknown source '\(name)' (known: \(known))", korean: "알 수 없는 출처입니다: '\(name)' (사용할 수 있는 출처: \(known))")
    }

    /// A problem with a `[sources.NAME]` table, after the source's name.
    package static func configSource(name: String, problem: Message) -> Message {
        Message("sources.\(name): \(problem)", korean: "sources.\(name): \(problem)")
    }
}
