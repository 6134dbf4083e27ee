import Foundation
import QuoteCommands
import QuoteConfig
import QuoteHTTP
import QuoteModel
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// Help, the man page, README.md and the completion scripts must agree with the tables the parser reads.
@Suite("Documentation in step with the tables", .timeLimit(.minutes(1)))
struct DocumentationTests {
    static let manPage = (try! String(contentsOf: Fixture.packageRoot.appendingPathComponent("man/quote.1"), encoding: .utf8))
        .replacingOccurrences(of: "\\-", with: "-")
    static let readme = try! String(contentsOf: Fixture.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    static let longOptions =
        Setting.all.flatMap { [$0.flag, $0.shorthand?.flag].compactMap { $0 } }
        + CommandTable.actions.flatMap(\.flags).filter { $0.hasPrefix("--") }
    static let configKeys = Help.configKeys

    @Test("Every option, command, source, config key, variable and exit code is in help, the man page and README.md")
    func everythingDocumented() {
        for name in Self.longOptions + CommandTable.all.map({ $0.name }) + SourceDescriptor.builtIn.map(\.name) {
            #expect(Help.text.contains(name), "help lacks \(name)")
            #expect(Self.manPage.contains(name), "man page lacks \(name)")
            #expect(Self.readme.contains("`\(name)") || Self.readme.contains("`quote \(name)"), "README.md lacks \(name)")
        }
        for key in Self.configKeys {
            #expect(Help.text.contains(key), "help lacks the config key \(key)")
            #expect(Self.manPage.contains(key), "man page lacks the config key \(key)")
            #expect(Self.readme.contains("`\(key)"), "README.md lacks the config key \(key)")
        }
        for (variable, _) in Help.environment {
            #expect(Help.text.contains(variable))
            #expect(Self.manPage.contains(variable) && Self.readme.contains(variable), "\(variable)")
        }
        for code in ExitCode.allCases {
            #expect(Help.text.contains("  \(code.rawValue)  "), "help lacks exit code \(code.rawValue)")
            #expect(Self.manPage.contains(".B \(code.rawValue)\n") && Self.readme.contains("| \(code.rawValue) |"), "\(code)")
        }
    }

    @Test("The man page names no option the parser does not know")
    func noStaleOptions() throws {
        let mentioned = Set(Self.manPage.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
        #expect(mentioned.subtracting(Self.longOptions) == [])
    }

    @Test(
        "Help and each completion script match their golden files",
        arguments: ["help.txt", "completion.bash", "completion.zsh", "completion.fish"])
    func golden(name: String) throws {
        let actual: String
        switch name {
        case "help.txt": actual = Help.text
        case "completion.bash": actual = Completions.script(for: .bash)
        case "completion.zsh": actual = Completions.script(for: .zsh)
        default: actual = Completions.script(for: .fish)
        }
        let path = Fixture.folder.appendingPathComponent("golden/\(name)").path
        if ProcessInfo.processInfo.environment["QUOTE_UPDATE_GOLDEN"] == "1" {
            try Data(actual.utf8).write(to: URL(fileURLWithPath: path))
        }
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "\(name) differs from Fixtures/golden/\(name); QUOTE_UPDATE_GOLDEN=1 swift test rewrites it")
    }
}
