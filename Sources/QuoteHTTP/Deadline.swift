import QuotePlatform

/// Thrown by ``withDeadline(_:sleep:operation:)`` when the time ran out first.
package struct DeadlineExceeded: Error, Equatable, Sendable {}

/// Runs `operation`, or gives up once `limit` has passed, cancelling it.
///
/// The limit that holds whatever the transport does: libcurl's own time limit stops a transfer that it can
/// reach, but a transfer stuck where it cannot (a resolver that hangs) is abandoned here, and URLSession's
/// timeout is only an idle timer. Once cancelled, the operation may still say what it knew when time ran out
/// (a lookup that hung, a connection never made): its own error is thrown then; otherwise, or when it merely
/// stops, ``DeadlineExceeded``.
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
        if case .finished(let value)? = try await group.next() { return value }
        // Time ran out: the operation, cancelled, answers at once (a transport stops waiting when cancelled).
        group.cancelAll()
        do {
            while let next = try await group.next() {
                if case .finished(let value) = next { return value }
            }
        } catch is CancellationError {
        } catch let error as TransportError {
            throw error
        } catch {}
        throw DeadlineExceeded()
    }
}

/// Which of the two racers in ``withDeadline(_:sleep:operation:)`` came in first.
private enum DeadlineRace<T: Sendable>: Sendable {
    case finished(T)
    case expired
}
