import QuoteModel
import QuoteStore

/// The files the supply reads and keeps quotes in; `nil` where a run keeps none.
package struct SupplyStores: Sendable {
    /// The quote shown last (what `last` and `save` act on), or `nil` when it is not kept.
    package var cache: QuoteCache?
    /// The history, or `nil` when it is not kept.
    package var history: HistoryStore?
    /// The quote chosen for the span (`today`'s day, `--every`'s window), or `nil` when it is not kept.
    package var window: WindowStore?
    /// The folder of the sources' state (their budgets at each server, their refill locks), or `nil` when none
    /// is kept.
    package var states: String?
    /// Whether nothing is kept because `HOME` is not usable: `today` then shows the collection's quote of the day,
    /// the same all day, rather than a new one at every run.
    package var homeMissing: Bool

    /// Stores as given.
    package init(
        cache: QuoteCache? = nil, history: HistoryStore? = nil, window: WindowStore? = nil, states: String? = nil,
        homeMissing: Bool = false
    ) {
        self.cache = cache
        self.history = history
        self.window = window
        self.states = states
        self.homeMissing = homeMissing
    }

    /// The state called `key` (a source at a server), where states are kept.
    package func state(_ key: String) -> SourceState? {
        states.map { SourceState(folder: $0, key: key) }
    }

    /// The refill lock of source `name`, where states are kept.
    package func refillLock(of name: SourceName) -> RefillLock? {
        states.map { RefillLock(folder: $0, source: name) }
    }
}
