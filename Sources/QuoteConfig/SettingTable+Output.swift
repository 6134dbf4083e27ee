import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteStore

// The settings table, continued: how text is printed, and where the files are.

extension Setting<QuoteTemplate?> {
    /// `--format`: print through a template instead of text.
    package static var format: Self { formatSetting }
}

private let formatSetting = Setting<QuoteTemplate?>(
    key: "format", flag: "--format", configKey: "format", kind: ValueKind<QuoteTemplate>.template.optional,
    placeholder: "TEMPLATE",
    default: { _ in nil },
    summary: Phrase(
        "Print through TEMPLATE, with \(templatePlaceholders)",
        korean: "TEMPLATE 형식으로 출력합니다. 자리 표시자: \(templatePlaceholders)"),
    scope: .shared(CommandName.printing))

/// The placeholders a template may use, listed for `--format`'s summary: made once, and only when help shows it.
private let templatePlaceholders = QuoteTemplate.Field.allCases.map { $0.placeholder }.joined(with: ", ")

extension Setting<WidthSetting> {
    /// `--width`: how wide text may be.
    package static var width: Self { widthSetting }
}

private let widthSetting = Setting<WidthSetting>(
    key: "width", flag: "--width", configKey: "width", kind: .width, placeholder: "N", default: { _ in .auto },
    summary: Phrase("Wrap text to N columns; 0 turns wrapping off", korean: "N칸에 맞춰 줄을 바꿉니다. 0이면 바꾸지 않습니다"),
    scope: .shared(CommandName.printing))

extension Setting<ColorMode> {
    /// `--color`: when to colour text.
    package static var color: Self { colorSetting }
}

private let colorSetting = Setting<ColorMode>(
    key: "color", flag: "--color", configKey: "color", kind: .choice, placeholder: "WHEN", default: { _ in .auto },
    summary: Phrase("Colour text: auto, always or never", korean: "글자에 색을 입힐지 정합니다: auto, always, never"),
    documentsDefault: true, scope: .shared(CommandName.printing))

extension Setting<String?> {
    /// `--cache-file`: where the last quote is kept; `nil` when there is no home to put it in.
    package static var cacheFile: Self { cacheFileSetting }

    /// `--history-file`: where the history is kept; `nil` when there is no home to put it in.
    package static var historyFile: Self { historyFileSetting }

    /// `--config`: the config file; `nil` when there is no home to find the default one in.
    package static var config: Self { configSetting }
}

private let cacheFileSetting = Setting<String?>(
    key: "cache-file", flag: "--cache-file", environment: "QUOTE_CACHE_FILE", configKey: "cache-file",
    kind: ValueKind.path.optional, placeholder: "PATH", default: { $0.cache },
    summary: Phrase("Keep the last quote in PATH", korean: "PATH 파일을 캐시 파일로 사용합니다"),
    scope: .shared(CommandName.obtaining.union([.fortune, .last, .save])))

private let historyFileSetting = Setting<String?>(
    key: "history-file", flag: "--history-file", environment: "QUOTE_HISTORY_FILE", configKey: "history-file",
    kind: ValueKind.path.optional, placeholder: "PATH", default: { $0.history },
    summary: Phrase("Keep the history of printed quotes in PATH", korean: "출력한 명언을 PATH 파일에 기록합니다"),
    scope: .shared(CommandName.obtaining.union([.fortune, .history, .save])))

private let configSetting = Setting<String?>(
    key: "config", flag: "--config", environment: "QUOTE_CONFIG", kind: ValueKind.path.optional, placeholder: "PATH",
    default: { $0.config }, summary: Phrase("Read settings and sources from PATH", korean: "PATH 파일에서 설정과 출처를 읽습니다"),
    scope: .shared(CommandName.readingFiles))
