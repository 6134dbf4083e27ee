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

/// `read(2)`, under a name that does not clash with ``FileReader/read(_:limit:keepingEnd:)``.
package let systemRead = read

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
