/// The config file, read: settings under the long options' names, and `[sources.NAME]` tables that define
/// the user's own sources.
///
/// ```toml
/// source = "zenquotes, builtin"
/// width = 72
///
/// [sources.ninjas]
/// url = "https://api.api-ninjas.com/v1/quotes"
/// headers = { "X-Api-Key" = "…" }
/// content = "/0/quote"
/// author = "/0/author"
/// ```
package struct ConfigFile: Equatable, Sendable {
    /// One setting as the file gives it.
    package struct Value: Equatable, Sendable {
        /// The setting its key names.
        package var setting: Setting
        /// The value as text, for the setting's own reader (`2.5`, `zenquotes, builtin`, `true`).
        package var text: String
        /// The line it is on.
        package var line: Int
    }

    /// The largest config file read; anything bigger is not one.
    static let maximumSize = 1 << 20

    /// Where it is.
    package var path: String
    /// Its settings, in the order written.
    package var values: [Value]
    /// Its own sources, in the order written.
    package var sources: [CustomSourceDefinition]

    /// Whether it holds request headers (an API key, say), which others should not be able to read.
    package var holdsHeaders: Bool { sources.contains { !$0.headers.isEmpty } }

    /// Reads the file at `path`.
    ///
    /// - Parameter required: whether a missing file is an error (named by `--config` or `QUOTE_CONFIG`) or
    ///   simply no config (the default place).
    /// - Returns: `nil` for a missing file that was not required.
    /// - Throws: ``ConfigError`` naming the file, the line and the problem.
    package static func load(path: String, required: Bool) throws(ConfigError) -> ConfigFile? {
        let data: Data
        do {
            data = try FileReader.read(path, limit: maximumSize)
        } catch {
            switch error {
            case .missing:
                if required { throw ConfigError(path: path, line: nil, "no such file") }
                return nil
            case .tooLarge: throw ConfigError(path: path, line: nil, "larger than \(maximumSize / 1024) KiB; not a config file")
            case .unreadable(let reason): throw ConfigError(path: path, line: nil, reason)
            }
        }
        guard let text = String(validating: data, as: UTF8.self) else { throw ConfigError(path: path, line: nil, "not UTF-8 text") }
        return try parse(text, path: path)
    }

    /// Interprets the text of a config file.
    package static func parse(_ text: String, path: String) throws(ConfigError) -> ConfigFile {
        let root = try TOMLReader.read(text, path: path)
        var values: [Value] = []
        var sources: [CustomSourceDefinition] = []
        for entry in root.entries {
            if entry.key == "sources" {
                guard case .table(let table) = entry.value else {
                    throw ConfigError(path: path, line: entry.line, "'sources' must be tables: [sources.NAME]")
                }
                for source in table.entries {
                    guard case .table(let definition) = source.value else {
                        throw ConfigError(path: path, line: source.line, "sources.\(source.key) must be a table: [sources.\(source.key)]")
                    }
                    sources.append(try CustomSourceDefinition(name: source.key, table: definition, path: path))
                }
                continue
            }
            guard let setting = Setting(configKey: entry.key) else {
                if case .table = entry.value { throw ConfigError(path: path, line: entry.line, "unknown table [\(entry.key)]") }
                throw ConfigError(path: path, line: entry.line, "unknown key '\(entry.key)'")
            }
            guard let text = setting.spec.fromConfig(entry.value) else {
                throw ConfigError(path: path, line: entry.line, "'\(entry.key)' cannot be \(entry.value.kind)")
            }
            values.append(Value(setting: setting, text: text, line: entry.line))
        }
        let config = ConfigFile(path: path, values: values, sources: sources)
        try config.check()
        return config
    }

    /// What only the whole file can tell: settings that contradict each other, and source names that are
    /// neither built in nor defined here (caught now, not only on the day that source is used).
    private func check() throws(ConfigError) {
        let given = Dictionary(values.map { ($0.setting, $0) }, uniquingKeysWith: { _, last in last })
        for conflict in Setting.conflicts {
            if let first = given[conflict.0], let second = given[conflict.1], first.text != "false", second.text != "false" {
                throw ConfigError(path: path, line: max(first.line, second.line), "'\(conflict.0.rawValue)' and '\(conflict.1.rawValue)' cannot be used together")
            }
        }
        guard let source = given[.source], let names = try? ValueKind.sources.parse(source.text) else { return }
        let known = SourceName.allCases.map(\.rawValue) + sources.map(\.name)
        if let unknown = names.first(where: { !known.contains($0) }) {
            throw ConfigError(path: path, line: source.line, "unknown source '\(unknown)' (known: \(known.joined(separator: ", ")))")
        }
    }
}
