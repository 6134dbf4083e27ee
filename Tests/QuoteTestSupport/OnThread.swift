import Foundation
import QuotePlatform

/// Runs blocking work (a run of the product, which waits on locks, transfers and its clock by blocking) on a thread
/// of its own, and awaits its result: so that a test's own tasks (advancing a virtual clock, serving a loopback
/// request) never wait behind it for one of Swift concurrency's few threads.
///
/// Work that never returns (a wait on a virtual clock nobody advances) fails the test after `limit` of real time
/// instead of holding the suite; its thread is left to the process.
package func onThread<T: Sendable>(
    limit: Duration = .seconds(60), _ body: @escaping @Sendable () throws -> T
) async throws -> T {
    let done = DispatchSemaphore(value: 0)
    let result = LockedValue<Result<T, any Error>?>(nil)
    guard
        DetachedThread.run({
            result.set(Result { try body() })
            done.signal()
        })
    else { throw POSIXError(.EAGAIN) }
    let deadline = ContinuousClock.now + limit
    while done.wait(timeout: .now()) == .timedOut {
        guard ContinuousClock.now < deadline else { throw BoundedWait.TimedOut(description: "the work did not end") }
        try await Task.sleep(for: .milliseconds(2))
    }
    return try result.value!.get()
}

/// A value shared between threads, under a lock.
package final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    /// Creates it holding `value`.
    package init(_ value: Value) {
        stored = value
    }

    /// The value now.
    package var value: Value { lock.withLock { stored } }

    /// Replaces the value.
    package func set(_ value: Value) {
        lock.withLock { stored = value }
    }

    /// Changes the value in place, under the lock; what `change` returns.
    @discardableResult
    package func update<R>(_ change: (inout Value) -> R) -> R {
        lock.withLock { change(&stored) }
    }
}
