
/// Fetches one quote from one URL: sends the request through the injected transport, retries transient
/// failures, validates the status, and reads the body with the source's decoder, all before one deadline.
package struct QuoteService: Sendable {
    /// The most body bytes accepted, counted after decoding; past it the transfer is aborted.
    package static let maximumBodySize = 1 << 20

    /// How requests reach the network.
    package var transport: any HTTPTransport
    /// The wall clock and the sleeper: deadlines and backoff run on it.
    package var clock: Clock
    /// Jitter for the backoff.
    package var random: RandomSource
    /// The `User-Agent` sent with every request.
    package var userAgent: String

    /// Creates a service over a transport.
    package init(
        transport: any HTTPTransport, clock: Clock = .live, random: RandomSource = .live,
        userAgent: String = "quote/\(QuoteVersion.current)"
    ) {
        self.transport = transport
        self.clock = clock
        self.random = random
        self.userAgent = userAgent
    }

    /// Fetches and decodes one quote within `timeout` from now; see ``fetch(from:headers:decoder:deadline:timeout:policy:)``.
    package func fetchQuote(
        from url: URL, timeout: Duration, policy: RetryPolicy = RetryPolicy(retries: 0), decoder: AnswerDecoder = HappinessAPI.decoder
    ) async throws(QuoteError) -> Quote {
        try await fetch(from: url, decoder: decoder, deadline: clock.now() + timeout.seconds, timeout: timeout, policy: policy)
    }

    /// Fetches, validates and decodes one quote before `deadline`.
    ///
    /// Each attempt but the last may use three quarters of the time left: enough for a slow but healthy
    /// server to answer, while a silent one still leaves room for a retry. A wait that would end past the
    /// deadline is not started.
    ///
    /// - Parameters:
    ///   - url: the endpoint.
    ///   - headers: header fields to send besides `Accept` and `User-Agent` (which they may replace).
    ///   - decoder: how the source's answer becomes a quote.
    ///   - deadline: when all of it must be over: every attempt, redirect, body and wait between them.
    ///   - timeout: the limit the user set, named when the deadline is what failed.
    ///   - policy: how often and when to retry.
    /// - Throws: ``QuoteError/unavailable(url:reason:)`` or ``QuoteError/invalidResponse(url:reason:)``,
    ///   for the last attempt's failure.
    package func fetch(
        from url: URL, headers: [String: String] = [:], decoder: AnswerDecoder, deadline: Date, timeout: Duration,
        policy: RetryPolicy
    ) async throws(QuoteError) -> Quote {
        let request = HTTPRequest(
            url: url, headers: ["Accept": "application/json", "User-Agent": userAgent].merging(headers) { _, own in own },
            maximumBodySize: Self.maximumBodySize)
        var attempt = 0
        while true {
            let isLast = attempt == policy.retries
            let remaining = deadline.timeIntervalSince(clock.now())
            guard remaining > 0 else { throw Failure.deadline.error(url: url, timeout: timeout, attempts: attempt) }
            let limit = Duration.milliseconds(Int64(remaining * (isLast ? 1000 : 750)))
            let failure: Failure
            do {
                return try await self.attempt(request, within: limit, decoder: decoder)
            } catch {
                failure = error
            }
            let wait = failure.retryAfter ?? policy.backoff(afterAttempt: attempt, random: random.next())
            let timeLeft = deadline.timeIntervalSince(clock.now())
            guard !isLast, failure.isTransient, wait.seconds < timeLeft else {
                throw failure.error(url: url, timeout: timeout, attempts: attempt + 1)
            }
            do {
                try await clock.sleep(wait)
            } catch {
                throw failure.error(url: url, timeout: timeout, attempts: attempt + 1)
            }
            attempt += 1
        }
    }

    /// One request within `limit`, validated.
    private func attempt(_ request: HTTPRequest, within limit: Duration, decoder: AnswerDecoder) async throws(Failure) -> Quote {
        var request = request
        request.timeout = limit
        let response: HTTPResponse
        do {
            response = try await withDeadline(limit, sleep: clock.sleep) { [transport, request] in
                try await transport.send(request)
            }
        } catch TransportError.timedOut {
            // The transport's own limit is this attempt's deadline: the same failure, whichever noticed first.
            throw .deadline
        } catch let error as TransportError {
            throw .transport(error)
        } catch is DeadlineExceeded {
            throw .deadline
        } catch {
            throw .transport(.other(String(describing: error)))
        }
        switch response.statusCode {
        case 200..<300:
            break
        case 400..<600:
            let retryAfter = response.headers["retry-after"].flatMap { RetryPolicy.retryAfter($0, now: clock.now()) }
            throw .status(response.statusCode, retryAfter: retryAfter)
        default:
            throw .invalid("unexpected HTTP status \(response.statusCode)")
        }
        guard response.body.count <= Self.maximumBodySize else {
            throw .transport(.bodyTooLarge(limit: Self.maximumBodySize))
        }
        do {
            return try decoder.decode(response.body, response.headers["content-type"])
        } catch {
            switch error {
            case .invalid(let reason): throw .invalid(reason)
            case .rateLimited(let reason): throw .rateLimited(reason)
            }
        }
    }
}

// MARK: - Failures

extension QuoteService {
    /// Why one attempt failed, with what retrying needs to know.
    enum Failure: Error, Equatable {
        case transport(TransportError)
        case deadline
        case status(Int, retryAfter: Duration?)
        case invalid(String)
        case rateLimited(String)

        /// Whether another attempt might succeed.
        var isTransient: Bool {
            switch self {
            case .transport(let error): error.isTransient
            case .deadline: true
            case .status(let code, _): RetryPolicy.transientStatuses.contains(code)
            case .invalid, .rateLimited: false
            }
        }

        /// How long the server asked us to wait, if it did.
        var retryAfter: Duration? {
            if case .status(_, let retryAfter) = self { return retryAfter }
            return nil
        }

        /// The user's error.
        ///
        /// - Parameters:
        ///   - timeout: the overall limit, named when a deadline is what failed.
        ///   - attempts: how many attempts were made; named when more than one.
        func error(url: URL, timeout: Duration, attempts: Int) -> QuoteError {
            let endpoint = url.absoluteString
            let tries = attempts > 1 ? " (after \(attempts) attempts)" : ""
            switch self {
            case .transport(let error):
                // An oversized body is an answer, just not a valid one.
                if case .bodyTooLarge = error { return .invalidResponse(url: endpoint, reason: error.reason) }
                return .unavailable(url: endpoint, reason: error.reason + tries)
            case .deadline:
                return .unavailable(url: endpoint, reason: "no complete answer within \(timeout.secondsText) s\(tries)")
            case .status(let code, _):
                return .unavailable(url: endpoint, reason: "HTTP \(code)\(Self.phrase(code))\(tries)")
            case .invalid(let reason):
                return .invalidResponse(url: endpoint, reason: reason)
            case .rateLimited(let reason):
                return .unavailable(url: endpoint, reason: reason)
            }
        }

        /// A few common reason phrases, so "HTTP 503" reads "HTTP 503 Service Unavailable".
        private static func phrase(_ code: Int) -> String {
            let phrases = [
                400: "Bad Request", 401: "Unauthorized", 403: "Forbidden", 404: "Not Found", 408: "Request Timeout",
                429: "Too Many Requests", 500: "Internal Server Error", 502: "Bad Gateway",
                503: "Service Unavailable", 504: "Gateway Timeout",
            ]
            return phrases[code].map { " \($0)" } ?? ""
        }
    }
}
