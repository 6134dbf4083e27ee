/// Time as the core sees it: the wall clock and a way to wait.
///
/// Injected so that tests of deadlines, retries and "today" run on virtual time and never sleep for real. A wait
/// blocks the calling thread: whoever waits asks only for what ends by its deadline.
package struct Clock: Sendable {
    /// The current moment.
    package var now: @Sendable () -> Date
    /// Waits for a duration.
    package var sleep: @Sendable (Duration) -> Void

    /// Creates a clock from its two operations.
    package init(now: @escaping @Sendable () -> Date, sleep: @escaping @Sendable (Duration) -> Void) {
        self.now = now
        self.sleep = sleep
    }

    /// The system clock; a sleep is `nanosleep`'s, resumed after a signal.
    package static let live = Clock(now: { Date() }, sleep: sleep(for:))

    private static func sleep(for duration: Duration) {
        guard duration > .zero else { return }
        let (seconds, attoseconds) = duration.components
        var request = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        var left = timespec()
        while nanosleep(&request, &left) != 0, errno == EINTR { request = left }
    }
}
