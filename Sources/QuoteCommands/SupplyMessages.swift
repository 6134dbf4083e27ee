import QuoteMessages
import QuoteModel
import QuotePlatform

/// The messages of the supply: a chain's misses, what stands in for a quote, rate limits, and quotes not kept.
extension Message {
    /// A warning that a source's requests could not be kept, so its rate limit goes uncounted this time.
    package static func sourceStateNotKept(source: SourceName, path: String, reason: Message) -> Message {
        Message(
            "could not keep the requests to \(source) in \(path), so its rate limit is not counted: \(reason)",
            korean: "\(source) 출처에 보낸 요청을 \(path) 파일에 기록할 수 없어서 요청 횟수를 셀 수 없습니다: \(reason)")
    }

    /// A chain that asked nobody: every network source came after the deadline.
    package static var deadlinePassed: Message {
        Message("no source gave a quote before the deadline", korean: "제한 시간 안에 어느 출처에서도 명언을 가져오지 못했습니다")
    }

    /// One source's miss in a chain: `source: reason`.
    package static func chainFailure(source: SourceName, reason: Message) -> Message {
        Message("\(source): \(reason)", korean: "\(source): \(reason)")
    }

    /// A source a chain did not ask because the deadline had passed.
    package static var chainNotAsked: Message {
        Message("not asked: the deadline had passed", korean: "요청하지 않았습니다: 제한 시간이 지났습니다")
    }

    /// A chain with no source to ask at all.
    package static var chainNobodyAsked: Message {
        Message("no source to ask", korean: "요청할 출처가 없습니다")
    }

    /// A note that the quote shown comes from `source`, after the sources before it missed.
    package static func chainNote(failures: Message, source: SourceName) -> Message {
        Message("\(failures); showing one from \(source)", korean: "\(failures). 대신 \(source) 출처의 명언을 보여 줍니다")
    }

    /// A note that no source gave a quote, so the last one, fetched on `day`, is shown instead.
    package static func fallbackToLastQuote(failures: Message, day: LocalDay) -> Message {
        Message("\(failures); showing the last quote, from \(day)", korean: "\(failures). 대신 \(day)에 가져온 마지막 명언을 보여 줍니다")
    }

    /// A note that no source gave a quote, so one from the built-in collection is shown instead.
    package static func fallbackToCollection(failures: Message) -> Message {
        Message("\(failures); showing one from the built-in collection", korean: "\(failures). 대신 내장 명언집의 명언을 보여 줍니다")
    }

    /// A source not asked because of its own request budget: the budget, and when the next request may go.
    package static func rateLimitBudget(requests: Int, period: Int, seconds: Int) -> Message {
        Message(
            "not asked: over its rate limit of \(requests) per \(period) s; the next request may go in \(seconds) s",
            korean: "요청 한도(\(period)초에 \(requests)번)를 모두 사용해 요청하지 않았습니다. \(seconds)초 뒤에 다시 요청할 수 있습니다")
    }

    /// A source not asked because its server said to stop (a 429): when the next request may go.
    package static func rateLimitServer(seconds: Int) -> Message {
        Message(
            "the server asked to be left alone for now (rate limit); the next request may go in \(seconds) s",
            korean: "서버가 요청 한도 초과로 응답했습니다(HTTP 429). \(seconds)초 뒤에 다시 요청할 수 있습니다")
    }

    /// A server that sent a rate-limit notice instead of a quote: its words, and when the next request may go.
    package static func rateLimitStandIn(excerpt: String, seconds: Int) -> Message {
        Message(
            "the server sent a rate-limit notice instead of a quote (\(excerpt)); the next request may go in \(seconds) s",
            korean: "서버가 명언 대신 요청 한도 안내를 보냈습니다 (\(excerpt)). \(seconds)초 뒤에 다시 요청할 수 있습니다")
    }

    /// A warning that the quote shown could not be written to the cache.
    package static func cacheNotSaved(path: String, reason: Message) -> Message {
        Message("could not save the quote to \(path): \(reason)", korean: "명언을 캐시 파일 \(path)에 쓸 수 없습니다: \(reason)")
    }

    /// A warning that the quote shown could not be written to the cache, whose older quote was removed.
    package static func cacheNotSavedOlderRemoved(path: String, reason: Message) -> Message {
        Message(
            "could not save the quote to \(path): \(reason); the older quote there was removed",
            korean: "명언을 캐시 파일 \(path)에 쓸 수 없습니다: \(reason). 그 파일에 있던 이전 명언은 지웠습니다")
    }

    /// A warning that the span's choice (the quote of the day) could not be kept in its file.
    package static func todayNotKept(path: String, reason: Message) -> Message {
        Message("could not keep the quote of the day in \(path): \(reason)", korean: "오늘의 명언을 \(path) 파일에 쓸 수 없습니다: \(reason)")
    }

    /// A warning that `HOME` names a folder that does not exist: nothing is kept under it.
    package static func homeMissing(home: String) -> Message {
        Message(
            "HOME (\(home)) does not exist, so the quote is not kept under it",
            korean: "HOME 디렉터리(\(home))가 없어서 그 아래에 명언을 남기지 않습니다")
    }

    /// A warning that the quote shown could not be added to the history.
    package static func historyNotAppended(path: String, reason: Message) -> Message {
        Message(
            "could not add the quote to the history in \(path): \(reason)",
            korean: "기록 파일 \(path)에 명언을 추가할 수 없습니다: \(reason)")
    }
}
