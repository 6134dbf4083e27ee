import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore

/// `quote`, `quote random`: a quote through the source chain, printed, then kept in the cache and the history.
package struct RandomCommand: PlainCommand {
    package static let name = CommandName.random
    package static let summary = Phrase(
        "Fetch a quote, print it and keep it (the default)", korean: "명언을 가져와 출력하고, 캐시에 쓰고 기록합니다 (기본 명령)")
    package static let help = CommandHelp(
        Phrase(
            "Fetches a quote from the sources the settings name, tried in turn under one deadline, prints it, and keeps it in the cache (for last and save) and the history. What quote alone runs.",
            korean: "설정이 지정한 출처에 하나의 제한 시간 안에서 차례로 명언을 요청해 출력하고, 캐시(last와 save가 읽습니다)에 쓰고 기록합니다. quote만 입력해도 이 명령을 실행합니다."),
        options: CommandHelp.fetching + ["--every"] + CommandHelp.printing + [
            "--no-cache", "--cache-file", "--history-file", "--config",
        ],
        example: "quote random --source zenquotes,builtin --max-length 120")

    package init() {}

    package func run(in context: CommandContext) throws -> Outcome {
        if let every = context.settings[.every] { return try Self.window(every, in: context) }
        let fetch = QuoteFetch(context: context, command: Self.name, stores: Stores(for: context))
        // From the pool: no connection, no libcurl, no concurrency runtime.
        if let pooled = try fetch.takeFromPool() { return .finished(fetch.emitAndKeep(pooled.record, in: fetch.stores)) }
        return .pending { try await Self.fetchAndShow(with: fetch) }
    }

    /// `--every`: the quote of the window of local time it names, chosen by its first run and kept for the others;
    /// each duration, list of sources and set of filters keeps its own, and the first run of a window waits no
    /// longer than `today` does.
    private static func window(_ length: Duration, in context: CommandContext) throws -> Outcome {
        let settings = context.settings
        let sources: String = settings[.source].joined(separator: ",")
        let endpoint: String = settings[.endpoint]?.absoluteString ?? ""
        let maxLength: String = settings[.maxLength].map { String($0) } ?? ""
        let author: String = settings[.author] ?? ""
        let match: String = settings[.match]?.text ?? ""
        let choices: [String] = [length.spanText, sources, endpoint, maxLength, author, match]
        let key = String(BuiltinCollection.fnv1a(choices.joined(separator: "\u{1F}")), radix: 16)
        let stores = Stores(for: context) { WindowStore(every: key, besideHistory: $0) }
        return WindowChoice(fetch: QuoteFetch(context: context, command: .today, stores: stores), length: Int(length.seconds))
            .run()
    }

    /// Asks the sources, prints the quote and keeps it.
    ///
    /// When every source that failed was only over its request
    /// budget (or asked to be left alone), a quote from the built-in collection stands in, with a note.
    private static func fetchAndShow(with fetch: QuoteFetch) async throws -> ExitCode {
        let context = fetch.context
        let answer = try await fetch.ask()
        guard let found = answer.found ?? fallback(for: answer, with: fetch) else { throw answer.lastError }
        if !answer.misses.isEmpty {
            let failures = QuoteFetch.describe(answer.misses)
            context.console.note(
                Message(
                    answer.found == nil
                        ? .fallbackToCollection(failures: failures) : .chainNote(failures: failures, source: found.source)))
        }
        return fetch.emitAndKeep(found.record, in: fetch.stores)
    }

    /// A quote from the built-in collection, when no source answered because each was over its budget: the user
    /// waits for nothing, and the APIs are not asked more than they allow.
    private static func fallback(for answer: SourceChain.Answer, with fetch: QuoteFetch) -> (record: QuoteRecord, source: String)?
    {
        guard !answer.misses.isEmpty, answer.misses.allSatisfy({ $0.error?.isRateLimit == true }) else { return nil }
        let context = fetch.context
        let recent = fetch.stores.history?.entries(last: LocalSource.recentWindow).map(\.quote) ?? []
        let candidates = BuiltinCollection.quotes.filter {
            fetch.filter.matches($0) && !recent.contains(where: $0.isSameSaying(as:))
        }
        let pool = candidates.isEmpty ? BuiltinCollection.quotes.filter(fetch.filter.matches) : candidates
        guard !pool.isEmpty else { return nil }
        let quote = pool[min(pool.count - 1, Int(context.random.next() * Double(pool.count)))]
        let record = QuoteRecord(
            quote: quote, source: SourceLabel(name: BuiltinCollection.source.name), fetchedAt: context.clock.now())
        return (record, BuiltinCollection.source.name)
    }
}
