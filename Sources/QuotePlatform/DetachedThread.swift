/// Runs blocking work on a thread of its own, so that the thread waiting for it (``Handoff``) can stop waiting at
/// its deadline however long the work blocks (a libcurl transfer, a resolver that hangs, a `flock`).
package enum DetachedThread {
    /// Starts `work` on a new, detached thread; returns at once.
    ///
    /// - Returns: `false` when the system could not make a thread; `work` then never runs.
    @discardableResult
    package static func run(_ work: @escaping @Sendable () -> Void) -> Bool {
        let box = Unmanaged.passRetained(Box(work)).toOpaque()
        #if canImport(Darwin)
        var thread: pthread_t?
        #else
        var thread = pthread_t()
        #endif
        guard
            pthread_create(
                &thread, nil,
                { context in
                    #if canImport(Darwin)
                    let box = Unmanaged<Box>.fromOpaque(context).takeRetainedValue()
                    #else
                    let box = Unmanaged<Box>.fromOpaque(context!).takeRetainedValue()
                    #endif
                    box.work()
                    return nil
                }, box) == 0
        else {
            Unmanaged<Box>.fromOpaque(box).release()
            return false
        }
        #if canImport(Darwin)
        pthread_detach(thread!)
        #else
        pthread_detach(thread)
        #endif
        return true
    }

    /// The work, carried through `pthread_create`'s one pointer.
    private final class Box {
        let work: @Sendable () -> Void
        init(_ work: @escaping @Sendable () -> Void) { self.work = work }
    }
}
