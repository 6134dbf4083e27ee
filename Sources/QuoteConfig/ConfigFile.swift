import QuoteModel
import QuotePlatform
import QuoteStore

/// The config file, read: settings under their config keys, and `[sources.NAME]` tables that define the
/// user's own sources.
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
package struct ConfigFile: Sendable {
    /// One setting as the file gives it.
    package struct Value: Sendable {
        /// The setting its key names.
        package var setting: any AnySetting
        /// The key, as written: the setting's, or its shorthand's.
        package var key: String
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
    package var sources: [CustomSourceSpec]

    /// Whether it holds request headers (an API key, say), which others should not be able to read.
    package var holdsHeaders: Bool { sources.contains { !$0.headers.isEmpty } }

    /// Reads the file at `path`.
    ///
    /// - Parameters:
    ///   - required: whether a missing file is an error (named by `--config` or `QUOTE_CONFIG`) or simply no
    ///     config (the default place).
    ///   - builtInSources: the names of the built-in sources, which `source` may name and a source of one's own
    ///     may not take.
    /// - Returns: `nil` for a missing file that was not required.
    /// - Throws: ``ConfigError`` naming the file, the line and the problem.
    package static func load(path: String, required: Bool, builtInSources: [String]) throws(ConfigError) -> ConfigFile? {
        let data: Data
        do {
            data = try FileReader.read(path, limit: maximumSize)
        } catch {
            switch error {
            case .missing:
                if required { throw ConfigError(path: path, line: nil, .noSuchFile) }
                return nil
            case .tooLarge: throw ConfigError(path: path, line: nil, .tooLarge(limitKiB: maximumSize / 1024))
            case .unreadable(let reason): throw ConfigError(path: path, line: nil, .unreadable(reason))
            }
        }
        guard let text = String(validating: data, as: UTF8.self) else { throw ConfigError(path: path, line: nil, .notUTF8) }
        return try parse(text, path: path, builtInSources: builtInSources)
    }

    /// Interprets the text of a config file; see ``load(path:required:builtInSources:)``.
    package static func parse(_ text: String, path: String, builtInSources: [String]) throws(ConfigError) -> ConfigFile {
        let root = try TOMLReader.read(text, path: path)
        var values: [Value] = []
        var sources: [CustomSourceSpec] = []
        for entry in root.entries {
            let fail = { (problem: ConfigProblem) in ConfigError(path: path, line: entry.line, problem) }
            if entry.key == "sources" {
                guard case .table(let table) = entry.value else { throw fail(.sourcesNotTables) }
                for source in table.entries {
                    guard case .table(let definition) = source.value else {
                        throw ConfigError(path: path, line: source.line, .sourceNotATable(source.key))
                    }
                    sources.append(
                        try CustomSourceReader.read(name: source.key, table: definition, path: path, builtIn: builtInSources))
                }
            } else if let setting = Setting.all.first(where: { $0.configKey == entry.key }) {
                guard let text = setting.configText(entry.value) else { throw fail(.wrongType(entry.key, entry.value.kind)) }
                values.append(Value(setting: setting, key: entry.key, text: text, line: entry.line))
            } else if let setting = Setting.all.first(where: { $0.shorthand?.configKey == entry.key }),
                let shorthand = setting.shorthand
            {
                guard let on = entry.value.boolean else { throw fail(.wrongType(entry.key, entry.value.kind)) }
                if on { values.append(Value(setting: setting, key: entry.key, text: shorthand.value, line: entry.line)) }
            } else {
                if case .table = entry.value { throw fail(.unknownTable(entry.key)) }
                throw fail(.unknownKey(entry.key))
            }
        }
        let config = ConfigFile(path: path, values: values, sources: sources)
        try config.check(builtInSources: builtInSources)
        return config
    }

    /// What only the whole file can tell: settings that contradict each other, and source names that are
    /// neither built in nor defined here (caught now, not only on the day that source is used).
    private func check(builtInSources: [String]) throws(ConfigError) {
        for (index, value) in values.enumerated() {
            for other in values[..<index] {
                if let (first, second) = Self.contradiction(value, other) {
                    throw ConfigError(path: path, line: value.line, .conflict(first, second))
                }
            }
        }
        let known = builtInSources + sources.map(\.name)
        for value in values where value.setting.key == Setting.source.key {
            guard let names = try? ValueKind.sources.parse(value.text) else { continue }
            if let unknown = names.first(where: { !known.contains($0) }) {
                throw ConfigError(path: path, line: value.line, .unknownSource(unknown, known: known))
            }
        }
    }

    /// The keys of two values that say contradictory things, in the order help lists them: a shorthand and
    /// its setting, or a declared conflict with both on; `nil` when they agree.
    private static func contradiction(_ one: Value, _ other: Value) -> (String, String)? {
        if one.setting.key == other.setting.key, one.key != other.key {
            return one.key == one.setting.configKey ? (other.key, one.key) : (one.key, other.key)
        }
        guard one.text != "false", other.text != "false" else { return nil }
        for (first, second) in Setting.conflicts {
            if first.key == one.setting.key && second.key == other.setting.key { return (one.key, other.key) }
            if first.key == other.setting.key && second.key == one.setting.key { return (other.key, one.key) }
        }
        return nil
    }
}
