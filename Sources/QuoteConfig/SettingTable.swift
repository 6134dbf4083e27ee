import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore

// The settings table: every setting `quote` has, each declared once, in the order help lists them.
//
// Adding a setting is one declaration here and its name in `Setting.all`; the parser, the config file, the
// environment, `quote config`, help and the completion scripts then know it. Read a setting's value with
// `settings[.name]`.
//
// Each declaration is a `let` beside its name, made once: a generic type holds no stored `static`, and one made
// at every look (a run looks at some a dozen times) was a tenth of a kept `quote today`'s work.

extension Setting<[SourceName]> {
    /// `--source`: where quotes come from, tried in turn.
    package static var source: Self { sourceSetting }
}

private let sourceSetting = Setting<[SourceName]>(
    key: "source", flag: "--source", environment: "QUOTE_SOURCE", configKey: "source", kind: .sources,
    placeholder: "NAME[,NAME...]", default: { _ in [SourceDescriptor.default.name] },
    summary: Phrase("Where quotes come from, in turn", korean: "차례로 시도할 명언 출처"),
    commandSummaries: [
        .refresh: Phrase(
            "The network sources whose pools to fill, each in turn", korean: "모아 둔 명언을 채울 네트워크 출처. 하나씩 차례로 채웁니다")
    ],
    documentsDefault: true, scope: .shared(CommandName.obtaining.union([.refresh])),
    shorthand: Shorthand(
        flag: "--offline", configKey: "offline", value: "builtin",
        summary: Phrase(
            "Same as --source builtin: the built-in collection, no network",
            korean: "--source builtin 옵션과 같습니다. 네트워크 없이 내장 명언집에서 가져옵니다")))

extension Setting<URL?> {
    /// `--endpoint`: a URL that replaces the one network source's own, for a run.
    ///
    /// From `QUOTE_API_URL` or the config file's `endpoint`, it is the default source's URL instead, whatever other
    /// sources are named.
    package static var endpoint: Self { endpointSetting }
}

private let endpointSetting = Setting<URL?>(
    key: "endpoint", flag: "--endpoint", environment: "QUOTE_API_URL", configKey: "endpoint",
    kind: ValueKind.url.optional,
    placeholder: "URL", default: { _ in nil },
    summary: Phrase("Fetch from URL instead of the network source's own", korean: "네트워크 출처의 기본 URL 대신 URL에서 가져옵니다"),
    scope: .shared(CommandName.obtaining.union([.refresh])), checkedWhenUsed: true,
    environmentSummary: Phrase(
        "The default source's URL (\(SourceDescriptor.default.name)), whatever other sources are named",
        korean: "기본 출처(\(SourceDescriptor.default.name))의 URL. 다른 출처를 함께 지정해도 기본 출처에만 적용됨"))

extension Setting<Duration> {
    /// `--timeout`: the limit on all fetching, retries and fallbacks included.
    package static var timeout: Self { timeoutSetting }
}

private let timeoutSetting = Setting<Duration>(
    key: "timeout", flag: "--timeout", configKey: "timeout", kind: .seconds, placeholder: "SECONDS",
    default: { _ in .seconds(10) },
    commandDefault: { $0 == .today ? .seconds(3) : nil },
    summary: Phrase(
        "Deadline for all fetching, retries and fallbacks included",
        korean: "재시도와 다음 출처 시도를 포함해 가져오기 전체에 걸리는 시간을 제한합니다"),
    commandSummaries: [
        .refresh: Phrase(
            "Deadline for each request, retries included; the whole refresh ends when the pools are full or after a few minutes",
            korean: "요청 하나에 걸리는 시간을 재시도를 포함해 제한합니다. refresh 전체는 모두 채우거나 몇 분이 지나면 끝납니다")
    ],
    documentsDefault: true, scope: .shared(CommandName.obtaining.union([.refresh])))

extension Setting<Int> {
    /// `--retries`: how many times a transient failure is retried.
    package static var retries: Self { retriesSetting }

    /// `--pool`: how many quotes fetched earlier and not shown yet each network source keeps.
    package static var pool: Self { poolSetting }

    /// `-n`: how many history entries `quote history` shows.
    package static var count: Self { countSetting }
}

private let retriesSetting = Setting<Int>(
    key: "retries", flag: "--retries", configKey: "retries", kind: .whole(0...5), placeholder: "N", default: { _ in 2 },
    summary: Phrase("Retry transient failures up to N times, 0 to 5", korean: "일시적으로 실패하면 최대 N번(0~5) 다시 시도합니다"),
    documentsDefault: true, scope: .shared(CommandName.obtaining.union([.refresh])))

private let poolSetting = Setting<Int>(
    key: "pool", flag: "--pool", environment: "QUOTE_POOL", configKey: "pool", kind: .whole(0...PoolStore.maximumCount),
    placeholder: "N", default: { _ in 20 },
    summary: Phrase(
        "Keep N unseen quotes of each network source, 0 to \(PoolStore.maximumCount); 0 asks the network every run",
        korean: "네트워크 출처마다 아직 보여 주지 않은 명언을 N개(0~\(PoolStore.maximumCount)) 모아 둡니다. 0이면 실행할 때마다 네트워크에 요청합니다"),
    documentsDefault: true, scope: .only(CommandName.obtaining.union([.refresh])))

private let countSetting = Setting<Int>(
    key: "count", short: "-n", kind: .whole(1...HistoryStore.capacity), placeholder: "N", default: { _ in 10 },
    summary: Phrase("How many history entries to show", korean: "보여 줄 기록의 개수를 정합니다"),
    documentsDefault: true, scope: .only([.history]))

extension Setting<String?> {
    /// `--lang`: the language quotes must be in.
    package static var lang: Self { langSetting }
}

private let langSetting = Setting<String?>(
    key: "lang", flag: "--lang", environment: "QUOTE_LANG", configKey: "lang", kind: ValueKind<String>.language.optional,
    placeholder: "LANG", default: { _ in nil },
    summary: Phrase(
        "Only quotes in LANG (ko, en), or their translation in it: with no source named, the sources in LANG, then those translating into it",
        korean: "LANG 언어(ko, en)의 명언이나 번역만 보여 줍니다. 출처를 지정하지 않으면 LANG 언어의 출처, 그다음 LANG 언어 번역을 보내 주는 출처에 요청합니다"),
    scope: .only(CommandName.obtaining.union([.refresh, .fortune])))

extension Setting<Int?> {
    /// `--max-length`: the most characters a quote's content may have.
    package static var maxLength: Self { maxLengthSetting }
}

private let maxLengthSetting = Setting<Int?>(
    key: "max-length", flag: "--max-length", configKey: "max-length", kind: ValueKind.whole(1...100_000).optional,
    placeholder: "N", default: { _ in nil }, summary: Phrase("Only quotes of at most N characters", korean: "N자 이하의 명언만 고릅니다"),
    scope: .shared(CommandName.obtaining.union([.fortune])))

extension Setting<String?> {
    /// `--author`: text the author must contain, ignoring case.
    package static var author: Self { authorSetting }
}

private let authorSetting = Setting<String?>(
    key: "author", flag: "--author", configKey: "author", kind: ValueKind.text.optional, placeholder: "TEXT",
    default: { _ in nil },
    summary: Phrase(
        "Only quotes whose author contains TEXT, ignoring case", korean: "저자에 TEXT가 들어 있는 명언만 고릅니다 (대소문자 무시)"),
    scope: .shared(CommandName.obtaining.union([.fortune])))

extension Setting<QuotePattern?> {
    /// `--match`: a pattern the content or author must match, ignoring case.
    package static var match: Self { matchSetting }
}

private let matchSetting = Setting<QuotePattern?>(
    key: "match", flag: "--match", configKey: "match", kind: ValueKind.pattern.optional, placeholder: "PATTERN",
    default: { _ in nil },
    summary: Phrase(
        "Only quotes whose content or author matches PATTERN, ignoring case",
        korean: "내용이나 저자가 PATTERN에 맞는 명언만 고릅니다 (대소문자 무시)"), scope: .shared(CommandName.obtaining.union([.fortune])))

extension Setting<RefillMode> {
    /// `--refill`: whether pools are refilled in the background.
    package static var refill: Self { refillSetting }
}

private let refillSetting = Setting<RefillMode>(
    key: "refill", flag: "--refill", environment: "QUOTE_REFILL", configKey: "refill", kind: .choice, placeholder: "MODE",
    default: { _ in .auto },
    summary: Phrase(
        "Refill pools in the background (auto), or only by quote refresh (manual)",
        korean: "auto이면 모아 둔 명언을 백그라운드에서 채우고, manual이면 quote refresh 명령으로만 채웁니다"),
    documentsDefault: true, scope: .only(CommandName.obtaining))

extension Setting<Duration?> {
    /// `--every`: one quote per window of local time.
    package static var every: Self { everySetting }
}

private let everySetting = Setting<Duration?>(
    key: "every", flag: "--every", environment: "QUOTE_EVERY", configKey: "every", kind: ValueKind.window.optional,
    placeholder: "DURATION", default: { _ in nil },
    summary: Phrase(
        "Show the same quote through each window of DURATION (15m, 1h, 1d) of local time",
        korean: "현지 시각 기준으로 DURATION(15m, 1h, 1d)마다 명언을 바꾸고, 그동안은 같은 명언을 보여 줍니다"),
    scope: .only([.random]))

extension Setting<Bool> {
    /// `--fresh`: ask the network, not the pool.
    package static var fresh: Self { freshSetting }

    /// `--fortune`: `quote saved` prints a fortune file.
    package static var fortune: Self { fortuneSetting }

    /// `--json`: print JSON instead of text.
    package static var json: Self { jsonSetting }

    /// `--quiet`: no notes and no warnings on stderr for the run; errors are still said.
    package static var quiet: Self { quietSetting }

    /// `--no-cache`: neither read nor write the cache or the history.
    package static var noCache: Self { noCacheSetting }

    /// `QUOTE_HISTORY`: whether printed quotes are kept in the history.
    package static var history: Self { historySetting }
}

private let freshSetting = Setting<Bool>(
    key: "fresh", flag: "--fresh", kind: .flag, default: { _ in false },
    summary: Phrase(
        "Ask the network for this run: the pool is neither read nor filled",
        korean: "이번 실행에서는 모아 둔 명언 대신 네트워크에서 새로 가져옵니다 (모아 둔 명언을 읽지도 채우지도 않습니다)"),
    scope: .only(CommandName.obtaining))

private let fortuneSetting = Setting<Bool>(
    key: "fortune", flag: "--fortune", kind: .flag, default: { _ in false },
    summary: Phrase(
        "Print the saved quotes as a fortune file (for strfile and fortune)",
        korean: "저장한 명언을 fortune 파일 형식으로 출력합니다 (strfile과 fortune 명령용)"),
    scope: .only([.saved]))

private let jsonSetting = Setting<Bool>(
    key: "json", flag: "--json", configKey: "json", kind: .flag, default: { _ in false },
    summary: Phrase(
        "Print JSON: one object, or one per line for history and saved",
        korean: "JSON으로 출력합니다 (객체 하나, history와 saved는 한 줄에 하나씩)"),
    scope: .shared(CommandName.printing.union([.config, .sources])))

private let quietSetting = Setting<Bool>(
    key: "quiet", flag: "--quiet", environment: "QUOTE_QUIET", configKey: "quiet", kind: .onOff, default: { _ in false },
    summary: Phrase(
        "No notes or warnings on stderr (errors still are)", korean: "참고 메시지와 경고를 출력하지 않습니다 (오류는 출력)"),
    scope: .shared(CommandName.obtaining.union([.refresh, .fortune])))

private let noCacheSetting = Setting<Bool>(
    key: "no-cache", flag: "--no-cache", configKey: "no-cache", kind: .flag, default: { _ in false },
    summary: Phrase("Neither read nor write the cache or the history", korean: "캐시와 기록을 읽지도 쓰지도 않습니다"),
    scope: .shared(CommandName.obtaining.union([.refresh, .fortune])))

private let historySetting = Setting<Bool>(
    key: "history", environment: "QUOTE_HISTORY", configKey: "history", kind: .onOff, placeholder: "on|off",
    default: { _ in true },
    summary: Phrase("Whether printed quotes are kept in the history", korean: "출력한 명언을 기록할지 정합니다"),
    documentsDefault: true, scope: .shared(CommandName.obtaining.union([.fortune, .history, .save])))

extension Setting where Value == Never {
    /// Every setting, in the order help, the completion scripts and `quote config` list them.
    package static let all: [AnySetting] = [
        Setting<[SourceName]>.source.erased, Setting<URL?>.endpoint.erased, Setting<Duration>.timeout.erased,
        Setting<Int>.retries.erased,
        Setting<Int?>.maxLength.erased, Setting<String?>.author.erased, Setting<QuotePattern?>.match.erased,
        Setting<Bool>.json.erased,
        Setting<QuoteTemplate?>.format.erased, Setting<WidthSetting>.width.erased, Setting<ColorMode>.color.erased,
        Setting<String?>.cacheFile.erased,
        Setting<Bool>.noCache.erased, Setting<String?>.historyFile.erased, Setting<Bool>.history.erased,
        Setting<Bool>.quiet.erased, Setting<String?>.config.erased,
        Setting<Int>.count.erased, Setting<Int>.pool.erased, Setting<RefillMode>.refill.erased, Setting<Bool>.fresh.erased,
        Setting<Duration?>.every.erased,
        Setting<Bool>.fortune.erased, Setting<String?>.lang.erased,
    ]

    /// Pairs that say contradictory things when given together in one place (besides a shorthand and its
    /// setting): JSON is not a template, and a fortune file is neither.
    ///
    /// Two by two in one list: a list of pairs made the runtime build its storage's type at every run.
    private static let conflicting: [AnySetting] = [
        Setting<Bool>.json.erased, Setting<QuoteTemplate?>.format.erased,
        Setting<Bool>.fortune.erased, Setting<Bool>.json.erased,
        Setting<Bool>.fortune.erased, Setting<QuoteTemplate?>.format.erased,
    ]

    /// Calls `body` with each pair of settings that contradict each other, in the order declared.
    package static func forEachConflict(_ body: (_ first: AnySetting, _ second: AnySetting) -> Void) {
        for index in stride(from: 0, to: conflicting.count - 1, by: 2) { body(conflicting[index], conflicting[index + 1]) }
    }

    /// Whether the settings keyed `first` and `second` are a pair that contradict each other, in this order.
    package static func conflict(_ first: String, _ second: String) -> Bool {
        var found = false
        forEachConflict { one, other in found = found || (one.key == first && other.key == second) }
        return found
    }
}
