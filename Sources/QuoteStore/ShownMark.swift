import QuotePlatform

/// When a file's quote was last shown, kept as the file's modification time: `save` keeps the quote the user
/// saw last, and a command that shows a kept quote again marks its file so, without writing a byte of it.
enum ShownMark {
    /// Marks `path` as shown now; nothing for a file that is not a regular one of ours, or cannot be marked.
    ///
    /// Now as finely as the clock tells it (nanoseconds on Linux, microseconds on macOS): the time a kernel may
    /// give a file by itself (a write, or `utimensat` without times) moves a tick at a time (4 ms), so a `today`
    /// and a `quote` run back to back in a script would tie, and `save` keep the wrong one.
    static func mark(_ path: String) {
        guard FileKind(at: path) == .regular else { return }
        var now = timespec()
        guard clock_gettime(CLOCK_REALTIME, &now) == 0 else { return }
        var times = [now, now]
        _ = utimensat(AT_FDCWD, path, &times, 0)
    }

    /// When `path`'s quote was last shown or written; `nil` when there is no such file.
    static func time(of path: String) -> (seconds: Int, nanoseconds: Int)? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return info.modified
    }
}
