import QuoteSources
import Synchronization

/// A plan's chain, made once, when the run first asks for it.
///
/// A run answered by a span's kept choice (most shell starts' `quote today`) never asks its sources: making them (a
/// source each, its URL, its server) was a twentieth of that run's work.
final class LazyChain: Sendable {
    /// Makes the chain.
    private let make: @Sendable () -> SourceChain
    /// The chain, once made.
    private let made = Mutex<SourceChain?>(nil)

    /// A chain `make` makes when first asked.
    init(_ make: @escaping @Sendable () -> SourceChain) {
        self.make = make
    }

    /// A chain made already.
    convenience init(_ chain: SourceChain) {
        self.init { chain }
    }

    /// The chain, made at the first ask and the same at every other.
    var chain: SourceChain {
        made.withLock { made in
            if let made { return made }
            let chain = make()
            made = chain
            return chain
        }
    }
}
