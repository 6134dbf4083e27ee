import Foundation
import QuoteCore
import QuoteTestSupport
import Testing

/// Help, the man page, README.md and the completion scripts must agree with the parser.
@Suite("Documentation in step with the parser", .timeLimit(.minutes(1)))
struct DocumentationTests {
    static let manPage = String(decoding: try! Data(contentsOf: Fixture.packageRoot.appendingPathComponent("man/quote.1")), as: UTF8.self)
        .replacingOccurrences(of: "\\-", with: "-")
    static let readme = String(decoding: try! Data(contentsOf: Fixture.packageRoot.appendingPathComponent("README.md")), as: UTF8.self)
    static let longOptions = Option.allCases.map(\.rawValue).filter { $0.hasPrefix("--") }

    @Test("Every option and command is in help, the man page and README.md")
    func everythingDocumented() {
        for name in Self.longOptions + CommandLineParser.commands {
            #expect(Usage.text.contains(name), "help lacks \(name)")
            #expect(Self.manPage.contains(name), "man page lacks \(name)")
            #expect(Self.readme.contains("`\(name)") || Self.readme.contains("`quote \(name)"), "README.md lacks \(name)")
        }
        for (variable, _) in Usage.environment {
            #expect(Self.manPage.contains(variable) && Self.readme.contains(variable), "\(variable)")
        }
        for code in ExitCode.allCases {
            #expect(Self.manPage.contains(".B \(code.rawValue)\n") && Self.readme.contains("| \(code.rawValue) |"), "\(code)")
        }
    }

    @Test("The man page names no option the parser does not know")
    func noStaleOptions() throws {
        let mentioned = Set(Self.manPage.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
        #expect(mentioned.subtracting(Self.longOptions) == [])
    }

    @Test("Completions offer every option, command and shell", arguments: Shell.allCases)
    func completions(shell: Shell) {
        let script = Completions.script(for: shell)
        for option in Option.allCases {
            let spelled = shell == .fish ? (option.rawValue.hasPrefix("--") ? "-l \(option.rawValue.dropFirst(2))" : "-s h") : option.rawValue
            #expect(script.contains(spelled), "\(shell) lacks \(option.rawValue)")
        }
        for word in CommandLineParser.commands + Shell.allCases.map(\.rawValue) + ColorMode.allCases.map(\.rawValue) {
            #expect(script.contains(word), "\(shell) lacks \(word)")
        }
        #expect(!(Option.allCases.map(\.summary) + Usage.commands.map(\.summary)).contains { $0.contains("'") })
    }

    @Test("Each completion script parses in its own shell", arguments: [
        (Shell.bash, "/bin/bash", ["-n"]), (.zsh, "/usr/bin/zsh", ["-n"]), (.fish, "/usr/bin/fish", ["--no-execute"]),
    ])
    func parses(shell: Shell, interpreter: String, flags: [String]) throws {
        try #require(FileManager.default.isExecutableFile(atPath: interpreter), "\(interpreter) is installed by .ci/run")
        let folder = TemporaryFolder()
        folder.write("script", Data(Completions.script(for: shell).utf8))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: interpreter)
        process.arguments = flags + [folder.file("script")]
        try process.run()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
    }
}
