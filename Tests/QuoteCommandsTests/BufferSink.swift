import Foundation
import QuoteCommands

/// An output stream kept in memory, which can be made to fail like `/dev/full` or a closed pipe.
package final class BufferSink: OutputSink, @unchecked Sendable {
    private let lock = NSLock()
    private var buffer = Data()
    private let failure: OutputError?

    /// Creates a sink; with `failure`, every write throws it.
    package init(failing failure: OutputError? = nil) {
        self.failure = failure
    }

    /// Everything written so far, as text.
    package var text: String { String(decoding: data, as: UTF8.self) }

    /// Everything written so far, byte for byte.
    package var data: Data { lock.withLock { buffer } }

    /// Forgets everything written so far.
    package func clear() {
        lock.withLock { buffer = Data() }
    }

    package func write(_ text: String) throws(OutputError) {
        if let failure { throw failure }
        lock.withLock { buffer.append(contentsOf: text.utf8) }
    }

    package func write(_ data: Data) throws(OutputError) {
        if let failure { throw failure }
        lock.withLock { buffer.append(data) }
    }
}
