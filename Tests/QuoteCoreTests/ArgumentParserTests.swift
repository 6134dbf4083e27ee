import Foundation
import QuoteCore
import QuoteTestSupport
import Testing

/// The command line alone: words in, a command and flags (or a usage error) out, no environment, no I/O.
@Suite("Parsing the command line", .timeLimit(.minutes(1)))
struct ArgumentParserTests {
    /// The flags of `arguments`, as spelling and value.
    private func flags(_ arguments: [String]) throws -> [String] {
        try ArgumentParser.parse(arguments).flags.map { flag in
            switch flag.input {
            case .present: flag.spelling
            case .text(let value): "\(flag.spelling)=\(value)"
            }
        }
    }

    @Test("Commands, with their operands", arguments: [
        ([], ParsedCommand.random), (["random"], .random), (["today"], .today), (["last"], .last), (["history"], .history),
        (["save"], .save), (["saved"], .saved), (["unsave", "3"], .unsave(3)), (["config"], .config), (["help"], .help),
        (["completions", "zsh"], .completions(.zsh)), (["--json", "--", "last"], .last), (["history", "-n", "5"], .history),
    ])
    func commands(arguments: [String], expected: ParsedCommand) throws {
        #expect(try ArgumentParser.parse(arguments).command == expected)
    }

    @Test("Flags come before or after the command, as --name value or --name=value, in order")
    func flagForms() throws {
        #expect(try flags(["--json", "last", "--timeout", "2.5", "--cache-file=/tmp/q.json"]) == ["--json", "--timeout=2.5", "--cache-file=/tmp/q.json"])
        #expect(try flags(["--source", "zenquotes, builtin", "-n", "3", "history"]) == ["--source=zenquotes, builtin", "-n=3"])
        #expect(try flags(["--format", "{content}", "--max-length=80", "--author", "Twain", "--match", "life|love"])
            == ["--format={content}", "--max-length=80", "--author=Twain", "--match=life|love"])
    }

    @Test("Help and version replace any command", arguments: [
        (["-h"], Action.help), (["--help"], .help), (["last", "--help"], .help), (["--version"], .version),
        (["random", "--version"], .version), (["nonsense", "--help"], .help),
    ])
    func actions(arguments: [String], expected: Action) throws {
        #expect(try ArgumentParser.parse(arguments).action == expected)
    }

    @Test("Usage errors say what is wrong", arguments: [
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
        (["--endpoint", "ftp://x"], "--endpoint must be an http or https URL, not 'ftp://x'"),
        (["--endpoint", "not a url"], "--endpoint must be an http or https URL, not 'not a url'"),
        (["--endpoint", "http://"], "--endpoint must be an http or https URL, not 'http://'"),
        (["--endpoint="], "--endpoint must be an http or https URL, not ''"),
        (["--cache-file="], "--cache-file must be a path, not ''"),
        (["--author="], "--author must not be empty"),
        (["--timeout", "--offline"], "option --timeout needs a value"),
        (["--timeout", "86401"], "--timeout must be a number of seconds greater than 0, at most 86400, not '86401'"),
        (["unsave", "1", "2"], "unexpected argument '2'"),
        (["--source", "a,,b"], "--source must be source names separated by commas, not 'a,,b'"),
        (["--match", "(unclosed"], "--match must be a valid regular expression, not '(unclosed'"),
        (["--format", "{content"], "--format has a '{' that is not closed, not '{content'"),
        (["--format", "{quote}"], "--format has an unknown placeholder '{quote}' (known: {content}, {author}, {description}, {link}, {source}, {id}, {fetchedAt}, {date})"),
        (["--format", "}"], "--format has a '}' that closes nothing (write '}}' for a brace), not '}'"),
        (["--json=yes"], "option --json takes no value"),
        (["--offline", "--source", "zenquotes"], "--offline and --source cannot be used together"),
        (["--json", "--format", "{id}"], "--json and --format cannot be used together"),
        (["-n", "5"], "option -n is only for 'history'"),
        (["history", "-n", "0"], "-n must be a whole number from 1 to 1000, not '0'"),
        (["completions"], "'completions' needs one of: bash, zsh, fish"),
        (["completions", "tcsh"], "'completions' needs one of: bash, zsh, fish"),
        (["unsave"], "'unsave' needs the number of a saved quote, as 'quote saved' lists them"),
        (["unsave", "0"], "'unsave' needs the number of a saved quote, as 'quote saved' lists them"),
        (["unsave", "two"], "'unsave' needs the number of a saved quote, as 'quote saved' lists them"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try ArgumentParser.parse(arguments) }
    }

    @Test("Every setting with a flag is parsed by its own entry: each flag spelling is known to the parser")
    func everyFlagKnown() throws {
        for setting in Setting.allCases {
            for spelling in [setting.spec.flag, setting.spec.short].compactMap({ $0 }) {
                #expect(Setting(spelling: spelling) == setting)
            }
        }
    }
}
