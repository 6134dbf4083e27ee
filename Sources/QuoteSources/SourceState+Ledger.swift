import QuoteJSON
import QuoteModel
import QuotePlatform
import QuoteStore

/// A source's state at a server, changed by its ledger's rules under the file's lock.
extension SourceState {
    /// Reserves a slot for one request to `server` (``RequestLedger/reserve(_:from:latest:ahead:)``).
    package func reserve(
        _ budget: RequestBudget, from: Date, latest: Date, ahead: Bool, server: Server? = nil, patience: Duration
    ) throws(FileWriteError) -> RequestSlot {
        try ledger(patience: patience) { ledger in
            if let server { ledger.record.server = server.description }
            return ledger.reserve(budget, from: from, latest: latest, ahead: ahead)
        }
    }

    /// Gives back a slot whose request never reached the server.
    package func giveBack(_ slot: Date, patience: Duration) throws(FileWriteError) {
        try ledger(patience: patience) { $0.giveBack(slot) }
    }

    /// Records that the server asked not to be asked before `until`.
    package func stop(until: Date, patience: Duration) throws(FileWriteError) {
        try ledger(patience: patience) { $0.stop(until: until) }
    }

    /// What the state says of its server now, under `budget`: what `quote sources --json` and `quote config` show.
    package func status(_ budget: RequestBudget, now: Date) -> ServerStatus {
        let ledger = RequestLedger(read())
        let since = now.addingTimeInterval(-budget.period.seconds)
        return ServerStatus(
            server: ledger.record.server, requests: ledger.record.requests.count { $0 > since },
            stoppedUntil: ledger.record.stoppedUntil.flatMap { $0 > now ? $0 : nil },
            nextRequest: ledger.earliest(budget, from: now))
    }

    /// When the next request may go, seen from `from`, without reserving it.
    package func nextAllowed(_ budget: RequestBudget, from: Date) -> Date {
        RequestLedger(read()).earliest(budget, from: from)
    }

    /// Runs `body` on the ledger of the record under the lock.
    private func ledger<T>(patience: Duration, _ body: (inout RequestLedger) -> T) throws(FileWriteError) -> T {
        try change(patience: patience) { record in
            var ledger = RequestLedger(record)
            let answer = body(&ledger)
            record = ledger.record
            return answer
        }
    }
}

/// What a source's state at one server says now.
package struct ServerStatus: Equatable, Sendable {
    /// The server (`https://zenquotes.io:443`); `nil` for a state an earlier version kept.
    package var server: String?
    /// The requests counted in the budget's last period, slots reserved ahead included.
    package var requests: Int
    /// Until when the server asked not to be asked, while it still stands.
    package var stoppedUntil: Date?
    /// When the next request may go.
    package var nextRequest: Date

    /// As `quote sources --json` and `quote config --json` give it: `server`, `requests`, `stoppedUntil` and
    /// `nextRequest`, the moments as timestamps.
    package var json: JSONValue {
        .object([
            "server": server.map(JSONValue.string) ?? .null, "requests": .integer(requests),
            "stoppedUntil": stoppedUntil.map { .string(Timestamp.string(from: $0)) } ?? .null,
            "nextRequest": .string(Timestamp.string(from: nextRequest)),
        ])
    }
}
