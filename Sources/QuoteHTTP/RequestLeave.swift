import QuotePlatform

/// Leave for each request a fetch makes, asked before every attempt: how a source's request budget, kept
/// across runs by the layers above, reaches the client.
package struct RequestLeave: Sendable {
    /// Asks leave for one request at the moment given: `nil` when granted (the request is then counted), else
    /// when the next one may go.
    package var ask: @Sendable (Date) -> Date?
    /// When the next request may go, seen from the moment given, without counting one; `nil` for now.
    ///
    /// A wait before a retry lasts until then at least, so that it is one wait, not a backoff and then another.
    package var earliest: @Sendable (Date) -> Date?
    /// Whether a first attempt waits for leave (a refill, a filter's ask again) rather than fail at once (a
    /// foreground run, which has a fallback and a person waiting).
    package var waitsForFirst: Bool

    /// Creates a leave.
    package init(
        waitsForFirst: Bool, earliest: @escaping @Sendable (Date) -> Date? = { _ in nil },
        ask: @escaping @Sendable (Date) -> Date?
    ) {
        self.ask = ask
        self.earliest = earliest
        self.waitsForFirst = waitsForFirst
    }

    /// How long to wait from `now` for a request `wait` from now to be allowed: `wait`, or longer.
    package func wait(_ wait: Duration, from now: Date) -> Duration {
        guard let next = earliest(now.addingTimeInterval(wait.seconds)) else { return wait }
        return max(wait, .milliseconds(Int64(next.timeIntervalSince(now) * 1000)))
    }
}
