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
    /// A device, a FIFO or a socket (or, not followed, a symbolic link).
    case other
    /// A symbolic link, as ``FileStatus/init(at:followingLinks:)`` sees one it does not follow.
    case link

    /// What stands at `path`, a link followed.
    package init(at path: String) {
        self = FileStatus(at: path)?.kind ?? .missing
    }

    /// The path a write to `path` lands on: through every symbolic link to its final target, a target that does
    /// not exist yet included, so the file is replaced in the target's folder and the link stays a link.
    ///
    /// - Throws: ``FileWriteError`` for a loop of links, or one that cannot be read.
    package static func target(of path: String) throws(FileWriteError) -> String {
        var current = path
        for _ in 0..<40 {
            guard FileStatus(at: current, followingLinks: false)?.kind == .link else { return current }
            var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
            let length = readlink(current, &buffer, buffer.count - 1)
            guard length >= 0 else { throw FileWriteError(path: path, reason: .system(SystemError())) }
            let link = String(decoding: buffer[..<length].map { UInt8(bitPattern: $0) }, as: UTF8.self)
            current = link.hasPrefix("/") ? link : Path.join(Path.folder(of: current), link)
        }
        throw FileWriteError(path: path, reason: .system(SystemError(ELOOP)))
    }
}

/// What one `stat` says of what stands at a path or behind a descriptor: its kind, size, permissions and time.
///
/// The one way `quote` asks.
package struct FileStatus: Sendable {
    /// What it is.
    package let kind: FileKind
    /// Its size in bytes.
    package let size: Int
    /// Its permission bits (`0o600`).
    package let permissions: mode_t
    /// When it was last modified, to the nanosecond.
    package let modified: (seconds: Int, nanoseconds: Int)

    /// What stands at `path`, a symbolic link followed unless told not to; `nil` when nothing does, or it cannot be
    /// asked.
    package init?(at path: String, followingLinks: Bool = true) {
        var info = stat()
        guard (followingLinks ? stat(path, &info) : lstat(path, &info)) == 0 else { return nil }
        self.init(info)
    }

    /// What `descriptor` is open on; `nil` when it cannot be asked.
    package init?(descriptor: Int32) {
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return nil }
        self.init(info)
    }

    private init(_ info: stat) {
        kind =
            switch info.st_mode & S_IFMT {
            case S_IFREG: .regular
            case S_IFDIR: .folder
            case S_IFLNK: .link
            default: .other
            }
        size = Int(info.st_size)
        permissions = info.st_mode & 0o7777
        modified = info.modified
    }
}
