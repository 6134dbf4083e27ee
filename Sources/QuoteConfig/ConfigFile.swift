import QuoteModel
import QuotePlatform
import QuoteSources
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
    /// The largest config file read; anything bigger is not one.
    static let maximumSize = 1 << 20

    /// Where it is.
    package var path: String
    /// Its settings, in the order written, each read by its setting (named by its key as written: the setting's,
    /// or its shorthand's).
    package var values: [SettingValue]
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
    ///   - home: where a path's leading `~/` points, as a shell expands it on the command line.
    /// - Returns: `nil` for a missing file that was not required.
    /// - Throws: ``ConfigError`` naming the file, the line and the problem.
    package static func load(
        path: String, required: Bool,
        builtInSources: @autoclosure () -> [SourceName] = SourceDescriptor.builtIn.map { $0.name }, home: String? = nil
    ) throws(ConfigError) -> ConfigFile? {
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
        return try parse(text, path: path, builtInSources: builtInSources(), home: home)
    }

    /// Interprets the text of a config file; see ``load(path:required:builtInSources:home:)``.
    package static func parse(
        _ text: String, path: String, builtInSources: [SourceName] = SourceDescriptor.builtIn.map { $0.name }, home: String? = nil
    ) throws(ConfigError) -> ConfigFile {
        let root = try TOMLReader.read(text, path: path)
        var values: [SettingValue] = []
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
                values.append(try read(entry.value, for: setting, key: entry.key, line: entry.line, path: path, home: home))
            } else if let setting = Setting.all.first(where: { $0.shorthand?.configKey == entry.key }),
                let shorthand = setting.shorthand
            {
                guard let on = entry.value.boolean else { throw fail(.wrongType(entry.key, entry.value.kind)) }
                if on {
                    values.append(try read(.string(shorthand.value), for: setting, key: entry.key, line: entry.line, path: path))
                }
            } else {
                if case .table = entry.value { throw fail(.unknownTable(entry.key)) }
                throw fail(.unknownKey(entry.key))
            }
        }
        let config = ConfigFile(path: path, values: values, sources: sources)
        try config.check(builtInSources: builtInSources)
        return config
    }

    /// A setting's value as the file gives it, read by its setting once, here, from its TOML type.
    private static func read(
        _ value: TOMLValue, for setting: AnySetting, key: String, line: Int, path: String, home: String? = nil
    ) throws(ConfigError) -> SettingValue {
        var value = value
        if case .string(let text) = value { value = .string(SettingsResolver.expandingHome(text, for: setting, home: home)) }
        let origin = Origin.configFile(path: path, line: line)
        let read: (store: @Sendable (inout Settings) -> Void, isOn: Bool)?
        do {
            read = try setting.read(config: value, origin: origin)
        } catch {
            throw ConfigError(path: path, line: line, .badValue(key: key, value: value.asWritten, error))
        }
        guard let read else { throw ConfigError(path: path, line: line, .wrongType(key, value.kind)) }
        return SettingValue(
            setting: setting, name: key, text: value.asWritten, origin: origin, content: .valid(read.store), isOn: read.isOn)
    }

    /// What only the whole file can tell: settings that contradict each other, and source names that are
    /// neither built in nor defined here (caught now, not only on the day that source is used).
    private func check(builtInSources: [SourceName]) throws(ConfigError) {
        if let (first, second) = SettingValue.contradiction(in: values) {
            let line = [first, second].compactMap { $0.line }.max()
            throw ConfigError(path: path, line: line, .conflict(first.name, second.name))
        }
        let known = builtInSources + sources.map { $0.name }
        for value in values where value.setting.key == Setting.source.key {
            guard let names = try? ValueKind.sources.parse(value.text) else { continue }
            if let unknown = names.first(where: { !known.contains($0) }) {
                throw ConfigError(path: path, line: value.line, .unknownSource(unknown, known: known))
            }
        }
    }
}
