/// What asking a source's request budget for one request's slot came to: the one answer the store that keeps
/// budgets gives and the HTTP client that waits for slots reads.
package enum RequestSlot: Equatable, Sendable {
    /// Reserved: the request may go at this moment, now or one to wait for.
    case granted(Date)
    /// Not reserved: the next request may go only at this moment, later than the latest one asked for.
    case refused(until: Date)
}
