import QuoteConfig
import QuoteMessages
import QuotePlatform
import QuotePresentation
import QuoteSources

/// The text `quote --help` prints, in either language, built from the command, setting, source and exit-code
/// tables, so it cannot drift from them.
package enum Help {
    /// Every environment variable `quote` reads, with what it does: the settings' own, then the rest.
    package static var environment: [(name: String, summary: any MessageArgument)] {
        Setting.all.compactMap { setting -> (String, any MessageArgument)? in
            guard let variable = setting.environment else { return nil }
            let summary: any MessageArgument =
                setting.environmentSummary
                ?? setting.flag.map { Message.helpSameAsFlag(flag: $0) }
                ?? Message.helpSameAsConfigKey(key: setting.name)
            return (variable, summary)
        } + otherVariables.map { ($0.name, $0.summary) }
    }

    /// The variables that are not a setting's.
    package static let otherVariables: [(name: String, summary: Phrase)] = [
        (
            "QUOTE_FORTUNE_PATH",
            Phrase(
                "Fortune files and folders for --source fortune, separated by ':'",
                korean: "--source fortune 옵션이 읽을 fortune 파일과 디렉터리 (콜론으로 구분)")
        ),
        (
            "XDG_CONFIG_HOME",
            Phrase(
                "The config file is $XDG_CONFIG_HOME/quote/config.toml (else ~/.config)",
                korean: "설정 파일 위치: $XDG_CONFIG_HOME/quote/config.toml (없으면 ~/.config)")
        ),
        (
            "XDG_CACHE_HOME",
            Phrase(
                "The cache is $XDG_CACHE_HOME/quote/last.json (else ~/.cache)",
                korean: "캐시 위치: $XDG_CACHE_HOME/quote/last.json (없으면 ~/.cache)")
        ),
        (
            "XDG_STATE_HOME",
            Phrase(
                "The history is $XDG_STATE_HOME/quote/history.jsonl (else ~/.local/state)",
                korean: "기록 위치: $XDG_STATE_HOME/quote/history.jsonl (없으면 ~/.local/state)")
        ),
        (
            "XDG_DATA_HOME",
            Phrase(
                "Saved quotes in $XDG_DATA_HOME/quote/saved.jsonl, fortunes in $XDG_DATA_HOME/fortunes (else ~/.local/share)",
                korean:
                    "저장한 명언 위치: $XDG_DATA_HOME/quote/saved.jsonl, fortune 파일 위치: $XDG_DATA_HOME/fortunes (없으면 ~/.local/share)")
        ),
        (
            "HOME",
            Phrase("Where the folders above are when their variables are unset", korean: "XDG 변수가 없을 때 위 디렉터리의 기준이 되는 홈 디렉터리")
        ),
        ("COLUMNS", Phrase("Width to wrap to when the terminal does not say", korean: "터미널 너비를 알 수 없을 때 줄바꿈에 사용할 너비")),
        (
            "NO_COLOR",
            Phrase("When set and not empty, --color auto means no colour", korean: "비어 있지 않으면 --color auto에서 색을 입히지 않음")
        ),
        ("TERM", Phrase("When dumb, --color auto means no colour", korean: "dumb이면 --color auto에서 색을 입히지 않음")),
        ("TZ", Phrase("The time zone that decides when 'today' begins", korean: "'today' 명령이 날짜를 정할 때 사용하는 시간대")),
        (
            "LANGUAGE",
            Phrase(
                "The language of messages, then LC_ALL, LC_MESSAGES and LANG: ko... is Korean, else English",
                korean: "메시지의 언어 (LANGUAGE, LC_ALL, LC_MESSAGES, LANG 순서로 보고, ko로 시작하면 한국어, 아니면 영어)")
        ),
        (
            "CURL_CA_BUNDLE",
            Phrase("CA certificates (PEM file) trusted instead of the system's", korean: "시스템 대신 신뢰할 CA 인증서 (PEM 파일)")
        ),
        (
            "SSL_CERT_FILE",
            Phrase("The same, when CURL_CA_BUNDLE is not set", korean: "CURL_CA_BUNDLE 변수가 없을 때 사용할 CA 인증서 (PEM 파일)")
        ),
        (
            "SSL_CERT_DIR",
            Phrase(
                "A folder of hashed CA certificates trusted instead of the system's",
                korean: "시스템 대신 신뢰할 CA 인증서 디렉터리 (해시 이름)")
        ),
        (
            "https_proxy",
            Phrase(
                "Proxies, as libcurl reads them (also http_proxy, ALL_PROXY, no_proxy)",
                korean: "프록시 설정 (http_proxy, ALL_PROXY, no_proxy와 함께 libcurl과 같은 방식으로 읽음)")
        ),
    ]

    /// The config file's keys, in the order help lists them: each setting's, and its shorthand's after it.
    package static var configKeys: [String] {
        Setting.all.flatMap { [$0.configKey, $0.shorthand?.configKey].compactMap { $0 } }
    }

    /// Usage, commands, options, sources, config file, environment and exit codes, in `language`.
    package static func text(in language: Language) -> String {
        language == .english ? english : korean
    }

    private static let english = make(in: .english)
    private static let korean = make(in: .korean)

    private static func make(in language: Language) -> String {
        func say(_ id: Message) -> String { id.text(in: language) }
        func table(_ rows: [(String, any MessageArgument)]) -> String {
            Help.table(rows.map { ($0.0, $0.1.text(in: language)) })
        }
        let options =
            Option.all.map { ($0.label, $0.summary) } + [("--", Phrase("End of options", korean: "이후의 인자를 옵션으로 읽지 않습니다"))]
        let keys = configKeys.joined(separator: ", ")
        let sourceKeys = CustomSourceReader.keys.joined(separator: ", ")
        return """
            \(say(.helpTagline))

            \(say(.helpUsage))

            \(say(.helpCommands))
            \(table(CommandTable.all.map { ($0.usage, $0.summary) }))
            \(say(.helpOptions))
            \(table(options))
            \(say(.helpSources))
            \(table(SourceDescriptor.builtIn.map { ($0.name.text, $0.summary) }))
            \(TextWrapper(width: 76).wrap(say(.helpTranslations)).map { "  \($0)\n" }.joined())
            \(say(.helpConfigFile))
            \(TextWrapper(width: 76).wrap(say(.helpConfigKeys(keys: keys, sourceKeys: sourceKeys))).map { "  \($0)\n" }.joined())
            \(say(.helpEnvironment))
            \(table(environment))
            \(say(.helpExitStatus))
            \(table(ExitCode.allCases.map { (String($0.rawValue), $0.meaning) }))
            """
    }

    /// The options `-h` lists, by their long spelling: what a newcomer reaches for first.
    package static let commonOptions: Set<String> = [
        "--source", "--offline", "--lang", "--timeout", "--json", "--format", "--quiet", "--help",
    ]

    /// `-h`: a screenful, as git's and ripgrep's `-h` are: the usage, every command on a line, the common options,
    /// and where the rest is; `--help` and `quote help` keep the whole.
    package static func brief(in language: Language) -> String {
        func say(_ id: Message) -> String { id.text(in: language) }
        let commands = CommandTable.all.map { ($0.name.rawValue, $0.summary.text(in: language)) }
        let options = Option.all.filter { $0.long.map(commonOptions.contains) == true }.map {
            ($0.label, $0.summary.text(in: language))
        }
        let rest = TextWrapper(width: 80).wrap(say(.helpRest)).joined(separator: "\n")
        return """
            \(say(.helpTagline))

            \(say(.helpUsage))

            \(say(.helpCommands))
            \(table(commands))
            \(say(.helpCommonOptions))
            \(table(options))
            \(rest)

            """
    }

    /// Every option as it can be typed.
    package static var optionSpellings: [String] { Option.all.flatMap { $0.spellings } }

    /// One command's help, in `language`: its usage, what it does, the options that matter to it, and an example.
    package static func text(for command: any Command.Type, in language: Language) -> String {
        let help = command.help
        var text = usageLines(Message.helpCommandUsage(usage: command.usage).text(in: language), of: command.name) + "\n\n"
        // A no-break space holds an option to its value (`-n N`) through the wrap, and is a space once wrapped.
        text +=
            TextWrapper(width: 78).wrap(help.description.text(in: language)).joined(separator: "\n")
            .replacing("\u{00A0}", with: " ") + "\n\n"
        let options = Option.all.filter { $0.commands.contains(command.name) }
        if !options.isEmpty {
            text += Message.helpOptions.text(in: language) + "\n"
            text += table(
                options.map {
                    ($0.label, ($0.setting?.helpLine(locations: .nowhere, for: command.name) ?? $0.summary).text(in: language))
                })
            text += "\n"
        }
        return text + Message.helpExample.text(in: language) + "\n  " + help.example + "\n"
    }

    /// A command's usage line in 78 columns: broken between its bracketed groups, never inside one, each line after
    /// the first starting where the command's arguments do.
    static func usageLines(_ line: String, of command: CommandName) -> String {
        guard DisplayWidth.of(line) > 78, let start = line.firstRange(of: "quote \(command.rawValue) ") else { return line }
        var groups = [""]
        var depth = 0
        for character in line[start.upperBound...] {
            if character == " ", depth == 0 {
                groups.append("")
                continue
            }
            depth += character == "[" ? 1 : character == "]" ? -1 : 0
            groups[groups.count - 1].append(character)
        }
        let indent = String(repeating: " ", count: DisplayWidth.of(line[..<start.upperBound]))
        var lines: [String] = []
        var current = line[..<start.upperBound].trimmed
        for (index, group) in groups.filter({ !$0.isEmpty }).enumerated() {
            if index > 0, DisplayWidth.of(current) + 1 + DisplayWidth.of(group) > 78 {
                lines.append(current)
                current = indent + group
            } else {
                current += " " + group
            }
        }
        return (lines + [current]).joined(separator: "\n")
    }

    /// Two aligned columns, the second wrapped to 80 display columns; a name too long for the first column has a
    /// line of its own.
    private static func table(_ rows: [(String, String)]) -> String {
        let width = min(22, rows.map { $0.0.count }.max() ?? 0)
        let indent = String(repeating: " ", count: width + 4)
        return rows.map { name, summary in
            let lines = TextWrapper(width: 80 - indent.count).wrap(summary)
            let first =
                name.count <= width ? "  \(name)\(String(repeating: " ", count: width - name.count))  " : "  \(name)\n\(indent)"
            return first + lines.joined(separator: "\n" + indent) + "\n"
        }.joined()
    }
}
