import QuoteConfig
import QuotePlatform
import QuoteStore

/// A command line, read: the command, made from its words, and the settings the flags give.
package struct Invocation: Sendable {
    /// The command to run.
    package var command: any Command
    /// The flags' values, read by their settings, in the order given; a later one wins.
    package var flags: [SettingValue]
}

/// Reads the command line into an ``Invocation``: a pure function of the words, no environment, no I/O.
///
/// Options may come before or after the command, take their value as `--name value` or `--name=value` (a short
/// one as `-n 5` or, as getopt reads it, `-n5`), and `--` ends them. Each value is read here, once, by its
/// setting's declaration, so a bad flag is a usage error before anything else happens, and flags that contradict
/// each other are refused by the rule the config file keeps too (``SettingValue/contradiction(in:)``). `--help`
/// and `--version` replace any command; `-h` alone asks for help's screenful.
package enum ArgumentParser {
    /// Parses `arguments` (without the program name).
    ///
    /// - Throws: ``UsageError`` for anything not understood.
    package static func parse(_ arguments: [String]) throws(UsageError) -> Invocation {
        var words = arguments[...]
        var operands: [String] = []
        var flags: [SettingValue] = []
        var action: (any Command.Type)?
        var actionSpelling = ""
        while let word = words.popFirst() {
            if word == "--" {
                // A command that reads its own options (fortune) is given the `--` too: what follows is no option of
                // its either.
                if let name = operands.first, CommandTable.command(named: name)?.readsShortOptions == true {
                    operands.append(word)
                }
                operands += words
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                operands.append(word)
                continue
            }
            // A command's own options after its name (`quote fortune -a -n 160`): the command reads them.
            if !word.hasPrefix("--"), let name = operands.first, CommandTable.command(named: name)?.readsShortOptions == true {
                operands.append(word)
                continue
            }
            let (spelling, attached) = split(word)
            if let command = CommandTable.actions.first(where: { $0.flags.contains(spelling) })?.command {
                guard attached == nil else { throw .optionTakesNoValue(spelling) }
                if action == nil { (action, actionSpelling) = (command, spelling) }
            } else if let setting = Setting.all.first(where: { $0.flag == spelling || $0.short == spelling }) {
                flags.append(try value(of: setting, spelling: spelling, attached: attached, words: &words))
            } else if let setting = Setting.all.first(where: { $0.shorthand?.flag == spelling }),
                let shorthand = setting.shorthand
            {
                guard attached == nil else { throw .optionTakesNoValue(spelling) }
                flags.append(try read(shorthand.value, for: setting, spelling: spelling))
            } else {
                throw .unknownOption(spelling)
            }
        }
        if let action {
            // `quote today --help` is today's help; any other word, or action, is left out: help always answers.
            let named = operands.first.flatMap(CommandTable.command(named:)) != nil
            let words = action is HelpCommand.Type && named ? Array(operands.prefix(1)) : []
            var command = try action.init(operands: words)
            // `-h` alone is a screenful; `--help` and `quote help` give the whole.
            if var help = command as? HelpCommand, actionSpelling == "-h" {
                help.isBrief = true
                command = help
            }
            return Invocation(command: command, flags: flags)
        }
        if let (first, second) = SettingValue.contradiction(in: flags) { throw .conflict(first.name, second.name) }
        let name = operands.first ?? CommandTable.all[0].name.rawValue
        guard let type = CommandTable.command(named: name) else { throw .unknownCommand(name) }
        let command = try type.init(operands: Array(operands.dropFirst()))
        for flag in flags {
            let scope = flag.setting.scope
            if scope.refusedElsewhere, !scope.commands.contains(type.name) {
                let typed = flag.setting.placeholder == nil ? flag.name : "\(flag.name) \(flag.text)"
                throw .onlyFor(flag.name, commands: scope.commands.names.map { $0.rawValue }.sorted(), typed: typed)
            }
        }
        return Invocation(command: command, flags: flags)
    }

    /// The value a setting's flag gives: `true` for a flag that takes none, else the next word (or the part
    /// after `=`), read by the setting.
    private static func value(
        of setting: AnySetting, spelling: String, attached: String?, words: inout ArraySlice<String>
    ) throws(UsageError) -> SettingValue {
        guard setting.placeholder != nil else {
            guard attached == nil else { throw .optionTakesNoValue(spelling) }
            return try read("true", for: setting, spelling: spelling)
        }
        // A long option in the value's place means the value was forgotten (a negative number is a value).
        guard let text = attached ?? words.first.flatMap({ $0.hasPrefix("--") ? nil : words.popFirst() }) else {
            throw .optionNeedsValue(spelling)
        }
        return try read(text, for: setting, spelling: spelling)
    }

    /// `text` read by `setting`, given as `spelling`; a setting checked only when used keeps a bad value for the
    /// runs that use it.
    private static func read(_ text: String, for setting: AnySetting, spelling: String) throws(UsageError) -> SettingValue {
        do {
            return try SettingValue(setting, text: text, name: spelling, origin: .flag(spelling))
        } catch {
            throw .badValue(name: spelling, value: text, error.problem)
        }
    }

    /// `--name=value`, or a short option that takes a value with it attached (`-n5`, as `head -n5` and
    /// `git log -n5` read it), into its name and value; other words into themselves and `nil`.
    private static func split(_ word: String) -> (name: String, value: String?) {
        if word.hasPrefix("--") {
            guard let equals = word.firstIndex(of: "=") else { return (word, nil) }
            return (String(word[..<equals]), String(word[word.index(after: equals)...]))
        }
        let short = String(word.prefix(2))
        guard word.count > 2, Setting.all.contains(where: { $0.short == short && $0.placeholder != nil }) else {
            return (word, nil)
        }
        return (short, String(word.dropFirst(2)))
    }
}
