import QuotePlatform
import QuoteStore

/// A source's state at a server, changed by its ledger's rules under the file's lock.
extension SourceState {
    /// Reserves a slot for one request (``RequestLedger/reserve(_:from:latest:ahead:)``).
    package func reserve(
        _ budget: RequestBudget, from: Date, latest: Date, ahead: Bool, patience: Duration
    ) throws(FileWriteError) -> RequestSlot {
        try ledger(patience: patience) { $0.reserve(budget, from: from, latest: latest, ahead: ahead) }
    }

    /// Gives back a slot whose request never reached the server.
    package func giveBack(_ slot: Date, patience: Duration) throws(FileWriteError) {
        try ledger(patience: patience) { $0.giveBack(slot) }
    }

    /// Records that the server asked not to be asked before `until`.
    package func stop(until: Date, patience: Duration) throws(FileWriteError) {
        try ledger(patience: patience) { $0.stop(until: until) }
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
