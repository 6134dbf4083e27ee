import QuotePlatform

/// Rewrites a small file over its old contents: for a file whose writers all hold its lock, and whose every version
/// is one JSON value (a source's state, written before each request it counts).
///
/// Thirty times cheaper than ``AtomicFile``: on ext4 a rename over an existing file first flushes the new one
/// (127 µs a write here, where writing in place took 3.5 µs), and a fetch waits for that write before it asks.
/// The new contents go in one `write(2)`, padded with spaces to the old length, so that a process killed at any
/// moment leaves the old value or the new one, either read as JSON. A reader without the lock may, in principle,
/// see a write half done and read a miss; what a state's reader decides that way is made good under the lock.
package enum InPlaceFile {
    /// The longest old contents padded over: a longer file (not one of ours) is cut to the new contents instead.
    package static let paddedLength = 4096

    /// Writes `data` over `path`'s contents, creating the file (mode `permissions`) and its folder when missing.
    ///
    /// A symbolic link is written through, as ``AtomicFile`` does; something that is not a regular file (a FIFO,
    /// a device) is never written.
    ///
    /// - Throws: ``FileWriteError`` naming the path and the reason.
    package static func overwrite(_ data: Data, at path: String, permissions: mode_t = 0o600) throws(FileWriteError) {
        let target = try FileKind.target(of: path)
        try AtomicFile.makeFolder(Path.folder(of: target), for: path)
        // Never blocking on a FIFO put in the file's place; what is opened is looked at before a byte is written.
        let descriptor = open(target, O_WRONLY | O_CREAT | O_NONBLOCK | O_CLOEXEC, permissions)
        guard descriptor >= 0 else { throw FileWriteError(path: path, reason: .system(SystemError())) }
        defer { close(descriptor) }
        guard let status = FileStatus(descriptor: descriptor) else {
            throw FileWriteError(path: path, reason: .system(SystemError()))
        }
        guard status.kind == .regular else { throw FileWriteError(path: path, reason: .notARegularFile) }
        var contents = data
        let padding = status.size - data.count
        if padding > 0, status.size <= paddedLength {
            contents.append(contentsOf: repeatElement(UInt8(ascii: " "), count: padding))
        }
        if let error = contents.withUnsafeBytes({ writeFully($0, to: descriptor) }) {
            throw FileWriteError(path: path, reason: .system(error))
        }
        if status.size > contents.count, ftruncate(descriptor, off_t(contents.count)) != 0 {
            throw FileWriteError(path: path, reason: .system(SystemError()))
        }
    }
}
