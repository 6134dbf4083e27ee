import QuoteSources
import Synchronization

/// A plan's chain, made once, when the run first asks for it.
///
/// A run answered by a span's kept choice (most shell starts' `quote today`) never asks its sources: making them (a
/// source each, its URL, its server) was a twentieth of that run's work.
package final class LazyChain: Sendable {
    /// Makes the chain.
    private let make: @Sendable () -> SourceChain
    /// The chain, once made.
    private let made = Mutex<SourceChain?>(nil)

    /// A chain `make` makes when first asked.
    package init(_ make: @escaping @Sendable () -> SourceChain) {
        self.make = make
    }

    /// A chain made already.
    package convenience init(_ chain: SourceChain) {
        self.init { chain }
    }

    /// The chain, made at the first ask and the same at every other.
    package var chain: SourceChain {
        made.withLock { made in
            if let made { return made }
            let chain = make()
            made = chain
            return chain
        }
    }
}
