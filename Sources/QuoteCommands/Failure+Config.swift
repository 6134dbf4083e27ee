import QuoteConfig
import QuoteHTTP
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore

/// The failure table's config file errors.
extension Failure {
    static func message(for error: ConfigError) -> Message {
        let problem = message(for: error.problem)
        guard let line = error.line else { return Message.configFile(path: error.path, problem: problem) }
        return Message.configLine(path: error.path, line: line, problem: problem)
    }

    static func message(for problem: ConfigProblem) -> Message {
        /// What was found instead: a character, or the end of the line.
        func found(_ found: ConfigProblem.Found, _ character: (String) -> Message, _ endOfLine: Message) -> Message {
            switch found {
            case .character(let text): character(text)
            case .endOfLine: endOfLine
            }
        }
        switch problem {
        case .noSuchFile: return Message.configNoSuchFile
        case .tooLarge(let limit): return Message.configTooLarge(limit: limit)
        case .unreadable(let reason): return .systemReason(reason)
        case .notUTF8: return Message.configNotUTF8
        case .arrayOfTables: return Message.configArrayOfTables
        case .tableDefinedTwice(let table): return Message.configTableDefinedTwice(table: table)
        case .keyDefinedTwice(let key, let line): return Message.configKeyDefinedTwice(key: key, line: line)
        case .keyIsNotATable(let key, let line): return Message.configKeyIsNotATable(key: key, line: line)
        case .expected(let expected, let what):
            return found(
                what, { .configExpectedFound(expected: expected, found: $0) }, .configExpectedAtEndOfLine(expected: expected))
        case .textAfterValue(let what):
            return found(what, { .configTextAfterValueFound(found: $0) }, .configTextAfterValueAtEndOfLine)
        case .expectedKey(let what): return found(what, { .configExpectedKeyFound(found: $0) }, .configExpectedKeyAtEndOfLine)
        case .expectedValue: return Message.configExpectedValue
        case .multilineString: return Message.configMultilineString
        case .controlCharacterInString: return Message.configControlCharacterInString
        case .unclosedString: return Message.configUnclosedString
        case .badUnicodeEscape(let letter): return Message.configBadUnicodeEscape(letter: letter)
        case .unknownEscape(let letter): return Message.configUnknownEscape(letter: letter)
        case .arrayNotOnOneLine: return Message.configArrayNotOnOneLine
        case .expectedCommaOrBracket(let what):
            return found(
                what, { .configExpectedCommaOrBracketFound(found: $0) }, .configExpectedCommaOrBracketAtEndOfLine)
        case .inlineTableNotOnOneLine: return Message.configInlineTableNotOnOneLine
        case .expectedCommaOrBrace(let what):
            return found(
                what, { .configExpectedCommaOrBraceFound(brace: "}", found: $0) },
                .configExpectedCommaOrBraceAtEndOfLine(brace: "}"))
        case .dateOrTime: return Message.configDateOrTime
        case .notAValue(let word): return Message.configNotAValue(word: word)
        case .sourcesNotTables: return Message.configSourcesNotTables
        case .sourceNotATable(let name): return Message.configSourceNotATable(name: name)
        case .unknownTable(let table): return Message.configUnknownTable(table: table)
        case .unknownKey(let key):
            let keys = Setting.all.flatMap { [$0.configKey, $0.shorthand?.configKey].compactMap { $0 } } + ["sources"]
            return suggesting(Message.configUnknownKey(key: key), for: key, among: keys)
        case .wrongType(let key, let kind): return Message.configWrongType(key: key, kind: name(of: kind))
        case .conflict(let first, let second): return Message.configConflict(first: first, second: second)
        case .unknownSource(let name, let known):
            return suggesting(
                Message.configUnknownSource(name: name.text, known: list(known.map { $0.text })), for: name.text,
                among: known.map { $0.text })
        case .badValue(let key, let value, let problem): return message(for: problem, name: key, value: value)
        case .source(let name, let problem):
            return Message.configSource(name: name, problem: message(for: problem, source: name))
        }
    }

    static func message(for problem: SourceProblem, source: String) -> Message {
        switch problem {
        case .badName: .sourceBadName
        case .builtInName: .sourceBuiltInName(name: source)
        case .unknownKey(let key, let known): .sourceUnknownKey(key: key, known: list(known))
        case .notAString(let key, let kind): .sourceNotAString(key: key, kind: name(of: kind))
        case .notAPointer(let key, .noLeadingSlash):
            Message.sourceNotAPointer(key: key, problem: .pointerNoLeadingSlash)
        case .notAPointer(let key, .badTilde): .sourceNotAPointer(key: key, problem: .pointerBadTilde)
        case .missing("url"): .sourceMissingURL
        case .missing(let key): .sourceMissingPointer(key: key)
        case .badURL(let value, let problem): message(for: problem, name: "'url'", value: value)
        case .headersNotATable(let kind): .sourceHeadersNotATable(kind: name(of: kind))
        case .headerNotAString(let header): .sourceHeaderNotAString(header: header)
        case .notAHeaderName(let header): .sourceNotAHeaderName(header: header)
        case .headerHoldsControl(let header): .sourceHeaderHoldsControl(header: header)
        case .badRate(let value): .sourceBadRate(value: value)
        case .badLanguage(let value): .sourceBadLanguage(value: value)
        }
    }

    static func name(of kind: TOMLValue.Kind) -> Message {
        switch kind {
        case .string: .tomlString
        case .integer: .tomlInteger
        case .decimal: .tomlDecimal
        case .boolean: .tomlBoolean
        case .array: .tomlArray
        case .table: .tomlTable
        }
    }
}
