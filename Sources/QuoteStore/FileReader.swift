import QuoteModel

/// Reads small files whole, with a limit, through `open` and `read` (FoundationEssentials has no `FileHandle`).
package enum FileReader {
    /// Why a file could not be read.
    package enum Failure: Error, Equatable, Sendable {
        /// It does not exist.
        case missing
        /// It holds more than the limit.
        case tooLarge
        /// It could not be opened or read (a folder, no permission), with the system's reason.
        case unreadable(String)
    }

    /// The bytes of the file at `path`, if it holds at most `limit` of them; none for what is not a regular file
    /// or a folder (`/dev/null`, a FIFO), which is never read or waited on.
    ///
    /// - Parameter keepingEnd: for a larger file, its last `limit` bytes from the first line that starts
    ///   among them, instead of ``Failure/tooLarge``.
    package static func read(_ path: String, limit: Int, keepingEnd: Bool = false) throws(Failure) -> Data {
        // Non-blocking, so that opening a FIFO with no writer returns at once instead of waiting for one.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw errno == ENOENT ? .missing : .unreadable(systemErrorMessage()) }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw .unreadable(systemErrorMessage()) }
        let kind = info.st_mode & S_IFMT
        guard kind == S_IFREG || kind == S_IFDIR else { return Data() }
        var skipsPartialLine = false
        if keepingEnd, Int(info.st_size) > limit {
            guard lseek(descriptor, off_t(Int(info.st_size) - limit), SEEK_SET) >= 0 else {
                throw .unreadable(systemErrorMessage())
            }
            skipsPartialLine = true
        }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(systemErrorMessage())
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[..<count])
            if data.count > limit { throw .tooLarge }
        }
        guard skipsPartialLine, let newline = data.firstIndex(of: UInt8(ascii: "\n")) else { return data }
        return Data(data[data.index(after: newline)...])
    }
}
