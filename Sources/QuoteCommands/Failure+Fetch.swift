import QuoteConfig
import QuoteHTTP
import QuoteJSON
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore

/// The failure table's source, fetch, transport and answer errors, and the warnings of sources that still serve.
extension Failure {
    static func failure(for error: SourceError) -> Failure {
        switch error {
        case .fetch(let error):
            return failure(for: error)
        case .invalidAnswer(let url, let problem):
            let (url, reason) = (url.redacted, message(for: problem))
            return Failure(.invalidResponse(url: url, reason: reason), .invalidResponse)
        case .noMatchFetched(_, _, let source), .noMatchAmong(_, _, let source), .otherLanguage(let source, _, _),
            .empty(let source):
            return Failure(.chainFailure(source: source, reason: reason(for: error)), .noInput)
        case .noFortuneMatched(let conditions, let count):
            return Failure(.noFortuneMatched(conditions: conditions, count: count), .noInput)
        case .noFortuneFiles(let places): return Failure(.noFortuneFiles(places: list(places)), .noInput)
        case .noFortunes(let places): return Failure(.noFortunesIn(places: list(places)), .noInput)
        case .noUsableFortuneFiles(let found, let places, let skipped):
            let reasons = Message.clauses(skipped.map(message(for:)))
            // The files named were all that was looked at: each with its reason, as a missing path is said.
            if Set(places) == Set(skipped.map { $0.path }) { return Failure(reasons, .noInput) }
            return Failure(
                Message.noUsableFortuneFiles(count: found, places: list(places), reasons: reasons), .noInput)
        case .noSavedQuotes: return Failure(.noSavedQuotesToPick, .noInput)
        case .deadlinePassed: return Failure(.deadlinePassed, .noInput)
        case .rateLimited(let limit):
            return Failure(.chainFailure(source: limit.source, reason: reason(for: limit)), .tryLater)
        }
    }

    /// Why a source gave no quote, without its name, which a chain's clause or a refresh's line puts before it.
    ///
    /// A fetch's reason names the URL asked, which the name does not say.
    package static func reason(for error: SourceError) -> Message {
        switch error {
        case .noMatchFetched(let filter, let asked, _): .noMatchFetched(filters: filter.description, count: asked)
        case .noMatchAmong(let filter, let count, _): .noMatchAmong(filters: filter.description, count: count)
        case .otherLanguage(_, let language, let wanted): .otherLanguage(language: language, wanted: wanted)
        case .empty: .sourceEmpty
        case .rateLimited(let limit): reason(for: limit)
        default: failure(for: error).message
        }
    }

    /// The misses of a chain in one clause, each source named once: "zenquotes: …; dummyjson: …", or the one
    /// miss's message.
    static func message(for misses: [SourceChain.Miss]) -> Message {
        guard misses.count > 1 else {
            return misses.first.map { $0.error.map { failure(for: $0).message } ?? .chainNotAsked } ?? .chainNobodyAsked
        }
        return .clauses(
            misses.map { .chainFailure(source: $0.source, reason: $0.error.map(reason(for:)) ?? .chainNotAsked) })
    }

    /// What a chain that gave no quote fails with: each source's miss, named once; the exit code of its last
    /// source's failure, but 75 only when every source asked was rate limited; the offline hint only when none
    /// could be reached.
    static func failure(for error: ChainError) -> Failure {
        var failure = failure(for: error.last)
        if error.misses.count > 1 { failure.message = message(for: error.misses) }
        let asked = error.misses.compactMap { $0.error }
        if failure.exitCode == .tryLater, !asked.allSatisfy({ $0.isRateLimit }) { failure.exitCode = .unavailable }
        failure.isOffline = !asked.isEmpty && asked.allSatisfy { $0.isUnreachable }
        return failure
    }

    /// Why a rate-limited source was not asked, and when it may be: without its name, which a chain's clause or
    /// the failure's line puts before it.
    static func reason(for limit: RateLimited) -> Message {
        let seconds = max(1, Int(limit.wait.seconds.rounded(.up)))
        return switch limit.cause {
        case .budget(let budget):
            Message.rateLimitBudget(requests: budget.requests, period: budget.periodSeconds, seconds: seconds)
        case .server: .rateLimitServer(seconds: seconds)
        case .standIn(let words): .rateLimitStandIn(excerpt: excerpt(words), seconds: seconds)
        }
    }

    static func failure(for error: FetchError) -> Failure {
        let url = error.url.redacted
        let reason: Message
        switch error.failure {
        case .transport(let transportError) where transportError.isInvalidAnswer:
            // An oversized or undecodable answer is an answer, just not a valid one.
            return Failure(.invalidResponse(url: url, reason: message(for: transportError)), .invalidResponse)
        case .unexpectedStatus(let status):
            return Failure(
                Message.invalidResponse(url: url, reason: .fetchUnexpectedStatus(status: status)),
                .invalidResponse)
        case .transport(let transportError): reason = message(for: transportError)
        case .deadline(let timeout): reason = Message.fetchDeadline(seconds: timeout.secondsText)
        case .status(let status, _): reason = Message.fetchStatus(status: statusLine(status))
        case .refused(let wait): reason = Message.fetchRefused(seconds: Int(wait.seconds.rounded(.up)))
        }
        let tried = error.attempts > 1 ? Message.afterAttempts(reason: reason, count: error.attempts) : reason
        return Failure(.cannotFetch(url: url, reason: tried), .unavailable, isOffline: error.neverReachedServer)
    }

    static func message(for error: TransportError) -> Message {
        /// The plain message, or the one that adds libcurl's own words.
        func detailed(_ plain: Message, _ withDetail: (String) -> Message, _ detail: String?) -> Message {
            detail.map(withDetail) ?? plain
        }
        switch error {
        case .connectionRefused: return Message.transportConnectionRefused
        case .connectionLost(let detail):
            return detailed(.transportConnectionLost, { .transportConnectionLostDetail(detail: $0) }, detail)
        case .hostNotFound: return Message.transportHostNotFound
        case .certificateUntrusted(let detail):
            return detailed(.transportCertificateUntrusted, { .transportCertificateUntrustedDetail(detail: $0) }, detail)
        case .secureConnectionFailed(let detail):
            return detailed(.transportSecureConnectionFailed, { .transportSecureConnectionFailedDetail(detail: $0) }, detail)
        case .timedOut: return Message.transportTimedOut
        case .connectTimedOut: return Message.transportConnectTimedOut
        case .bodyTooLarge(let limit): return Message.transportBodyTooLarge(limit: limit / 1024)
        case .headersTooLarge(let limit): return Message.transportHeadersTooLarge(limit: limit / 1024)
        case .unsupportedEncoding(let encoding): return Message.transportUnsupportedEncoding(encoding: encoding)
        case .lookupTimedOut(let host): return Message.transportLookupTimedOut(host: host)
        case .redirectRefused(let target, let refusal):
            let reason: Message
            switch refusal {
            case .leavesHTTPS: reason = Message.redirectLeavesHTTPS
            case .notHTTP: reason = Message.redirectNotHTTP
            case .notAURL: reason = Message.redirectNotAURL
            case .tooMany: reason = Message.redirectTooMany(limit: RedirectPolicy.maximumRedirects)
            }
            return Message.redirectRefused(target: URL.redacting(target), reason: reason)
        case .proxyFailed(let proxy, let failure):
            switch failure {
            case .notFound: return Message.proxyNotFound(proxy: proxy)
            case .connectionRefused: return Message.proxyRefusedConnection(proxy: proxy)
            case .connectionLost(let detail):
                return detail.map { Message.proxyConnectionLostDetail(proxy: proxy, detail: $0) }
                    ?? Message.proxyConnectionLost(proxy: proxy)
            case .refused(let status): return Message.proxyRefusedTunnel(proxy: proxy, status: statusLine(status))
            }
        case .libraryUnavailable(let detail): return Message.transportLibraryUnavailable(detail: detail)
        case .noThread: return Message.transportNoThread
        case .notConnected: return Message.transportNotConnected
        case .other(let words): return Message.transportOther(detail: words)
        }
    }

    /// "404 Not Found": the status with its reason phrase when it is a common one, so "HTTP 503" reads "HTTP 503 Service
    /// Unavailable".
    ///
    /// The phrases are HTTP's own words, in every language.
    static func statusLine(_ status: Int) -> String {
        let phrases = [
            400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 408: "Request Timeout",
            429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway", 503: "Service Unavailable",
            504: "Gateway Timeout",
        ]
        return phrases[status].map { "\(status) \($0)" } ?? String(status)
    }

    /// Why an answer is not a quote.
    static func message(for problem: AnswerError) -> Message {
        switch problem {
        case .emptyBody: .answerEmptyBody
        case .notJSON(nil): .answerNotJSON
        case .notJSON(let contentType?): .answerNotJSONContentType(contentType: excerpt(contentType))
        case .wrongShape: .answerWrongShape
        case .missingField(let field): .answerMissingField(field: field)
        case .wrongType(let field): .answerWrongType(field: field)
        case .emptyContent: .answerEmptyContent
        case .emptyAuthor: .answerEmptyAuthor
        case .bodyStatus(let status, nil): .answerBodyStatus(status: status)
        case .bodyStatus(let status, let message?):
            Message.answerBodyStatusMessage(status: status, message: excerpt(message))
        case .noData: .answerNoData
        case .emptyList: .answerEmptyList
        case .pointerFindsNothing(let field, let pointer):
            Message.answerPointerFindsNothing(field: field, pointer: pointer)
        case .pointerFindsWrongKind(let field, let pointer, let found, .string):
            Message.answerPointerFindsWrongKindNotString(field: field, pointer: pointer, kind: name(of: found))
        case .pointerFindsWrongKind(let field, let pointer, let found, .wholeNumberOrString):
            Message.answerPointerFindsWrongKindNotIdentifier(field: field, pointer: pointer, kind: name(of: found))
        case .pointerFindsWrongKind(let field, let pointer, let found, .array):
            Message.answerPointerFindsWrongKindNotArray(field: field, pointer: pointer, kind: name(of: found))
        case .rateLimited(let words): .rateLimited(excerpt: excerpt(words))
        }
    }

    static func name(of kind: JSONValue.Kind) -> Message {
        switch kind {
        case .null: .jsonNull
        case .boolean: .jsonBoolean
        case .wholeNumber: .jsonWholeNumber
        case .decimalNumber: .jsonDecimalNumber
        case .string: .jsonString
        case .array: .jsonArray
        case .object: .jsonObject
        }
    }

    /// What is wrong with a source that still serves, for a warning.
    package static func message(for warning: SourceWarning) -> Message {
        switch warning {
        case .fortuneFileSkipped(let file): .fortuneFileSkipped(path: file.path, reason: message(for: file.problem))
        case .stateNotKept(let source, let error):
            Message.sourceStateNotKept(source: source, path: error.path, reason: message(for: error.reason))
        }
    }

    /// What `quote fortune`'s names come to when they name no draw: 66 for what is not there, 64 for percentages
    /// that cannot be kept or a name given twice.
    static func failure(for problem: FortuneSelection.Problem) -> Failure {
        switch problem {
        case .notFound(let name, let places):
            Failure(.fortuneNotFound(name: name, places: list(places)), .noInput)
        case .noSuchPath(let path): Failure(.fortuneFileProblem(path: path, reason: .systemReason(.noSuchFile)), .noInput)
        case .noFilesIn(let path): Failure(.fortuneNoFilesIn(path: path), .noInput)
        case .notAFortuneFile(let path): Failure(.fortuneNotAFortuneFile(path: path), .noInput)
        case .noneFound(let places): Failure(.noFortuneFiles(places: list(places)), .noInput)
        case .noneUsable(let places, let skipped):
            Failure(
                Message.noUsableFortuneFiles(
                    count: skipped.count, places: list(places), reasons: .clauses(skipped.map(message(for:)))),
                .noInput)
        case .over(let total): Failure(.fortunePercentagesOver(total: total), .usage)
        case .residual(let rest): Failure(.fortunePercentagesLeaveRest(rest: rest), .usage)
        case .nothingLeft(let name): Failure(.fortunePercentagesLeaveNothing(path: name), .usage)
        }
    }

    /// A fortune file left out, and why: "PATH: why".
    static func message(for file: SkippedFortuneFile) -> Message {
        Message.fortuneFileProblem(path: file.path, reason: message(for: file.problem))
    }

    /// Why a fortune file, or an entry of it, cannot be used.
    static func message(for problem: FortuneFile.ReadError) -> Message {
        switch problem {
        case .unreadable(let reason): message(for: reason)
        case .tooLarge: .fortuneTooLarge(limit: FortuneFile.maximumScannedSize >> 20)
        case .binary: .fortuneBinary
        case .indexMismatch(let index): .fortuneIndexMismatch(index: index)
        }
    }
}
