/// What running a command comes to before anything waits: an exit code, or the rest of the run, which waits on
/// the network.
///
/// Most runs never wait (`last`, `history`, a `today` that shows the quote it kept): they end without the
/// concurrency runtime or Dispatch ever starting, which at every shell start is much of the time a run takes.
package enum Outcome: Sendable {
    /// The run is over.
    case finished(ExitCode)
    /// The rest of the run, to be awaited: a fetch, then printing and keeping what it found.
    case pending(@Sendable () async throws -> ExitCode)
}
