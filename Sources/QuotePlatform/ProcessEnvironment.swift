/// The process's environment variables, read from `environ`.
///
/// `ProcessInfo.processInfo` would do, but it sets up far more than the environment (locks, caches, the host)
/// at every run, and this is all `quote` needs of it.
package enum ProcessEnvironment {
    /// Every variable, by name; of a name set twice, the first, as `getenv` reads it.
    package static func current() -> [String: String] {
        #if canImport(Darwin)
        // Apple's headers do not declare `environ` to Swift; there the core has all of Foundation anyway.
        return ProcessInfo.processInfo.environment
        #else
        var count = 0
        while environ[count] != nil { count += 1 }
        var variables = [String: String](minimumCapacity: count)
        for index in 0..<count {
            guard let entry = environ[index], let equals = strchr(entry, Int32(UInt8(ascii: "="))) else { continue }
            let name = text(from: entry, count: equals - entry)
            if variables[name] == nil { variables[name] = text(from: equals + 1, count: strlen(equals + 1)) }
        }
        return variables
        #endif
    }

    /// `count` bytes at `start` as text, invalid UTF-8 repaired.
    private static func text(from start: UnsafePointer<CChar>, count: Int) -> String {
        String(decoding: UnsafeRawBufferPointer(start: start, count: count), as: UTF8.self)
    }
}
