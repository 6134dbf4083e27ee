import QuoteConfig
import QuoteMessages

/// What the documents say of the settings, from the settings table: the config file's keys, the settings'
/// environment variables, and GUIDE.md's table of every setting. `make golden` writes each between its marks (the
/// man pages' in roff, GUIDE.md's in Markdown), so a new setting is in every document without an edit of one.
extension Help {
    /// The settings whose value is on or off (`.onOff`): their variable and config key take `on` and `off` too.
    private static var switches: [AnySetting] { Setting.all.filter { $0.completion == .choices(["on", "off"]) } }

    /// The config file's top-level keys as a sentence's list, and what a switch takes.
    static func configKeys(in language: Language, _ markup: Markup) -> String {
        let keys = configKeys
        let others = switches.compactMap { $0.configKey }.map(markup.code)
        let sentence = Phrase(
            "A switch takes true or false; \(list(others, in: language)) also \"on\" and \"off\".",
            korean: "켜고 끄는 설정의 키는 true나 false를 받고, \(list(others, in: language)) 키는 \"on\"이나 \"off\"도 받습니다."
        ).text(in: language)
        guard markup == .roff else { return list(keys.map(markup.code), in: language) + ". " + sentence }
        var lines: [String] = []
        for start in stride(from: 0, to: keys.count - 1, by: 8) {
            let chunk = keys[start..<min(start + 8, keys.count - 1)].map(roff)
            lines.append(".BR " + chunk.joined(with: " \", \" ") + " ,")
        }
        lines.append(Phrase("and", korean: "그리고").text(in: language))
        lines.append(".BR \(roff(keys[keys.count - 1])) .")
        lines.append(roff(sentence))
        return lines.map { $0 + "\n" }.joined()
    }

    /// Each setting's environment variable, with what it sets, what it takes and that the flag wins over it: the
    /// man pages' entries, or GUIDE.md's rows (written inside its table, between the first cell and the last).
    static func environmentEntries(in language: Language, _ markup: Markup) -> String {
        let entries = Setting.all.compactMap { setting -> (variable: String, text: String)? in
            guard let variable = setting.environment else { return nil }
            let summary: any MessageArgument = setting.environmentSummary ?? setting.helpLine(locations: .nowhere)
            var body = [summary.text(in: language) + "."]
            if switches.contains(where: { $0.key == setting.key }) {
                body.append(
                    Phrase(
                        "On or off (or true, yes, 1; false, no, 0).", korean: "값은 on이나 off입니다(true, yes, 1이나 false, no, 0도 됩니다)."
                    ).text(in: language))
            } else if setting.placeholder == nil {
                body.append(Phrase("True or false.", korean: "값은 true나 false입니다.").text(in: language))
            }
            if let flag = setting.flag {
                let flag = markup == .markdown ? markup.code(flag) : flag
                body.append(Phrase("\(flag) wins over it.", korean: "\(flag) 옵션을 주면 그 값이 우선합니다.").text(in: language))
            }
            return (variable, body.joined(with: " "))
        }
        switch markup {
        case .roff:
            return entries.map { ".TP\n.B \(roff($0.variable))\n\(roff($0.text))\n" }.joined()
        case .markdown:
            return entries.map { "\(markup.code($0.variable)) | \($0.text)" }.joined(with: " |\n| ")
        }
    }

    /// GUIDE.md's table of every setting: its spellings on the command line, its variable, its config key, and
    /// what it does.
    static var guideSettings: String {
        let rows = Setting.all.map { setting -> String in
            let spellings = [setting.short, setting.flag].compactMap { $0 }.map { flag in
                setting.placeholder.map { "`\(flag) \($0)`" } ?? "`\(flag)`"
            }
            let cells = [
                spellings.isEmpty ? "" : spellings.joined(with: ", "), setting.environment.map { "`\($0)`" } ?? "",
                setting.configKey.map { "`\($0)`" } ?? "", setting.helpLine(locations: .nowhere).text(in: .english),
            ]
            return "| " + cells.joined(with: " | ") + " |"
        }
        return """
            | flag | variable | config key | what |
            | --- | --- | --- | --- |
            \(rows.joined(with: "\n"))
            """
    }
}
