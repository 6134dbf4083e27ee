/// The process's environment variables, read from `environ`.
///
/// `ProcessInfo.processInfo` would do, but it sets up far more than the environment (locks, caches, the host)
/// at every run, and this is all `quote` needs of it.
package enum ProcessEnvironment {
    /// Every variable, by name; of a name set twice, the first, as `getenv` reads it.
    package static func current() -> [String: String] {
        var variables: [String: String] = [:]
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.firstIndex(of: "=") {
                let name = String(text[..<equals])
                if variables[name] == nil { variables[name] = String(text[text.index(after: equals)...]) }
            }
            entry += 1
        }
        return variables
    }
}
