import Foundation
import QuoteCommands

/// An output stream kept in memory, which can be made to fail like `/dev/full` or a closed pipe.
package final class BufferSink: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = ""
    private let failure: OutputError?

    /// Creates a sink; with `failure`, every write throws it.
    package init(failing failure: OutputError? = nil) {
        self.failure = failure
    }

    /// Everything written so far.
    package var text: String { lock.withLock { buffer } }

    /// Forgets everything written so far.
    package func clear() {
        lock.withLock { buffer = "" }
    }

    package func write(_ text: String) throws(OutputError) {
        if let failure { throw failure }
        lock.withLock { buffer += text }
    }
}
