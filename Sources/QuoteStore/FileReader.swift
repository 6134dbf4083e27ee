import QuotePlatform

/// Reads small files whole, with a limit, through `open` and `read` (FoundationEssentials has no `FileHandle`).
package enum FileReader {
    /// Why a file could not be read.
    package enum Failure: Error, Equatable, Sendable {
        /// It does not exist.
        case missing
        /// It holds more than the limit.
        case tooLarge
        /// It could not be opened or read (a folder, no permission), with the system's reason.
        case unreadable(SystemError)
    }

    /// What a read keeps of a file larger than its limit.
    package enum Larger: Sendable {
        /// Nothing: the read fails with ``Failure/tooLarge``.
        case refused
        /// Its first `limit` bytes: a sample of its start.
        case start
        /// Its last `limit` bytes, from the first line that starts among them: the newest lines of a log.
        case end
    }

    /// The bytes of the file at `path`, if it holds at most `limit` of them; none for what is not a regular file
    /// or a folder (`/dev/null`, a FIFO), which is never read or waited on.
    ///
    /// - Parameter larger: what to keep of a larger file; by default it is refused.
    package static func read(_ path: String, limit: Int, larger: Larger = .refused) throws(Failure) -> Data {
        // Non-blocking, so that opening a FIFO with no writer returns at once instead of waiting for one.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw errno == ENOENT ? .missing : .unreadable(SystemError()) }
        defer { close(descriptor) }
        guard let status = FileStatus(descriptor: descriptor) else { throw .unreadable(SystemError()) }
        guard status.kind == .regular || status.kind == .folder else { return Data() }
        let size = status.size
        let skipsPartialLine = larger == .end && size > limit
        if skipsPartialLine {
            guard lseek(descriptor, off_t(size - limit), SEEK_SET) >= 0 else { throw .unreadable(SystemError()) }
        }
        // Read straight into the result, sized from fstat; one byte more, to see a file that grew past the limit.
        var data = Data(count: min(size, limit) + 1)
        var filled = 0
        while true {
            if filled == data.count { data.count += 64 * 1024 }  // it grew since fstat
            let wanted = larger == .start ? min(data.count - filled, limit - filled) : data.count - filled
            guard wanted > 0 else { break }
            let read = data.withUnsafeMutableBytes { bytes in
                Result { () throws(SystemError) in
                    try readOnce(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: bytes[filled..<filled + wanted]))
                }
            }
            let count: Int
            do throws(SystemError) { count = try read.get() } catch { throw .unreadable(error) }
            if count == 0 { break }
            filled += count
            if filled > limit { throw .tooLarge }
        }
        data.count = filled
        guard skipsPartialLine, let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return data }
        return Data(data[data.index(after: newline)...])
    }
}
