import QuotePlatform

/// Thrown by ``withDeadline(_:sleep:operation:)`` when the time ran out first.
package struct DeadlineExceeded: Error, Equatable, Sendable {}

/// Runs `operation`, or gives up with ``DeadlineExceeded`` once `limit` has passed, cancelling it.
///
/// The limit that holds whatever the transport does: libcurl's own time limit stops a transfer that it can
/// reach, but a transfer stuck where it cannot (a resolver that hangs) is abandoned here, and URLSession's
/// timeout is only an idle timer.
///
/// - Parameters:
///   - limit: how long `operation` may take.
///   - sleep: how to wait; the clock's, so that tests run on virtual time.
///   - operation: the work; it must stop promptly when cancelled.
package func withDeadline<T: Sendable>(
    _ limit: Duration,
    sleep: @escaping @Sendable (Duration) async throws -> Void,
    operation: @escaping @Sendable () async throws -> T
) async throws -> T {
    return try await withThrowingTaskGroup(of: DeadlineRace<T>.self) { group in
        group.addTask { .finished(try await operation()) }
        group.addTask {
            try await sleep(limit)
            return .expired
        }
        defer { group.cancelAll() }
        switch try await group.next() {
        case .finished(let value): return value
        case .expired, nil: throw DeadlineExceeded()
        }
    }
}

/// Which of the two racers in ``withDeadline(_:sleep:operation:)`` came in first.
private enum DeadlineRace<T: Sendable>: Sendable {
    case finished(T)
    case expired
}
