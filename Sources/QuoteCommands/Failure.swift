import QuoteConfig
import QuoteHTTP
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore

/// The failure table: every layer's own error, turned into the one line the user reads and the exit code.
///
/// Each layer throws its own typed errors and says nothing to anyone; this is the one place that decides
/// what each failure is called (a message of the catalog) and what it exits with.
package struct Failure: Sendable {
    /// What stderr says.
    package var message: Message
    /// What the process exits with.
    package var exitCode: ExitCode

    /// Creates a failure.
    package init(_ message: Message, _ exitCode: ExitCode) {
        self.message = message
        self.exitCode = exitCode
    }

    /// The failure for any error a command throws.
    package init(_ error: any Error) {
        switch error {
        case let error as UsageError: self.init(Self.message(for: error), .usage)
        case let error as SettingError: self.init(Self.message(for: error.problem, name: error.name, value: error.value), .usage)
        case let error as ConfigError: self.init(Self.message(for: error), .config)
        case let error as SourceError: self = Self.failure(for: error)
        case let error as CommandError: self = Self.failure(for: error)
        case let error as OutputError: self.init(Message(.writeFailed(reason: error.reason)), .ioError)
        // Every error a command can throw has its line above; anything else is a bug, and says so.
        default: self.init(Message(.internalError(error: String(describing: error))), .internalError)
        }
    }

    // MARK: - Usage

    private static func message(for error: UsageError) -> Message {
        switch error {
        case .unknownOption(let option): Message(.unknownOption(option: option))
        case .optionTakesNoValue(let option): Message(.optionTakesNoValue(option: option))
        case .optionNeedsValue(let option): Message(.optionNeedsValue(option: option))
        case .badValue(let name, let value, let problem): message(for: problem, name: name, value: value)
        case .conflict(let first, let second): Message(.optionsConflict(first: first, second: second))
        case .onlyFor(let option, let commands):
            Message(.optionOnlyFor(option: option, commands: commands.joined(separator: "', '")))
        case .unknownCommand(let command): Message(.unknownCommand(command: command))
        case .unexpectedArgument(let argument): Message(.unexpectedArgument(argument: argument))
        case .completionsNeedsShell(let shells): Message(.completionsNeedsShell(shells: list(shells)))
        case .unsaveNeedsNumber: Message(.unsaveNeedsNumber)
        case .lastWithNoCache: Message(.lastWithNoCache)
        case .unknownSource(let setting, let name, let known):
            Message(.unknownSource(setting: setting, name: name, known: list(known)))
        case .endpointWithSeveralSources(let setting, let sources):
            Message(.endpointWithSeveralSources(setting: setting, sources: list(sources)))
        case .noSavedQuoteNumber(let number, let count):
            count == 0
                ? Message(.noSavedQuoteNumberNoneSaved(number: number))
                : Message(.noSavedQuoteNumber(number: number, count: count))
        }
    }

    /// A value that a setting called `name` (a flag, a variable or a config key) does not take.
    static func message(for problem: ValueError, name: String, value: String) -> Message {
        let id: MessageID
        switch problem {
        case .empty: id = .valueEmpty(name: name)
        case .notAPath: id = .valueNotAPath(name: name, value: value)
        case .notAWebURL: id = .valueNotAWebURL(name: name, value: value)
        case .notSeconds(let maximum): id = .valueNotSeconds(name: name, maximum: maximum, value: value)
        case .notAWholeNumber(let range):
            id = .valueNotAWholeNumber(name: name, low: range.lowerBound, high: range.upperBound, value: value)
        case .notOnOrOff: id = .valueNotOnOrOff(name: name, value: value)
        case .notTrueOrFalse: id = .valueNotTrueOrFalse(name: name, value: value)
        case .notOneOf(let choices): id = .valueNotOneOf(name: name, choices: alternatives(choices), value: value)
        case .notSourceNames: id = .valueNotSourceNames(name: name, value: value)
        case .notAPattern: id = .valueNotAPattern(name: name, value: value)
        case .notATemplate(.unclosedBrace): id = .valueUnclosedBrace(name: name, brace: "{", value: value)
        case .notATemplate(.strayBrace): id = .valueStrayBrace(name: name, brace: "}", escaped: "}}", value: value)
        case .notATemplate(.unknownPlaceholder(let placeholder)):
            let known = QuoteTemplate.Field.allCases.map(\.placeholder)
            id = .valueUnknownPlaceholder(name: name, placeholder: "{\(placeholder)}", known: list(known))
        }
        return Message(id)
    }

    // MARK: - The config file

    private static func message(for error: ConfigError) -> Message {
        let problem = message(for: error.problem)
        guard let line = error.line else { return Message(.configFile(path: error.path, problem: problem)) }
        return Message(.configLine(path: error.path, line: line, problem: problem))
    }

    private static func message(for problem: ConfigProblem) -> Message {
        /// What was found instead: a character, or the end of the line.
        func found(_ found: ConfigProblem.Found, _ character: (String) -> MessageID, _ endOfLine: MessageID) -> Message {
            switch found {
            case .character(let text): Message(character(text))
            case .endOfLine: Message(endOfLine)
            }
        }
        switch problem {
        case .noSuchFile: return Message(.configNoSuchFile)
        case .tooLarge(let limit): return Message(.configTooLarge(limit: limit))
        case .unreadable(let reason): return Message(.asWritten(words: reason))
        case .notUTF8: return Message(.configNotUTF8)
        case .arrayOfTables: return Message(.configArrayOfTables)
        case .tableDefinedTwice(let table): return Message(.configTableDefinedTwice(table: table))
        case .keyDefinedTwice(let key, let line): return Message(.configKeyDefinedTwice(key: key, line: line))
        case .keyIsNotATable(let key, let line): return Message(.configKeyIsNotATable(key: key, line: line))
        case .expected(let expected, let what):
            return found(
                what, { .configExpectedFound(expected: expected, found: $0) }, .configExpectedAtEndOfLine(expected: expected))
        case .textAfterValue(let what):
            return found(what, { .configTextAfterValueFound(found: $0) }, .configTextAfterValueAtEndOfLine)
        case .expectedKey(let what): return found(what, { .configExpectedKeyFound(found: $0) }, .configExpectedKeyAtEndOfLine)
        case .expectedValue: return Message(.configExpectedValue)
        case .multilineString: return Message(.configMultilineString)
        case .controlCharacterInString: return Message(.configControlCharacterInString)
        case .unclosedString: return Message(.configUnclosedString)
        case .badUnicodeEscape(let letter): return Message(.configBadUnicodeEscape(letter: letter))
        case .unknownEscape(let letter): return Message(.configUnknownEscape(letter: letter))
        case .arrayNotOnOneLine: return Message(.configArrayNotOnOneLine)
        case .expectedCommaOrBracket(let what):
            return found(
                what, { .configExpectedCommaOrBracketFound(found: $0) }, .configExpectedCommaOrBracketAtEndOfLine)
        case .inlineTableNotOnOneLine: return Message(.configInlineTableNotOnOneLine)
        case .expectedCommaOrBrace(let what):
            return found(
                what, { .configExpectedCommaOrBraceFound(brace: "}", found: $0) },
                .configExpectedCommaOrBraceAtEndOfLine(brace: "}"))
        case .dateOrTime: return Message(.configDateOrTime)
        case .notAValue(let word): return Message(.configNotAValue(word: word))
        case .sourcesNotTables: return Message(.configSourcesNotTables)
        case .sourceNotATable(let name): return Message(.configSourceNotATable(name: name))
        case .unknownTable(let table): return Message(.configUnknownTable(table: table))
        case .unknownKey(let key): return Message(.configUnknownKey(key: key))
        case .wrongType(let key, let kind): return Message(.configWrongType(key: key, kind: name(of: kind)))
        case .conflict(let first, let second): return Message(.configConflict(first: first, second: second))
        case .unknownSource(let name, let known): return Message(.configUnknownSource(name: name, known: list(known)))
        case .badValue(let key, let value, let problem): return message(for: problem, name: key, value: value)
        case .source(let name, let problem):
            return Message(.configSource(name: name, problem: message(for: problem, source: name)))
        }
    }

    private static func message(for problem: SourceProblem, source: String) -> Message {
        switch problem {
        case .badName: Message(.sourceBadName)
        case .builtInName: Message(.sourceBuiltInName(name: source))
        case .unknownKey(let key, let known): Message(.sourceUnknownKey(key: key, known: list(known)))
        case .notAString(let key, let kind): Message(.sourceNotAString(key: key, kind: name(of: kind)))
        case .notAPointer(let key, .noLeadingSlash):
            Message(.sourceNotAPointer(key: key, problem: Message(.pointerNoLeadingSlash)))
        case .notAPointer(let key, .badTilde): Message(.sourceNotAPointer(key: key, problem: Message(.pointerBadTilde)))
        case .missing("url"): Message(.sourceMissingURL)
        case .missing(let key): Message(.sourceMissingPointer(key: key))
        case .badURL(let value, let problem): message(for: problem, name: "'url'", value: value)
        case .headersNotATable(let kind): Message(.sourceHeadersNotATable(kind: name(of: kind)))
        case .headerNotAString(let header): Message(.sourceHeaderNotAString(header: header))
        case .notAHeaderName(let header): Message(.sourceNotAHeaderName(header: header))
        case .headerHoldsControl(let header): Message(.sourceHeaderHoldsControl(header: header))
        }
    }

    private static func name(of kind: TOMLValue.Kind) -> Message {
        switch kind {
        case .string: Message(.tomlString)
        case .integer: Message(.tomlInteger)
        case .decimal: Message(.tomlDecimal)
        case .boolean: Message(.tomlBoolean)
        case .array: Message(.tomlArray)
        case .table: Message(.tomlTable)
        }
    }

    // MARK: - Sources and fetching

    private static func failure(for error: SourceError) -> Failure {
        switch error {
        case .fetch(let error):
            return failure(for: error)
        case .invalidAnswer(let url, let problem):
            let (url, reason) = (url.redacted, message(for: problem))
            // A stand-in for a quote is no answer at all: the service refuses to serve, for now.
            if case .rateLimited = problem { return Failure(Message(.cannotFetch(url: url, reason: reason)), .unavailable) }
            return Failure(Message(.invalidResponse(url: url, reason: reason)), .invalidResponse)
        case .noMatchFetched(let filter, let asked, let source):
            return Failure(Message(.noMatchFetched(filters: filter.description, count: asked, source: source)), .noInput)
        case .noMatchAmong(let filter, let count, let source):
            return Failure(Message(.noMatchAmong(filters: filter.description, count: count, source: source)), .noInput)
        case .empty(let source): return Failure(Message(.sourceEmpty(source: source)), .noInput)
        case .noFortuneFiles(let places): return Failure(Message(.noFortuneFiles(places: list(places))), .noInput)
        case .noUsableFortuneFiles(let found, let places, let skipped):
            let reasons = Clauses(skipped.map(message(for:)))
            return Failure(
                Message(.noUsableFortuneFiles(count: found, places: list(places), reasons: reasons)), .noInput)
        case .fortuneUnreadable(let path, let problem):
            return Failure(Message(.fortuneUnreadable(path: path, reason: message(for: problem))), .noInput)
        case .noSavedQuotes: return Failure(Message(.noSavedQuotesToPick), .noInput)
        case .deadlinePassed: return Failure(Message(.deadlinePassed), .noInput)
        }
    }

    private static func failure(for error: FetchError) -> Failure {
        let url = error.url.redacted
        let reason: Message
        switch error.failure {
        case .transport(let transportError) where transportError.isInvalidAnswer:
            // An oversized or undecodable answer is an answer, just not a valid one.
            return Failure(Message(.invalidResponse(url: url, reason: message(for: transportError))), .invalidResponse)
        case .unexpectedStatus(let status):
            return Failure(
                Message(.invalidResponse(url: url, reason: Message(.fetchUnexpectedStatus(status: status)))),
                .invalidResponse)
        case .transport(let transportError): reason = message(for: transportError)
        case .deadline(let timeout): reason = Message(.fetchDeadline(seconds: timeout.secondsText))
        case .status(let status, _): reason = Message(.fetchStatus(status: statusLine(status)))
        }
        let tried = error.attempts > 1 ? Message(.afterAttempts(reason: reason, count: error.attempts)) : reason
        return Failure(Message(.cannotFetch(url: url, reason: tried)), .unavailable)
    }

    private static func message(for error: TransportError) -> Message {
        /// The plain message, or the one that adds libcurl's own words.
        func detailed(_ plain: MessageID, _ withDetail: (String) -> MessageID, _ detail: String?) -> Message {
            Message(detail.map(withDetail) ?? plain)
        }
        switch error {
        case .connectionRefused: return Message(.transportConnectionRefused)
        case .connectionLost(let detail):
            return detailed(.transportConnectionLost, { .transportConnectionLostDetail(detail: $0) }, detail)
        case .hostNotFound: return Message(.transportHostNotFound)
        case .certificateUntrusted(let detail):
            return detailed(.transportCertificateUntrusted, { .transportCertificateUntrustedDetail(detail: $0) }, detail)
        case .secureConnectionFailed(let detail):
            return detailed(.transportSecureConnectionFailed, { .transportSecureConnectionFailedDetail(detail: $0) }, detail)
        case .timedOut: return Message(.transportTimedOut)
        case .bodyTooLarge(let limit): return Message(.transportBodyTooLarge(limit: limit / 1024))
        case .headersTooLarge(let limit): return Message(.transportHeadersTooLarge(limit: limit / 1024))
        case .unsupportedEncoding(let encoding): return Message(.transportUnsupportedEncoding(encoding: encoding))
        case .lookupTimedOut(let host): return Message(.transportLookupTimedOut(host: host))
        case .redirectRefused(let target, let refusal):
            let reason: Message
            switch refusal {
            case .leavesHTTPS: reason = Message(.redirectLeavesHTTPS)
            case .notHTTP: reason = Message(.redirectNotHTTP)
            case .notAURL: reason = Message(.redirectNotAURL)
            case .tooMany: reason = Message(.redirectTooMany(limit: RedirectPolicy.maximumRedirects))
            }
            return Message(.redirectRefused(target: URL.redacting(target), reason: reason))
        case .proxyFailed(let proxy, let failure):
            switch failure {
            case .notFound: return Message(.proxyNotFound(proxy: proxy))
            case .connectionRefused: return Message(.proxyRefusedConnection(proxy: proxy))
            case .connectionLost(let detail):
                return detail.map { Message(.proxyConnectionLostDetail(proxy: proxy, detail: $0)) }
                    ?? Message(.proxyConnectionLost(proxy: proxy))
            case .refused(let status): return Message(.proxyRefusedTunnel(proxy: proxy, status: statusLine(status)))
            }
        case .libraryUnavailable(let detail): return Message(.transportLibraryUnavailable(detail: detail))
        case .noThread: return Message(.transportNoThread)
        case .notConnected: return Message(.transportNotConnected)
        case .other(let words): return Message(.asWritten(words: words))
        }
    }

    /// "404 Not Found": the status with its reason phrase when it is a common one, so "HTTP 503" reads "HTTP 503 Service
    /// Unavailable".
    ///
    /// The phrases are HTTP's own words, in every language.
    private static func statusLine(_ status: Int) -> String {
        let phrases = [
            400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 408: "Request Timeout",
            429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable",
            504: "Gateway Timeout",
        ]
        return phrases[status].map { "\(status) \($0)" } ?? String(status)
    }

    /// Why an answer is not a quote.
    private static func message(for problem: AnswerError) -> Message {
        switch problem {
        case .emptyBody: Message(.answerEmptyBody)
        case .notJSON(nil): Message(.answerNotJSON)
        case .notJSON(let contentType?): Message(.answerNotJSONContentType(contentType: excerpt(contentType)))
        case .wrongShape: Message(.answerWrongShape)
        case .missingField(let field): Message(.answerMissingField(field: field))
        case .wrongType(let field): Message(.answerWrongType(field: field))
        case .malformedField(let field): Message(.answerMalformedField(field: field))
        case .emptyContent: Message(.answerEmptyContent)
        case .emptyAuthor: Message(.answerEmptyAuthor)
        case .bodyStatus(let status, nil): Message(.answerBodyStatus(status: status))
        case .bodyStatus(let status, let message?):
            Message(.answerBodyStatusMessage(status: status, message: excerpt(message)))
        case .noData: Message(.answerNoData)
        case .emptyList: Message(.answerEmptyList)
        case .pointerFindsNothing(let field, let pointer):
            Message(.answerPointerFindsNothing(field: field, pointer: pointer))
        case .pointerFindsWrongKind(let field, let pointer, let found, .string):
            Message(.answerPointerFindsWrongKindNotString(field: field, pointer: pointer, kind: name(of: found)))
        case .pointerFindsWrongKind(let field, let pointer, let found, .wholeNumberOrString):
            Message(.answerPointerFindsWrongKindNotIdentifier(field: field, pointer: pointer, kind: name(of: found)))
        case .rateLimited(let words): Message(.rateLimited(excerpt: excerpt(words)))
        }
    }

    private static func name(of kind: JSONValue.Kind) -> Message {
        switch kind {
        case .null: Message(.jsonNull)
        case .boolean: Message(.jsonBoolean)
        case .wholeNumber: Message(.jsonWholeNumber)
        case .decimalNumber: Message(.jsonDecimalNumber)
        case .string: Message(.jsonString)
        case .array: Message(.jsonArray)
        case .object: Message(.jsonObject)
        }
    }

    /// What is wrong with a source that still serves, for a warning.
    package static func message(for warning: SourceWarning) -> Message {
        switch warning {
        case .fortuneFileSkipped(let file): Message(.fortuneFileSkipped(problem: message(for: file)))
        case .entriesNotUTF8(let path, let count): Message(.fortuneEntriesNotUTF8(count: count, path: path))
        }
    }

    /// A fortune file left out, and why: "PATH: why".
    private static func message(for file: SkippedFortuneFile) -> Message {
        Message(.fortuneFileProblem(path: file.path, reason: message(for: file.problem)))
    }

    /// Why a fortune file, or an entry of it, cannot be used.
    private static func message(for problem: FortuneFile.ReadError) -> Message {
        switch problem {
        case .unreadable(let reason): message(for: reason)
        case .tooLarge: Message(.fortuneTooLarge(limit: 16))
        case .binary: Message(.fortuneBinary)
        case .notUTF8: Message(.fortuneNotUTF8)
        case .indexMismatch(let index): Message(.fortuneIndexMismatch(index: index))
        }
    }

    // MARK: - Files

    private static func failure(for error: CommandError) -> Failure {
        switch error {
        case .noCacheLocation: Failure(Message(.noCacheLocation), .noInput)
        case .noCachedQuote(let path): Failure(Message(.noCachedQuote(path: path)), .noInput)
        case .noHistoryLocation: Failure(Message(.noHistoryLocation), .noInput)
        case .noSavedLocation: Failure(Message(.noSavedLocation), .noInput)
        case .saveFailed(let error):
            Failure(Message(.saveFailed(path: error.path, reason: message(for: error.reason))), .ioError)
        case .changeFailed(let error):
            Failure(Message(.changeFailed(path: error.path, reason: message(for: error.reason))), .ioError)
        }
    }

    /// Why a file could not be written, after "could not save to PATH: ".
    static func message(for reason: FileWriteError.Reason) -> Message {
        switch reason {
        case .system(let words): Message(.asWritten(words: words))
        case .notAFolder(let folder): Message(.fileNotAFolder(folder: folder))
        case .notARegularFile: Message(.fileNotARegularFile)
        case .lockUnopenable(let lock, let words): Message(.fileLockUnopenable(lock: lock, reason: words))
        case .lockFailed(let lock, let words): Message(.fileLockFailed(lock: lock, reason: words))
        case .lockHeld(let lock, let patience): Message(.fileLockHeld(lock: lock, seconds: patience.secondsText))
        case .unreadable(let failure): Message(.fileUnreadable(reason: message(for: failure)))
        case .shortWrite(let written, let total): Message(.fileShortWrite(written: written, total: total))
        }
    }

    private static func message(for failure: FileReader.Failure) -> Message {
        switch failure {
        case .missing: Message(.readMissing)
        case .tooLarge: Message(.readTooLarge)
        case .unreadable(let words): Message(.asWritten(words: words))
        }
    }

    // MARK: - Lists and excerpts

    /// What a message quotes of a server's own text: sanitized first, as whole escape sequences (a title
    /// sequence leaves nothing behind), on one line, its white space folded, and cut to 60 characters.
    static func excerpt(_ text: String) -> String {
        let line = TerminalSanitizer.sanitizeLine(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        return line.count > 60 ? String(line.prefix(60)) + "…" : line
    }

    /// Names in a sentence: "a, b, c".
    static func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }

    /// Choices in a sentence: "a, b or c".
    static func alternatives(_ names: [String]) -> Message {
        guard let last = names.last, names.count > 1 else { return Message(.asWritten(words: names.joined())) }
        return Message(.alternatives(others: list(names.dropLast()), last: last))
    }
}

/// Clauses joined with semicolons, each in the reader's language: "a: why; b: why".
struct Clauses: MessageArgument {
    let clauses: [Message]

    init(_ clauses: [Message]) {
        self.clauses = clauses
    }

    func text(in language: Language) -> String {
        clauses.map { $0.text(in: language) }.joined(separator: "; ")
    }
}
