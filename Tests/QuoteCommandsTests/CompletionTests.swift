import Foundation
import QuoteCommands
import QuoteConfig
import QuoteHTTP
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// Each completion script, by what it completes in its own shell: bash through its completion function, fish
/// through `complete -C`, zsh in a real terminal (tmux) as a user pressing Tab.
@Suite("Completion scripts in their shells", .timeLimit(.minutes(1)), .linuxOnly("Debian's bash, zsh, fish and tmux"))
struct CompletionTests {
    let folder = TemporaryFolder()
    /// Where the shells look for commands: a folder of their own holding `clear` alone, never the system's, so
    /// that a `quote` installed on this machine (the package's /usr/bin/quote) is not the one they find.
    var noQuote: String { folder.file("bin") }

    init() throws {
        try FileManager.default.createDirectory(atPath: folder.file("bin"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.file("bin/clear"), withDestinationPath: "/usr/bin/clear")
        // Files to offer after --cache-file and --config.
        folder.write("notes.json", Data())
        folder.write("my.toml", Data())
        for shell in Shell.allCases { folder.write("quote.\(shell.rawValue)", Data(Completions.script(for: shell).utf8)) }
    }

    /// What bash offers for the words typed so far (the last one being completed); `path` is where the shell
    /// looks for commands (`quote` is not there unless a test puts it there).
    private func bash(_ words: [String], path: String? = nil) async throws -> [String] {
        let quoted = words.map { "'\($0)'" }.joined(separator: " ")
        let script = """
            source ./quote.bash
            COMP_WORDS=(\(quoted)); COMP_CWORD=\(words.count - 1); COMP_LINE='\(words.joined(separator: " "))'
            _quote; printf '%s\\n' "${COMPREPLY[@]}"
            """
        let outcome = try await ChildProcess(
            "/bin/bash", ["--noprofile", "--norc", "-c", "cd '\(folder.path)' && { \(script); }"],
            environment: ["PATH": path ?? noQuote, "HOME": folder.path]
        ).wait()
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "bash: \(outcome.stderr)")
        return outcome.output.split(separator: "\n").map(String.init)
    }

    /// What fish offers for the command line typed so far; `path` as for ``bash(_:path:)``.
    private func fish(_ line: String, path: String? = nil) async throws -> [String] {
        let fish = "/usr/bin/fish"
        try #require(FileManager.default.isExecutableFile(atPath: fish), "fish is installed by .ci/run")
        let outcome = try await ChildProcess(
            fish, ["--no-config", "-c", "cd '\(folder.path)'; and source ./quote.fish; and complete -C '\(line)'"],
            environment: ["PATH": path ?? noQuote, "HOME": folder.path]
        ).wait()
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "fish: \(outcome.stderr)")
        return outcome.output.split(separator: "\n").map { String($0.split(separator: "\t").first ?? "") }
    }

    @Test("bash: options, commands, shells, --color and --source values, files")
    func bashCompletes() async throws {
        #expect(try await bash(["quote", "--co"]) == ["--color", "--config"])
        let options = try await bash(["quote", "-"])
        #expect(options.contains("-n") && options.contains("--max-length") && options.contains("-h"))
        #expect(try await bash(["quote", "sa"]) == ["save", "saved"])
        #expect(try await bash(["quote", "completions", ""]) == ["bash", "zsh", "fish"])
        #expect(try await bash(["quote", "--json", "completions", "z"]) == ["zsh"])
        #expect(try await bash(["quote", "--color", ""]) == ["auto", "always", "never"])
        #expect(try await bash(["quote", "--color", "=", "al"]) == ["always"])
        #expect(try await bash(["quote", "--source", "z"]) == ["zenquotes"])
        #expect(try await bash(["quote", "--source", "zenquotes,bu"]) == ["zenquotes,builtin"])
        // A source already in the list is not offered again.
        #expect(try await bash(["quote", "--source", "zenquotes,zen"]) == [])
        #expect(try await bash(["quote", "--source", "builtin,zenquotes,b"]) == [])
        #expect(try await bash(["quote", "--cache-file", "no"]) == ["notes.json"])
        #expect(try await bash(["quote", "--config", "my"]) == ["my.toml"])
        #expect(try await bash(["quote", "--timeout", ""]) == [])
        #expect(try await bash(["quote", "today", ""]) == [])
        // An option's value is not the command.
        #expect(try await bash(["quote", "--source", "builtin", "sa"]) == ["save", "saved"])
        #expect(try await bash(["quote", "--source", "=", "builtin", "--timeout", "5", "la"]) == ["last"])
        #expect(try await bash(["quote", "-n", "3", "completions", "f"]) == ["fish"])
        // "quote help" takes a command's name.
        #expect(try await bash(["quote", "help", "to"]) == ["today"])
    }

    @Test("fish: options, commands, shells, --color and --source values, files")
    func fishCompletes() async throws {
        #expect(try await fish("quote --co") == ["--color", "--config"])
        #expect(try await fish("quote sa") == ["save", "saved"])
        #expect(try await fish("quote completions ").sorted() == ["bash", "fish", "zsh"])
        #expect(try await fish("quote --color ").sorted() == ["always", "auto", "never"])
        #expect(try await fish("quote --source zen") == ["zenquotes"])
        #expect(try await fish("quote --source zenquotes,bu") == ["zenquotes,builtin"])
        #expect(try await fish("quote --source zenquotes,zen") == [])
        #expect(try await fish("quote help to") == ["today"])
        // Each source with its own summary, not the setting's help line.
        let described = try await ChildProcess(
            "/usr/bin/fish",
            ["--no-config", "-c", "cd '\(folder.path)'; and source ./quote.fish; and complete -C 'quote --source zen'"],
            environment: ["PATH": noQuote, "HOME": folder.path]
        ).wait()
        #expect(described.output == "zenquotes\tZenQuotes, English, 5 requests per 30 s\n")
        #expect(try await fish("quote --cache-file no") == ["notes.json"])
        #expect(try await fish("quote --config my") == ["my.toml"])
        // An option's value is not the command.
        #expect(try await fish("quote --source builtin sa") == ["save", "saved"])
        #expect(try await fish("quote --timeout 5 completions f") == ["fish"])
        #expect(try await fish("quote today sa") == [])
    }

    @Test("zsh, pressing Tab in a terminal: options, commands, shells, --color and --source values, files; no errors")
    func zshCompletes() async throws {
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/zsh"), "zsh is installed by .ci/run")
        try #require(FileManager.default.isExecutableFile(atPath: "/usr/bin/tmux"), "tmux is installed by .ci/run")
        let session = try await TerminalSession(
            "/usr/bin/zsh -f", in: folder.path,
            environment: ["PATH": noQuote, "HOME": folder.path, "TERM": "xterm-256color"])
        try await session.type("autoload -Uz compinit && compinit -u -D && source ./quote.zsh && PS1='ready> ' && clear")
        try await session.press("Enter")
        try await session.waitForScreen("the prompt") { $0.contains("ready>") && !$0.contains("compinit") }

        /// Types `line`, presses Tab, and waits for the screen to show what is expected; then clears the line.
        func complete(_ line: String, _ what: String, expecting condition: @escaping (String) -> Bool) async throws {
            try await session.type(line)
            try await session.press("Tab")
            let screen = try await session.waitForScreen(what, condition)
            #expect(!screen.contains("invalid argument") && !screen.contains("_arguments:"), "zsh printed an error:\n\(screen)")
            try await session.press("C-u")
            try await session.type("clear")
            try await session.press("Enter")
            try await session.waitForScreen("a clear screen") { $0.trimmingCharacters(in: .whitespacesAndNewlines) == "ready>" }
        }

        try await complete("quote --co", "--color and --config listed") { $0.contains("--color") && $0.contains("--config") }
        try await complete("quote sav", "save, their common start, completed") { $0.contains("ready> quote save") }
        try await complete("quote today --co", "options after the command") { $0.contains("--color") && $0.contains("--config") }
        try await complete("quote completions ", "the shells") {
            $0.contains("bash") && $0.contains("fish") && $0.contains("zsh")
        }
        try await complete("quote --color ", "the colour modes") {
            $0.contains("auto") && $0.contains("always") && $0.contains("never")
        }
        try await complete("quote --source zen", "zenquotes completed") { $0.contains("quote --source zenquotes") }
        try await complete("quote --cache-file no", "the file completed") { $0.contains("quote --cache-file notes.json") }
        try await complete("quote --config my", "the file completed") { $0.contains("quote --config my.toml") }
        try await complete("quote fortune -", "fortune's own options") { $0.contains("matches PATTERN") && $0.contains("-w") }
    }

    @Test(
        "Each script parses in its own shell",
        arguments: [
            (Shell.bash, "/bin/bash", ["-n"]), (.zsh, "/usr/bin/zsh", ["-n"]), (.fish, "/usr/bin/fish", ["--no-execute"]),
        ])
    func parses(shell: Shell, interpreter: String, flags: [String]) async throws {
        try #require(FileManager.default.isExecutableFile(atPath: interpreter), "\(interpreter) is installed by .ci/run")
        let outcome = try await ChildProcess(
            interpreter, flags + [folder.file("quote.\(shell.rawValue)")], environment: ["PATH": "/usr/bin:/bin"]
        ).wait()
        #expect(outcome.status == 0, "\(outcome.stderr)")
    }

    @Test("A source added to the config file completes: the scripts ask `quote sources` when Tab is pressed")
    func customSourcesOffered() async throws {
        // `quote` on the shell's PATH, with a config file that defines a source of its own.
        let bin = TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: bin.file("quote"), withDestinationPath: QuoteProcess.binary)
        folder.write(
            folder.locations.config!,
            Data("[sources.ninjas]\nurl = \"https://x.test/q\"\ncontent = \"/q\"\nauthor = \"/a\"\n".utf8))
        let path = bin.path
        #expect(try await bash(["quote", "--source", "n"], path: path) == ["ninjas"])
        #expect(try await bash(["quote", "--source", "builtin,ni"], path: path) == ["builtin,ninjas"])
        #expect(try await fish("quote --source n", path: path) == ["ninjas"])
        // Without `quote` to ask, the built-in names alone, and not a word on stderr.
        #expect(try await bash(["quote", "--source", "n"]) == [])
        #expect(try await bash(["quote", "--source", "k"]) == ["korean-advice"])
    }

    @Test("quote fortune completes fortune's options, and the names of the fortune files it draws from", .strfile)
    func fortuneCompletes() async throws {
        let bin = TemporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: bin.file("quote"), withDestinationPath: QuoteProcess.binary)
        folder.write(Path.join(folder.locations.fortunes!, "zzmine"), Data("Mine.\n%\n".utf8))
        let indexed = try await ChildProcess(
            "/usr/bin/strfile", ["-s", Path.join(folder.locations.fortunes!, "zzmine")], environment: ["PATH": "/usr/bin:/bin"]
        ).wait()
        try #require(indexed.status == 0, "strfile (fortune-mod) is installed by make test")
        // quote first, then sed, which the scripts read fortune -f's names with.
        let path = bin.path + ":/usr/bin:/bin"
        #expect(try await bash(["quote", "fortune", "zzm"], path: path) == ["zzmine"])
        #expect(try await bash(["quote", "fortune", "al"], path: path) == ["all"])
        #expect(try await bash(["quote", "fortune", "-m", "zz"], path: path) == [], "a pattern is no name")
        let options = try await bash(["quote", "fortune", "-"])
        #expect(options.contains("-m") && options.contains("-w") && options.contains("--json") && !options.contains("--source"))
        #expect(try await fish("quote fortune zzm", path: path) == ["zzmine"])
        #expect(try await fish("quote fortune -").contains("-s"))
    }
}
