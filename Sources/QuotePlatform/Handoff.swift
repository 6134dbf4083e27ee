import Dispatch
import Synchronization

/// Hands the one outcome of work running on another thread to the thread that waits for it, exactly once, and lets
/// that thread stop waiting when its patience is spent, whether or not the work has stopped.
///
/// That is what keeps a deadline absolute: a transfer stuck where libcurl cannot stop it (a resolver that hangs),
/// or a `flock` another process does not let go of, is abandoned; the work learns so when it delivers (its
/// ``deliver(_:)`` answers `false`), and cleans up after itself, or its thread ends with the process. The work may
/// also mark a milestone on its way (``mark(waitingUpTo:)``: a request that reached its server), which wakes the
/// waiter without ending its wait, so that what follows from it is done on the waiting thread, never the work's;
/// the work goes on once the waiter has done it (``handledMark()``).
package final class Handoff<Value: Sendable>: Sendable {
    /// What ended a wait.
    package enum Event: Sendable {
        /// The outcome came.
        case delivered(Result<Value, any Error>)
        /// The work marked its milestone: wait again for the outcome.
        case marked
        /// The patience ran out first; the work is abandoned.
        case abandoned
    }

    private struct State {
        var outcome: Result<Value, any Error>?
        var taken = false
        var marked = false
        var markSeen = false
        var abandoned = false
    }

    private let state = Mutex(State())
    private let signal = DispatchSemaphore(value: 0)
    private let handled = DispatchSemaphore(value: 0)

    /// Creates a rendezvous with nothing delivered yet.
    package init() {}

    /// Hands over the outcome; only the first call counts.
    ///
    /// - Returns: whether the outcome reached the waiter, or is kept for it; `false` when it gave up, and the work
    ///   must let go of what it holds.
    @discardableResult
    package func deliver(_ result: Result<Value, any Error>) -> Bool {
        let taken = state.withLock { state in
            guard state.outcome == nil, !state.abandoned else { return false }
            state.outcome = result
            return true
        }
        if taken { signal.signal() }
        return taken
    }

    /// Marks the work's milestone, and waits for the waiter to handle it.
    ///
    /// The waiter's next wait ends with ``Event/marked``, once; the work waits, for `patience` at most, until the
    /// waiter has done what the milestone asks (``handledMark()``), or gave up.
    package func mark(waitingUpTo patience: Duration) {
        let waited = state.withLock { state in
            state.marked = true
            return !state.abandoned
        }
        signal.signal()
        guard waited, patience > .zero else { return }
        let milliseconds = Int((patience.seconds * 1000).rounded(.up))
        _ = handled.wait(timeout: .now() + .milliseconds(milliseconds))
    }

    /// Tells the work that what its milestone asks is done: it goes on.
    package func handledMark() {
        handled.signal()
    }

    /// Waits, blocking the thread, for the outcome or the milestone, for at most `patience`.
    package func wait(for patience: Duration) -> Event {
        let milliseconds = Int((patience.seconds * 1000).rounded(.up))
        let end = DispatchTime.now() + .milliseconds(max(0, milliseconds))
        while true {
            if let event = take(giveUp: false) { return event }
            // Timed out before `end`, it waits again: libdispatch on Linux reads the wall clock, then the monotonic one,
            // to make the semaphore's deadline, and a thread preempted between the two woke early (49.6 ms of 50).
            if signal.wait(timeout: end) == .timedOut, DispatchTime.now() >= end { return take(giveUp: true) ?? .abandoned }
        }
    }

    /// A milestone not seen yet, else the outcome not taken yet (so a milestone is never lost behind an outcome
    /// that came just after it); with `giveUp`, the work abandoned when neither, and let go of its milestone's wait.
    private func take(giveUp: Bool) -> Event? {
        let (event, gaveUp): (Event?, Bool) = state.withLock { state in
            if state.marked, !state.markSeen {
                state.markSeen = true
                return (.marked, false)
            }
            if let outcome = state.outcome, !state.taken {
                state.taken = true
                return (.delivered(outcome), false)
            }
            if giveUp { state.abandoned = true }
            return (nil, giveUp)
        }
        if gaveUp { handled.signal() }
        return event
    }
}
