import QuoteConfig
import QuoteModel
import QuotePresentation
import QuoteSources

/// The text `quote --help` prints, built from the command, setting, source and exit-code tables, so it cannot
/// drift from them.
package enum Help {
    /// Every environment variable `quote` reads, with what it does: the settings' own, then the rest.
    package static var environment: [(name: String, summary: String)] {
        Setting.all.compactMap { setting in
            setting.environment.map { ($0, "Same as \(setting.flag ?? "the config key \(setting.name)")") }
        } + otherVariables
    }

    /// The variables that are not a setting's.
    package static let otherVariables: [(name: String, summary: String)] = [
        ("QUOTE_FORTUNE_PATH", "Fortune files and folders for --source fortune, separated by ':'"),
        ("XDG_CONFIG_HOME", "The config file is $XDG_CONFIG_HOME/quote/config.toml (else ~/.config)"),
        ("XDG_CACHE_HOME", "The cache is $XDG_CACHE_HOME/quote/last.json (else ~/.cache)"),
        ("XDG_STATE_HOME", "The history is $XDG_STATE_HOME/quote/history.jsonl (else ~/.local/state)"),
        (
            "XDG_DATA_HOME",
            "Saved quotes in $XDG_DATA_HOME/quote/saved.jsonl, fortunes in $XDG_DATA_HOME/fortunes (else ~/.local/share)"
        ),
        ("HOME", "Where the folders above are when their variables are unset"),
        ("COLUMNS", "Width to wrap to when the terminal does not say"),
        ("NO_COLOR", "When set and not empty, --color auto means no colour"),
        ("TERM", "When dumb, --color auto means no colour"),
        ("TZ", "The time zone that decides when 'today' begins"),
        ("CURL_CA_BUNDLE", "CA certificates (PEM file) trusted instead of the system's"),
        ("SSL_CERT_FILE", "The same, when CURL_CA_BUNDLE is not set"),
        ("SSL_CERT_DIR", "A folder of hashed CA certificates trusted instead of the system's"),
        ("https_proxy", "Proxies, as libcurl reads them (also http_proxy, ALL_PROXY, no_proxy)"),
    ]

    /// The config file's keys, in the order help lists them: each setting's, and its shorthand's after it.
    package static var configKeys: [String] {
        Setting.all.flatMap { [$0.configKey, $0.shorthand?.configKey].compactMap { $0 } }
    }

    /// Usage, commands, options, sources, config file, environment and exit codes.
    package static let text: String = {
        let options =
            Option.all.map { option in
                (option.spellings.joined(separator: ", ") + (option.placeholder.map { " \($0)" } ?? ""), option.summary)
            } + [("--", "End of options")]
        let sources = SourceDescriptor.builtIn.map { ($0.name, $0.summary) }
        let exits = ExitCode.allCases.map { (String($0.rawValue), $0.meaning) }
        let keys = configKeys.joined(separator: ", ")
        return """
            quote — print a quote: from quote APIs, your fortune files or a built-in collection

            Usage: quote [command] [options]

            Commands:
            \(table(CommandTable.all.map { ($0.usage, $0.summary) }))
            Options:
            \(table(options))
            Sources (--source NAME[,NAME...]; the config file can add your own):
            \(table(sources))
            Config file ($XDG_CONFIG_HOME/quote/config.toml, or --config PATH):
            \(TextWrapper(width: 76).wrap("key = value lines with the keys \(keys); [sources.NAME] tables with url, headers, content, author, id, description and link define your own sources.").map { "  \($0)\n" }.joined())
            Environment:
            \(table(environment))
            Exit status:
            \(table(exits))
            """
    }()

    /// Two aligned columns, the second wrapped to 80 columns; a name too long for the first column has a line
    /// of its own.
    private static func table(_ rows: [(String, String)]) -> String {
        let width = min(22, rows.map(\.0.count).max() ?? 0)
        let indent = String(repeating: " ", count: width + 4)
        return rows.map { name, summary in
            let lines = TextWrapper(width: 80 - indent.count).wrap(summary)
            let first =
                name.count <= width ? "  \(name)\(String(repeating: " ", count: width - name.count))  " : "  \(name)\n\(indent)"
            return first + lines.joined(separator: "\n" + indent) + "\n"
        }.joined()
    }
}
