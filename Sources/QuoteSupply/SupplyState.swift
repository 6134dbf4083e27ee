import QuoteSources
import Synchronization

/// What one run of the supply gathers on its way: its notes, and the pool it left low, which ``Supply/refill()``
/// refills.
final class SupplyState: Sendable {
    /// The run's notes, each once.
    let notes = SupplyNotes()
    /// The first source's pool, when the run left it at half or below: the source and how many it holds.
    let lowPool = Mutex<(source: NetworkSource, held: Int)?>(nil)
}
