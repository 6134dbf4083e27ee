import QuotePlatform

/// Writes a file so that readers see either its old contents or its new ones, never a mix.
package enum AtomicFile {
    /// What a file written promises after a power cut, beyond never being torn.
    package enum Durability: Sendable {
        /// Flushed to disk (`fsync`) before it is renamed into place: after a power cut, the new contents or the
        /// old ones. For what cannot be made again: the saved quotes, the history, the quote of the day.
        case durable
        /// Renamed without waiting for the disk: a power cut just after may leave the old contents or, on a
        /// file system that does not order the rename after the data, an empty file, which reads as a miss.
        /// For what a later run makes again (the cache), which would pay a millisecond at every run for it.
        case replaceable
    }

    /// A temporary file this much older than now belongs to a writer that died (a crash, SIGKILL) and is removed.
    static let staleAge: TimeInterval = 60

    /// Writes `parts`, one after the other, to a new temporary file beside `path`, flushes it to disk when
    /// `durability` asks, and renames it over `path`, creating the folder first if it is missing. (In parts, so that a large file
    /// and a line after it need not be copied into one buffer first.)
    ///
    /// A symbolic link is written through: the new file replaces its target, in the target's folder. Something
    /// that is not a regular file (`/dev/null`, a FIFO) is never replaced. The temporary file is removed on any
    /// failure, so failed or concurrent writes leave nothing behind; temporary files left by writers that were
    /// killed are swept up by the next write.
    ///
    /// - Parameters:
    ///   - permissions: the new file's mode; 0600 by default, as the file holds what the user read.
    ///   - durability: whether the data reaches the disk before the rename.
    /// - Throws: ``FileWriteError`` naming the path and the reason; `path` is then as it was.
    package static func write(
        _ parts: [Data], to path: String, permissions: mode_t = 0o600, durability: Durability = .durable
    ) throws(FileWriteError) {
        let target = try FileKind.target(of: path)
        let kind = FileKind(at: target)
        guard kind == .missing || kind == .regular else { throw FileWriteError(path: path, reason: .notARegularFile) }
        let folder = Path.folder(of: target)
        let name = Path.name(of: target)
        try makeFolder(folder, for: path)
        var template = Array(Path.join(folder, ".\(name).XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(path) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        do throws(FileWriteError) {
            defer { close(descriptor) }
            guard fchmod(descriptor, permissions) == 0 else { throw failure(path) }
            for part in parts { try writeAll(part, to: descriptor, path: path) }
            // Flushed before the rename, so a power cut cannot leave a renamed but empty or partial file.
            if durability == .durable { guard fsync(descriptor) == 0 else { throw failure(path) } }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, target) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
        removeStaleTemporaries(of: name, in: folder)
    }

    /// Creates `folder` and its parents (mode 0700, as for XDG base directories) when missing.
    package static func makeFolder(_ folder: String, for path: String) throws(FileWriteError) {
        switch FileKind(at: folder) {
        case .folder: return
        case .missing: break
        default: throw FileWriteError(path: path, reason: .notAFolder(folder))
        }
        let parent = Path.folder(of: folder)
        if parent != folder { try makeFolder(parent, for: path) }
        guard mkdir(folder, 0o700) == 0 || errno == EEXIST else { throw failure(path) }
    }

    /// Writes every byte, retrying short writes and interruptions.
    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(FileWriteError) {
        if let error = data.withUnsafeBytes({ writeFully($0, to: descriptor) }) {
            throw FileWriteError(path: path, reason: .system(error))
        }
    }

    /// Removes `.NAME.XXXXXX` files in `folder` older than ``staleAge``; failures do not matter.
    private static func removeStaleTemporaries(of name: String, in folder: String) {
        let prefix = ".\(name)."
        // A file's time is the kernel's, so it is held to the kernel's own now, not to a run's clock (a test's
        // virtual one, say), which says nothing of when another process wrote.
        let cutoff = time(nil) - time_t(staleAge)
        for entryName in Path.names(in: folder) where entryName.hasPrefix(prefix) && entryName.count == prefix.count + 6 {
            let candidate = Path.join(folder, entryName)
            if let status = FileStatus(at: candidate, followingLinks: false), status.kind == .regular,
                status.modified.seconds < Int(cutoff)
            {
                unlink(candidate)
            }
        }
    }

    /// The error for the current `errno`.
    private static func failure(_ path: String) -> FileWriteError {
        FileWriteError(path: path, reason: .system(SystemError()))
    }
}
