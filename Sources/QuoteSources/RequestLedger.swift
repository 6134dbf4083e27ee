import QuotePlatform
import QuoteStore

/// A request budget's arithmetic over the moments a source's state at one server keeps.
///
/// Which slot a request may take, a slot given back, the server's stop, and when the next request may go. Pure:
/// the moments in, the moments out, tested on the virtual clock; ``SourceState`` only keeps them in their file.
///
/// Every moment is kept to the millisecond, as the file holds it, so that a slot given back is found again
/// however the file rounded it.
package struct RequestLedger: Equatable, Sendable {
    /// Added to every period between the requests a budget counts: what a request's way to the server (loading
    /// libcurl, a connection, the scheduler) may add to one and not the other, so that the server never sees two
    /// closer than its period.
    package static let guardTime: TimeInterval = 0.05
    /// The most request moments kept: more than any budget counts (``RequestBudget/mostRequests``).
    static let mostMoments = RequestBudget.mostRequests

    /// What the ledger holds: the moments of the requests (a moment still to come is a slot reserved ahead), the
    /// server's stop, the refills' quiet spell.
    package var record: SourceState.Record

    /// A ledger over `record`.
    package init(_ record: SourceState.Record = SourceState.Record()) {
        self.record = record
    }

    /// Reserves the earliest slot for one request within `budget`, at `from` or later, if that comes no later
    /// than `latest` (`ahead`, a run someone waits on) or is free at `from` (a refill, which so never holds a
    /// person up); the slot then counts at once.
    package mutating func reserve(_ budget: RequestBudget, from: Date, latest: Date, ahead: Bool) -> RequestSlot {
        let start = Self.millisecond(from, rounding: .up)
        let slot = earliest(budget, from: start)
        guard slot <= (ahead ? Self.millisecond(latest, rounding: .up) : start) else { return .refused(until: slot) }
        let kept = record.requests.filter { $0 > start.addingTimeInterval(-budget.period.seconds - Self.guardTime) }
        record.requests = Array((kept + [slot]).sorted().suffix(Self.mostMoments))
        return .granted(slot)
    }

    /// Gives back `slot`, whose request never reached the server: it cost the API nothing.
    package mutating func giveBack(_ slot: Date) {
        let moment = Self.millisecond(slot, rounding: .toNearestOrAwayFromZero)
        if let index = record.requests.firstIndex(where: { abs($0.timeIntervalSince(moment)) < 0.0005 }) {
            record.requests.remove(at: index)
        }
    }

    /// Records that the server asked not to be asked before `until`; a later stop already kept stands.
    package mutating func stop(until: Date) {
        record.stoppedUntil = max(until, record.stoppedUntil ?? until)
    }

    /// Whether the server asked not to be asked at `moment`.
    package func isStopped(at moment: Date) -> Bool {
        record.stoppedUntil.map { $0 > moment } ?? false
    }

    /// The earliest moment from `from` at which one more request keeps every span of the budget's period (and
    /// the guard time) to its number of requests, reserved slots included, and the server's stop has passed.
    package func earliest(_ budget: RequestBudget, from: Date) -> Date {
        let span = budget.period.seconds + Self.guardTime
        let limit = budget.requests
        let base = max(from, record.stoppedUntil ?? from)
        let times = record.requests.filter { $0 > base.addingTimeInterval(-span) }.sorted()
        // Whether a request at `moment` leaves every span that holds it with `limit` requests at most: the spans
        // worth looking at start at the moment or at a request before it.
        func fits(_ moment: Date) -> Bool {
            let starts = [moment] + times.filter { $0 <= moment && $0 > moment.addingTimeInterval(-span) }
            return starts.allSatisfy { start in
                times.count(where: { $0 >= start && $0 < start.addingTimeInterval(span) }) < limit
            }
        }
        if fits(base) { return base }
        // What fits changes only where a request leaves a span: a request's own moment, or one span after it.
        let candidates = (times + times.map { $0.addingTimeInterval(span) }).filter { $0 > base }.sorted()
        let moment = candidates.first(where: fits) ?? (times.last ?? base).addingTimeInterval(span)
        return Self.millisecond(moment, rounding: .up)
    }

    /// `moment` to the millisecond, as the state's file keeps it.
    static func millisecond(_ moment: Date, rounding rule: FloatingPointRoundingRule) -> Date {
        Date(timeIntervalSince1970: (moment.timeIntervalSince1970 * 1000).rounded(rule) / 1000)
    }
}
