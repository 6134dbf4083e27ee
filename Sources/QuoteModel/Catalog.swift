/// Every message `quote` shows a person, in one table: errors, notes and warnings, the words of `quote config`,
/// and the confirmations of `save` and `unsave`.
///
/// Each text is a whole sentence with named placeholders in braces, `{path}`, which ``Message`` fills; a text
/// holds no other braces (a brace to show is a placeholder's value). Values that are the user's or a server's
/// own (paths, URLs, names, the system's and libcurl's words) are filled in as they are.
package enum MessageID: String, Sendable, CaseIterable {
    // MARK: - Around every message
    case note, warning, usageHint, alternatives, asWritten

    // MARK: - Usage
    case unknownOption, optionTakesNoValue, optionNeedsValue, optionsConflict, optionOnlyFor, unknownCommand
    case unexpectedArgument, completionsNeedsShell, unsaveNeedsNumber, lastWithNoCache, unknownSource
    case endpointWithSeveralSources, noSavedQuoteNumber, noSavedQuoteNumberNoneSaved

    // MARK: - Values
    case valueEmpty, valueNotAPath, valueNotAWebURL, valueNotSeconds, valueNotAWholeNumber, valueNotOnOrOff
    case valueNotTrueOrFalse, valueNotOneOf, valueNotSourceNames, valueNotAPattern, valueUnclosedBrace
    case valueStrayBrace, valueUnknownPlaceholder

    // MARK: - The config file
    case configLine, configFile
    case configNoSuchFile, configTooLarge, configNotUTF8, configArrayOfTables
    case configTableDefinedTwice, configKeyDefinedTwice, configKeyIsNotATable, configExpectedFound
    case configExpectedAtEndOfLine, configTextAfterValueFound, configTextAfterValueAtEndOfLine, configExpectedKeyFound
    case configExpectedKeyAtEndOfLine, configExpectedValue, configMultilineString, configControlCharacterInString
    case configUnclosedString, configBadUnicodeEscape, configUnknownEscape, configArrayNotOnOneLine
    case configExpectedCommaOrBracketFound, configExpectedCommaOrBracketAtEndOfLine, configInlineTableNotOnOneLine
    case configExpectedCommaOrBraceFound, configExpectedCommaOrBraceAtEndOfLine, configDateOrTime, configNotAValue
    case configSourcesNotTables, configSourceNotATable, configUnknownTable, configUnknownKey, configWrongType
    case configConflict, configUnknownSource, configSource
    case sourceBadName, sourceBuiltInName, sourceUnknownKey, sourceNotAString, sourceNotAPointer, sourceMissingURL
    case sourceMissingPointer, sourceHeadersNotATable, sourceHeaderNotAString, sourceNotAHeaderName
    case sourceHeaderHoldsControl, pointerNoLeadingSlash, pointerBadTilde
    case tomlString, tomlInteger, tomlDecimal, tomlBoolean, tomlArray, tomlTable
    case configReadableByOthers

    // MARK: - Fetching
    case cannotFetch, invalidResponse, afterAttempts
    case transportConnectionRefused, transportConnectionLost, transportConnectionLostDetail, transportHostNotFound
    case transportCertificateUntrusted, transportCertificateUntrustedDetail, transportSecureConnectionFailed
    case transportSecureConnectionFailedDetail, transportTimedOut, transportBodyTooLarge, transportHeadersTooLarge
    case transportUnsupportedEncoding, transportLookupTimedOut, transportLibraryUnavailable, transportNoThread
    case transportNotConnected, redirectRefused, redirectLeavesHTTPS, redirectNotHTTP, redirectNotAURL, redirectTooMany
    case proxyNotFound, proxyRefusedConnection, proxyConnectionLost, proxyConnectionLostDetail, proxyRefusedTunnel
    case fetchDeadline, fetchStatus, fetchUnexpectedStatus

    // MARK: - Answers
    case answerEmptyBody, answerNotJSON, answerNotJSONContentType, answerWrongShape, answerMissingField
    case answerWrongType, answerMalformedField, answerEmptyContent, answerEmptyAuthor, answerBodyStatus
    case answerBodyStatusMessage, answerNoData, answerEmptyList, answerPointerFindsNothing
    case answerPointerFindsWrongKindNotString, answerPointerFindsWrongKindNotIdentifier, rateLimited
    case jsonNull, jsonBoolean, jsonWholeNumber, jsonDecimalNumber, jsonString, jsonArray, jsonObject

    // MARK: - Sources
    case noMatchFetched, noMatchAmong, sourceEmpty, noFortuneFiles, noUsableFortuneFiles, fortuneUnreadable, fortuneIndexMismatch
    case fortuneFileSkipped, fortuneFileProblem, fortuneEntriesNotUTF8, fortuneTooLarge, fortuneBinary, fortuneNotUTF8
    case noSavedQuotesToPick, deadlinePassed, chainFailure, chainNotAsked, chainNobodyAsked
    case chainNote, fallbackToLastQuote, fallbackToCollection

    // MARK: - Files
    case fileNotAFolder, fileNotARegularFile, fileLockUnopenable, fileLockFailed, fileLockHeld, fileUnreadable, fileShortWrite
    case readMissing, readTooLarge
    case noCacheLocation, noCachedQuote, noHistoryLocation, noSavedLocation, saveFailed, changeFailed, writeFailed
    case cacheNotSaved, cacheNotSavedOlderRemoved, todayNotKept, homeMissing, historyNotAppended, noHistoryYet, noSavedQuotesYet
    case savedAsNumber, alreadySavedAsNumber, removedNumber

    // MARK: - quote config
    case reportNone, reportSources, reportSource, reportSourceWithHeaders, reportHiddenHeader
    case originDefault, originConfigFile, originEnvironment, originFlag

    /// The message's text in `language`, with its placeholders.
    package func text(in language: Language) -> String {
        switch language {
        case .english: english
        }
    }

    private var english: String {
        switch self {
        // Around every message
        case .note: "note: {message}"
        case .warning: "warning: {message}"
        case .usageHint: "Try 'quote --help' for more information."
        case .alternatives: "{others} or {last}"
        // Text written already: the system's, libcurl's or a server's own words, or a note kept from an earlier run.
        case .asWritten: "{words}"

        // Usage
        case .unknownOption: "unknown option '{option}'"
        case .optionTakesNoValue: "option {option} takes no value"
        case .optionNeedsValue: "option {option} needs a value"
        case .optionsConflict: "{first} and {second} cannot be used together"
        case .optionOnlyFor: "option {option} is only for '{commands}'"
        case .unknownCommand: "unknown command '{command}'"
        case .unexpectedArgument: "unexpected argument '{argument}'"
        case .completionsNeedsShell: "'completions' needs one of: {shells}"
        case .unsaveNeedsNumber: "'unsave' needs the number of a saved quote, as 'quote saved' lists them"
        case .lastWithNoCache: "'last' reads the cache, so it cannot be used with --no-cache"
        case .unknownSource: "{setting} names an unknown source '{name}' (known: {known})"
        case .endpointWithSeveralSources: "{setting} replaces the URL of one network source, but the sources are {sources}"
        case .noSavedQuoteNumber: "there is no saved quote number {number} (they are numbered 1 to {count})"
        case .noSavedQuoteNumberNoneSaved: "there is no saved quote number {number} (none are saved)"

        // Values
        case .valueEmpty: "{name} must not be empty"
        case .valueNotAPath: "{name} must be a path, not '{value}'"
        case .valueNotAWebURL: "{name} must be an http or https URL, not '{value}'"
        case .valueNotSeconds: "{name} must be a number of seconds greater than 0, at most {maximum}, not '{value}'"
        case .valueNotAWholeNumber: "{name} must be a whole number from {low} to {high}, not '{value}'"
        case .valueNotOnOrOff: "{name} must be on or off, not '{value}'"
        case .valueNotTrueOrFalse: "{name} must be true or false, not '{value}'"
        case .valueNotOneOf: "{name} must be {choices}, not '{value}'"
        case .valueNotSourceNames: "{name} must be source names separated by commas, not '{value}'"
        case .valueNotAPattern: "{name} must be a valid regular expression, not '{value}'"
        case .valueUnclosedBrace: "{name} has a '{brace}' that is not closed, not '{value}'"
        case .valueStrayBrace: "{name} has a '{brace}' that closes nothing (write '{escaped}' for a brace), not '{value}'"
        case .valueUnknownPlaceholder: "{name} has an unknown placeholder '{placeholder}' (known: {known})"

        // The config file
        case .configLine: "{path}:{line}: {problem}"
        case .configFile: "{path}: {problem}"
        case .configNoSuchFile: "no such file"
        case .configTooLarge: "larger than {limit} KiB; not a config file"
        case .configNotUTF8: "not UTF-8 text"
        case .configArrayOfTables: "arrays of tables ([[...]]) are not supported"
        case .configTableDefinedTwice: "table [{table}] is defined twice"
        case .configKeyDefinedTwice: "'{key}' is defined twice (first on line {line})"
        case .configKeyIsNotATable: "'{key}' is already a value (line {line}), not a table"
        case .configExpectedFound: "expected '{expected}', found '{found}'"
        case .configExpectedAtEndOfLine: "expected '{expected}' at the end of the line"
        case .configTextAfterValueFound: "unexpected text after the value, found '{found}'"
        case .configTextAfterValueAtEndOfLine: "unexpected text after the value at the end of the line"
        case .configExpectedKeyFound: "expected a key, found '{found}'"
        case .configExpectedKeyAtEndOfLine: "expected a key at the end of the line"
        case .configExpectedValue: "expected a value"
        case .configMultilineString: "multi-line strings are not supported"
        case .configControlCharacterInString: "a control character in a string"
        case .configUnclosedString: "a string is not closed"
        case .configBadUnicodeEscape: "a bad \\{letter} escape"
        case .configUnknownEscape: "an unknown escape '\\{letter}'"
        case .configArrayNotOnOneLine: "arrays must be on one line"
        case .configExpectedCommaOrBracketFound: "expected ',' or ']', found '{found}'"
        case .configExpectedCommaOrBracketAtEndOfLine: "expected ',' or ']' at the end of the line"
        case .configInlineTableNotOnOneLine: "inline tables must be on one line"
        case .configExpectedCommaOrBraceFound: "expected ',' or '{brace}', found '{found}'"
        case .configExpectedCommaOrBraceAtEndOfLine: "expected ',' or '{brace}' at the end of the line"
        case .configDateOrTime: "dates and times are not supported"
        case .configNotAValue: "'{word}' is not a value (strings need quotes)"
        case .configSourcesNotTables: "'sources' must be tables: [sources.NAME]"
        case .configSourceNotATable: "sources.{name} must be a table: [sources.{name}]"
        case .configUnknownTable: "unknown table [{table}]"
        case .configUnknownKey: "unknown key '{key}'"
        case .configWrongType: "'{key}' cannot be {kind}"
        case .configConflict: "'{first}' and '{second}' cannot be used together"
        case .configUnknownSource: "unknown source '{name}' (known: {known})"
        case .configSource: "sources.{name}: {problem}"
        case .sourceBadName: "a source's name takes letters, digits, '-' and '_'"
        case .sourceBuiltInName: "'{name}' is a built-in source; choose another name"
        case .sourceUnknownKey: "unknown key '{key}' (known: {known})"
        case .sourceNotAString: "'{key}' must be a string, not {kind}"
        case .sourceNotAPointer: "'{key}' is not a JSON Pointer: {problem}"
        case .sourceMissingURL: "'url' is missing"
        case .sourceMissingPointer: "'{key}' (a JSON Pointer) is missing"
        case .sourceHeadersNotATable: "'headers' must be a table, not {kind}"
        case .sourceHeaderNotAString: "header '{header}' must be a string"
        case .sourceNotAHeaderName: "'{header}' is not a header name"
        case .sourceHeaderHoldsControl: "header '{header}' holds a control character"
        case .pointerNoLeadingSlash: "it must start with '/'"
        case .pointerBadTilde: "'~' must be followed by 0 or 1"
        case .tomlString: "a string"
        case .tomlInteger: "an integer"
        case .tomlDecimal: "a decimal"
        case .tomlBoolean: "a boolean"
        case .tomlArray: "an array"
        case .tomlTable: "a table"
        case .configReadableByOthers: "{path} holds request headers and can be read by others; chmod 600 '{path}'"

        // Fetching
        case .cannotFetch: "cannot fetch a quote from {url}: {reason}"
        case .invalidResponse: "invalid response from {url}: {reason}"
        case .afterAttempts: "{reason} (after {count} attempts)"
        case .transportConnectionRefused: "connection refused"
        case .transportConnectionLost: "connection lost before the response was complete"
        case .transportConnectionLostDetail: "connection lost before the response was complete ({detail})"
        case .transportHostNotFound: "host not found"
        case .transportCertificateUntrusted: "TLS: certificate not trusted"
        case .transportCertificateUntrustedDetail: "TLS: certificate not trusted ({detail})"
        case .transportSecureConnectionFailed: "TLS: secure connection failed"
        case .transportSecureConnectionFailedDetail: "TLS: secure connection failed ({detail})"
        case .transportTimedOut: "timed out"
        case .transportBodyTooLarge: "response is larger than {limit} KiB"
        case .transportHeadersTooLarge: "response headers are larger than {limit} KiB"
        case .transportUnsupportedEncoding: "the answer is encoded as '{encoding}'; only gzip and deflate are accepted"
        case .transportLookupTimedOut: "the name lookup of {host} timed out"
        case .redirectRefused: "redirect to {target} refused: {reason}"
        case .redirectLeavesHTTPS: "it leaves https"
        case .redirectNotHTTP: "only http and https are followed"
        case .redirectNotAURL: "it is not a URL"
        case .redirectTooMany: "more than {limit} redirects"
        case .proxyNotFound: "proxy {proxy} not found"
        case .proxyRefusedConnection: "proxy {proxy} refused the connection"
        case .proxyConnectionLost: "proxy {proxy} closed the connection"
        case .proxyConnectionLostDetail: "proxy {proxy} closed the connection ({detail})"
        case .proxyRefusedTunnel: "proxy {proxy} refused the tunnel: HTTP {status}"
        case .transportLibraryUnavailable:
            "libcurl could not be loaded ({detail}); install libcurl4 (Debian, Ubuntu) or libcurl (Fedora, Arch)"
        case .transportNoThread: "no thread could be started for the transfer"
        case .transportNotConnected: "not connected to the internet"
        case .fetchDeadline: "no complete answer within {seconds} s"
        case .fetchStatus: "HTTP {status}"
        case .fetchUnexpectedStatus: "unexpected HTTP status {status}"

        // Answers
        case .answerEmptyBody: "empty body"
        case .answerNotJSON: "body is not valid JSON"
        case .answerNotJSONContentType: "body is not valid JSON ({contentType})"
        case .answerWrongShape: "body has the wrong shape"
        case .answerMissingField: "missing field \"{field}\""
        case .answerWrongType: "field \"{field}\" has the wrong type"
        case .answerMalformedField: "field \"{field}\" is malformed"
        case .answerEmptyContent: "quote has empty content"
        case .answerEmptyAuthor: "quote has an empty author"
        case .answerBodyStatus: "body reports statusCode {status}"
        case .answerBodyStatusMessage: "body reports statusCode {status} ({message})"
        case .answerNoData: "body has no \"data\" object"
        case .answerEmptyList: "body is an empty list"
        case .answerPointerFindsNothing: "{field} pointer '{pointer}' finds nothing"
        case .answerPointerFindsWrongKindNotString: "{field} pointer '{pointer}' finds {kind}, not a string"
        case .answerPointerFindsWrongKindNotIdentifier: "{field} pointer '{pointer}' finds {kind}, not a whole number or a string"
        case .rateLimited: "rate limited ({excerpt})"
        case .jsonNull: "null"
        case .jsonBoolean: "a boolean"
        case .jsonWholeNumber: "a whole number"
        case .jsonDecimalNumber: "a decimal number"
        case .jsonString: "a string"
        case .jsonArray: "an array"
        case .jsonObject: "an object"

        // Sources
        case .noMatchFetched: "no quote matched {filters} in {count} from {source}"
        case .noMatchAmong: "no quote matched {filters} among {count} in {source}"
        case .sourceEmpty: "{source} holds no quotes"
        case .noFortuneFiles: "no fortune files found in {places}"
        case .fortuneUnreadable: "cannot read {path}: {reason}"
        case .noUsableFortuneFiles: "none of the {count} fortune files found in {places} can be used: {reasons}"
        case .fortuneIndexMismatch: "its index {index} does not match it"
        case .fortuneFileSkipped: "skipped {problem}"
        case .fortuneFileProblem: "{path}: {reason}"
        case .fortuneEntriesNotUTF8: "skipped {count} entries of {path} that are not UTF-8"
        case .fortuneTooLarge: "larger than {limit} MiB, with no current strfile index"
        case .fortuneBinary: "not text (it holds a NUL byte)"
        case .fortuneNotUTF8: "not UTF-8 text"
        case .noSavedQuotesToPick: "no saved quotes (quote save keeps the last quote)"
        case .deadlinePassed: "no source gave a quote before the deadline"
        case .chainFailure: "{source}: {reason}"
        case .chainNotAsked: "not asked: the deadline had passed"
        case .chainNobodyAsked: "no source to ask"
        case .chainNote: "{failures}; showing one from {source}"
        case .fallbackToLastQuote: "{failures}; showing the last quote, from {day}"
        case .fallbackToCollection: "{failures}; showing one from the offline collection"

        // Files
        case .fileNotAFolder: "{folder} is not a folder"
        case .fileNotARegularFile: "it is not a regular file, so it is left as it is"
        case .fileLockUnopenable: "cannot open its lock {lock}: {reason}"
        case .fileLockFailed: "cannot lock {lock}: {reason}"
        case .fileLockHeld: "another quote has held its lock {lock} for {seconds} s"
        case .fileUnreadable: "cannot read it ({reason}), so it is left as it is"
        case .fileShortWrite: "only {written} of {total} bytes written"
        case .readMissing: "no such file"
        case .readTooLarge: "too large"
        case .noCacheLocation: "no cache location: set HOME or QUOTE_CACHE_FILE, or pass --cache-file"
        case .noCachedQuote: "no cached quote in {path} (run 'quote' to fetch one)"
        case .noHistoryLocation: "no history location: set HOME or QUOTE_HISTORY_FILE"
        case .noSavedLocation: "no place for saved quotes: set HOME or XDG_DATA_HOME"
        case .saveFailed: "write error: could not save to {path}: {reason}"
        case .changeFailed: "write error: could not change {path}: {reason}"
        case .writeFailed: "write error: {reason}"
        case .cacheNotSaved: "could not save the quote to {path}: {reason}"
        case .cacheNotSavedOlderRemoved: "could not save the quote to {path}: {reason}; the older quote there was removed"
        case .todayNotKept: "could not keep the quote of the day in {path}: {reason}"
        case .homeMissing: "HOME ({home}) does not exist, so the quote is not kept under it"
        case .historyNotAppended: "could not add the quote to the history in {path}: {reason}"
        case .noHistoryYet: "no history yet in {path}"
        case .noSavedQuotesYet: "no saved quotes in {path} ('quote save' keeps the last quote)"
        case .savedAsNumber: "Saved as number {number}: "
        case .alreadySavedAsNumber: "Already saved as number {number}: "
        case .removedNumber: "Removed number {number}: "

        // quote config
        case .reportNone: "(none)"
        case .reportSources: "sources:"
        case .reportSource: "{name}: {about}"
        case .reportSourceWithHeaders: "{name}: {about} with {headers}"
        case .reportHiddenHeader: "{header}: (hidden)"
        case .originDefault: "default"
        case .originConfigFile: "config file {path}:{line}"
        case .originEnvironment: "environment {name}"
        case .originFlag: "flag {flag}"
        }
    }
}
