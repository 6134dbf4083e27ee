import QuoteMessages
import QuotePlatform

/// The words of `quote --help`, a command's help and the man pages' generated parts: headings, usage and more.
extension Message {
    /// The first line of `quote --help`: what `quote` does.
    package static var helpTagline: Message {
        Message(
            "quote — print a quote: from quote APIs, your fortune files or a built-in collection",
            korean: "quote — 명언 API, 내 fortune 파일, 내장 명언집에서 명언을 가져와 보여 줍니다")
    }

    /// The usage line of `quote --help`.
    package static var helpUsage: Message {
        Message("Usage: quote [command] [options]", korean: "사용법: quote [명령] [옵션]")
    }

    /// The heading of `quote --help`'s commands.
    package static var helpCommands: Message {
        Message("Commands:", korean: "명령:")
    }

    /// The heading of the options, in `quote --help` and in a command's help.
    package static var helpOptions: Message {
        Message("Options:", korean: "옵션:")
    }

    /// The heading of `-h`'s few options.
    package static var helpCommonOptions: Message {
        Message("Common options:", korean: "자주 사용하는 옵션:")
    }

    /// `-h`'s last line: where the rest is.
    package static var helpRest: Message {
        Message(
            "Every option, the sources, the config file, the environment and the exit codes: quote --help; all of it: man quote",
            korean: "모든 옵션, 출처, 설정 파일, 환경 변수, 종료 상태는 quote --help로, 자세한 설명은 man quote로 볼 수 있습니다")
    }

    /// The heading of `quote --help`'s built-in sources.
    package static var helpSources: Message {
        Message(
            "Sources (--source NAME[,NAME...]; the config file can add your own):",
            korean: "출처 (--source NAME[,NAME...], 설정 파일에서 직접 추가할 수 있습니다):")
    }

    /// What `quote --help` says under the sources of a quote with its translation, and where the rule is.
    package static var helpTranslations: Message {
        Message(
            """
            A Korean quote with its English translation after it (the Happiness API's) prints as two paragraphs; \
            --json and --format give the quote (content), its translation (translation), the language of each (lang, \
            translationLang), the author's name (author) and title (authorTitle) apart. The rule: man quote, SOURCES.
            """,
            korean: """
                한국어 명언 뒤에 영어 번역이 오면(Happiness API) 두 문단으로 출력합니다. --json과 --format에서는 \
                명언(content)과 번역(translation), 각각의 언어(lang, translationLang), 저자 이름(author)과 \
                직함(authorTitle)을 따로 얻을 수 있습니다. 나누는 규칙은 man quote의 출처 절을 보세요.
                """)
    }

    /// The heading of `quote --help`'s config file, with where it is.
    package static var helpConfigFile: Message {
        Message(
            "Config file ($XDG_CONFIG_HOME/quote/config.toml, or --config PATH):",
            korean: "설정 파일 ($XDG_CONFIG_HOME/quote/config.toml 또는 --config PATH):")
    }

    /// What `quote --help` says of the config file: its `keys`, and the tables that define sources with theirs.
    package static func helpConfigKeys(keys: String, sourceKeys: String) -> Message {
        Message(
            "key = value lines with the keys \(keys); [sources.NAME] tables with \(sourceKeys) define your own sources.",
            korean: "키 = 값 형식의 줄로 씁니다. 키는 \(keys)입니다. \(sourceKeys) 키를 담은 [sources.NAME] 테이블로 직접 출처를 정의합니다.")
    }

    /// The heading of `quote --help`'s environment variables.
    package static var helpEnvironment: Message {
        Message("Environment:", korean: "환경 변수:")
    }

    /// A setting's environment variable, in the man pages' list of settings.
    package static func manualVariable(name: String) -> Message {
        Message("Variable \(name).", korean: "환경 변수 \(name).")
    }

    /// A setting's config key, in the man pages' list of settings.
    package static func manualConfigKey(key: String) -> Message {
        Message("Config key \(key).", korean: "설정 키 \(key).")
    }

    /// The usage line of a command's help: the command as typed (`usage`).
    package static func helpCommandUsage(usage: String) -> Message {
        Message("Usage: quote \(usage) [options]", korean: "사용법: quote \(usage) [옵션]")
    }

    /// The heading of the example at the end of a command's help.
    package static var helpExample: Message {
        Message("Example:", korean: "예:")
    }

    /// The heading of `quote --help`'s exit codes.
    package static var helpExitStatus: Message {
        Message("Exit status:", korean: "종료 상태:")
    }

    /// An environment variable's help line when its setting has no summary for it: the flag it stands for.
    package static func helpSameAsFlag(flag: String) -> Message {
        Message("Same as \(flag)", korean: "\(flag) 옵션과 같음")
    }

    /// An environment variable's help line when its setting has neither a summary for it nor a flag: its config key.
    package static func helpSameAsConfigKey(key: String) -> Message {
        Message("Same as the config key \(key)", korean: "설정 파일의 \(key) 키와 같음")
    }
}
