/// File paths as strings: the few operations Foundation's `NSString` path helpers gave, which
/// FoundationEssentials does not have.
package enum Path {
    /// `relative` inside `folder`, with exactly one slash between them.
    package static func join(_ folder: String, _ relative: String) -> String {
        guard !folder.isEmpty else { return relative }
        return folder.hasSuffix("/") ? folder + relative : folder + "/" + relative
    }

    /// The folder that holds `path`: `"."` for a bare name, `"/"` for a name at the root.
    package static func folder(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return "." }
        return slash == trimmed.startIndex ? "/" : String(trimmed[..<slash])
    }

    /// The last component of `path`.
    package static func name(of path: String) -> String {
        let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        return String(trimmed[trimmed.index(after: slash)...])
    }

    /// `path` made absolute against the current folder; an absolute one as it is.
    package static func absolute(_ path: String) -> String {
        guard !path.hasPrefix("/"), let folder = currentFolder else { return path }
        return join(folder, path)
    }

    /// The current folder, as the system says it; `nil` when it cannot (it was removed).
    package static var currentFolder: String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The names in `folder`, in the order the folder gives them (the order fortune keeps), `.` and `..` left out;
    /// none when it cannot be read.
    package static func names(in folder: String) -> [String] {
        guard let directory = opendir(folder) else { return [] }
        defer { closedir(directory) }
        var names: [String] = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
            if name != "." && name != ".." { names.append(name) }
        }
        return names
    }
}
