import QuoteSources
import QuoteSupply
import QuoteTestSupport
import Testing

/// How a run of the supply went, run as a command runs it.
struct SupplyRun {
    /// What came of it.
    enum Result {
        /// The quote, shown and kept.
        case presented(SuppliedQuote)
        /// No source gave one.
        case failed(ChainError)
    }

    var result: Result
    /// Every note of the run: those met before the quote, then after.
    var notes: [SupplyNote]
}

extension Supply {
    /// Runs the supply as a command does, on a thread of its own (it may wait on the test's clock): obtains a quote,
    /// presents it (always, so it is kept), keeps it, starts the refill it leaves wanting; how it went.
    func runPresenting() async -> SupplyRun {
        do {
            return try await onThread { [self] in
                do throws(ChainError) {
                    let supplied = try obtain()
                    keep(supplied)
                    refill()
                    return SupplyRun(result: .presented(supplied), notes: supplied.notes + takeNotes())
                } catch {
                    return SupplyRun(result: .failed(error), notes: takeNotes())
                }
            }
        } catch {
            Issue.record("the run did not end")
            return SupplyRun(result: .failed(ChainError(misses: [])), notes: [])
        }
    }

    /// Fills the pools as a refill does, on the calling thread (for a refill that waits on no clock); what each
    /// source's refill came to, in order.
    func refreshingHere() -> [RefillOutcome] {
        guard case .steps(let steps) = refresh() else { return [] }
        return steps.map { $0.fill() }
    }

    /// Fills the pools as a refill does, on a thread of its own; what each source's refill came to, in order.
    func refreshing() async -> [RefillOutcome] {
        guard case .steps(let steps) = refresh() else { return [] }
        return (try? await onThread { steps.map { $0.fill() } }) ?? []
    }
}
