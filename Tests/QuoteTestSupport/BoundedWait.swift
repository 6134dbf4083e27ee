import Foundation

/// Waiting for something another task or process does, with a bound on real time, so that a regression
/// fails in seconds instead of hanging the suite.
package enum BoundedWait {
    /// The condition did not hold in time.
    package struct TimedOut: Error, CustomStringConvertible {
        /// What was waited for.
        package var description: String
    }

    /// Checks `condition` until it holds, for at most `limit` of real time (40 s by default: with the whole suite
    /// running, the end-to-end tests' processes can keep both cores busy for a dozen seconds, and a task on
    /// virtual time waits for a thread that long): yielding between checks (never
    /// sleeping) when another task will make it true, or pausing a few milliseconds with `polling` when another
    /// process or thread will.
    package static func until(
        _ what: @autoclosure () -> String, limit: Duration = .seconds(40), polling: Bool = false, _ condition: () -> Bool
    ) async throws {
        let deadline = ContinuousClock.now + limit
        while !condition() {
            guard ContinuousClock.now < deadline else { throw TimedOut(description: "gave up waiting for \(what())") }
            if polling { try await Task.sleep(for: .milliseconds(5)) } else { await Task.yield() }
        }
    }
}
