import Foundation
import QuoteCommands
import QuoteConfig
import QuoteHTTP
import QuoteMessages
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// The command line alone: words in, a command and flags (or a usage error) out, no environment, no I/O.
@Suite("Parsing the command line", .timeLimit(.minutes(1)))
struct ArgumentParserTests {
    /// The flags of `arguments`, as spelling and value (a flag that takes none alone).
    private func flags(_ arguments: [String]) throws -> [String] {
        try ArgumentParser.parse(arguments).flags.map { flag in
            flag.setting.placeholder == nil && flag.setting.shorthand?.flag != flag.name
                ? flag.name : "\(flag.name)=\(flag.text)"
        }
    }

    /// The command `arguments` run, by name, with its operand.
    private func command(_ arguments: [String]) throws -> String {
        let command = try ArgumentParser.parse(arguments).command
        switch command {
        case let unsave as UnsaveCommand: return "unsave \(unsave.number)"
        case let completions as CompletionsCommand: return "completions \(completions.shell)"
        default: return type(of: command).name.rawValue
        }
    }

    @Test(
        "Commands, with their operands; help and version replace any command",
        arguments: [
            ([], "random"), (["random"], "random"), (["today"], "today"), (["last"], "last"), (["history"], "history"),
            (["save"], "save"), (["saved"], "saved"), (["unsave", "3"], "unsave 3"), (["config"], "config"), (["help"], "help"),
            (["completions", "zsh"], "completions zsh"), (["--json", "--", "last"], "last"), (["history", "-n", "5"], "history"),
            (["-h"], "help"), (["--help"], "help"), (["last", "--help"], "help"), (["--version"], "version"),
            (["random", "--version"], "version"), (["nonsense", "--help"], "help"), (["--offline"], "random"),
        ])
    func commands(arguments: [String], expected: String) throws {
        #expect(try command(arguments) == expected)
    }

    @Test("Flags come before or after the command, as --name value, --name=value or -n5, in order")
    func flagForms() throws {
        #expect(
            try flags(["--json", "last", "--timeout", "2.5", "--cache-file=/tmp/q.json"]) == [
                "--json", "--timeout=2.5", "--cache-file=/tmp/q.json",
            ])
        #expect(try flags(["--source", "zenquotes, builtin", "-n", "3", "history"]) == ["--source=zenquotes, builtin", "-n=3"])
        // A short option's value may be attached, as getopt reads `head -n5`; what follows is the value, whole.
        #expect(try flags(["history", "-n5"]) == ["-n=5"] && flags(["-n12", "history"]) == ["-n=12"])
        #expect(throws: UsageError.badValue(name: "-n", value: "=5", .notAWholeNumber(1...HistoryStore.capacity))) {
            try flags(["history", "-n=5"])
        }
        // The value is everything after the first '=': a URL's query keeps its own.
        #expect(try flags(["--endpoint=https://h.test/?a=b&c=d"]) == ["--endpoint=https://h.test/?a=b&c=d"])
        #expect(
            try flags(["--format", "{content}", "--max-length=80", "--author", "Twain", "--match", "life|love"])
                == ["--format={content}", "--max-length=80", "--author=Twain", "--match=life|love"])
    }

    @Test(
        "Usage errors say what is wrong",
        arguments: [
            (["--bogus"], "unknown option '--bogus'"),
            (["-x"], "unknown option '-x'"),
            (["tomorrow"], "unknown command 'tomorrow'"),
            (["-"], "unknown command '-'"),
            (["random", "last"], "unexpected argument 'last'"),
            (["--", "--json"], "unknown command '--json'"),
            (["--timeout"], "option --timeout needs a value"),
            (["--timeout", "abc"], "--timeout must be a number of seconds greater than 0, at most 86400, not 'abc'"),
            (["--timeout", "-1"], "--timeout must be a number of seconds greater than 0, at most 86400, not '-1'"),
            (["--timeout", "0"], "--timeout must be a number of seconds greater than 0, at most 86400, not '0'"),
            (["--timeout", "nan"], "--timeout must be a number of seconds greater than 0, at most 86400, not 'nan'"),
            (["--timeout", "inf"], "--timeout must be a number of seconds greater than 0, at most 86400, not 'inf'"),
            (["--retries", "6"], "--retries must be a whole number from 0 to 5, not '6'"),
            (["--width", "-1"], "--width must be a whole number from 0 to 10000, not '-1'"),
            (["--max-length", "0"], "--max-length must be a whole number from 1 to 100000, not '0'"),
            (["--color", "sometimes"], "--color must be auto, always or never, not 'sometimes'"),
            (["--cache-file="], "--cache-file must be a path, not ''"),
            (["--author="], "--author must not be empty"),
            (["--timeout", "--offline"], "option --timeout needs a value"),
            (["--timeout", "86401"], "--timeout must be a number of seconds greater than 0, at most 86400, not '86401'"),
            (["unsave", "1", "2"], "unexpected argument '2'"),
            (["--source", "a,,b"], "--source must be source names separated by commas, not 'a,,b'"),
            (["--match", "(unclosed"], "--match must be a valid regular expression, not '(unclosed'"),
            (["--format", "{content"], "--format has a '{' that is not closed, not '{content'"),
            (
                ["--format", "{quote}"],
                "--format has an unknown placeholder '{quote}' (known: {content}, {translation}, {lang}, {translationLang}, {author}, {authorTitle}, {description}, {link}, {source}, {id}, {fetchedAt}, {date}, {number}, {attribution})"
            ),
            (["--format", "}"], "--format has a '}' that closes nothing (write '}}' for a brace), not '}'"),
            (["--json=yes"], "option --json takes no value"),
            (["--offline", "--source", "zenquotes"], "--offline and --source cannot be used together"),
            (["--json", "--format", "{id}"], "--json and --format cannot be used together"),
            (["-n", "5"], "option -n is only for 'history'; did you mean 'quote history -n 5'?"),
            (["history", "-n", "0"], "-n must be a whole number from 1 to 1000, not '0'"),
            (["completions"], "'completions' needs one of: bash, zsh, fish"),
            (["completions", "tcsh"], "'completions' needs one of: bash, zsh, fish"),
            (["unsave"], "'unsave' needs the number of a saved quote, as 'quote saved' lists them"),
            (["unsave", "0"], "'unsave' needs the number of a saved quote, as 'quote saved' lists them: '0'"),
            (["unsave", "two"], "'unsave' needs the number of a saved quote, as 'quote saved' lists them: 'two'"),
            (["save", "x"], "'save' takes nothing, or the number of a history entry, as 'quote history' shows them: 'x'"),
        ])
    func usageErrors(arguments: [String], message: String) {
        let error = #expect(throws: UsageError.self) { try ArgumentParser.parse(arguments) }
        #expect(error.map { Failure($0).message.text(in: .english) } == message)
        #expect(error.map { Failure($0).exitCode } == .usage)
    }

    @Test("Every spelling of every setting, shorthand and action is known to the parser")
    func everyFlagKnown() {
        let spellings =
            Setting.all.flatMap { [$0.flag, $0.short, $0.shorthand?.flag].compactMap { $0 } }
            + CommandTable.actions.flatMap(\.flags)
        for spelling in spellings {
            do {
                _ = try ArgumentParser.parse([spelling])
            } catch {
                #expect(error != .unknownOption(spelling))
            }
        }
    }

    @Test("Each command name belongs to one command, typed or given as an action, and each typed command is found by its name")
    func commandNames() {
        let typed = CommandTable.all.map { $0.name }
        #expect(typed.count == Set(typed).count)
        #expect(Set(typed + CommandTable.actions.map { $0.command.name }) == Set(CommandName.allCases))
        for command in CommandTable.all { #expect(CommandTable.command(named: command.name.rawValue) != nil) }
    }

    @Test(
        "A command's help fits 80 columns in both languages: its usage broken between bracketed groups, an option kept with its value",
        arguments: Language.allCases)
    func commandHelpFits(language: Language) {
        for command in CommandTable.all {
            let text = Help.text(for: command, in: language)
            let lines = text.split(separator: "\n").map(String.init)
            #expect(
                lines.allSatisfy { DisplayWidth.of($0) <= 80 }, "\(command.name): \(lines.filter { DisplayWidth.of($0) > 80 })")
            #expect(!text.contains("\u{00A0}"), "\(command.name): a no-break space is a space once wrapped")
            // No line ends inside a bracketed group of the usage, nor on an option whose value starts the next.
            #expect(!lines.contains { $0.filter { $0 == "[" }.count != $0.filter { $0 == "]" }.count && $0.contains("quote ") })
            #expect(!lines.contains { $0.hasSuffix(" -n") }, "\(command.name): -n and N apart")
        }
        let fortune = Help.text(for: FortuneCommand.self, in: language).split(separator: "\n")
        #expect(fortune[1].hasPrefix("                     "), "the usage on two lines, the second under the arguments")
        #expect(
            (fortune[0] + fortune[1]).split(separator: " ").joined(separator: " ").contains(
                "quote \(FortuneCommand.usage)"))
    }

    @Test(
        "A command's help lists every option the settings table says it is for, and no other: --lang under random, today, refresh and fortune"
    )
    func commandHelpOptions() {
        for command in CommandTable.all {
            let text = Help.text(for: command, in: .english)
            for setting in Setting.all {
                guard let flag = setting.flag else { continue }
                let listed = text.contains("\n  \(flag)") || text.contains(", \(flag)")
                #expect(listed == setting.scope.commands.contains(command.name), "\(command.name): \(flag)")
            }
        }
        for name in ["random", "today", "refresh", "fortune"] {
            #expect(Help.text(for: CommandTable.command(named: name)!, in: .english).contains("--lang LANG"), "\(name)")
        }
    }

    @Test("A command's own help: quote help today and quote today --help; a mistyped name is a usage error with a suggestion")
    func commandHelp() throws {
        for arguments in [["help", "today"], ["today", "--help"], ["today", "-h"]] {
            let help = try #require(try ArgumentParser.parse(arguments).command as? HelpCommand)
            #expect(help.command?.name == .today, "\(arguments)")
        }
        #expect((try ArgumentParser.parse(["help"]).command as? HelpCommand)?.command == nil)
        #expect(throws: UsageError.unknownCommand("tody")) { try ArgumentParser.parse(["help", "tody"]) }
        #expect(throws: UsageError.unexpectedArgument("x")) { try ArgumentParser.parse(["help", "today", "x"]) }
    }
}
