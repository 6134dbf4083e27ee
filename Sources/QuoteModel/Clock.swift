/// Time as the core sees it: the wall clock and a way to wait.
///
/// Injected so that tests of deadlines, retries and "today" run on virtual time and never sleep for real.
package struct Clock: Sendable {
    /// The current moment.
    package var now: @Sendable () -> Date
    /// Waits for a duration; throws `CancellationError` if the task is cancelled first.
    package var sleep: @Sendable (Duration) async throws -> Void

    /// Creates a clock from its two operations.
    package init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) async throws -> Void) {
        self.now = now
        self.sleep = sleep
    }

    /// The system clock and `Task.sleep`.
    package static let live = Clock(now: { Date() }, sleep: { try await Task.sleep(for: $0) })
}
