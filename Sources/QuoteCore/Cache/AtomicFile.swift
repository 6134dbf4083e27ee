import Foundation

/// Writes a file so that readers see either its old contents or its new ones, never a mix.
enum AtomicFile {
    /// Writes `data` to a new temporary file beside `path`, flushes it, and renames it over `path`,
    /// creating the folder first if it is missing.
    ///
    /// The temporary file is removed on any failure, so failed or concurrent writes leave nothing behind.
    static func write(_ data: Data, to path: String) throws(CacheWriteError) {
        let parent = (path as NSString).deletingLastPathComponent
        let folder = parent.isEmpty ? "." : parent
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        } catch {
            throw CacheWriteError(path: path, reason: describe(error))
        }
        let name = (path as NSString).lastPathComponent
        var template = Array((folder + "/.\(name).XXXXXX").utf8CString)
        let descriptor = mkstemp(&template)
        guard descriptor >= 0 else { throw failure(path) }
        let temporary = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
        do throws(CacheWriteError) {
            defer { close(descriptor) }
            try writeAll(data, to: descriptor, path: path)
            #if DEBUG
            pauseForCrashTests()
            #endif
            // Flushed before the rename, so a crash cannot leave a renamed but empty file.
            guard fsync(descriptor) == 0 else { throw failure(path) }
        } catch {
            unlink(temporary)
            throw error
        }
        guard rename(temporary, path) == 0 else {
            let error = failure(path)
            unlink(temporary)
            throw error
        }
    }

    /// Writes every byte, retrying short writes and interruptions.
    private static func writeAll(_ data: Data, to descriptor: Int32, path: String) throws(CacheWriteError) {
        let failed: Bool = data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = Foundation.write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return true
                }
                offset += written
            }
            return false
        }
        if failed { throw failure(path) }
    }

    #if DEBUG
    /// Debug builds only: `QUOTE_DEBUG_CACHE_WRITE_PAUSE=SECONDS` holds the written temporary file before
    /// the rename, so the end-to-end tests can kill the process inside the window it would otherwise pass
    /// through in microseconds. Release builds do not contain this.
    private static func pauseForCrashTests() {
        guard let value = getenv("QUOTE_DEBUG_CACHE_WRITE_PAUSE"), let seconds = Double(String(cString: value)) else { return }
        usleep(UInt32(min(seconds, 60) * 1_000_000))
    }
    #endif

    /// The POSIX reason inside a Foundation error, where there is one.
    private static func describe(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        if nsError.domain == NSPOSIXErrorDomain { return String(cString: strerror(Int32(nsError.code))) }
        return nsError.localizedDescription
    }

    /// The error for the current `errno`.
    private static func failure(_ path: String) -> CacheWriteError {
        CacheWriteError(path: path, reason: String(cString: strerror(errno)))
    }
}
