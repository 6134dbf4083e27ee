import QuoteJSON
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources

/// What `quote config` prints: every setting's effective value and where it came from, then the sources.
package struct ConfigReport: Sendable {
    /// A source as the report lists it.
    package struct Source: Sendable {
        /// Its name.
        package var name: SourceName
        /// What it is, for a built-in source.
        package var summary: Phrase?
        /// Its URL, for a network source.
        package var url: URL?
        /// The names of the headers it sends, whose values the report hides.
        package var headers: [String]
        /// Its request budget, for a network source.
        package var budget: RequestBudget?
        /// What its state says of each server it was asked at, its own first.
        package var servers: [ServerStatus]

        /// Creates a row.
        package init(
            name: SourceName, summary: Phrase?, url: URL?, headers: [String] = [], budget: RequestBudget? = nil,
            servers: [ServerStatus] = []
        ) {
            self.name = name
            self.summary = summary
            self.url = url
            self.headers = headers
            self.budget = budget
            self.servers = servers
        }
    }

    /// The run's settings.
    package var settings: Settings
    /// The sources the run knows, in order.
    package var sources: [Source]
    /// The config file read, if any.
    package var configPath: String?
    /// When the report is made: what a server's stop is counted from.
    package var now: Date

    /// Creates a report.
    package init(settings: Settings, sources: [Source], configPath: String?, now: Date = Date(timeIntervalSince1970: 0)) {
        self.settings = settings
        self.sources = sources
        self.configPath = configPath
        self.now = now
    }

    /// Every setting's name and reported value, in the order of the table.
    package var rows: [(name: String, value: ReportedValue)] {
        Setting.all.map { ($0.name, $0.reported(in: settings)) }
    }

    /// The report as aligned text.
    package func text(in language: Language) -> String {
        let rows = rows.map { row in
            (
                row.name, TerminalSanitizer.sanitizeLine(row.value.text ?? Message.reportNone.text(in: language)),
                describe(row.value.origin, in: language)
            )
        }
        let nameWidth = rows.map { $0.0.count }.max() ?? 0
        // The column is as wide as its widest value, so a long path never pushes its origin out of line.
        let valueWidth = rows.map { DisplayWidth.of($0.1) }.max() ?? 0
        var lines = rows.map { name, value, origin in
            let padding = String(repeating: " ", count: max(0, valueWidth - DisplayWidth.of(value)))
            return "\(name)\(String(repeating: " ", count: nameWidth - name.count))  \(value)\(padding)  \(origin)"
        }
        lines.append("")
        lines.append(Message.reportSources.text(in: language))
        for source in sources {
            let about = [source.summary?.text(in: language), source.url?.redacted].compactMap { $0 }.joined(separator: ", ")
            let line: Message
            if source.headers.isEmpty {
                line = Message.reportSource(name: source.name.text, about: about)
            } else {
                let hidden = source.headers.sorted().map { Message.reportHiddenHeader(header: $0).text(in: language) }
                line = Message.reportSourceWithHeaders(
                    name: source.name.text, about: about, headers: hidden.joined(separator: ", "))
            }
            lines.append("  " + TerminalSanitizer.sanitizeLine(line.text(in: language)))
            for server in source.servers {
                guard let budget = source.budget else { continue }
                lines.append(
                    "    " + TerminalSanitizer.sanitizeLine(Self.message(for: server, budget, now: now).text(in: language)))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The report as one JSON object: each setting's value with its JSON type (`null` for none) and its origin,
    /// then each source's URL (or name), then the config file read.
    package var json: String {
        // A setting's entry: its value and origin, and the value each command sees where one has its own default.
        func entry(_ value: ReportedValue) -> JSONValue {
            .object(value.commandValues.merging(["value": value.json, "origin": .string(value.origin.description)]) { $1 })
        }
        var report: [String: JSONValue] = [
            "settings": .object(Dictionary(rows.map { ($0.name, entry($0.value)) }, uniquingKeysWith: { first, _ in first })),
            "sources": .object(
                Dictionary(
                    sources.map { ($0.name.text, .string($0.url?.redacted ?? $0.name.text)) },
                    uniquingKeysWith: { first, _ in first })),
        ]
        // Each network source's servers, as `quote sources --json` gives them.
        report["servers"] = .object(
            Dictionary(
                sources.compactMap { source in
                    source.budget.map { _ in (source.name.text, .array(source.servers.map { $0.json })) }
                },
                uniquingKeysWith: { first, _ in first }))
        // Left out, not null, when no config file was read.
        if let configPath { report["config"] = .string(configPath) }
        return JSONValue.object(report).jsonLine + "\n"
    }

    /// The line saying what a source's state at `server` says under `budget`, `now`.
    static func message(for server: ServerStatus, _ budget: RequestBudget, now: Date) -> Message {
        let name = server.server ?? "?"
        let period = budget.periodSeconds
        guard let stopped = server.stoppedUntil else {
            return Message.reportServer(server: name, requests: server.requests, limit: budget.requests, period: period)
        }
        let seconds = Int(stopped.timeIntervalSince(now).rounded(.up))
        return Message.reportServerStopped(
            server: name, requests: server.requests, limit: budget.requests, period: period, seconds: seconds)
    }

    /// Where a value came from, as the text report says it.
    private func describe(_ origin: Origin, in language: Language) -> String {
        switch origin {
        case .default: Message.originDefault.text(in: language)
        case .configFile(let path, let line): Message.originConfigFile(path: path, line: line).text(in: language)
        case .environment(let name): Message.originEnvironment(name: name).text(in: language)
        case .flag(let spelling): Message.originFlag(flag: spelling).text(in: language)
        }
    }
}
