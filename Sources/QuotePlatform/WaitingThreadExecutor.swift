import Synchronization

/// Runs a task on the thread that waits for it: the task's jobs queue here and that thread runs them in turn,
/// and its sleeps (``Clock/live``'s) are timers of this queue.
///
/// So a fetch starts no thread but its transfer's: left to the global executor, it would start Dispatch's pool,
/// its timer thread and its epoll set, a millisecond of a fetch's 15 (measured). Child tasks (a deadline's
/// race) run here too, as the task's executor preference; a continuation resumed on another thread (the
/// transfer's) queues its job here.
package final class WaitingThreadExecutor: TaskExecutor, @unchecked Sendable {
    /// The executor running the current task, if it is one of these; sleeps then are its timers.
    @TaskLocal package static var current: WaitingThreadExecutor?

    /// A sleep waiting for its time.
    private struct Timer {
        /// When it is due, in nanoseconds of the monotonic clock.
        var due: UInt64
        var resume: @Sendable (Result<Void, any Error>) -> Void
    }

    // Guarded by `mutex`, which `condition` waits on; both live apart, at stable addresses.
    private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
    private let condition = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
    private var jobs: [UnownedJob] = []
    private var timers: [Int: Timer] = [:]
    private var cancelledTimers: Set<Int> = []
    private var nextTimer = 0
    private var finished = false

    /// Creates an executor; nothing runs until ``run(_:)``.
    package init() {
        pthread_mutex_init(mutex, nil)
        var attributes = pthread_condattr_t()
        pthread_condattr_init(&attributes)
        #if !canImport(Darwin)
        pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
        #endif
        pthread_cond_init(condition, &attributes)
        pthread_condattr_destroy(&attributes)
    }

    deinit {
        pthread_cond_destroy(condition)
        pthread_mutex_destroy(mutex)
        condition.deallocate()
        mutex.deallocate()
    }

    /// What `body` returns, run as a task on the calling thread, which returns once it is done.
    package func run<T: Sendable>(_ body: @escaping @Sendable () async -> T) -> T {
        let result = Mutex<T?>(nil)
        Task(executorPreference: self) {
            let value = await Self.$current.withValue(self) { await body() }
            result.withLock { $0 = value }
            self.locked { self.finished = true }
        }
        runJobs()
        // The task set the result before it ended the loop.
        return result.withLock { $0! }
    }

    /// Waits `duration`, on this executor's timers; throws `CancellationError` as soon as the task is cancelled.
    package func sleep(for duration: Duration) async throws {
        let id = locked {
            nextTimer += 1
            return nextTimer
        }
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                let due = Self.now() + UInt64(max(0, duration.seconds) * 1e9)
                let cancelled = locked {
                    if cancelledTimers.remove(id) != nil { return true }
                    timers[id] = Timer(due: due) { continuation.resume(with: $0) }
                    pthread_cond_signal(condition)
                    return false
                }
                if cancelled { continuation.resume(throwing: CancellationError()) }
            }
        } onCancel: {
            let timer = locked {
                guard let timer = timers.removeValue(forKey: id) else {
                    cancelledTimers.insert(id)
                    return nil as Timer?
                }
                return timer
            }
            timer?.resume(.failure(CancellationError()))
        }
    }

    /// Queues a job of a task that prefers this executor, from any thread; the waiting thread runs it.
    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        locked {
            jobs.append(job)
            pthread_cond_signal(condition)
        }
    }

    /// Runs jobs and fires timers until the task is finished, waiting in between.
    private func runJobs() {
        pthread_mutex_lock(mutex)
        while true {
            if !jobs.isEmpty {
                let job = jobs.removeFirst()
                pthread_mutex_unlock(mutex)
                job.runSynchronously(on: asUnownedTaskExecutor())
                pthread_mutex_lock(mutex)
                continue
            }
            if finished { break }
            let now = Self.now()
            // Timers that came due together (the thread woke late, on a loaded machine) fire in the order they are
            // due, the earlier set first among equals: a dictionary's order would let a later sleep end first.
            let due = timers.filter { $0.value.due <= now }.sorted { ($0.value.due, $0.key) < ($1.value.due, $1.key) }
            if !due.isEmpty {
                for (id, _) in due { timers[id] = nil }
                pthread_mutex_unlock(mutex)
                for (_, timer) in due { timer.resume(.success(())) }
                pthread_mutex_lock(mutex)
                continue
            }
            if let next = timers.values.map({ $0.due }).min() {
                wait(nanoseconds: next - now)
            } else {
                pthread_cond_wait(condition, mutex)
            }
        }
        pthread_mutex_unlock(mutex)
    }

    /// Waits on the condition for at most `nanoseconds`; the mutex is held.
    private func wait(nanoseconds: UInt64) {
        #if canImport(Darwin)
        var relative = timespec(tv_sec: Int(nanoseconds / 1_000_000_000), tv_nsec: Int(nanoseconds % 1_000_000_000))
        pthread_cond_timedwait_relative_np(condition, mutex, &relative)
        #else
        let deadline = Self.now() + nanoseconds
        var absolute = timespec(tv_sec: Int(deadline / 1_000_000_000), tv_nsec: Int(deadline % 1_000_000_000))
        pthread_cond_timedwait(condition, mutex, &absolute)
        #endif
    }

    private func locked<T>(_ body: () -> T) -> T {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return body()
    }

    /// The monotonic clock, in nanoseconds.
    private static func now() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_MONOTONIC, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }
}
