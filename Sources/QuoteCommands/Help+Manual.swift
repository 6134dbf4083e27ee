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

    /// A generated part of a document in `language`, by its name; `nil` for another name.
    package static func part(_ name: String, in language: Language, _ markup: Markup) -> String? {
        switch (markup, name) {
        case (.roff, "sources"): manualSources(in: language)
        case (.roff, "settings"): manualSettings(in: language)
        case (.roff, "config-keys"): configKeys(in: language, .roff)
        case (.roff, "environment"): environmentEntries(in: language, .roff)
        case (.roff, "budgets"): roff(budgets(in: language) + ",") + "\n"
        case (.roff, "batches"): roff(batches(in: language, .roff) + ",") + "\n"
        case (.roff, "today"): roff(todays(in: language, .roff)) + "\n"
        case (.markdown, "sources"): "\n" + guideSources + "\n"
        case (.markdown, "budgets"): budgets(in: language) + ","
        case (.markdown, "batches"): batches(in: language, .markdown)
        case (.markdown, "lang"): langChains(in: language, .markdown)
        case (.markdown, "apis"): otherAPIs(in: language)
        case (.markdown, "settings"): "\n" + guideSettings + "\n"
        case (.markdown, "config-keys"): configKeys(in: language, .markdown)
        case (.markdown, "environment"): environmentEntries(in: language, .markdown)
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

    /// `text` as roff takes it: hyphens as `\-` (minus signs in flags), backslashes doubled, and a line that
    /// would start with a control character kept as text.
    static func roff(_ text: String) -> String {
        let escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
