import QuotePlatform

/// Where a run writes its text: stdout and stderr in the binary, a buffer in tests.
package protocol OutputSink: Sendable {
    /// Writes all of `text`.
    ///
    /// - Throws: ``OutputError`` when the bytes could not be written.
    func write(_ text: String) throws(OutputError)

    /// Writes all of `data`, whatever bytes it holds (a fortune file's, as the file has them).
    ///
    /// - Throws: ``OutputError`` when the bytes could not be written.
    func write(_ data: Data) throws(OutputError)
}

extension OutputSink {
    /// Writes `data` as text: for a sink that keeps text (a test's buffer).
    package func write(_ data: Data) throws(OutputError) {
        try write(String(decoding: data, as: UTF8.self))
    }
}

/// Writing output failed.
package struct OutputError: Error, Equatable, Sendable {
    /// Why, as the system says it.
    package var reason: SystemError
    /// The reader went away (`EPIPE`): as with `quote | head -c 1`, nothing is worth reporting.
    package var isBrokenPipe: Bool

    /// Creates an error.
    package init(reason: SystemError, isBrokenPipe: Bool = false) {
        self.reason = reason
        self.isBrokenPipe = isBrokenPipe
    }
}

/// An open file descriptor, written with `write(2)` and no buffering, so that each ``write(_:)`` either
/// reaches the descriptor whole or reports why not (`quote > /dev/full` must fail loudly).
package struct FileDescriptorSink: OutputSink {
    /// The descriptor: 1 for stdout, 2 for stderr.
    package var descriptor: Int32

    /// Creates a sink on `descriptor`.
    package init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    package func write(_ text: String) throws(OutputError) {
        // The string's own UTF-8 storage, written as it is: no copy into `Data` and then an array.
        var text = text
        if let failure = text.withUTF8({ write(UnsafeRawBufferPointer($0)) }) { throw failure }
    }

    /// Writes all of `data`, whatever bytes it holds.
    package func write(_ data: Data) throws(OutputError) {
        if let failure = data.withUnsafeBytes({ write($0) }) { throw failure }
    }

    /// Writes all of `bytes`, again after a partial write or an interrupted one; the failure, if any.
    private func write(_ bytes: UnsafeRawBufferPointer) -> OutputError? {
        writeFully(bytes, to: descriptor).map { OutputError(reason: $0, isBrokenPipe: $0.code == EPIPE) }
    }
}
