import QuotePlatform

/// Every message `quote` shows a person, in one table: errors, notes and warnings, the words of `quote config`,
/// and the confirmations of `save` and `unsave`.
///
/// A case's associated values are its placeholders, by name, and each text interpolates them (`"cannot read
/// \(path)"`): a text cannot use a placeholder its case lacks, and a caller cannot leave one out. Values that are
/// the user's or a server's own (paths, URLs, names, the system's and libcurl's words) are filled in as they are.
///
/// Every message has its English and its Korean side by side, the Korean written as a Korean developer reads
/// command-line tools (git's and glibc's Korean catalogs are the reference):
///
/// - Statements end in -ㅂ니다/-습니다, requests in -세요; two sentences are two sentences (`. 대신 …`), never
///   joined by `;`. Help's command and option lines end in a verb; tables of variables and exit codes are noun
///   phrases.
/// - After a value that is never Hangul (a flag, a path, a URL, a key, a header, `host:port`) comes a noun, and
///   the particle follows the noun: `\(flag) 옵션은`, `\(path) 파일을`, `\(url) 주소에서`, `'\(key)' 키가`,
///   `프록시 서버(\(proxy))가`. A particle written in both forms right after a value (`을(를)`, `이(가)`, `은(는)`,
///   `과(와)`, `(으)로`) is resolved by ``MessageText`` from the value's last sound (a Hangul syllable, or a digit
///   as Koreans read it); the catalog keeps such a pair only where the value can be anything.
/// - One word for each thing (the glossary):
///
///   | English | Korean | not |
///   | --- | --- | --- |
///   | quote, source, built-in collection, quote of the day | 명언, 출처, 내장 명언집, 오늘의 명언 | |
///   | cache, history, saved quotes, config file | 캐시, 기록, 저장한 명언, 설정 파일 | |
///   | command, option, key, value, placeholder | 명령, 옵션, 키, 값, 자리 표시자 | 자리표시자 |
///   | folder, directory | 디렉터리 | 폴더 |
///   | add | 추가하다 | 더하다 |
///   | request (from a source) | 요청하다 | 묻다 |
///   | known (names, keys) | 사용할 수 있는 | 알려진 |
///   | separated by | 구분한 | 나눈 |
///   | use | 사용하다 | 쓰다 (which also means write) |
///   | print; show | 출력하다; 보여 주다 | |
///   | write the cache or a file | (캐시 파일에) 쓰다 | 저장하다, which is `quote save`'s alone |
///   | origin (HTTP) | 오리진 | 출처, which is a source |
///   | deadline, redirect, proxy server, header | 제한 시간, 리디렉션, 프록시 서버, 헤더 | |
///   | JSON Pointer, CA certificate | JSON 포인터, CA 인증서 | |
///   | rate limit exceeded | 요청 한도를 초과했습니다 | |
package enum MessageID: Sendable {
    /// What fills a placeholder: text, a number, a day, or another message.
    package typealias Argument = any MessageArgument

    // MARK: - Around every message
    case note(message: Argument)
    case warning(message: Argument)
    case usageHint
    case offlineHint
    case didYouMean(message: Argument, suggestion: Argument)
    case alternatives(others: Argument, last: Argument)
    case asWritten(words: Argument)

    // MARK: - Usage
    case unknownOption(option: Argument)
    case optionTakesNoValue(option: Argument)
    case optionNeedsValue(option: Argument)
    case optionsConflict(first: Argument, second: Argument)
    case optionOnlyFor(option: Argument, commands: Argument)
    case unknownCommand(command: Argument)
    case unexpectedArgument(argument: Argument)
    case completionsNeedsShell(shells: Argument)
    case unsaveNeedsNumber
    case saveNeedsNumber
    case lastWithNoCache
    case unknownSource(setting: Argument, name: Argument, known: Argument)
    case endpointWithSeveralSources(setting: Argument, sources: Argument)
    case noSavedQuoteNumber(number: Argument, count: Argument)
    case noSavedQuoteNumberNoneSaved(number: Argument)
    case noHistoryEntry(number: Argument, count: Argument)
    case noHistoryEntryNoneKept(number: Argument)

    // MARK: - Values
    case valueEmpty(name: Argument)
    case valueNotAPath(name: Argument, value: Argument)
    case valueNotAWebURL(name: Argument, value: Argument)
    case valueNotSeconds(name: Argument, maximum: Argument, value: Argument)
    case valueNotAWindow(name: Argument, value: Argument)
    case valueNotALanguage(name: Argument, value: Argument)
    case fortuneBadLength(value: Argument)
    case fortunePercentWithoutFile(percent: Argument)
    case fortunePercentagesOver(total: Argument)
    case fortunePercentagesLeaveNothing(path: Argument)
    case fortunePercentagesLeaveRest(rest: Argument)
    case fortunePercentNotWhole(percent: Argument)
    case fortunePercentOver100(percent: Argument)
    case fortuneNotFound(name: Argument, places: Argument)
    case fortuneNoFilesIn(path: Argument)
    case fortuneNotAFortuneFile(path: Argument)
    case fortuneNamedTwice(path: Argument)
    case fortuneBadPattern(pattern: Argument)
    case valueNotAWholeNumber(name: Argument, low: Argument, high: Argument, value: Argument)
    case valueNotOnOrOff(name: Argument, value: Argument)
    case valueNotTrueOrFalse(name: Argument, value: Argument)
    case valueNotOneOf(name: Argument, choices: Argument, value: Argument)
    case valueNotSourceNames(name: Argument, value: Argument)
    case valueNotAPattern(name: Argument, value: Argument)
    case valueUnclosedBrace(name: Argument, brace: Argument, value: Argument)
    case valueStrayBrace(name: Argument, brace: Argument, escaped: Argument, value: Argument)
    case valueUnknownPlaceholder(name: Argument, placeholder: Argument, known: Argument)

    // MARK: - The config file
    case configLine(path: Argument, line: Argument, problem: Argument)
    case configFile(path: Argument, problem: Argument)
    case configNoSuchFile
    case configTooLarge(limit: Argument)
    case configNotUTF8
    case configArrayOfTables
    case configTableDefinedTwice(table: Argument)
    case configKeyDefinedTwice(key: Argument, line: Argument)
    case configKeyIsNotATable(key: Argument, line: Argument)
    case configExpectedFound(expected: Argument, found: Argument)
    case configExpectedAtEndOfLine(expected: Argument)
    case configTextAfterValueFound(found: Argument)
    case configTextAfterValueAtEndOfLine
    case configExpectedKeyFound(found: Argument)
    case configExpectedKeyAtEndOfLine
    case configExpectedValue
    case configMultilineString
    case configControlCharacterInString
    case configUnclosedString
    case configBadUnicodeEscape(letter: Argument)
    case configUnknownEscape(letter: Argument)
    case configArrayNotOnOneLine
    case configExpectedCommaOrBracketFound(found: Argument)
    case configExpectedCommaOrBracketAtEndOfLine
    case configInlineTableNotOnOneLine
    case configExpectedCommaOrBraceFound(brace: Argument, found: Argument)
    case configExpectedCommaOrBraceAtEndOfLine(brace: Argument)
    case configDateOrTime
    case configNotAValue(word: Argument)
    case configSourcesNotTables
    case configSourceNotATable(name: Argument)
    case configUnknownTable(table: Argument)
    case configUnknownKey(key: Argument)
    case configWrongType(key: Argument, kind: Argument)
    case configConflict(first: Argument, second: Argument)
    case configUnknownSource(name: Argument, known: Argument)
    case configSource(name: Argument, problem: Argument)
    case sourceBadName
    case sourceBuiltInName(name: Argument)
    case sourceUnknownKey(key: Argument, known: Argument)
    case sourceNotAString(key: Argument, kind: Argument)
    case sourceNotAPointer(key: Argument, problem: Argument)
    case sourceMissingURL
    case sourceMissingPointer(key: Argument)
    case sourceHeadersNotATable(kind: Argument)
    case sourceHeaderNotAString(header: Argument)
    case sourceNotAHeaderName(header: Argument)
    case sourceHeaderHoldsControl(header: Argument)
    case sourceBadRate(value: Argument)
    case sourceBadLanguage(value: Argument)
    case pointerNoLeadingSlash
    case pointerBadTilde
    case tomlString
    case tomlInteger
    case tomlDecimal
    case tomlBoolean
    case tomlArray
    case tomlTable
    case configReadableByOthers(path: Argument)

    // MARK: - Fetching
    case cannotFetch(url: Argument, reason: Argument)
    case invalidResponse(url: Argument, reason: Argument)
    case afterAttempts(reason: Argument, count: Argument)
    case transportConnectionRefused
    case transportConnectionLost
    case transportConnectionLostDetail(detail: Argument)
    case transportHostNotFound
    case transportCertificateUntrusted
    case transportCertificateUntrustedDetail(detail: Argument)
    case transportSecureConnectionFailed
    case transportSecureConnectionFailedDetail(detail: Argument)
    case transportTimedOut
    case transportConnectTimedOut
    case transportBodyTooLarge(limit: Argument)
    case transportHeadersTooLarge(limit: Argument)
    case transportUnsupportedEncoding(encoding: Argument)
    case transportLookupTimedOut(host: Argument)
    case transportLibraryUnavailable(detail: Argument)
    case transportNoThread
    case transportNotConnected
    case transportOther(detail: Argument)
    case redirectRefused(target: Argument, reason: Argument)
    case redirectLeavesHTTPS
    case redirectNotHTTP
    case redirectNotAURL
    case redirectTooMany(limit: Argument)
    case proxyNotFound(proxy: Argument)
    case proxyRefusedConnection(proxy: Argument)
    case proxyConnectionLost(proxy: Argument)
    case proxyConnectionLostDetail(proxy: Argument, detail: Argument)
    case proxyRefusedTunnel(proxy: Argument, status: Argument)
    case fetchDeadline(seconds: Argument)
    case fetchRefused(seconds: Argument)
    case fetchStatus(status: Argument)
    case fetchUnexpectedStatus(status: Argument)

    // MARK: - Answers
    case answerEmptyBody
    case answerNotJSON
    case answerNotJSONContentType(contentType: Argument)
    case answerWrongShape
    case answerMissingField(field: Argument)
    case answerWrongType(field: Argument)
    case answerEmptyContent
    case answerEmptyAuthor
    case answerBodyStatus(status: Argument)
    case answerBodyStatusMessage(status: Argument, message: Argument)
    case answerNoData
    case answerEmptyList
    case answerPointerFindsNothing(field: Argument, pointer: Argument)
    case answerPointerFindsWrongKindNotString(field: Argument, pointer: Argument, kind: Argument)
    case answerPointerFindsWrongKindNotIdentifier(field: Argument, pointer: Argument, kind: Argument)
    case answerPointerFindsWrongKindNotArray(field: Argument, pointer: Argument, kind: Argument)
    case rateLimited(excerpt: Argument)
    case jsonNull
    case jsonBoolean
    case jsonWholeNumber
    case jsonDecimalNumber
    case jsonString
    case jsonArray
    case jsonObject

    // MARK: - Sources
    case noMatchFetched(filters: Argument, count: Argument, source: Argument)
    case noMatchAmong(filters: Argument, count: Argument, source: Argument)
    case otherLanguage(source: Argument, language: Argument, wanted: Argument)
    case sourceEmpty(source: Argument)
    case noFortuneFiles(places: Argument)
    case noFortuneMatched(conditions: Argument, count: Argument)
    case noUsableFortuneFiles(count: Argument, places: Argument, reasons: Argument)
    case cannotRead(path: Argument, reason: Argument)
    case fortuneIndexMismatch(index: Argument)
    case fortuneFileSkipped(problem: Argument)
    case fortuneFileProblem(path: Argument, reason: Argument)
    case fortuneEntriesNotUTF8(count: Argument, path: Argument)
    case sourceStateNotKept(source: Argument, path: Argument, reason: Argument)
    case fortuneTooLarge(limit: Argument)
    case fortuneBinary
    case fortuneNotUTF8
    case noSavedQuotesToPick
    case deadlinePassed
    case chainFailure(source: Argument, reason: Argument)
    case chainNotAsked
    case chainNobodyAsked
    case chainNote(failures: Argument, source: Argument)
    case fallbackToLastQuote(failures: Argument, day: Argument)
    case fallbackToCollection(failures: Argument)
    case rateLimitBudget(requests: Argument, period: Argument, seconds: Argument)
    case rateLimitServer(seconds: Argument)
    case rateLimitStandIn(excerpt: Argument, seconds: Argument)
    case refreshAdded(source: Argument, added: Argument, held: Argument, capacity: Argument)
    case refreshFull(source: Argument, held: Argument)
    case refreshFailed(source: Argument, reason: Argument)
    case refreshNotNetwork(source: Argument)
    case refreshPoolsOff
    case refreshBusy(source: Argument)
    case refreshLockNotMade(source: Argument, path: Argument, reason: Argument)
    case refreshNothingNew(source: Argument, held: Argument, capacity: Argument)
    case poolNotKept(path: Argument, reason: Argument)

    // MARK: - Files
    case fileNotAFolder(folder: Argument)
    case fileNotARegularFile
    case fileLockUnopenable(lock: Argument, reason: Argument)
    case fileLockFailed(lock: Argument, reason: Argument)
    case fileLockHeld(lock: Argument, seconds: Argument)
    case fileUnreadable(reason: Argument)
    case fileShortWrite(written: Argument, total: Argument)
    case readMissing
    case readTooLarge
    case noCacheLocation
    case noCachedQuote(path: Argument)
    case noHistoryLocation
    case noSavedLocation
    case saveFailed(path: Argument, reason: Argument)
    case changeFailed(path: Argument, reason: Argument)
    case writeFailed(reason: Argument)
    case internalError(error: Argument)
    case cacheNotSaved(path: Argument, reason: Argument)
    case cacheNotSavedOlderRemoved(path: Argument, reason: Argument)
    case todayNotKept(path: Argument, reason: Argument)
    case homeMissing(home: Argument)
    case historyNotAppended(path: Argument, reason: Argument)
    case noHistoryYet(path: Argument)
    case noSavedQuotesYet(path: Argument)
    case savedLast(number: Argument)
    case alreadySavedLast(number: Argument)
    case savedToday(number: Argument)
    case alreadySavedToday(number: Argument)
    case savedHistoryEntry(entry: Argument, number: Argument)
    case alreadySavedHistoryEntry(entry: Argument, number: Argument)
    case removedNumber(number: Argument)

    // MARK: - quote config
    case reportNone
    case reportSources
    case reportSource(name: Argument, about: Argument)
    case reportSourceWithHeaders(name: Argument, about: Argument, headers: Argument)
    case reportHiddenHeader(header: Argument)
    case reportServer(server: Argument, requests: Argument, limit: Argument, period: Argument)
    case reportServerStopped(server: Argument, requests: Argument, limit: Argument, period: Argument, seconds: Argument)
    case originDefault
    case originConfigFile(path: Argument, line: Argument)
    case originEnvironment(name: Argument)
    case originFlag(flag: Argument)

    // MARK: - Help
    case helpTagline
    case helpUsage
    case helpCommands
    case helpOptions
    case helpSources
    case helpConfigFile
    case helpConfigKeys(keys: Argument)
    case helpEnvironment
    case manualVariable(name: Argument)
    case manualConfigKey(key: Argument)
    case helpCommandUsage(usage: Argument)
    case helpExample
    case helpExitStatus
    case helpWithDefault(summary: Argument, value: Argument)
    case helpSameAsFlag(flag: Argument)
    case helpSameAsConfigKey(key: Argument)

    /// The message's text in `language`, its placeholders filled.
    package func text(in language: Language) -> String {
        let texts = self.texts
        return switch language {
        case .english: texts.english.text(in: language)
        case .korean: texts.korean.text(in: language)
        }
    }

    /// The English and the Korean, side by side: a message cannot be added in one language only.
    private var texts: (english: MessageText, korean: MessageText) {
        switch self {
        // Around every message
        case .note(let message): ("note: \(message)", "참고: \(message)")
        case .warning(let message): ("warning: \(message)", "경고: \(message)")
        case .didYouMean(let message, let suggestion):
            ("\(message); did you mean '\(suggestion)'?", "\(message). 혹시 입력하려던 것이 '\(suggestion)'인가요?")
        case .offlineHint:
            (
                "Without a network, 'quote --offline' (the built-in collection) and 'quote today' still give a quote.",
                "네트워크 없이도 'quote --offline'(내장 명언집)과 'quote today' 명령으로 명언을 볼 수 있습니다."
            )
        case .usageHint: ("Try 'quote --help' for more information.", "자세한 내용은 'quote --help'를 실행해 보세요.")
        case .alternatives(let others, let last): ("\(others) or \(last)", "\(others) 또는 \(last)")
        // Text written already: the system's, libcurl's or a server's own words, or a note kept from an earlier run.
        case .asWritten(let words): ("\(words)", "\(words)")

        // Usage
        case .unknownOption(let option): ("unknown option '\(option)'", "알 수 없는 옵션입니다: '\(option)'")
        case .optionTakesNoValue(let option): ("option \(option) takes no value", "\(option) 옵션은 값을 받지 않습니다")
        case .optionNeedsValue(let option): ("option \(option) needs a value", "\(option) 옵션에는 값이 필요합니다")
        case .optionsConflict(let first, let second):
            ("\(first) and \(second) cannot be used together", "\(first) 옵션과 \(second) 옵션은 함께 사용할 수 없습니다")
        case .optionOnlyFor(let option, let commands):
            ("option \(option) is only for '\(commands)'", "\(option) 옵션은 '\(commands)' 명령에서만 사용할 수 있습니다")
        case .unknownCommand(let command): ("unknown command '\(command)'", "알 수 없는 명령입니다: '\(command)'")
        case .unexpectedArgument(let argument): ("unexpected argument '\(argument)'", "예상하지 못한 인자입니다: '\(argument)'")
        case .completionsNeedsShell(let shells):
            ("'completions' needs one of: \(shells)", "'completions' 명령에는 다음 중 하나가 필요합니다: \(shells)")
        case .saveNeedsNumber:
            (
                "'save' takes nothing, or the number of a history entry, as 'quote history' shows them",
                "'save' 명령에는 인자를 주지 않거나 'quote history'에 나오는 기록 번호를 주어야 합니다"
            )
        case .unsaveNeedsNumber:
            (
                "'unsave' needs the number of a saved quote, as 'quote saved' lists them",
                "'unsave' 명령에는 'quote saved'가 보여 주는 저장한 명언의 번호가 필요합니다"
            )
        case .lastWithNoCache:
            ("'last' reads the cache, so it cannot be used with --no-cache", "'last' 명령은 캐시를 읽으므로 --no-cache 옵션과 함께 사용할 수 없습니다")
        case .unknownSource(let setting, let name, let known):
            (
                "\(setting) names an unknown source '\(name)' (known: \(known))",
                "\(setting) 값에 알 수 없는 출처가 있습니다: '\(name)' (사용할 수 있는 출처: \(known))"
            )
        case .endpointWithSeveralSources(let setting, let sources):
            (
                "\(setting) replaces the URL of one network source, but the sources are \(sources)",
                "\(setting) 옵션은 네트워크 출처를 하나만 지정했을 때 사용할 수 있습니다 (지정한 네트워크 출처: \(sources))"
            )
        case .noSavedQuoteNumber(let number, let count):
            (
                "there is no saved quote number \(number) (they are numbered 1 to \(count))",
                "저장한 명언 중 \(number)번은 없습니다 (번호는 1부터 \(count)까지입니다)"
            )
        case .noHistoryEntry(let number, let count):
            (
                "there is no history entry number \(number) (they are numbered 1 to \(count), as quote history shows them)",
                "기록에 \(number)번 항목이 없습니다 (quote history가 보여 주는 번호는 1부터 \(count)까지입니다)"
            )
        case .noHistoryEntryNoneKept(let number):
            ("there is no history entry number \(number) (the history is empty)", "기록에 \(number)번 항목이 없습니다 (기록이 비어 있습니다)")
        case .noSavedQuoteNumberNoneSaved(let number):
            ("there is no saved quote number \(number) (none are saved)", "저장한 명언 중 \(number)번은 없습니다 (저장한 명언이 없습니다)")

        // Values
        case .valueEmpty(let name): ("\(name) must not be empty", "\(name) 값은 비어 있으면 안 됩니다")
        case .valueNotAPath(let name, let value): ("\(name) must be a path, not '\(value)'", "\(name) 값은 경로여야 합니다: '\(value)'")
        case .valueNotAWebURL(let name, let value):
            ("\(name) must be an http or https URL, not '\(value)'", "\(name) 값은 http나 https URL이어야 합니다: '\(value)'")
        case .valueNotSeconds(let name, let maximum, let value):
            (
                "\(name) must be a number of seconds greater than 0, at most \(maximum), not '\(value)'",
                "\(name) 값은 0보다 크고 \(maximum) 이하인 초 단위 숫자여야 합니다: '\(value)'"
            )
        case .fortuneBadLength(let value):
            ("-n must be a length, a whole number above 0, not '\(value)'", "-n 옵션의 값은 0보다 큰 정수(길이)여야 합니다: '\(value)'")
        case .fortunePercentWithoutFile(let percent):
            ("\(percent) must be followed by a file or folder", "\(percent) 뒤에는 파일이나 디렉터리가 와야 합니다")
        case .fortunePercentagesOver(let total):
            ("the percentages add up to \(total), more than 100%", "백분율의 합이 100%를 넘습니다: \(total)")
        case .fortunePercentagesLeaveNothing(let path):
            (
                "the percentages add up to 100%, which leaves nothing for \(path)",
                "백분율의 합이 100%여서 \(path)에 남는 몫이 없습니다"
            )
        case .fortunePercentagesLeaveRest(let rest):
            (
                "the percentages leave \(rest) with no name without a percentage to take it",
                "백분율의 합이 100%가 되지 않아 \(rest) 몫이 남지만, 이를 받을 (백분율이 없는) 이름이 없습니다"
            )
        case .fortunePercentNotWhole(let percent):
            ("percentages are whole numbers, not '\(percent)'", "백분율은 정수여야 합니다: '\(percent)'")
        case .fortunePercentOver100(let percent):
            ("a percentage is 100 at most, not '\(percent)'", "백분율은 100 이하여야 합니다: '\(percent)'")
        case .fortuneNotFound(let name, let places):
            (
                "no fortune file or folder named '\(name)' in \(places), nor in the current folder",
                "\(places) 디렉터리와 현재 디렉터리에 이름이 '\(name)'인 fortune 파일이나 디렉터리가 없습니다"
            )
        case .fortuneNoFilesIn(let path):
            (
                "\(path) holds no fortune file (one needs its index, NAME.dat, which strfile makes)",
                "\(path) 디렉터리에 fortune 파일이 없습니다 (fortune 파일에는 strfile이 만드는 색인 NAME.dat가 있어야 합니다)"
            )
        case .fortuneNotAFortuneFile(let path): ("\(path) is not a fortune file", "\(path) 파일은 fortune 파일이 아닙니다")
        case .fortuneNamedTwice(let path): ("\(path) is named twice", "\(path) 파일을 두 번 지정했습니다")
        case .fortuneBadPattern(let pattern):
            ("-m must be a valid regular expression, not '\(pattern)'", "-m 옵션의 값은 올바른 정규 표현식이어야 합니다: '\(pattern)'")
        case .valueNotALanguage(let name, let value):
            (
                "\(name) must be a two-letter language code such as ko or en, not '\(value)'",
                "\(name) 값은 ko, en 같은 두 글자 언어 코드여야 합니다: '\(value)'"
            )
        case .valueNotAWindow(let name, let value):
            (
                "\(name) must be a duration such as 15m, 1h or 1d, whole minutes up to a day or whole days up to 7d, not '\(value)'",
                "\(name) 값은 15m, 1h, 1d 같은 기간이어야 합니다 (하루까지는 분 단위, 7d까지는 일 단위): '\(value)'"
            )
        case .valueNotAWholeNumber(let name, let low, let high, let value):
            (
                "\(name) must be a whole number from \(low) to \(high), not '\(value)'",
                "\(name) 값은 \(low)부터 \(high)까지의 정수여야 합니다: '\(value)'"
            )
        case .valueNotOnOrOff(let name, let value):
            ("\(name) must be on or off, not '\(value)'", "\(name) 값은 on이나 off여야 합니다: '\(value)'")
        case .valueNotTrueOrFalse(let name, let value):
            ("\(name) must be true or false, not '\(value)'", "\(name) 값은 true나 false여야 합니다: '\(value)'")
        case .valueNotOneOf(let name, let choices, let value):
            ("\(name) must be \(choices), not '\(value)'", "\(name) 값은 \(choices) 중 하나여야 합니다: '\(value)'")
        case .valueNotSourceNames(let name, let value):
            ("\(name) must be source names separated by commas, not '\(value)'", "\(name) 값은 쉼표로 구분한 출처 이름이어야 합니다: '\(value)'")
        case .valueNotAPattern(let name, let value):
            ("\(name) must be a valid regular expression, not '\(value)'", "\(name) 값은 올바른 정규 표현식이어야 합니다: '\(value)'")
        case .valueUnclosedBrace(let name, let brace, let value):
            ("\(name) has a '\(brace)' that is not closed, not '\(value)'", "\(name) 값의 '\(brace)' 중괄호가 닫히지 않았습니다: '\(value)'")
        case .valueStrayBrace(let name, let brace, let escaped, let value):
            (
                "\(name) has a '\(brace)' that closes nothing (write '\(escaped)' for a brace), not '\(value)'",
                "\(name) 값에 짝이 없는 '\(brace)' 중괄호가 있습니다 (중괄호 자체는 '\(escaped)'로 씁니다): '\(value)'"
            )
        case .valueUnknownPlaceholder(let name, let placeholder, let known):
            (
                "\(name) has an unknown placeholder '\(placeholder)' (known: \(known))",
                "\(name) 값에 알 수 없는 자리 표시자가 있습니다: '\(placeholder)' (사용할 수 있는 자리 표시자: \(known))"
            )

        // The config file
        case .configLine(let path, let line, let problem): ("\(path):\(line): \(problem)", "\(path):\(line): \(problem)")
        case .configFile(let path, let problem): ("\(path): \(problem)", "\(path): \(problem)")
        case .configNoSuchFile: ("no such file", "그런 파일이 없습니다")
        case .configTooLarge(let limit): ("larger than \(limit) KiB; not a config file", "\(limit) KiB보다 커서 설정 파일로 읽지 않습니다")
        case .configNotUTF8: ("not UTF-8 text", "UTF-8 텍스트가 아닙니다")
        case .configArrayOfTables: ("arrays of tables ([[...]]) are not supported", "테이블 배열([[...]])은 지원하지 않습니다")
        case .configTableDefinedTwice(let table): ("table [\(table)] is defined twice", "[\(table)] 테이블이 두 번 정의되었습니다")
        case .configKeyDefinedTwice(let key, let line):
            ("'\(key)' is defined twice (first on line \(line))", "'\(key)' 키가 두 번 정의되었습니다 (처음 정의: \(line)번째 줄)")
        case .configKeyIsNotATable(let key, let line):
            ("'\(key)' is already a value (line \(line)), not a table", "'\(key)' 키는 \(line)번째 줄에서 이미 값으로 정의되어 테이블이 될 수 없습니다")
        case .configExpectedFound(let expected, let found):
            ("expected '\(expected)', found '\(found)'", "'\(expected)' 문자가 와야 하는데 '\(found)' 문자가 있습니다")
        case .configExpectedAtEndOfLine(let expected):
            ("expected '\(expected)' at the end of the line", "줄 끝에 '\(expected)' 문자가 와야 합니다")
        case .configTextAfterValueFound(let found):
            ("unexpected text after the value, found '\(found)'", "값 뒤에 예상하지 못한 문자가 있습니다: '\(found)'")
        case .configTextAfterValueAtEndOfLine:
            ("unexpected text after the value at the end of the line", "줄 끝의 값 뒤에 예상하지 못한 문자가 있습니다")
        case .configExpectedKeyFound(let found): ("expected a key, found '\(found)'", "키가 와야 하는데 '\(found)' 문자가 있습니다")
        case .configExpectedKeyAtEndOfLine: ("expected a key at the end of the line", "줄 끝에 키가 와야 합니다")
        case .configExpectedValue: ("expected a value", "값이 와야 합니다")
        case .configMultilineString: ("multi-line strings are not supported", "여러 줄 문자열은 지원하지 않습니다")
        case .configControlCharacterInString: ("a control character in a string", "문자열 안에 제어 문자가 있습니다")
        case .configUnclosedString: ("a string is not closed", "문자열이 닫히지 않았습니다")
        case .configBadUnicodeEscape(let letter): ("a bad \\\(letter) escape", "잘못된 \\\(letter) 이스케이프입니다")
        case .configUnknownEscape(let letter): ("an unknown escape '\\\(letter)'", "알 수 없는 이스케이프입니다: '\\\(letter)'")
        case .configArrayNotOnOneLine: ("arrays must be on one line", "배열은 한 줄에 써야 합니다")
        case .configExpectedCommaOrBracketFound(let found):
            ("expected ',' or ']', found '\(found)'", "',' 또는 ']' 문자가 와야 하는데 '\(found)' 문자가 있습니다")
        case .configExpectedCommaOrBracketAtEndOfLine:
            ("expected ',' or ']' at the end of the line", "줄 끝에 ',' 또는 ']' 문자가 와야 합니다")
        case .configInlineTableNotOnOneLine: ("inline tables must be on one line", "인라인 테이블은 한 줄에 써야 합니다")
        case .configExpectedCommaOrBraceFound(let brace, let found):
            ("expected ',' or '\(brace)', found '\(found)'", "',' 또는 '\(brace)' 문자가 와야 하는데 '\(found)' 문자가 있습니다")
        case .configExpectedCommaOrBraceAtEndOfLine(let brace):
            ("expected ',' or '\(brace)' at the end of the line", "줄 끝에 ',' 또는 '\(brace)' 문자가 와야 합니다")
        case .configDateOrTime: ("dates and times are not supported", "날짜와 시각은 지원하지 않습니다")
        case .configNotAValue(let word):
            ("'\(word)' is not a value (strings need quotes)", "'\(word)' 단어는 값이 아닙니다 (문자열은 따옴표로 감싸세요)")
        case .configSourcesNotTables: ("'sources' must be tables: [sources.NAME]", "'sources' 키는 테이블이어야 합니다: [sources.NAME]")
        case .configSourceNotATable(let name):
            ("sources.\(name) must be a table: [sources.\(name)]", "sources.\(name) 키는 테이블이어야 합니다: [sources.\(name)]")
        case .configUnknownTable(let table): ("unknown table [\(table)]", "알 수 없는 테이블입니다: [\(table)]")
        case .configUnknownKey(let key): ("unknown key '\(key)'", "알 수 없는 키입니다: '\(key)'")
        case .configWrongType(let key, let kind): ("'\(key)' cannot be \(kind)", "'\(key)' 키에는 \(kind) 값을 사용할 수 없습니다")
        case .configConflict(let first, let second):
            ("'\(first)' and '\(second)' cannot be used together", "'\(first)' 키와 '\(second)' 키는 함께 사용할 수 없습니다")
        case .configUnknownSource(let name, let known):
            ("unknown source '\(name)' (known: \(known))", "알 수 없는 출처입니다: '\(name)' (사용할 수 있는 출처: \(known))")
        case .configSource(let name, let problem): ("sources.\(name): \(problem)", "sources.\(name): \(problem)")
        case .sourceBadName: ("a source's name takes letters, digits, '-' and '_'", "출처 이름에는 글자, 숫자, '-', '_'만 사용할 수 있습니다")
        case .sourceBuiltInName(let name):
            ("'\(name)' is a built-in source; choose another name", "'\(name)' 이름은 내장 출처의 이름입니다. 다른 이름을 고르세요")
        case .sourceUnknownKey(let key, let known):
            ("unknown key '\(key)' (known: \(known))", "알 수 없는 키입니다: '\(key)' (사용할 수 있는 키: \(known))")
        case .sourceNotAString(let key, let kind):
            ("'\(key)' must be a string, not \(kind)", "'\(key)' 키의 값은 문자열이어야 합니다 (지금은 \(kind) 타입입니다)")
        case .sourceNotAPointer(let key, let problem):
            ("'\(key)' is not a JSON Pointer: \(problem)", "'\(key)' 키의 값이 JSON 포인터가 아닙니다: \(problem)")
        case .sourceMissingURL: ("'url' is missing", "'url' 키가 없습니다")
        case .sourceMissingPointer(let key): ("'\(key)' (a JSON Pointer) is missing", "'\(key)' 키(JSON 포인터)가 없습니다")
        case .sourceHeadersNotATable(let kind):
            ("'headers' must be a table, not \(kind)", "'headers' 키는 테이블이어야 합니다 (지금은 \(kind) 타입입니다)")
        case .sourceHeaderNotAString(let header): ("header '\(header)' must be a string", "'\(header)' 헤더는 문자열이어야 합니다")
        case .sourceNotAHeaderName(let header): ("'\(header)' is not a header name", "'\(header)' 문자열은 헤더 이름이 아닙니다")
        case .sourceHeaderHoldsControl(let header):
            ("header '\(header)' holds a control character", "'\(header)' 헤더에 제어 문자가 있습니다")
        case .sourceBadLanguage(let value):
            (
                "'lang' must be a two-letter language code such as ko or en, not '\(value)'",
                "'lang' 키의 값은 ko, en 같은 두 글자 언어 코드여야 합니다: '\(value)'"
            )
        case .sourceBadRate(let value):
            (
                "'rate' must be requests per period, as \"5/30s\", \"2/1m\" or \"100/1h\", not '\(value)'",
                "'rate' 키의 값은 \"5/30s\", \"2/1m\", \"100/1h\"처럼 '요청 수/기간' 형식이어야 합니다: '\(value)'"
            )
        case .pointerNoLeadingSlash: ("it must start with '/'", "'/' 문자로 시작해야 합니다")
        case .pointerBadTilde: ("'~' must be followed by 0 or 1", "'~' 문자 뒤에는 0이나 1이 와야 합니다")
        case .tomlString: ("a string", "문자열")
        case .tomlInteger: ("an integer", "정수")
        case .tomlDecimal: ("a decimal", "소수")
        case .tomlBoolean: ("a boolean", "불리언")
        case .tomlArray: ("an array", "배열")
        case .tomlTable: ("a table", "테이블")
        case .configReadableByOthers(let path):
            (
                "\(path) holds request headers and can be read by others; chmod 600 '\(path)'",
                "\(path) 파일에는 요청 헤더가 있는데 다른 사용자도 읽을 수 있습니다. 다음 명령을 실행하세요: chmod 600 '\(path)'"
            )

        // Fetching
        case .cannotFetch(let url, let reason):
            ("cannot fetch a quote from \(url): \(reason)", "\(url) 주소에서 명언을 가져올 수 없습니다: \(reason)")
        case .invalidResponse(let url, let reason):
            ("invalid response from \(url): \(reason)", "\(url) 주소의 응답이 올바르지 않습니다: \(reason)")
        case .afterAttempts(let reason, let count): ("\(reason) (after \(count) attempts)", "\(reason) (\(count)번 시도)")
        case .transportConnectionRefused: ("connection refused", "연결이 거부되었습니다")
        case .transportConnectionLost: ("connection lost before the response was complete", "응답이 끝나기 전에 연결이 끊겼습니다")
        case .transportConnectionLostDetail(let detail):
            ("connection lost before the response was complete (\(detail))", "응답이 끝나기 전에 연결이 끊겼습니다 (\(detail))")
        case .transportHostNotFound: ("host not found", "호스트를 찾을 수 없습니다")
        case .transportCertificateUntrusted: ("TLS: certificate not trusted", "TLS: 인증서를 신뢰할 수 없습니다")
        case .transportCertificateUntrustedDetail(let detail):
            ("TLS: certificate not trusted (\(detail))", "TLS: 인증서를 신뢰할 수 없습니다 (\(detail))")
        case .transportSecureConnectionFailed: ("TLS: secure connection failed", "TLS: 보안 연결에 실패했습니다")
        case .transportSecureConnectionFailedDetail(let detail):
            ("TLS: secure connection failed (\(detail))", "TLS: 보안 연결에 실패했습니다 (\(detail))")
        case .transportTimedOut: ("timed out", "시간이 초과되었습니다")
        case .transportConnectTimedOut:
            ("the server did not accept the connection in time", "서버가 제한 시간 안에 연결을 받지 않았습니다")
        case .transportBodyTooLarge(let limit): ("response is larger than \(limit) KiB", "응답이 \(limit) KiB보다 큽니다")
        case .transportHeadersTooLarge(let limit): ("response headers are larger than \(limit) KiB", "응답 헤더가 \(limit) KiB보다 큽니다")
        case .transportUnsupportedEncoding(let encoding):
            (
                "the answer is encoded as '\(encoding)'; only gzip and deflate are accepted",
                "지원하지 않는 응답 인코딩입니다: '\(encoding)' (gzip과 deflate만 지원합니다)"
            )
        case .transportLookupTimedOut(let host): ("the name lookup of \(host) timed out", "\(host) 호스트의 이름 조회 시간이 초과되었습니다")
        case .redirectRefused(let target, let reason):
            ("redirect to \(target) refused: \(reason)", "\(target) 주소로의 리디렉션을 거부했습니다: \(reason)")
        case .redirectLeavesHTTPS: ("it leaves https", "https가 아닌 주소로 이동합니다")
        case .redirectNotHTTP: ("only http and https are followed", "http와 https 주소만 따라갑니다")
        case .redirectNotAURL: ("it is not a URL", "URL이 아닙니다")
        case .redirectTooMany(let limit): ("more than \(limit) redirects", "리디렉션이 \(limit)번을 넘습니다")
        case .proxyNotFound(let proxy): ("proxy \(proxy) not found", "프록시 서버(\(proxy))를 찾을 수 없습니다")
        case .proxyRefusedConnection(let proxy): ("proxy \(proxy) refused the connection", "프록시 서버(\(proxy))가 연결을 거부했습니다")
        case .proxyConnectionLost(let proxy): ("proxy \(proxy) closed the connection", "프록시 서버(\(proxy))가 연결을 닫았습니다")
        case .proxyConnectionLostDetail(let proxy, let detail):
            ("proxy \(proxy) closed the connection (\(detail))", "프록시 서버(\(proxy))가 연결을 닫았습니다 (\(detail))")
        case .proxyRefusedTunnel(let proxy, let status):
            ("proxy \(proxy) refused the tunnel: HTTP \(status)", "프록시 서버(\(proxy))가 터널을 거부했습니다: HTTP \(status)")
        case .transportLibraryUnavailable(let detail):
            (
                "libcurl could not be loaded (\(detail)); install libcurl4 (Debian, Ubuntu) or libcurl (Fedora, Arch)",
                "libcurl 라이브러리를 불러올 수 없습니다 (\(detail)). libcurl4 패키지(Debian, Ubuntu)나 libcurl 패키지(Fedora, Arch)를 설치하세요"
            )
        case .transportNoThread: ("no thread could be started for the transfer", "전송할 스레드를 시작할 수 없습니다")
        case .transportOther(let detail): ("\(detail)", "전송 오류 (\(detail))")
        case .transportNotConnected: ("not connected to the internet", "인터넷에 연결되어 있지 않습니다")
        case .fetchDeadline(let seconds): ("no complete answer within \(seconds) s", "\(seconds)초 안에 응답을 모두 받지 못했습니다")
        case .fetchRefused(let seconds):
            (
                "not asked: its request budget allows the next request in \(seconds) s",
                "요청하지 않았습니다: 요청 한도에 따라 \(seconds)초 뒤에 다음 요청을 할 수 있습니다"
            )
        case .fetchStatus(let status): ("HTTP \(status)", "HTTP \(status)")
        case .fetchUnexpectedStatus(let status): ("unexpected HTTP status \(status)", "예상하지 못한 HTTP 상태 코드입니다: \(status)")

        // Answers
        case .answerEmptyBody: ("empty body", "본문이 비어 있습니다")
        case .answerNotJSON: ("body is not valid JSON", "본문이 올바른 JSON이 아닙니다")
        case .answerNotJSONContentType(let contentType):
            ("body is not valid JSON (\(contentType))", "본문이 올바른 JSON이 아닙니다 (\(contentType))")
        case .answerWrongShape: ("body has the wrong shape", "본문의 구조가 예상과 다릅니다")
        case .answerMissingField(let field): ("missing field \"\(field)\"", "\"\(field)\" 필드가 없습니다")
        case .answerWrongType(let field): ("field \"\(field)\" has the wrong type", "\"\(field)\" 필드의 타입이 예상과 다릅니다")
        case .answerEmptyContent: ("quote has empty content", "명언의 내용이 비어 있습니다")
        case .answerEmptyAuthor: ("quote has an empty author", "명언의 저자가 비어 있습니다")
        case .answerBodyStatus(let status): ("body reports statusCode \(status)", "본문의 statusCode 값이 \(status)입니다")
        case .answerBodyStatusMessage(let status, let message):
            ("body reports statusCode \(status) (\(message))", "본문의 statusCode 값이 \(status)입니다 (\(message))")
        case .answerNoData: ("body has no \"data\" object", "본문에 \"data\" 객체가 없습니다")
        case .answerEmptyList: ("body is an empty list", "본문이 빈 목록입니다")
        case .answerPointerFindsNothing(let field, let pointer):
            ("\(field) pointer '\(pointer)' finds nothing", "\(field) 포인터 '\(pointer)'에 해당하는 값이 없습니다")
        case .answerPointerFindsWrongKindNotString(let field, let pointer, let kind):
            (
                "\(field) pointer '\(pointer)' finds \(kind), not a string",
                "\(field) 포인터 '\(pointer)'에 해당하는 값이 문자열이 아니라 \(kind) 타입입니다"
            )
        case .answerPointerFindsWrongKindNotIdentifier(let field, let pointer, let kind):
            (
                "\(field) pointer '\(pointer)' finds \(kind), not a whole number or a string",
                "\(field) 포인터 '\(pointer)'에 해당하는 값이 정수나 문자열이 아니라 \(kind) 타입입니다"
            )
        case .answerPointerFindsWrongKindNotArray(let field, let pointer, let kind):
            (
                "\(field) pointer '\(pointer)' finds \(kind), not a list",
                "\(field) 포인터 '\(pointer)'에 해당하는 값이 목록이 아니라 \(kind) 타입입니다"
            )
        case .rateLimited(let excerpt): ("rate limited (\(excerpt))", "요청 한도를 초과했습니다 (\(excerpt))")
        case .jsonNull: ("null", "null")
        case .jsonBoolean: ("a boolean", "불리언")
        case .jsonWholeNumber: ("a whole number", "정수")
        case .jsonDecimalNumber: ("a decimal number", "소수")
        case .jsonString: ("a string", "문자열")
        case .jsonArray: ("an array", "배열")
        case .jsonObject: ("an object", "객체")

        // Sources
        case .noMatchFetched(let filters, let count, let source):
            (
                "no quote matched \(filters) in \(count) from \(source)",
                "\(source) 출처에서 가져온 명언 \(count)개 중 \(filters) 조건에 맞는 명언이 없습니다"
            )
        case .otherLanguage(let source, let language, let wanted):
            (
                "\(source): its quotes are in \(language), not \(wanted): not asked",
                "\(source) 출처의 명언은 \(language) 언어여서 \(wanted) 언어와 맞지 않아 요청하지 않았습니다"
            )
        case .noMatchAmong(let filters, let count, let source):
            ("no quote matched \(filters) among \(count) in \(source)", "\(source) 출처의 명언 \(count)개 중 \(filters) 조건에 맞는 명언이 없습니다")
        case .sourceEmpty(let source): ("\(source) holds no quotes", "\(source) 출처에 명언이 없습니다")
        case .noFortuneMatched(let conditions, let count):
            (
                "no fortune of the \(count) looked at matches \(conditions)",
                "살펴본 fortune \(count)개 중 \(conditions) 조건에 맞는 fortune이 없습니다"
            )
        case .noFortuneFiles(let places): ("no fortune files found in \(places)", "\(places)에서 fortune 파일을 찾지 못했습니다")
        case .cannotRead(let path, let reason): ("cannot read \(path): \(reason)", "\(path) 파일을 읽을 수 없습니다: \(reason)")
        case .noUsableFortuneFiles(let count, let places, let reasons):
            (
                "none of the \(count) fortune files found in \(places) can be used: \(reasons)",
                "\(places)에서 찾은 fortune 파일 \(count)개 중 사용할 수 있는 파일이 없습니다: \(reasons)"
            )
        case .fortuneIndexMismatch(let index): ("its index \(index) does not match it", "색인 파일 \(index)의 내용이 파일과 맞지 않습니다")
        case .fortuneFileSkipped(let problem): ("skipped \(problem)", "fortune 파일을 건너뛰었습니다: \(problem)")
        case .fortuneFileProblem(let path, let reason): ("\(path): \(reason)", "\(path): \(reason)")
        case .fortuneEntriesNotUTF8(let count, let path):
            ("skipped \(count) entries of \(path) that are not UTF-8", "\(path) 파일에서 UTF-8이 아닌 항목 \(count)개를 건너뛰었습니다")
        case .sourceStateNotKept(let source, let path, let reason):
            (
                "could not keep the requests to \(source) in \(path), so its rate limit is not counted: \(reason)",
                "\(source) 출처에 보낸 요청을 \(path) 파일에 기록할 수 없어서 요청 한도를 세지 못합니다: \(reason)"
            )
        case .fortuneTooLarge(let limit):
            ("larger than \(limit) MiB, with no current strfile index", "\(limit) MiB보다 크고 최신 strfile 색인이 없습니다")
        case .fortuneBinary: ("not text (it holds a NUL byte)", "텍스트가 아닙니다 (NUL 바이트가 있습니다)")
        case .fortuneNotUTF8: ("not UTF-8 text", "UTF-8 텍스트가 아닙니다")
        case .noSavedQuotesToPick:
            ("no saved quotes (quote save keeps the last quote)", "저장한 명언이 없습니다 (quote save 명령으로 마지막 명언을 저장하세요)")
        case .deadlinePassed: ("no source gave a quote before the deadline", "제한 시간 안에 어느 출처에서도 명언을 가져오지 못했습니다")
        case .chainFailure(let source, let reason): ("\(source): \(reason)", "\(source): \(reason)")
        case .chainNotAsked: ("not asked: the deadline had passed", "요청하지 않았습니다: 제한 시간이 지났습니다")
        case .chainNobodyAsked: ("no source to ask", "요청할 출처가 없습니다")
        case .chainNote(let failures, let source):
            ("\(failures); showing one from \(source)", "\(failures). 대신 \(source) 출처의 명언을 보여 줍니다")
        case .fallbackToLastQuote(let failures, let day):
            ("\(failures); showing the last quote, from \(day)", "\(failures). 대신 \(day)에 가져온 마지막 명언을 보여 줍니다")
        case .fallbackToCollection(let failures):
            ("\(failures); showing one from the built-in collection", "\(failures). 대신 내장 명언집의 명언을 보여 줍니다")
        case .rateLimitBudget(let requests, let period, let seconds):
            (
                "not asked: over its rate limit of \(requests) per \(period) s; the next request may go in \(seconds) s",
                "요청 한도(\(period)초에 \(requests)번)를 넘어 요청하지 않았습니다. \(seconds)초 뒤에 다시 요청할 수 있습니다"
            )
        case .rateLimitServer(let seconds):
            (
                "the server asked to be left alone for now (rate limit); the next request may go in \(seconds) s",
                "서버가 요청을 잠시 멈춰 달라고 했습니다 (요청 한도). \(seconds)초 뒤에 다시 요청할 수 있습니다"
            )
        case .rateLimitStandIn(let excerpt, let seconds):
            (
                "the server sent a rate-limit notice instead of a quote (\(excerpt)); the next request may go in \(seconds) s",
                "서버가 명언 대신 요청 한도 안내를 보냈습니다 (\(excerpt)). \(seconds)초 뒤에 다시 요청할 수 있습니다"
            )
        case .refreshAdded(let source, let added, let held, let capacity):
            (
                "\(source): added \(added), \(held) of \(capacity) in the pool",
                "\(source): \(added)개를 추가했습니다 (모아 둔 명언 \(held)/\(capacity)개)"
            )
        case .refreshFull(let source, let held):
            ("\(source): the pool is full (\(held))", "\(source): 모아 둔 명언이 가득 찼습니다 (\(held)개)")
        case .refreshFailed(let source, let reason): ("\(source): \(reason)", "\(source): \(reason)")
        case .refreshNotNetwork(let source):
            ("\(source): not a network source, nothing to fill", "\(source): 네트워크 출처가 아니어서 채울 것이 없습니다")
        case .refreshPoolsOff:
            (
                "no pool to fill: pool is 0, or --no-cache or --endpoint is given",
                "명언을 모아 두지 않는 설정이라 채울 것이 없습니다: pool 값이 0이거나 --no-cache 또는 --endpoint 옵션을 지정했습니다"
            )
        case .refreshNothingNew(let source, let held, let capacity):
            (
                "\(source): nothing new before the deadline, \(held) of \(capacity) in the pool",
                "\(source): 제한 시간 안에 새 명언을 가져오지 못했습니다 (모아 둔 명언 \(held)/\(capacity)개)"
            )
        case .refreshBusy(let source):
            ("\(source): another refill of its pool is running", "\(source): 이 출처의 명언을 모으는 다른 프로세스가 실행 중입니다")
        case .refreshLockNotMade(let source, let path, let reason):
            (
                "\(source): cannot make its refill lock \(path): \(reason)",
                "\(source): 명언을 모을 때 사용하는 잠금 파일(\(path))을 만들 수 없습니다: \(reason)"
            )
        case .poolNotKept(let path, let reason):
            ("could not keep unseen quotes in \(path): \(reason)", "아직 보여 주지 않은 명언을 \(path) 파일에 쓸 수 없습니다: \(reason)")

        // Files
        case .fileNotAFolder(let folder): ("\(folder) is not a folder", "\(folder): 디렉터리가 아닙니다")
        case .fileNotARegularFile: ("it is not a regular file, so it is left as it is", "일반 파일이 아니어서 그대로 둡니다")
        case .fileLockUnopenable(let lock, let reason):
            ("cannot open its lock \(lock): \(reason)", "잠금 파일(\(lock))을 열 수 없습니다: \(reason)")
        case .fileLockFailed(let lock, let reason): ("cannot lock \(lock): \(reason)", "잠금 파일(\(lock))을 잠글 수 없습니다: \(reason)")
        case .fileLockHeld(let lock, let seconds):
            ("another quote has held its lock \(lock) for \(seconds) s", "다른 quote 프로세스가 잠금 파일(\(lock))을 \(seconds)초째 잡고 있습니다")
        case .fileUnreadable(let reason): ("cannot read it (\(reason)), so it is left as it is", "읽을 수 없어서 (\(reason)) 그대로 둡니다")
        case .fileShortWrite(let written, let total):
            ("only \(written) of \(total) bytes written", "\(total)바이트 중 \(written)바이트만 썼습니다")
        case .readMissing: ("no such file", "그런 파일이 없습니다")
        case .readTooLarge: ("too large", "너무 큽니다")
        case .noCacheLocation:
            (
                "no cache location: set HOME or QUOTE_CACHE_FILE, or pass --cache-file",
                "캐시를 둘 곳이 없습니다: HOME이나 QUOTE_CACHE_FILE 환경 변수를 설정하거나 --cache-file 옵션을 지정하세요"
            )
        case .noCachedQuote(let path):
            ("no cached quote in \(path) (run 'quote' to fetch one)", "\(path) 파일에 캐시된 명언이 없습니다 ('quote' 명령으로 하나 가져오세요)")
        case .noHistoryLocation:
            ("no history location: set HOME or QUOTE_HISTORY_FILE", "기록을 둘 곳이 없습니다: HOME이나 QUOTE_HISTORY_FILE 환경 변수를 설정하세요")
        case .noSavedLocation:
            ("no place for saved quotes: set HOME or XDG_DATA_HOME", "저장한 명언을 둘 곳이 없습니다: HOME이나 XDG_DATA_HOME 환경 변수를 설정하세요")
        case .saveFailed(let path, let reason):
            ("write error: could not save to \(path): \(reason)", "쓰기 오류: \(path) 파일에 저장할 수 없습니다: \(reason)")
        case .changeFailed(let path, let reason):
            ("write error: could not change \(path): \(reason)", "쓰기 오류: \(path) 파일을 바꿀 수 없습니다: \(reason)")
        case .writeFailed(let reason): ("write error: \(reason)", "쓰기 오류: \(reason)")
        case .internalError(let error):
            (
                "internal error: \(error); this is a bug in quote, please report it",
                "내부 오류입니다: \(error). quote의 버그이니 알려 주세요"
            )
        case .cacheNotSaved(let path, let reason):
            ("could not save the quote to \(path): \(reason)", "명언을 캐시 파일 \(path)에 쓸 수 없습니다: \(reason)")
        case .cacheNotSavedOlderRemoved(let path, let reason):
            (
                "could not save the quote to \(path): \(reason); the older quote there was removed",
                "명언을 캐시 파일 \(path)에 쓸 수 없습니다: \(reason). 그 파일에 있던 이전 명언은 지웠습니다"
            )
        case .todayNotKept(let path, let reason):
            ("could not keep the quote of the day in \(path): \(reason)", "오늘의 명언을 \(path) 파일에 쓸 수 없습니다: \(reason)")
        case .homeMissing(let home):
            ("HOME (\(home)) does not exist, so the quote is not kept under it", "HOME 디렉터리(\(home))가 없어서 그 아래에 명언을 남기지 않습니다")
        case .historyNotAppended(let path, let reason):
            ("could not add the quote to the history in \(path): \(reason)", "기록 파일 \(path)에 명언을 추가할 수 없습니다: \(reason)")
        case .noHistoryYet(let path): ("no history yet in \(path)", "\(path) 파일에 아직 기록이 없습니다")
        case .noSavedQuotesYet(let path):
            (
                "no saved quotes in \(path) ('quote save' keeps the last quote)",
                "\(path) 파일에 저장한 명언이 없습니다 ('quote save' 명령으로 마지막 명언을 저장하세요)"
            )
        // Korean names what was saved first, as its word order asks; each name ends in a consonant (을, 은).
        case .savedLast(let number): ("Saved the last quote as number \(number): ", "마지막 명언을 \(number)번으로 저장했습니다: ")
        case .alreadySavedLast(let number):
            ("Already saved, the last quote, as number \(number): ", "마지막 명언은 이미 \(number)번으로 저장되어 있습니다: ")
        case .savedToday(let number):
            ("Saved the quote of the day as number \(number): ", "오늘의 명언을 \(number)번으로 저장했습니다: ")
        case .alreadySavedToday(let number):
            ("Already saved, the quote of the day, as number \(number): ", "오늘의 명언은 이미 \(number)번으로 저장되어 있습니다: ")
        case .savedHistoryEntry(let entry, let number):
            ("Saved history entry \(entry) as number \(number): ", "기록의 \(entry)번 항목을 \(number)번으로 저장했습니다: ")
        case .alreadySavedHistoryEntry(let entry, let number):
            (
                "Already saved, history entry \(entry), as number \(number): ",
                "기록의 \(entry)번 항목은 이미 \(number)번으로 저장되어 있습니다: "
            )
        case .removedNumber(let number): ("Removed number \(number): ", "저장한 명언 \(number)번을 지웠습니다: ")

        // quote config
        case .reportNone: ("(none)", "(없음)")
        case .reportSources: ("sources:", "출처:")
        case .reportSource(let name, let about): ("\(name): \(about)", "\(name): \(about)")
        case .reportSourceWithHeaders(let name, let about, let headers):
            ("\(name): \(about) with \(headers)", "\(name): \(about), 헤더 \(headers)")
        case .reportHiddenHeader(let header): ("\(header): (hidden)", "\(header): (숨김)")
        case .reportServer(let server, let requests, let limit, let period):
            (
                "\(server): \(requests) of \(limit) requests in the last \(period) s",
                "\(server) 서버: 최근 \(period)초 동안 요청 \(requests)번 (한도 \(limit)번)"
            )
        case .reportServerStopped(let server, let requests, let limit, let period, let seconds):
            (
                "\(server): \(requests) of \(limit) requests in the last \(period) s; the server asked to be left alone, the next request may go in \(seconds) s",
                "\(server) 서버: 최근 \(period)초 동안 요청 \(requests)번 (한도 \(limit)번). 서버가 요청을 잠시 멈춰 달라고 해 \(seconds)초 뒤에 다시 요청할 수 있습니다"
            )
        case .originDefault: ("default", "기본값")
        case .originConfigFile(let path, let line): ("config file \(path):\(line)", "설정 파일 \(path):\(line)")
        case .originEnvironment(let name): ("environment \(name)", "환경 변수 \(name)")
        case .originFlag(let flag): ("flag \(flag)", "옵션 \(flag)")

        // Help
        case .helpTagline:
            (
                "quote — print a quote: from quote APIs, your fortune files or a built-in collection",
                "quote — 명언 API, 내 fortune 파일, 내장 명언집에서 명언을 가져와 보여 줍니다"
            )
        case .helpUsage: ("Usage: quote [command] [options]", "사용법: quote [명령] [옵션]")
        case .helpCommands: ("Commands:", "명령:")
        case .helpOptions: ("Options:", "옵션:")
        case .helpSources:
            (
                "Sources (--source NAME[,NAME...]; the config file can add your own):",
                "출처 (--source NAME[,NAME...], 설정 파일로 직접 추가할 수 있습니다):"
            )
        case .helpConfigFile:
            (
                "Config file ($XDG_CONFIG_HOME/quote/config.toml, or --config PATH):",
                "설정 파일 ($XDG_CONFIG_HOME/quote/config.toml 또는 --config PATH):"
            )
        case .helpConfigKeys(let keys):
            (
                "key = value lines with the keys \(keys); [sources.NAME] tables with url, headers, content, author, id, description, link, items and rate define your own sources.",
                "키 = 값 형식의 줄로 씁니다. 키는 \(keys)입니다. url, headers, content, author, id, description, link, items, rate를 담은 [sources.NAME] 테이블로 나만의 출처를 정의합니다."
            )
        case .helpCommandUsage(let usage): ("Usage: quote \(usage) [options]", "사용법: quote \(usage) [옵션]")
        case .helpExample: ("Example:", "예:")
        case .manualVariable(let name): ("Variable \(name).", "환경 변수 \(name).")
        case .manualConfigKey(let key): ("Config key \(key).", "설정 키 \(key).")
        case .helpEnvironment: ("Environment:", "환경 변수:")
        case .helpExitStatus: ("Exit status:", "종료 상태:")
        case .helpWithDefault(let summary, let value): ("\(summary) (default \(value))", "\(summary) (기본값 \(value))")
        case .helpSameAsFlag(let flag): ("Same as \(flag)", "\(flag) 옵션과 같습니다")
        case .helpSameAsConfigKey(let key): ("Same as the config key \(key)", "설정 파일의 \(key) 키와 같습니다")
        }
    }
}
