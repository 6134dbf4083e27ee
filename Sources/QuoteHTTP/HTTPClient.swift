import QuotePlatform

/// GETs a URL through the injected transport: retries transient failures, checks the status and the size of
/// the answer, all before one deadline.
///
/// Like SwiftPM's `HTTPClient`: the transport is one operation, and what makes a request reliable (the
/// deadline, retries, backoff, `Retry-After`) lives here, on the injected clock, so it is tested on virtual time.
package struct HTTPClient: Sendable {
    /// The most body bytes accepted, counted after decoding; past it the transfer is aborted.
    package static let maximumBodySize = 1 << 20
    /// The most bytes of a response's headers and trailers together; past it the transfer is aborted.
    package static let maximumHeaderSize = 64 << 10

    /// How requests reach the network.
    package var transport: any HTTPTransport
    /// The wall clock and the sleeper: deadlines and backoff run on it.
    package var clock: Clock
    /// Jitter for the backoff.
    package var random: RandomSource
    /// The `User-Agent` sent with every request.
    package var userAgent: String

    /// Creates a client over a transport.
    package init(
        transport: any HTTPTransport, clock: Clock = .live, random: RandomSource = .live,
        userAgent: String = "quote/\(QuoteVersion.current)"
    ) {
        self.transport = transport
        self.clock = clock
        self.random = random
        self.userAgent = userAgent
    }

    /// The 2xx answer of `url`, before `deadline`.
    ///
    /// Only connecting is split among attempts: each attempt but the last may take three quarters of the time
    /// left, less 0.3 s, to connect (so that a server that never accepts leaves room for a retry), and once
    /// connected, the answer, its first byte included, may use all the time left, since a server that accepted
    /// the request and is slow is slow, not broken. A wait that would end past the deadline is not started.
    ///
    /// - Parameters:
    ///   - url: the endpoint.
    ///   - headers: header fields to send besides `Accept` and `User-Agent` (which they may replace): the config
    ///     file's, API keys among them, so only to the origin of `url`, never on a redirect away from it.
    ///   - deadline: when all of it must be over: every attempt, redirect, body and wait between them.
    ///   - timeout: the limit the user set, named when the deadline is what failed.
    ///   - policy: how often and when to retry.
    ///   - gate: asked before every attempt, for the source's request budget; `nil` for none.
    ///   - reached: told each time a request reaches the server (its connection made, a redirect's hop too).
    /// - Throws: ``FetchError`` for the last attempt's failure, or ``FetchError/Failure/refused(wait:)`` when the
    ///   budget allows no first attempt before the deadline.
    package func get(
        _ url: URL, headers: [String: String] = [:], deadline: Date, timeout: Duration, policy: RetryPolicy,
        gate: BudgetGate? = nil, reached: @escaping @Sendable () -> Void = {}
    ) throws(FetchError) -> HTTPResponse {
        let general = ["Accept": "application/json", "User-Agent": userAgent]
        let request = HTTPRequest(
            url: url, headers: general.merging(headers) { _, own in own }, maximumBodySize: Self.maximumBodySize,
            maximumHeaderSize: Self.maximumHeaderSize, reached: HTTPRequest.Reached(reached))
        // Made ready before a slot is asked for: a request then leaves when its slot comes, not after loading libcurl,
        // and the server never sees two closer than their slots.
        do {
            try transport.prepare()
        } catch {
            throw FetchError(url: url, failure: .transport(error), attempts: 0)
        }
        var attempt = 0
        var previous: FetchError?
        var from = clock.now()
        while true {
            var slot: Date?
            if let gate { slot = try reserve(gate, from: from, url: url, deadline: deadline, previous: previous) }
            let isLast = attempt == policy.retries
            let remaining = deadline.timeIntervalSince(clock.now())
            guard remaining > 0 else { throw FetchError(url: url, failure: .deadline(timeout), attempts: attempt) }
            let limit = Duration.milliseconds(Int64(remaining * 1000))
            var attemptRequest = request
            attemptRequest.connectTimeout = isLast ? nil : Self.connectLimit(remaining: remaining)
            let failure: FetchError.Failure
            do {
                return try self.attempt(attemptRequest, elsewhere: general, within: limit, timeout: timeout)
            } catch {
                failure = error
            }
            let fetchError = FetchError(url: url, failure: failure, attempts: attempt + 1)
            // A request that never reached the server cost its API nothing: its slot goes back to the budget.
            if let slot, fetchError.neverReachedServer { gate?.giveBack(slot) }
            let retryAfter: Duration? = if case .status(_, let retryAfter) = failure { retryAfter } else { nil }
            let backoff = retryAfter ?? policy.backoff(afterAttempt: attempt, random: random.next())
            let timeLeft = deadline.timeIntervalSince(clock.now())
            guard !isLast, failure.isTransient, backoff.seconds < timeLeft else { throw fetchError }
            if gate == nil { clock.sleep(backoff) }
            // With a budget, the wait for the slot is the backoff too: one wait, long enough for both.
            from = clock.now().addingTimeInterval(backoff.seconds)
            previous = fetchError
            attempt += 1
        }
    }

    /// Reserves the slot of the next attempt from `start` and waits for it.
    ///
    /// A slot within the deadline is waited for (the request goes then, before any other run's); one past it fails
    /// the fetch at once, with `previous` (a retry) or as refused (a first attempt).
    ///
    /// - Returns: the slot reserved, which the attempt gives back if it never reaches the server.
    private func reserve(
        _ gate: BudgetGate, from start: Date, url: URL, deadline: Date, previous: FetchError?
    ) throws(FetchError) -> Date {
        var from = start
        while true {
            let slot = gate.reserve(from, deadline)
            let moment: Date
            switch slot {
            case .granted(let granted):
                moment = granted
            case .refused(let until):
                // A gate that reserves only a slot free now (a refill) is refused until the next; it waits for it
                // while that comes before the deadline.
                guard until < deadline else {
                    throw previous
                        ?? FetchError(url: url, failure: .refused(wait: .until(until, from: clock.now())), attempts: 0)
                }
                moment = until
            }
            let wait = Duration.until(moment, from: clock.now())
            if wait > .zero { clock.sleep(wait) }
            if case .granted(let granted) = slot { return granted }
            from = max(moment, clock.now())
        }
    }

    /// How long an attempt that is not the last may take to connect, with `remaining` seconds left: three
    /// quarters of it less 0.3 s (1.95 s of `today`'s 3 s), never less than half of it.
    package static func connectLimit(remaining: Double) -> Duration {
        .milliseconds(Int64(max(remaining * 0.5, remaining * 0.75 - 0.3) * 1000))
    }

    /// One request within `limit`, redirects followed, its status and size checked; running out of time names the
    /// user's `timeout`.
    private func attempt(
        _ request: HTTPRequest, elsewhere headers: [String: String], within limit: Duration, timeout: Duration
    ) throws(FetchError.Failure) -> HTTPResponse {
        let response: HTTPResponse
        do {
            response = try follow(request, elsewhere: headers, within: limit)
        } catch .timedOut {
            // The transport's limit is this attempt's deadline: what the transfer knew then (a lookup that hung, a
            // connection never made) is its own failure.
            throw .deadline(timeout)
        } catch {
            throw .transport(error)
        }
        switch response.statusCode {
        case 200..<300:
            break
        case 400..<600:
            let retryAfter = response.headers["retry-after"].flatMap { RetryPolicy.retryAfter($0, now: clock.now()) }
            throw .status(response.statusCode, retryAfter: retryAfter)
        default:
            throw .unexpectedStatus(response.statusCode)
        }
        guard response.body.count <= Self.maximumBodySize else {
            throw .transport(.bodyTooLarge(limit: Self.maximumBodySize))
        }
        return response
    }

    /// Sends `first`, then each redirect it is sent on, hop by hop, as ``RedirectPolicy`` permits, all within
    /// `limit`: a hop to another origin goes with `headers` only, without the config file's.
    private func follow(
        _ first: HTTPRequest, elsewhere headers: [String: String], within limit: Duration
    ) throws(TransportError) -> HTTPResponse {
        let start = clock.now()
        var hop = first
        var hops = 0
        while true {
            // The transport's own limit is the attempt's: the run ends at its deadline, not before. What the
            // transport knew when it was stopped (a lookup that hung, a connection never made) is what is reported.
            let left = limit.seconds - clock.now().timeIntervalSince(start)
            hop.timeout = .milliseconds(Int64(max(1, left * 1000)))
            let response = try transport.send(hop)
            guard RedirectPolicy.redirectStatuses.contains(response.statusCode),
                let written = response.redirect?.absoluteString ?? response.locationText
            else { return response }
            if hops == RedirectPolicy.maximumRedirects { throw .redirectRefused(to: written, .tooMany) }
            if let refusal = RedirectPolicy.refusal(from: hop.url, to: response.redirect) {
                throw .redirectRefused(to: written, refusal)
            }
            hop.url = response.redirect ?? hop.url
            hop.headers = RedirectPolicy.sameOrigin(first.url, hop.url) ? first.headers : headers
            hops += 1
        }
    }
}
