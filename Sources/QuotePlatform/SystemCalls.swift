/// The system's words for an `errno` value, as `strerror` gives them ("No space left on device").
package func systemErrorMessage(_ code: Int32 = errno) -> String {
    String(cString: strerror(code))
}

/// `write(2)`, under a name that does not clash with the sinks' own `write`.
package let systemWrite = write

/// `read(2)`, under a name that does not clash with ``FileReader/read(_:limit:keepingEnd:)``.
package let systemRead = read

extension stat {
    /// When the file was last modified, to the nanosecond (the field is spelled differently on Darwin).
    package var modified: (seconds: Int, nanoseconds: Int) {
        #if canImport(Darwin)
        (Int(st_mtimespec.tv_sec), Int(st_mtimespec.tv_nsec))
        #else
        (Int(st_mtim.tv_sec), Int(st_mtim.tv_nsec))
        #endif
    }
}
