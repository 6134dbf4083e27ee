/// What `quote config` prints: every setting's effective value and where it came from, then the sources.
package struct ConfigReport: Sendable {
    /// The run's settings.
    package var settings: Settings
    /// The sources the run knows.
    package var catalog: SourceCatalog
    /// The config file read, if any.
    package var config: ConfigFile?

    /// One row: a setting's name, its value as the user would write it, and its origin.
    package struct Row: Equatable, Sendable {
        /// The setting's config key, or its flag when it has none.
        package var name: String
        /// Its value as the user would write it; `nil` for none.
        package var value: String?
        /// Where the value came from.
        package var origin: Origin
    }

    /// Creates a report.
    package init(settings: Settings, catalog: SourceCatalog, config: ConfigFile?) {
        self.settings = settings
        self.catalog = catalog
        self.config = config
    }

    /// A row for every setting that holds a value of its own (`--offline` sets `source`; `--help` and
    /// `--version` hold none).
    package var rows: [Row] {
        Setting.allCases.compactMap { setting in
            guard let (text, origin) = settings.shown(setting) else { return nil }
            let spec = setting.spec
            return Row(name: spec.configKey ?? spec.flag ?? spec.short ?? setting.rawValue, value: text, origin: origin)
        }
    }

    /// The report as aligned text, or as one JSON object.
    package func render(json: Bool) -> String {
        json ? renderJSON() : renderText()
    }

    private func renderText() -> String {
        let rows = rows
        let nameWidth = rows.map(\.name.count).max() ?? 0
        let valueWidth = min(40, rows.map { DisplayWidth.of($0.value ?? "(none)") }.max() ?? 0)
        var lines = rows.map { row in
            let value = TerminalSanitizer.sanitizeLine(row.value ?? "(none)")
            let padding = String(repeating: " ", count: max(0, valueWidth - DisplayWidth.of(value)))
            return "\(row.name)\(String(repeating: " ", count: nameWidth - row.name.count))  \(value)\(padding)  \(row.origin)"
        }
        lines.append("")
        lines.append("sources:")
        for name in catalog.names {
            if let builtIn = SourceName(rawValue: name) {
                lines.append("  \(name): \(builtIn.summary)\(builtIn.url.map { ", \($0.absoluteString)" } ?? "")")
            } else if let custom = catalog.custom[name] {
                let headers = custom.headers.keys.sorted().map { "\($0): (hidden)" }
                lines.append("  \(name): \(custom.url.absoluteString)" + (headers.isEmpty ? "" : " with \(headers.joined(separator: ", "))"))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private func renderJSON() -> String {
        struct Entry: Encodable {
            var value: String?
            var origin: String
        }
        struct Report: Encodable {
            var settings: [String: Entry]
            var sources: [String: String]
            var config: String?
        }
        var sources: [String: String] = [:]
        for name in catalog.names {
            sources[name] = SourceName(rawValue: name).map { $0.url?.absoluteString ?? $0.rawValue } ?? catalog.custom[name]?.url.absoluteString
        }
        let report = Report(
            settings: Dictionary(rows.map { ($0.name, Entry(value: $0.value, origin: $0.origin.description)) }, uniquingKeysWith: { first, _ in first }),
            sources: sources, config: config?.path)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(report)).map { String(decoding: $0, as: UTF8.self) } ?? "{}") + "\n"
    }
}

extension Settings {
    /// A setting's value as text and its origin; `nil` for those that hold no value of their own.
    func shown(_ setting: Setting) -> (String?, Origin)? {
        switch setting {
        case .source: (sources.text, sources.origin)
        case .offline, .help, .version: nil
        case .endpoint: (endpoint.text, endpoint.origin)
        case .timeout: (timeout.text, timeout.origin)
        case .retries: (retries.text, retries.origin)
        case .maxLength: (maxLength.text, maxLength.origin)
        case .author: (author.text, author.origin)
        case .match: (match.text, match.origin)
        case .json: (json.text, json.origin)
        case .format: (format.text, format.origin)
        case .width: (width.text, width.origin)
        case .color: (color.text, color.origin)
        case .cacheFile: (cacheFile.text, cacheFile.origin)
        case .noCache: (noCache.text, noCache.origin)
        case .historyFile: (historyFile.text, historyFile.origin)
        case .history: (history.text, history.origin)
        case .config: (config.text, config.origin)
        case .count: (count.text, count.origin)
        }
    }
}
