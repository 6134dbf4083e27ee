import Foundation
import QuotePlatform
import QuoteTestSupport
import Testing

/// The executor `quote` fetches on: a task run on the thread that waits for it, with timers of its own.
@Suite("Running a task on the waiting thread", .timeLimit(.minutes(1)))
struct WaitingThreadExecutorTests {
    /// `executor.run(body)` on a thread of its own, as `main.swift` calls it, awaited here.
    private func run<T: Sendable>(_ body: @escaping @Sendable () async -> T) async -> T {
        await withCheckedContinuation { continuation in
            DetachedThread.run { continuation.resume(returning: WaitingThreadExecutor().run(body)) }
        }
    }

    @Test("The task's value comes back; child tasks and work resumed from another thread run on the same thread")
    func runsTheTask() async {
        let (value, threads) = await run { () -> (Int, Set<String>) in
            let here = "\(pthread_self())"
            let fromThread = await withCheckedContinuation { continuation in
                DetachedThread.run { continuation.resume(returning: 40) }
            }
            let children = await withTaskGroup(of: String.self) { group in
                for _ in 0..<3 { group.addTask { "\(pthread_self())" } }
                return await group.reduce(into: Set<String>()) { $0.insert($1) }
            }
            return (fromThread + 2, children.union([here, "\(pthread_self())"]))
        }
        #expect(value == 42)
        #expect(threads.count == 1)
    }

    @Test("Sleeps are its own timers, in the task and its children; they end in order")
    func sleeps() async {
        let order = await run { () -> [Int] in
            #expect(WaitingThreadExecutor.current != nil)
            return await withTaskGroup(of: Int.self) { group in
                for (index, milliseconds) in [30, 1, 10].enumerated() {
                    group.addTask {
                        #expect(WaitingThreadExecutor.current != nil)
                        try? await Clock.live.sleep(.milliseconds(milliseconds))
                        return index
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
        }
        #expect(order == [1, 2, 0])
    }

    @Test("Sleeps that come due together, its thread held up past them all (a loaded machine), still end in order")
    func sleepsDueTogether() async {
        let order = await run { () -> [Int] in
            await withTaskGroup(of: Int?.self) { group in
                for (index, milliseconds) in [30, 1, 10].enumerated() {
                    group.addTask {
                        try? await Clock.live.sleep(.milliseconds(milliseconds))
                        return index
                    }
                }
                // Holds the executor's one thread until every sleep above is due.
                group.addTask {
                    usleep(80_000)
                    return nil
                }
                return await group.reduce(into: []) { if let index = $1 { $0.append(index) } }
            }
        }
        #expect(order == [1, 2, 0])
    }

    @Test("A sleep ends as soon as its task is cancelled, before it started waiting or while it waits")
    func cancelledSleep() async {
        let outcomes = await run { () -> [String] in
            var outcomes: [String] = []
            for cancelFirst in [true, false] {
                let sleeper = Task {
                    if cancelFirst { withUnsafeCurrentTask { $0?.cancel() } }
                    do {
                        try await Clock.live.sleep(.seconds(3600))
                        return "slept"
                    } catch {
                        return "\(type(of: error))"
                    }
                }
                if !cancelFirst { await Task.yield() }
                sleeper.cancel()
                outcomes.append(await sleeper.value)
            }
            return outcomes
        }
        #expect(outcomes == ["CancellationError", "CancellationError"])
    }
}
