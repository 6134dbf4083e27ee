/// The text `quote --help` prints, built from the command and option tables so it cannot drift from them.
package enum Usage {
    /// Each command as typed, with what it does, in the order help lists them.
    package static let commands: [(name: String, summary: String)] = [
        ("random", "Fetch a quote, print it and cache it (the default)"),
        ("today", "The quote of the day: cached if fetched today, else a new one"),
        ("last", "Print the cached last quote, without the network"),
        ("completions SHELL", "Print a completion script for bash, zsh or fish"),
        ("help", "Show this help"),
    ]

    /// The environment variables `quote` reads, with what each does.
    package static let environment: [(name: String, summary: String)] = [
        ("QUOTE_API_URL", "Endpoint, when --endpoint is not given"),
        ("QUOTE_CACHE_FILE", "Cache file, when --cache-file is not given"),
        ("XDG_CACHE_HOME", "Cache in $XDG_CACHE_HOME/quote/last.json (absolute paths only)"),
        ("HOME", "Otherwise the cache is $HOME/.cache/quote/last.json"),
        ("COLUMNS", "Width to wrap to when the terminal does not say"),
        ("NO_COLOR", "When set and not empty, --color auto means no colour"),
        ("TERM", "When dumb, --color auto means no colour"),
        ("TZ", "The time zone that decides when 'today' begins"),
        ("CURL_CA_BUNDLE", "CA certificates (PEM file) trusted instead of the system's"),
        ("SSL_CERT_FILE", "The same, when CURL_CA_BUNDLE is not set"),
        ("SSL_CERT_DIR", "A folder of hashed CA certificates trusted instead of the system's"),
        ("https_proxy", "Proxies, as libcurl reads them (also http_proxy, ALL_PROXY, no_proxy)"),
    ]

    /// Usage, commands, options, environment and exit codes.
    package static let text: String = {
        let options = Option.allCases.filter { $0 != .shortHelp }.map { option in
            let name = option == .help ? "-h, --help" : option.rawValue
            return (option.valueName.map { "\(name) \($0)" } ?? name, option.summary)
        }
        return """
            quote — print a random quote from the Happiness API

            Usage: quote [command] [options]

            Commands:
            \(table(commands))
            Options:
            \(table(options + [("--", "End of options")]))
            Environment:
            \(table(environment))
            Exit status:
              0 success, 64 usage error, 65 invalid response, 66 nothing cached,
              69 service unavailable, 74 output error

            """
    }()

    /// Two aligned columns, each row a line.
    private static func table(_ rows: [(String, String)]) -> String {
        rows.map { name, summary in
            "  " + name + String(repeating: " ", count: max(0, 18 - name.count)) + "  " + summary + "\n"
        }.joined()
    }
}
