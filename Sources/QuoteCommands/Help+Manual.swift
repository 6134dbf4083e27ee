import QuoteConfig
import QuoteMessages
import QuoteSources

/// The parts of the man pages that follow from the tables, in roff: every built-in source, and every setting at a
/// glance. `make golden` writes them into `man/quote.1` and `man/ko/quote.1` between their marks, and a test
/// checks that they are in step, so a new source or setting is in the man pages without an edit of them.
extension Help {
    /// A generated part of the man page in `language`: `sources` or `settings`; `nil` for another name.
    package static func manual(_ part: String, in language: Language) -> String? {
        switch part {
        case "sources": manualSources(in: language)
        case "settings": manualSettings(in: language)
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
    private static func roff(_ text: String) -> String {
        let escaped = text.replacing("\\", with: "\\e").replacing("-", with: "\\-")
        return escaped.hasPrefix(".") || escaped.hasPrefix("'") ? "\\&" + escaped : escaped
    }
}
