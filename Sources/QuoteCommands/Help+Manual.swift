import QuoteConfig
import QuoteMessages
import QuoteSources

/// The parts of the documents that follow from the tables: in the man pages, in roff, every built-in source, every
/// setting at a glance, the config file's keys, the settings' environment variables, and what GUIDE.md's sources
/// say too (`Help+SourceFacts.swift`); in GUIDE.md and the READMEs, in Markdown, those facts of the sources.
/// `make golden` writes them between their marks, and a test checks that they are in step, so a new source or
/// setting is in every document without an edit of one.
extension Help {
    /// The names of the parts the man pages hold.
    package static let manualParts = ["settings", "sources", "config-keys", "environment", "budgets", "batches", "today"]
    /// The names of the parts GUIDE.md and the READMEs hold.
    package static let markdownParts = ["sources", "budgets", "batches", "lang", "apis"]

    /// A generated part of a document in `language`, by its name; `nil` for another name.
    package static func part(_ name: String, in language: Language, _ markup: Markup) -> String? {
        switch (markup, name) {
        case (.roff, "sources"): manualSources(in: language)
        case (.roff, "settings"): manualSettings(in: language)
        case (.roff, "config-keys"): manualConfigKeys(in: language)
        case (.roff, "environment"): manualEnvironment(in: language)
        case (.roff, "budgets"): roff(budgets(in: language) + ",") + "\n"
        case (.roff, "batches"): roff(batches(in: language, .roff) + ",") + "\n"
        case (.roff, "today"): roff(todays(in: language, .roff)) + "\n"
        case (.markdown, "sources"): "\n" + guideSources + "\n"
        case (.markdown, "budgets"): budgets(in: language) + ","
        case (.markdown, "batches"): batches(in: language, .markdown)
        case (.markdown, "lang"): langChains(in: language, .markdown)
        case (.markdown, "apis"): otherAPIs(in: language)
        default: nil
        }
    }

    /// Each built-in source, in the table's order, with its help line.
    static func manualSources(in language: Language) -> String {
        SourceDescriptor.builtIn.map { ".TP\n.B \(roff($0.name.text))\n\(roff($0.summary.text(in: language)))\n" }.joined()
    }

    /// Each setting: its spellings on the command line, its help line, its variable and its config key.
    static func manualSettings(in language: Language) -> String {
        Setting.all.map { setting in
            let spellings = [setting.short, setting.flag].compactMap { $0 }.joined(separator: ", ")
            // The spellings in bold, the value's placeholder in italics; a setting with no flag by its config key.
            let head =
                switch (spellings.isEmpty, setting.placeholder) {
                case (true, _): ".B \(roff(setting.name))"
                case (false, nil): ".B \(roff(spellings))"
                case (false, let placeholder?): ".BI \(roff(spellings)) \" \(placeholder)\""
                }
            var body = [setting.helpLine(locations: .nowhere).text(in: language) + "."]
            if let variable = setting.environment { body.append(Message.manualVariable(name: variable).text(in: language)) }
            if let key = setting.configKey { body.append(Message.manualConfigKey(key: key).text(in: language)) }
            return ".TP\n\(head)\n\(roff(body.joined(separator: " ")))\n"
        }.joined()
    }

    /// The config file's top-level keys, in bold, as a sentence's list, with what a switch takes.
    static func manualConfigKeys(in language: Language) -> String {
        let keys = configKeys
        var lines: [String] = []
        for start in stride(from: 0, to: keys.count - 1, by: 8) {
            let chunk = keys[start..<min(start + 8, keys.count - 1)].map(roff)
            lines.append(".BR " + chunk.joined(with: " \", \" ") + " ,")
        }
        lines.append(Phrase("and", korean: "그리고").text(in: language))
        lines.append(".BR \(roff(keys[keys.count - 1])) .")
        let switches = Setting.all.filter { $0.completion == .choices(["on", "off"]) }.compactMap { $0.configKey }
        lines.append(
            Phrase(
                "A switch takes true or false; \(list(switches, in: language)) also \"on\" and \"off\".",
                korean: "켜고 끄는 설정의 키는 true나 false를 받고, \(list(switches, in: language)) 키는 \"on\"이나 \"off\"도 받습니다."
            ).text(in: language))
        return lines.map { $0 + "\n" }.joined()
    }

    /// Each setting's environment variable, with what it sets and that the flag wins over it.
    static func manualEnvironment(in language: Language) -> String {
        Setting.all.compactMap { setting -> String? in
            guard let variable = setting.environment else { return nil }
            let summary: any MessageArgument = setting.environmentSummary ?? setting.helpLine(locations: .nowhere)
            var body = [summary.text(in: language) + "."]
            if setting.completion == .choices(["on", "off"]) {
                body.append(
                    Phrase(
                        "On or off (or true, yes, 1; false, no, 0).", korean: "값은 on이나 off입니다(true, yes, 1이나 false, no, 0도 됩니다)."
                    ).text(in: language))
            } else if setting.placeholder == nil {
                body.append(Phrase("True or false.", korean: "값은 true나 false입니다.").text(in: language))
            }
            if let flag = setting.flag {
                body.append(Phrase("\(flag) wins over it.", korean: "\(flag) 옵션을 주면 그 값이 우선합니다.").text(in: language))
            }
            return ".TP\n.B \(roff(variable))\n\(roff(body.joined(with: " ")))\n"
        }.joined()
    }

    /// `text` as roff takes it: hyphens as `\-` (minus signs in flags), backslashes doubled, and a line that
    /// would start with a control character kept as text.
    private static func roff(_ text: String) -> String {
        let escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
