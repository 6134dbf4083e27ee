import Synchronization

/// Hands the one outcome of work running on another thread to the task that waits for it, exactly once,
/// and lets that task stop waiting when it is cancelled, whether or not the work has stopped.
///
/// That is what keeps a deadline absolute: a transfer stuck where cancellation cannot reach it (a resolver
/// that hangs) is abandoned, and its thread ends with the process.
package final class Rendezvous<Value: Sendable>: Sendable {
    private enum State {
        case idle
        case waiting(CheckedContinuation<Value, any Error>)
        case finished(Result<Value, any Error>)
        case delivered
    }

    private let state = Mutex(State.idle)

    /// Creates a rendezvous with nothing delivered yet.
    package init() {}

    /// Starts the work with `start` and waits for ``deliver(_:)``; throws `CancellationError` as soon as the
    /// calling task is cancelled.
    package func wait(start: () -> Void) async throws -> Value {
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let ready: Result<Value, any Error>? = state.withLock { state in
                    switch state {
                    case .idle:
                        state = .waiting(continuation)
                        return nil
                    case .finished(let result):
                        state = .delivered
                        return result
                    case .waiting, .delivered:
                        return .failure(CancellationError())
                    }
                }
                if let ready {
                    continuation.resume(with: ready)
                } else {
                    start()
                }
            }
        } onCancel: {
            deliver(.failure(CancellationError()))
        }
    }

    /// Hands over the outcome; only the first call counts.
    package func deliver(_ result: Result<Value, any Error>) {
        let waiting: CheckedContinuation<Value, any Error>? = state.withLock { state in
            switch state {
            case .idle:
                state = .finished(result)
                return nil
            case .waiting(let continuation):
                state = .delivered
                return continuation
            case .finished, .delivered:
                return nil
            }
        }
        waiting?.resume(with: result)
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
