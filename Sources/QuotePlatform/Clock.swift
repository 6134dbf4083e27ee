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

    /// The system clock; sleeps are the timers of the ``WaitingThreadExecutor`` running the task, if one is,
    /// else `Task.sleep`.
    package static let live = Clock(now: { Date() }, sleep: sleep(for:))

    /// Waits on the timers of the ``WaitingThreadExecutor`` running the task, if one is, else with `Task.sleep`.
    private static func sleep(for duration: Duration) async throws {
        if let executor = WaitingThreadExecutor.current {
            try await executor.sleep(for: duration)
        } else {
            try await Task.sleep(for: duration)
        }
    }
}
