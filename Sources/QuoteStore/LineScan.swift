import QuotePlatform

/// A file of lines read a chunk at a time through one small buffer: counting its lines, or finding one, costs a
/// pass over the file and no memory that grows with it (reading 5,000 saved quotes whole into fresh memory cost
/// more in page faults than anything done with them).
///
/// Lines are as ``JSONLines/lines(of:)`` finds them: empty ones are none. Of a file larger than
/// ``JSONLines/maximumSize`` only its end is read, from the first line that starts within it, as the readers
/// that read a file whole keep.
package enum LineScan {
    /// The chunk read at a time.
    static let chunkSize = 64 << 10
    /// The longest line returned whole; a longer one is cut short (and is no record).
    static let longestLine = 1 << 20

    /// How many lines the file holds, counting no further than `limit`; 0 for a missing file.
    ///
    /// - Throws: ``FileReader/Failure`` when the file is there but cannot be read.
    package static func count(_ path: String, upTo limit: Int = .max) throws(FileReader.Failure) -> Int {
        var count = 0
        try scan(path) { _, isLineStart, _ in
            if isLineStart { count += 1 }
            return count < limit
        }
        return count
    }

    /// Line `index` (from 0), without its newline; `nil` past the last line or for a missing file.
    ///
    /// - Throws: ``FileReader/Failure`` when the file is there but cannot be read.
    package static func line(_ index: Int, in path: String) throws(FileReader.Failure) -> Data? {
        var current = -1
        var line: Data?
        try scan(path) { bytes, isLineStart, ends in
            if isLineStart { current += 1 }
            guard current == index else { return current < index }
            if line == nil { line = Data() }
            if line!.count < longestLine { line!.append(contentsOf: bytes.prefix(longestLine - line!.count)) }
            return !ends
        }
        return line
    }

    /// Calls `body` with each run of a line's bytes, in order, saying whether the run starts a line and ends it.
    ///
    /// `body` answers whether to go on.
    private static func scan(
        _ path: String, _ body: (_ bytes: UnsafeRawBufferPointer, _ isLineStart: Bool, _ ends: Bool) -> Bool
    ) throws(FileReader.Failure) {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            if errno == ENOENT { return }
            throw .unreadable(SystemError())
        }
        defer { close(descriptor) }
        guard let status = FileStatus(descriptor: descriptor) else { throw .unreadable(SystemError()) }
        guard status.kind == .regular else { return }
        var offset = max(0, status.size - JSONLines.maximumSize)
        // Past the start of a very large file, the first line may be cut: it is none.
        var skipping = offset > 0
        var inLine = false
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: chunkSize, alignment: 1)
        defer { buffer.deallocate() }
        while true {
            let read: Int
            do throws(SystemError) { read = try readOnce(descriptor, into: buffer, at: offset) } catch {
                throw .unreadable(error)
            }
            guard read > 0 else { return }
            offset += read
            var start = 0
            while start < read {
                let newline = memchr(buffer.baseAddress! + start, Int32(UInt8(ascii: "\n")), read - start)
                let end = newline.map { UnsafeMutableRawPointer($0) - buffer.baseAddress! } ?? read
                if skipping {
                    if newline != nil { skipping = false }
                } else if end > start {
                    let bytes = UnsafeRawBufferPointer(rebasing: buffer[start..<end])
                    guard body(bytes, !inLine, newline != nil) else { return }
                    inLine = newline == nil
                } else if newline != nil, inLine {
                    // A newline right at a chunk's start ends the line the last chunk began.
                    guard body(UnsafeRawBufferPointer(rebasing: buffer[start..<start]), false, true) else { return }
                    inLine = false
                }
                start = end + 1
            }
        }
    }
}
