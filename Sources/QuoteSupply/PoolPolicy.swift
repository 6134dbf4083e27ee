import QuoteModel
import QuoteStore

/// How a run uses the pools of unseen quotes, one per network source.
package struct PoolPolicy: Sendable {
    /// Where the pool files are.
    package var folder: String
    /// How many quotes each pool holds when full.
    package var capacity: Int
    /// Whether a run that leaves a pool at half or below starts a refill in the background (`refill = auto`).
    package var refillsInBackground: Bool

    /// Creates a policy.
    package init(folder: String, capacity: Int, refillsInBackground: Bool) {
        self.folder = folder
        self.capacity = capacity
        self.refillsInBackground = refillsInBackground
    }

    /// The pool of source `name`.
    package func store(of name: SourceName) -> PoolStore {
        PoolStore(folder: folder, source: name)
    }
}
