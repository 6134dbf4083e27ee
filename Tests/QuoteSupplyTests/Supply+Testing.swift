import QuoteSupply

extension Supply {
    /// Runs the supply as a command does, every quote presented (and so kept); how it went.
    func runPresenting() async -> SupplyOutcome {
        switch run(present: { _, _ in true }) {
        case .finished(let outcome): outcome
        case .pending(let rest): await rest()
        }
    }

    /// Fills the pools as a refill does; what each source's refill came to, in order.
    func refreshing() async -> [RefillOutcome] {
        guard case .pending(let steps) = refresh() else { return [] }
        var outcomes: [RefillOutcome] = []
        for step in steps { outcomes.append(await step.fill()) }
        return outcomes
    }
}
