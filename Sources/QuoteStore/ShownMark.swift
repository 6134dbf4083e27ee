import QuotePlatform

/// When a file's quote was last shown, kept as the file's modification time: `save` keeps the quote the user
/// saw last, and a command that shows a kept quote again marks its file so, without writing a byte of it.
enum ShownMark {
    /// Marks `path` as shown now; nothing for a file that is not a regular one of ours, or cannot be marked.
    static func mark(_ path: String) {
        guard FileKind(at: path) == .regular, var times = now else { return }
        _ = utimensat(AT_FDCWD, path, &times, 0)
    }

    /// Marks the file open as `descriptor` as written now: ``AtomicFile`` does so to every file before its rename.
    static func mark(descriptor: Int32) {
        guard var times = now else { return }
        _ = futimens(descriptor, &times)
    }

    /// Now, as the access and modification times a mark sets; `nil` if the clock cannot be read.
    ///
    /// As finely as the clock tells it (nanoseconds on Linux, microseconds on macOS): the time a kernel may give a
    /// file by itself (a write, or `utimensat` without times) moves a tick at a time (4 ms), so a `today` and a
    /// `quote` run back to back in a script would tie, and `save` keep the wrong one.
    private static var now: [timespec]? {
        var now = timespec()
        guard clock_gettime(CLOCK_REALTIME, &now) == 0 else { return nil }
        return [now, now]
    }

    /// When `path`'s quote was last shown or written; `nil` when there is no such file.
    static func time(of path: String) -> (seconds: Int, nanoseconds: Int)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.modified
    }
}
