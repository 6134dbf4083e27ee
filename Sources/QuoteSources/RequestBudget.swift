import QuotePlatform

/// How often a source may be asked: at most `requests` requests in any `period`, counted across runs (the
/// foreground fetches, their retries, and refills alike) in the state folder.
package struct RequestBudget: Equatable, Sendable, CustomStringConvertible {
    /// The most requests in any period.
    package var requests: Int
    /// The period.
    package var period: Duration

    /// The period in whole seconds, as messages, `quote sources` and `quote config` say it.
    package var periodSeconds: Int { Int(period.seconds.rounded(.up)) }

    /// A budget of `requests` in any `period`.
    package init(_ requests: Int, per period: Duration) {
        self.requests = requests
        self.period = period
    }

    /// The most requests a budget counts (as many as a request log keeps).
    package static let mostRequests = 1000

    /// One request a second: an API that publishes no limit.
    package static let unpublished = RequestBudget(1, per: .seconds(1))

    /// Reads a config source's `rate`: `N/D` with a unit, `2/1m`, `5/30s`, `100/1h`; `nil` for anything else.
    package init?(rate text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let requests = Int(parts[0].trimmed), requests > 0, requests <= Self.mostRequests,
            let period = Duration(span: parts[1].trimmed)
        else { return nil }
        self.init(requests, per: period)
    }

    /// As `rate` takes it: `5/30s`, `2/1m`.
    package var description: String { "\(requests)/\(period.spanText)" }
}
