import QuoteHTTP
import QuoteModel
import QuotePlatform
import QuoteStore

/// A source behind an HTTP API: a URL, request headers, a decoder for its answer, its request budget, and
/// where it gives many quotes at once, if it does.
///
/// With filters, it is asked again, within the deadline and at most ``maximumAsks`` times, until a quote matches;
/// each time after a wait, as any retry waits (``RetryPolicy/backoff(afterAttempt:random:)``), so that a filter
/// nothing matches does not fire requests at an API as fast as it answers.
///
/// Every request, a retry or an ask again included, is counted against the budget, across runs, when the
/// context keeps sources' state: a request waits for its slot while that comes before the deadline; past it, it
/// is not sent, and the source fails as ``SourceError/rateLimited(_:)``, as it does on a 429 or a stand-in quote.
/// When the run keeps a pool, it asks the batch URL, shows one quote and hands the others to the pool.
package struct NetworkSource: QuoteSource {
    /// The most requests made to find a quote that passes the filters.
    package static let maximumAsks = 5
    /// The longest a 429 stops a source (unless its budget's period is longer).
    static let longestStop: Duration = .seconds(3600)

    package let name: SourceName
    /// Where to fetch from.
    package private(set) var url: URL
    /// Header fields to send (an API key).
    package let headers: [String: String]
    /// How its answer becomes a quote.
    package let decoder: AnswerDecoder
    /// How often it may be asked.
    package let budget: RequestBudget
    /// Where it gives many quotes in one answer; `nil` when it does not, or is pointed at another URL.
    package private(set) var batch: Batch?
    /// Where it gives its own quote of the day, the one everybody sees that day; `nil` when it has none.
    package private(set) var today: URL?
    /// The language its quotes are in; `nil` when it does not say.
    package let language: String?
    /// The language it gives its quotes' translations in, when it gives them.
    package let translation: String?
    /// Whether this is the source asked for its quote of the day: one ask, and nothing of it pooled (its pool holds
    /// what its own URL gives).
    package private(set) var isQuoteOfTheDay = false
    /// The server of the source's own URL, whose state is kept under the source's name alone; any other server it
    /// is pointed at keeps a state of its own (``stateKey(for:)``).
    package let home: Server?

    package var isNetwork: Bool { true }

    /// Creates a source.
    ///
    /// - Parameter home: the server of the source's own URL, when `url` replaces it (`--endpoint`); `url`'s by
    ///   default.
    package init(
        name: SourceName, url: URL, headers: [String: String] = [:], decoder: AnswerDecoder,
        budget: RequestBudget = .unpublished, batch: Batch? = nil, today: URL? = nil, language: String? = nil,
        translation: String? = nil, home: Server? = nil
    ) {
        self.name = name
        self.url = url
        self.headers = headers
        self.decoder = decoder
        self.budget = budget
        self.batch = batch
        self.today = today
        self.language = language
        self.translation = translation
        self.home = home ?? Server(url)
    }

    /// The same source asked for its own quote of the day, at its `today` URL, within the same budget (its state
    /// kept under its own server's); `nil` when it has none.
    package var forToday: NetworkSource? {
        guard let today else { return nil }
        var source = self
        source.url = today
        source.batch = nil
        source.today = nil
        source.isQuoteOfTheDay = true
        return source
    }

    package func quote(in context: SourceContext) throws(SourceError) -> QuoteRecord {
        // A source in another language than the one asked for, with no translations in it, is not asked: none of its
        // quotes would do.
        if let wanted = context.filter.language, let language, language != wanted, translation != wanted {
            throw .otherLanguage(source: name, language: language, wanted: wanted)
        }
        // A quote of the day is the same at every ask, and none of it belongs in the pool of the source's own URL.
        let pool = isQuoteOfTheDay ? nil : context.pool
        let maximumAsks = isQuoteOfTheDay ? 1 : Self.maximumAsks
        var asked = 0
        while true {
            let records: [QuoteRecord]
            do {
                records = try fetch(in: context, batch: pool != nil)
            } catch {
                // An ask again that the budget puts past the deadline ends the search: nothing matched.
                guard asked > 0, error.isRateLimit else { throw error }
                break
            }
            asked += 1
            if let chosen = records.firstIndex(where: { context.filter.matches($0.quote, declared: language) }) {
                var others = records
                let record = others.remove(at: chosen)
                if !others.isEmpty { pool?.keep(name, url, others) }
                return record
            }
            if !records.isEmpty { pool?.keep(name, url, records) }
            // Another ask only if its wait ends before the deadline: one wait, long enough for the budget's next slot too.
            let backoff = context.retries.backoff(afterAttempt: asked - 1, random: context.random.next())
            let now = context.clock.now()
            let slot = context.sourceState(stateKey(for: pool != nil ? batch?.url ?? url : url))?.nextAllowed(budget, from: now)
            let wait = max(backoff, .until(slot ?? now, from: now))
            guard asked < maximumAsks, now.addingTimeInterval(wait.seconds) < context.deadline else { break }
            context.clock.sleep(wait)
        }
        throw .noMatchFetched(filter: context.filter, asked: asked, source: name)
    }

    /// The name of the state kept for requests to `url`: the source's name for its own server, `NAME@SERVER`
    /// for any other (`zenquotes@http-127.0.0.1-9`), so that a URL given for one run has a budget and a stop of its
    /// own.
    package func stateKey(for url: URL) -> String {
        guard let server = Server(url), server != home else { return name.text }
        return "\(name)@\(server.fileName)"
    }

    /// The gate its requests pass, a slot of its budget each, counted in `state`.
    ///
    /// Every wait for the state's lock ends by the deadline.
    private func gate(in context: SourceContext, state: SourceState, server: Server?) -> BudgetGate {
        let (budget, clock, deadline, ahead) = (budget, context.clock, context.deadline, context.reservesAhead)
        let (name, warn) = (name, context.warn)
        return BudgetGate(
            reserve: { from, latest in
                do throws(FileWriteError) {
                    return try state.reserve(
                        budget, from: from, latest: latest, ahead: ahead, server: server,
                        patience: .until(deadline, from: clock.now()))
                } catch {
                    // Uncounted, but not refused: a state that cannot be kept does not stop a source.
                    warn(.stateNotKept(source: name, error))
                    return .granted(from)
                }
            },
            giveBack: { slot in
                do throws(FileWriteError) {
                    try state.giveBack(slot, patience: .until(deadline, from: clock.now()))
                } catch {
                    warn(.stateNotKept(source: name, error))
                }
            })
    }

    /// The quotes of one request.
    ///
    /// The batch URL's (when asked for and there is one), else one quote; each a record naming the URL asked,
    /// fetched now. The request waits for its budget's slot while that comes before the deadline, as
    /// ``SourceContext/reservesAhead`` says.
    ///
    /// - Parameter batch: whether to ask for many quotes at once.
    package func fetch(in context: SourceContext, batch wantsBatch: Bool) throws(SourceError) -> [QuoteRecord] {
        let client = HTTPClient(transport: context.transport, clock: context.clock, random: context.random)
        let batch = wantsBatch ? self.batch : nil
        let asked = batch?.url ?? url
        let state = context.sourceState(stateKey(for: asked))
        let response: HTTPResponse
        do {
            response = try client.get(
                asked, headers: headers, deadline: context.deadline, timeout: context.timeout, policy: context.retries,
                gate: state.map { gate(in: context, state: $0, server: Server(asked)) },
                reached: { [name, reached = context.reached] in reached(name) })
        } catch {
            let now = context.clock.now()
            switch error.failure {
            case .refused(let wait):
                let until = now.addingTimeInterval(wait.seconds)
                let stopped = state.map { RequestLedger($0.read()).isStopped(at: now) } ?? false
                throw .rateLimited(RateLimited(source: name, until: until, now: now, cause: stopped ? .server : .budget(budget)))
            case .status(429, let retryAfter):
                // The server says how long to leave it alone, or else for the budget's whole period; an hour at most
                // (or the period, if longer): a server's word does not silence a source for years.
                let longest = max(budget.period, Self.longestStop)
                let until = now.addingTimeInterval(min(retryAfter ?? budget.period, longest).seconds)
                stop(state, until: until, in: context)
                throw .rateLimited(RateLimited(source: name, until: until, now: now, cause: .server))
            default: break
            }
            throw .fetch(error)
        }
        let label = SourceLabel(name: name, location: asked.redacted)
        let now = context.clock.now()
        do {
            let quotes =
                if let batch { try batch.decoder.decode(response.body, response.headers["content-type"]) } else {
                    [try decoder.decode(response.body, response.headers["content-type"])]
                }
            return quotes.map { QuoteRecord(quote: $0, source: label, fetchedAt: now) }
        } catch {
            // ZenQuotes' stand-in quote: its limit is reached, whatever our state says; rate limiting like a 429.
            if case .rateLimited(let words) = error {
                let until = now.addingTimeInterval(budget.period.seconds)
                stop(state, until: until, in: context)
                throw .rateLimited(RateLimited(source: name, until: until, now: now, cause: .standIn(words)))
            }
            throw .invalidAnswer(url: asked, error)
        }
    }

    /// Records in `state` that the server asked not to be asked before `until`; a state that cannot be kept is a
    /// warning.
    private func stop(_ state: SourceState?, until: Date, in context: SourceContext) {
        do throws(FileWriteError) {
            try state?.stop(until: until, patience: .until(context.deadline, from: context.clock.now()))
        } catch {
            context.warn(.stateNotKept(source: name, error))
        }
    }
}
