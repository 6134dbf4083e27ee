import QuotePlatform

/// The gate each attempt of a fetch passes first, a slot of the source's request budget: how that budget, kept
/// across runs by the layers above, reaches the client.
package struct BudgetGate: Sendable {
    /// Reserves the earliest slot for one request from the first moment given, if it comes no later than the
    /// second (the deadline); a reserved slot counts at once.
    package var reserve: @Sendable (_ from: Date, _ latest: Date) -> RequestSlot
    /// Gives back a slot whose request never reached the server: a name that did not resolve, a connection
    /// refused or never accepted, which cost the API nothing.
    package var giveBack: @Sendable (Date) -> Void

    /// Creates a gate.
    package init(
        reserve: @escaping @Sendable (_ from: Date, _ latest: Date) -> RequestSlot,
        giveBack: @escaping @Sendable (Date) -> Void = { _ in }
    ) {
        self.reserve = reserve
        self.giveBack = giveBack
    }
}
