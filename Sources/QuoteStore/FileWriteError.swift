import QuotePlatform

/// A file could not be written; what was there before is untouched.
package struct FileWriteError: Error, Equatable, Sendable {
    /// Why a write failed.
    package enum Reason: Equatable, Sendable {
        /// The system's own words for it (`strerror`): "No space left on device".
        case system(SystemError)
        /// A path on the way to the file is not a folder.
        case notAFolder(String)
        /// The file is something other than a regular file (a device, a FIFO), which is never replaced.
        case notARegularFile
        /// The file's lock could not be opened: the lock's path, and the system's words.
        case lockUnopenable(lock: String, reason: SystemError)
        /// The file's lock could not be taken: the lock's path, and the system's words.
        case lockFailed(lock: String, reason: SystemError)
        /// Another run held the file's lock for longer than a run waits.
        case lockHeld(lock: String, patience: Duration)
        /// The file could not be read before changing it, so it was left as it is.
        case unreadable(FileReader.Failure)
        /// A write stopped short of the whole line.
        case shortWrite(written: Int, of: Int)
    }

    /// The file.
    package var path: String
    /// Why.
    package var reason: Reason

    /// Creates an error.
    package init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }
}
