/// An error the system reported, by its `errno` value: why a file could not be read or written.
///
/// Kept as the number, not as `strerror`'s words, so that a message can say it in the reader's language: the C
/// library's words are English whatever the locale (`quote` never calls `setlocale`), and a Korean locale is
/// often not installed anyway.
package struct SystemError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The `errno` value: `ENOSPC`.
    package let code: Int32

    /// The error `code`, by default the one the last failed system call left in `errno`.
    package init(_ code: Int32 = errno) {
        self.code = code
    }

    /// `ENOENT`: what a path that names nothing gives, for a message that must say it without a call.
    package static let noSuchFile = SystemError(ENOENT)

    /// The C library's own words for it, as `strerror` gives them: "No space left on device".
    package var description: String { String(cString: strerror(code)) }
}

/// `write(2)`, under a name that does not clash with the sinks' own `write`.
package let systemWrite = write

/// Writes all of `bytes` to `descriptor`, again after a partial write or an interrupted one.
///
/// - Returns: `nil` once every byte is written; else the error that stopped it.
package func writeFully(_ bytes: UnsafeRawBufferPointer, to descriptor: Int32) -> SystemError? {
    var offset = 0
    while offset < bytes.count {
        let written = systemWrite(descriptor, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 {
            if errno == EINTR { continue }
            return SystemError()
        }
        offset += written
    }
    return nil
}

/// Reads what `descriptor` gives into `buffer`: one read, again only after an interruption.
///
/// At `offset` when one is given (`pread`), else where the file stands. The one read every reader of a file goes
/// through.
///
/// - Returns: how many bytes came; 0 at the end of the file.
/// - Throws: the system's error.
package func readOnce(
    _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int? = nil
) throws(SystemError) -> Int {
    while true {
        let count =
            if let offset { pread(descriptor, buffer.baseAddress, buffer.count, off_t(offset)) } else {
                read(descriptor, buffer.baseAddress, buffer.count)
            }
        if count >= 0 { return count }
        if errno != EINTR { throw SystemError() }
    }
}

/// Reads into all of `buffer` (``readOnce(_:into:at:)`` until it is full), stopping early only at the end of the file.
///
/// - Returns: how many bytes came: fewer than the buffer holds at the end of the file.
/// - Throws: the system's error.
package func readFully(
    _ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer, at offset: Int? = nil
) throws(SystemError) -> Int {
    var filled = 0
    while filled < buffer.count {
        let rest = UnsafeMutableRawBufferPointer(rebasing: buffer[filled...])
        let count = try readOnce(descriptor, into: rest, at: offset.map { $0 + filled })
        if count == 0 { break }
        filled += count
    }
    return filled
}

extension stat {
    /// When the file was last modified, to the nanosecond (the field is spelled differently on Darwin).
    package var modified: (seconds: Int, nanoseconds: Int) {
        #if canImport(Darwin)
        (Int(st_mtimespec.tv_sec), Int(st_mtimespec.tv_nsec))
        #else
        (Int(st_mtim.tv_sec), Int(st_mtim.tv_nsec))
        #endif
    }
}
