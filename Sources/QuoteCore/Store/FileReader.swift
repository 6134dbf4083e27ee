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

    /// The bytes of the file at `path`, if it holds at most `limit` of them.
    package static func read(_ path: String, limit: Int) throws(Failure) -> Data {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw errno == ENOENT ? .missing : .unreadable(systemErrorMessage()) }
        defer { close(descriptor) }
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { systemRead(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw .unreadable(systemErrorMessage())
            }
            if count == 0 { return data }
            data.append(contentsOf: buffer[..<count])
            if data.count > limit { throw .tooLarge }
        }
    }
}

/// `read(2)`, under a name that does not clash with ``FileReader/read(_:limit:)``.
let systemRead = read
