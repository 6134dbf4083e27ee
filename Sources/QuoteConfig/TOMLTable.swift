import QuotePlatform

/// A table of the config file: its keys in the order written, each with the line it is on.
package struct TOMLTable: Equatable, Sendable {
    /// One key and its value.
    package struct Entry: Equatable, Sendable {
        /// The key, unquoted.
        package var key: String
        /// Its value.
        package var value: TOMLValue
        /// The line it is on.
        package var line: Int
    }

    /// The entries, in order.
    package var entries: [Entry] = []
    /// The line of the table's header, or 0 for the top level.
    package var line = 0

    /// The value of `key`.
    package subscript(key: String) -> TOMLValue? {
        entries.first { $0.key == key }?.value
    }

    /// The line `key` is on.
    package func line(of key: String) -> Int? {
        entries.first { $0.key == key }?.line
    }
}

extension TOMLTable {
    /// Sets the dotted `keys` below this table to `value`.
    mutating func insert(_ value: TOMLValue, at keys: ArraySlice<String>, line: Int, path: String) throws(ConfigError) {
        let key = keys[keys.startIndex]
        let rest = keys.dropFirst()
        guard let index = entries.firstIndex(where: { $0.key == key }) else {
            if rest.isEmpty {
                entries.append(Entry(key: key, value: value, line: line))
            } else {
                var child = TOMLTable(line: line)
                try child.insert(value, at: rest, line: line, path: path)
                entries.append(Entry(key: key, value: .table(child), line: line))
            }
            return
        }
        guard !rest.isEmpty, case .table(var child) = entries[index].value else {
            throw ConfigError(path: path, line: line, .keyDefinedTwice(key, firstLine: entries[index].line))
        }
        try child.insert(value, at: rest, line: line, path: path)
        entries[index].value = .table(child)
    }

    /// Makes sure the table at the dotted `keys` exists, for a `[header]`.
    mutating func insertTable(at keys: ArraySlice<String>, line: Int, path: String) throws(ConfigError) {
        let key = keys[keys.startIndex]
        let rest = keys.dropFirst()
        var child = TOMLTable(line: line)
        if let index = entries.firstIndex(where: { $0.key == key }) {
            guard case .table(let existing) = entries[index].value else {
                throw ConfigError(path: path, line: line, .keyIsNotATable(key, valueLine: entries[index].line))
            }
            child = existing
            if !rest.isEmpty { try child.insertTable(at: rest, line: line, path: path) }
            entries[index].value = .table(child)
        } else {
            if !rest.isEmpty { try child.insertTable(at: rest, line: line, path: path) }
            entries.append(Entry(key: key, value: .table(child), line: line))
        }
    }
}
