import QuoteSources

/// What running the supply comes to before anything waits.
///
/// Its outcome, or the rest of the run, which waits on the network. A kept choice or a pooled quote never waits, nor starts the concurrency runtime.
package enum SupplyRun: Sendable {
    /// The run is over.
    case finished(SupplyOutcome)
    /// The rest of the run, to be awaited: a fetch, then presenting and keeping what it found.
    case pending(@Sendable () async -> SupplyOutcome)
}

/// How a run of the supply ended, and the notes to say after it (the files a shown quote could not be kept in).
package struct SupplyOutcome: Sendable {
    /// What came of it.
    package enum Result: Sendable {
        /// The quote was presented, then kept.
        case presented(Supplied)
        /// The quote could not be presented (its output failed): nothing was kept.
        case notPresented(Supplied)
        /// No source gave a quote, and there was nothing to fall back on.
        case failed(ChainError)
    }

    /// What came of it.
    package var result: Result
    /// What went wrong on the way since the quote was presented; with a failure, all of it.
    package var notes: [SupplyNote]
}
