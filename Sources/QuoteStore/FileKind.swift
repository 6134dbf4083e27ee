import QuotePlatform

/// What stands at a path, links followed, as the stores see it.
///
/// Only a regular file holds what `quote` keeps: anything else (`/dev/null`, a FIFO, a socket) is never read as
/// data, never waited on, and never replaced by a regular file, so `--cache-file /dev/null` means no cache.
package enum FileKind: Equatable, Sendable {
    /// Nothing: the file is made when first written.
    case missing
    /// A regular file.
    case regular
    /// A folder.
    case folder
    /// A device, a FIFO or a socket.
    case other

    /// What stands at `path`.
    package init(at path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else {
            self = .missing
            return
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: self = .regular
        case S_IFDIR: self = .folder
        default: self = .other
        }
    }

    /// The path a write to `path` lands on: through every symbolic link to its final target, a target that does
    /// not exist yet included, so the file is replaced in the target's folder and the link stays a link.
    ///
    /// - Throws: ``FileWriteError`` for a loop of links, or one that cannot be read.
    package static func target(of path: String) throws(FileWriteError) -> String {
        var current = path
        for _ in 0..<40 {
            var info = stat()
            guard lstat(current, &info) == 0, info.st_mode & S_IFMT == S_IFLNK else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw FileWriteError(path: path, reason: .system(SystemError())) }
            let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : Path.join(Path.folder(of: current), link)
        }
        throw FileWriteError(path: path, reason: .system(SystemError(ELOOP)))
    }
}
