import QuoteHTTP
import QuoteModel
import QuotePlatform

/// A source behind an HTTP API: a URL, request headers, a decoder for its answer, its request budget, and
/// where it gives many quotes at once, if it does.
///
/// With filters, it is asked again, within the deadline and at most ``maximumAsks`` times, until a quote matches;
/// each time after a wait, as any retry waits (``RetryPolicy/backoff(afterAttempt:random:)``), so that a filter
/// nothing matches does not fire requests at an API as fast as it answers.
///
/// Every request, a retry or an ask again included, is counted against the budget, across runs, when the
/// context keeps request logs; a first request the budget does not allow now is not sent, and the source fails
/// with ``SourceError/overBudget(source:budget:wait:)``. When the run keeps a pool, it asks the batch URL, shows
/// one quote and hands the others to the pool.
package struct NetworkSource: QuoteSource {
    /// The most requests made to find a quote that passes the filters.
    package static let maximumAsks = 5
    /// The longest a 429 stops a source (unless its budget's period is longer).
    static let longestStop: Duration = .seconds(3600)

    package let name: String
    /// Where to fetch from.
    package let url: URL
    /// Header fields to send (an API key).
    package let headers: [String: String]
    /// How its answer becomes a quote.
    package let decoder: AnswerDecoder
    /// How often it may be asked.
    package let budget: RequestBudget
    /// Where it gives many quotes in one answer; `nil` when it does not, or is pointed at another URL.
    package let batch: Batch?

    package var isNetwork: Bool { true }

    /// Creates a source.
    package init(
        name: String, url: URL, headers: [String: String] = [:], decoder: AnswerDecoder,
        budget: RequestBudget = .unpublished, batch: Batch? = nil
    ) {
        self.name = name
        self.url = url
        self.headers = headers
        self.decoder = decoder
        self.budget = budget
        self.batch = batch
    }

    package func quote(in context: SourceContext) async throws(SourceError) -> QuoteRecord {
        let client = HTTPClient(transport: context.transport, clock: context.clock, random: context.random)
        var asked = 0
        while true {
            let records = try await fetch(with: client, in: context, batch: context.pool != nil, waitsForLeave: asked > 0)
            asked += 1
            if let chosen = records.firstIndex(where: { context.filter.matches($0.quote) }) {
                var others = records
                let record = others.remove(at: chosen)
                if !others.isEmpty { context.pool?.keep(name, url, others) }
                return record
            }
            if !records.isEmpty { context.pool?.keep(name, url, records) }
            let backoff = context.retries.backoff(afterAttempt: asked - 1, random: context.random.next())
            // One wait, long enough for the budget too.
            let wait = leave(in: context, waitsForFirst: true)?.wait(backoff, from: context.clock.now()) ?? backoff
            // Another ask only if its wait ends before the deadline.
            guard asked < Self.maximumAsks, context.clock.now().addingTimeInterval(wait.seconds) < context.deadline else { break }
            do {
                try await context.clock.sleep(wait)
            } catch {
                break
            }
        }
        throw .noMatchFetched(filter: context.filter, asked: asked, source: name)
    }

    /// The quotes of one request: the batch URL's (when asked for and there is one), else one quote; each a record
    /// naming the URL asked, fetched now.
    ///
    /// - Parameters:
    ///   - batch: whether to ask for many quotes at once.
    ///   - waitsForLeave: whether a first request the budget does not allow yet waits for it (within the
    ///     deadline) rather than fail at once.
    package func fetch(in context: SourceContext, batch: Bool, waitsForLeave: Bool) async throws(SourceError) -> [QuoteRecord] {
        let client = HTTPClient(transport: context.transport, clock: context.clock, random: context.random)
        return try await fetch(with: client, in: context, batch: batch, waitsForLeave: waitsForLeave)
    }

    /// Leave for its requests from its budget, counted in the context's request log; `nil` where none is kept.
    private func leave(in context: SourceContext, waitsForFirst: Bool) -> RequestLeave? {
        context.requestLog(name).map { log in
            let (requests, period) = (budget.requests, budget.period.seconds)
            return RequestLeave(
                waitsForFirst: waitsForFirst, earliest: { log.nextAllowed(limit: requests, period: period, now: $0) },
                ask: { log.reserve(limit: requests, period: period, now: $0) })
        }
    }

    private func fetch(
        with client: HTTPClient, in context: SourceContext, batch wantsBatch: Bool, waitsForLeave: Bool
    ) async throws(SourceError) -> [QuoteRecord] {
        let batch = wantsBatch ? self.batch : nil
        let asked = batch?.url ?? url
        let log = context.requestLog(name)
        let leave = leave(in: context, waitsForFirst: waitsForLeave)
        let response: HTTPResponse
        do {
            response = try await client.get(
                asked, headers: headers, deadline: context.deadline, timeout: context.timeout, policy: context.retries,
                leave: leave)
        } catch {
            let now = context.clock.now()
            switch error.failure {
            case .refused(let wait):
                if let stopped = log?.read().stoppedUntil, stopped > now { throw .stopped(source: name, wait: wait) }
                throw .overBudget(source: name, budget: budget, wait: wait)
            case .status(429, let retryAfter):
                // The server says how long to leave it alone, or else for the budget's whole period; an hour at most
                // (or the period, if longer): a server's word does not silence a source for years.
                let longest = max(budget.period, Self.longestStop)
                let stop = min(retryAfter ?? budget.period, longest)
                log?.stop(until: now.addingTimeInterval(stop.seconds))
                // Rate limiting, as a request the budget refuses is: the chain moves on, a plain run falls back.
                throw .stopped(source: name, wait: stop)
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
            // ZenQuotes' stand-in quote: its limit is reached, whatever our log says.
            if case .rateLimited = error { log?.stop(until: now.addingTimeInterval(budget.period.seconds)) }
            throw .invalidAnswer(url: asked, error)
        }
    }
}
