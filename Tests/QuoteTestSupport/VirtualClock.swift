import Foundation
import QuotePlatform

/// A clock on virtual time, like a test scheduler.
///
/// A sleep blocks its thread until the test moves time past its wake-up with ``advance(by:)`` or
/// ``advanceToNextWakeUp()``. Code that sleeps on it runs on a thread of its own (``onThread(limit:_:)``,
/// `RunHarness`), so that the test can move time.
///
/// Nothing moves time but the test, so a fast fake transport can never lose a race against a deadline
/// timer, and a silent one loses exactly when the test says.
package final class VirtualClock: @unchecked Sendable {
    private struct Sleeper {
        var wakeUp: Date
        var wake: DispatchSemaphore
    }

    private let lock = NSLock()
    private var current: Date
    private var slept: [Duration] = []
    private var sleepers: [Int: Sleeper] = [:]
    private var nextID = 0

    /// Creates a clock reading `start`.
    package init(start: Date = Date(timeIntervalSince1970: 1_795_000_000)) {
        current = start
    }

    /// The time now.
    package var now: Date { lock.withLock { current } }

    /// Every sleep asked for, in order.
    package var sleeps: [Duration] { lock.withLock { slept } }

    /// How many sleeps are waiting for time to move.
    package var pendingSleeps: Int { lock.withLock { sleepers.count } }

    /// The earliest wake-up of the sleeps pending; `nil` when none is.
    package var nextWakeUp: Date? { lock.withLock { sleepers.values.map(\.wakeUp).min() } }

    /// The ``Clock`` to inject.
    package var clock: Clock {
        Clock(now: { self.now }, sleep: { self.sleep(for: $0) })
    }

    /// Moves time forward, waking every sleep that is due, earliest first.
    package func advance(by duration: Duration) {
        let due: [Sleeper] = lock.withLock {
            current += duration.seconds
            let ready = sleepers.filter { $0.value.wakeUp <= current }.sorted { $0.value.wakeUp < $1.value.wakeUp }
            for (id, _) in ready { sleepers[id] = nil }
            return ready.map(\.value)
        }
        for sleeper in due { sleeper.wake.signal() }
    }

    /// Moves time to the earliest pending wake-up.
    package func advanceToNextWakeUp() {
        let next = lock.withLock { sleepers.values.map(\.wakeUp).min().map { $0.timeIntervalSince(current) } }
        if let next { advance(by: .milliseconds(Int64((max(0, next) * 1000).rounded(.up)))) }
    }

    /// Suspends until `count` sleeps have been asked for in all, then moves time to the earliest pending
    /// wake-up: how a test lets the service's `count`-th wait (a backoff, a deadline) run out.
    ///
    /// - Throws: ``BoundedWait/TimedOut`` when that does not happen within a few seconds of real time, so a
    ///   regression fails the test instead of hanging it.
    package func advancePastSleep(_ count: Int) async throws {
        try await BoundedWait.until("sleep number \(count)") { sleeps.count >= count && pendingSleeps > 0 }
        advanceToNextWakeUp()
    }

    /// Suspends until `count` sleeps are pending (yielding, never sleeping).
    ///
    /// - Throws: ``BoundedWait/TimedOut`` when that does not happen within a few seconds of real time.
    package func waitForSleeps(_ count: Int) async throws {
        try await BoundedWait.until("\(count) pending sleeps") { pendingSleeps >= count }
    }

    /// Blocks until time has moved past `duration` from now; a test that never moves it fails after a minute.
    private func sleep(for duration: Duration) {
        let wake = DispatchSemaphore(value: 0)
        lock.withLock {
            nextID += 1
            slept.append(duration)
            sleepers[nextID] = Sleeper(wakeUp: current + duration.seconds, wake: wake)
        }
        _ = wake.wait(timeout: .now() + 60)
    }
}
