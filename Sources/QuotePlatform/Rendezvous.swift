import Dispatch
import Synchronization

/// Hands the one outcome of work running on another thread to the one that waits for it, exactly once, and lets
/// that waiter stop waiting (a task cancelled, a thread's patience spent) whether or not the work has stopped.
///
/// That is what keeps a deadline absolute: a transfer stuck where cancellation cannot reach it (a resolver that
/// hangs), or a `flock` another process does not let go of, is abandoned; the work learns so when it delivers (its
/// ``deliver(_:)`` answers `false`), and cleans up after itself, or its thread ends with the process.
package final class Rendezvous<Value: Sendable>: Sendable {
    private enum State {
        case idle
        case waiting(CheckedContinuation<Value, any Error>)
        case blocked(DispatchSemaphore)
        case finished(Result<Value, any Error>)
        case delivered
        /// The waiter gave up before the outcome came.
        case abandoned
    }

    private let state = Mutex(State.idle)

    /// Creates a rendezvous with nothing delivered yet.
    package init() {}

    /// Starts the work with `start` and waits for ``deliver(_:)``; throws `CancellationError` as soon as the
    /// calling task is cancelled.
    package func wait(start: () -> Void) async throws -> Value {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                if let ready = register(.waiting(continuation)) {
                    continuation.resume(with: ready)
                } else {
                    start()
                }
            }
        } onCancel: {
            abandon()
        }
    }

    /// Waits for ``deliver(_:)``, blocking the thread, for at most `patience`: for a caller outside any task.
    ///
    /// - Returns: the outcome; `nil` when `patience` ran out first, the work then abandoned.
    package func wait(for patience: Duration) -> Result<Value, any Error>? {
        let semaphore = DispatchSemaphore(value: 0)
        if let ready = register(.blocked(semaphore)) { return ready }
        let milliseconds = Int((patience.seconds * 1000).rounded(.up))
        _ = semaphore.wait(timeout: .now() + .milliseconds(max(0, milliseconds)))
        return state.withLock { state in
            switch state {
            case .finished(let result):
                // Delivered in time, or just as the wait ended.
                state = .delivered
                return result
            default:
                state = .abandoned
                return nil
            }
        }
    }

    /// Hands over the outcome; only the first call counts.
    ///
    /// - Returns: whether the outcome reached the waiter, or is kept for it; `false` when it gave up, and the work
    ///   must let go of what it holds.
    @discardableResult
    package func deliver(_ result: Result<Value, any Error>) -> Bool {
        let (taken, waiting): (Bool, CheckedContinuation<Value, any Error>?) = state.withLock { state in
            switch state {
            case .idle:
                state = .finished(result)
                return (true, nil)
            case .waiting(let continuation):
                state = .delivered
                return (true, continuation)
            case .blocked(let semaphore):
                state = .finished(result)
                semaphore.signal()
                return (true, nil)
            case .finished, .delivered, .abandoned:
                return (false, nil)
            }
        }
        waiting?.resume(with: result)
        return taken
    }

    /// Registers `waiter` when nothing came yet (`nil`); else the outcome that came first, or a cancellation for a
    /// second waiter, or one that gave up already.
    private func register(_ waiter: State) -> Result<Value, any Error>? {
        state.withLock { state in
            switch state {
            case .idle:
                state = waiter
                return nil
            case .finished(let result):
                state = .delivered
                return result
            case .waiting, .blocked, .delivered, .abandoned:
                return .failure(CancellationError())
            }
        }
    }

    /// The waiting task is cancelled: it stops waiting, with `CancellationError`.
    private func abandon() {
        let waiting: CheckedContinuation<Value, any Error>? = state.withLock { state in
            switch state {
            case .waiting(let continuation):
                state = .abandoned
                return continuation
            case .idle:
                state = .abandoned
                return nil
            default:
                return nil
            }
        }
        waiting?.resume(throwing: CancellationError())
    }
}

extension Rendezvous {
    /// Like ``wait(start:)``, also telling `onCancel` when the caller is cancelled, so the work can stop.
    package func wait(start: () -> Void, onCancel: @escaping @Sendable () -> Void) async throws -> Value {
        try await withTaskCancellationHandler {
            try await wait(start: start)
        } onCancel: {
            onCancel()
        }
    }
}
