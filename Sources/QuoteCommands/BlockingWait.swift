import Dispatch
import Synchronization

/// Runs async work from synchronous code, blocking the calling thread until it is done.
enum BlockingWait {
    /// What `body` returns, once it has run as a task on the concurrency runtime's own threads.
    ///
    /// The calling thread only waits: it must not be one the task needs (never call this from a task).
    static func result<T: Sendable>(of body: @escaping @Sendable () async -> T) -> T {
        let done = DispatchSemaphore(value: 0)
        let value = Mutex<T?>(nil)
        Task.detached {
            let result = await body()
            value.withLock { $0 = result }
            done.signal()
        }
        done.wait()
        return value.withLock { $0! }
    }
}
