import QuotePlatform

/// Leave for each request a fetch makes, asked before every attempt: how a source's request budget, kept
/// across runs by the layers above, reaches the client.
package struct RequestLeave: Sendable {
    /// What asking for one request's slot came to.
    package enum Slot: Equatable, Sendable {
        /// Reserved: the request may go at this moment, now or one to wait for.
        case granted(Date)
        /// Not reserved: the next request may go only at this moment, later than the latest one asked for.
        case refused(until: Date)
    }

    /// Reserves the earliest slot for one request from the first moment given, if it comes no later than the
    /// second (the deadline); a reserved slot counts at once.
    package var reserve: @Sendable (_ from: Date, _ latest: Date) -> Slot
    /// Gives back a slot whose request never reached the server: a name that did not resolve, a connection
    /// refused or never accepted, which cost the API nothing.
    package var giveBack: @Sendable (Date) -> Void

    /// Creates a leave.
    package init(
        reserve: @escaping @Sendable (_ from: Date, _ latest: Date) -> Slot,
        giveBack: @escaping @Sendable (Date) -> Void = { _ in }
    ) {
        self.reserve = reserve
        self.giveBack = giveBack
    }
}
