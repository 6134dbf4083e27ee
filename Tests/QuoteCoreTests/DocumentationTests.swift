import Foundation
import QuoteCore
import QuoteTestSupport
import Testing

/// Help, the man page, README.md and the completion scripts must agree with the tables the parser reads.
@Suite("Documentation in step with the tables", .timeLimit(.minutes(1)))
struct DocumentationTests {
    static let manPage = (try! String(contentsOf: Fixture.packageRoot.appendingPathComponent("man/quote.1"), encoding: .utf8))
        .replacingOccurrences(of: "\\-", with: "-")
    static let readme = try! String(contentsOf: Fixture.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    static let longOptions = Setting.allCases.compactMap(\.spec.flag)
    static let configKeys = Setting.allCases.compactMap(\.spec.configKey)

    @Test("Every option, command, source, config key, variable and exit code is in help, the man page and README.md")
    func everythingDocumented() {
        for name in Self.longOptions + CommandName.allCases.map(\.rawValue) + SourceName.allCases.map(\.rawValue) {
            #expect(Usage.text.contains(name), "help lacks \(name)")
            #expect(Self.manPage.contains(name), "man page lacks \(name)")
            #expect(Self.readme.contains("`\(name)") || Self.readme.contains("`quote \(name)"), "README.md lacks \(name)")
        }
        for key in Self.configKeys {
            #expect(Usage.text.contains(key), "help lacks the config key \(key)")
            #expect(Self.manPage.contains(key), "man page lacks the config key \(key)")
            #expect(Self.readme.contains("`\(key)"), "README.md lacks the config key \(key)")
        }
        for (variable, _) in Usage.environment {
            #expect(Usage.text.contains(variable))
            #expect(Self.manPage.contains(variable) && Self.readme.contains(variable), "\(variable)")
        }
        for code in ExitCode.allCases {
            #expect(Usage.text.contains("  \(code.rawValue)  "), "help lacks exit code \(code.rawValue)")
            #expect(Self.manPage.contains(".B \(code.rawValue)\n") && Self.readme.contains("| \(code.rawValue) |"), "\(code)")
        }
    }

    @Test("The man page names no option the parser does not know")
    func noStaleOptions() throws {
        let mentioned = Set(Self.manPage.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
        #expect(mentioned.subtracting(Self.longOptions) == [])
    }

    @Test("Help and each completion script match their golden files", arguments: ["help.txt", "completion.bash", "completion.zsh", "completion.fish"])
    func golden(name: String) throws {
        let actual: String
        switch name {
        case "help.txt": actual = Usage.text
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
