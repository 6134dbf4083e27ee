import QuotePlatform

/// When and how long to wait before trying a fetch again.
///
/// Only transient failures are retried: the connection refused or lost, an attempt's own deadline, and
/// HTTP 429, 502, 503 and 504. The wait doubles each time with jitter, unless the server's `Retry-After`
/// asks for longer.
package struct RetryPolicy: Equatable, Sendable {
    /// How many times to retry after the first attempt.
    package var retries: Int
    /// The wait after the first failure, before jitter.
    package var baseDelay: Duration = .milliseconds(250)

    /// Creates a policy.
    package init(retries: Int, baseDelay: Duration = .milliseconds(250)) {
        self.retries = retries
        self.baseDelay = baseDelay
    }

    /// The HTTP statuses worth another try.
    package static let transientStatuses: Set<Int> = [429, 502, 503, 504]

    /// The wait after failed attempt `attempt` (0 for the first): `baseDelay × 2^attempt`, scaled by a
    /// jitter between 0.5 and 1 so that many clients do not retry in step.
    package func backoff(afterAttempt attempt: Int, random: Double) -> Duration {
        baseDelay * (Double(1 << min(attempt, 16)) * (0.5 + random / 2))
    }

    /// The wait a `Retry-After` value asks for: whole seconds, or an HTTP date measured from `now`.
    ///
    /// `nil` when the value is neither.
    package static func retryAfter(_ value: String, now: Date) -> Duration? {
        let text = value.trimmed
        if let seconds = Int(text), seconds >= 0 { return .seconds(seconds) }
        guard let date = HTTPDate.parse(text) else { return nil }
        return .until(date, from: now)
    }
}
