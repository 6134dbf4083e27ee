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

/// Help, the man page, GUIDE.md and the completion scripts must agree with the tables the parser reads.
@Suite("Documentation in step with the tables", .timeLimit(.minutes(1)))
struct DocumentationTests {
    static let manPage = (try! String(contentsOf: Fixture.packageRoot.appendingPathComponent("man/quote.1"), encoding: .utf8))
        .replacingOccurrences(of: "\\-", with: "-")
    static let readme = try! String(contentsOf: Fixture.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
    static let koreanReadme = try! String(
        contentsOf: Fixture.packageRoot.appendingPathComponent("README.ko.md"), encoding: .utf8)
    /// The users' guide, where every option, source, config key, variable and exit code is documented.
    static let guide = try! String(contentsOf: Fixture.packageRoot.appendingPathComponent("GUIDE.md"), encoding: .utf8)
    static let longOptions =
        Setting.all.flatMap { [$0.flag, $0.shorthand?.flag].compactMap { $0 } }
        + CommandTable.actions.flatMap(\.flags).filter { $0.hasPrefix("--") }
    static let configKeys = Help.configKeys

    static let koreanManPage =
        (try! String(
            contentsOf: Fixture.packageRoot.appendingPathComponent("man/ko/quote.1"), encoding: .utf8))
        .replacingOccurrences(of: "\\-", with: "-")

    @Test(
        "Every option, command, source, config key, variable and exit code is in help and the man page, in both languages, and in GUIDE.md",
        arguments: Language.allCases)
    func everythingDocumented(language: Language) {
        let help = Help.text(in: language)
        let manPage = language == .english ? Self.manPage : Self.koreanManPage
        for pair in ["을(를)", "이(가)", "은(는)", "과(와)", "(으)로"] {
            #expect(!help.contains(pair) && !manPage.contains(pair), "a particle in both forms: \(pair)")
        }
        for name in Self.longOptions + CommandTable.all.map({ $0.name.rawValue }) + SourceDescriptor.builtIn.map(\.name) {
            #expect(help.contains(name), "help lacks \(name)")
            #expect(manPage.contains(name), "man page lacks \(name)")
            #expect(Self.guide.contains("`\(name)") || Self.guide.contains("`quote \(name)"), "GUIDE.md lacks \(name)")
        }
        for key in Self.configKeys {
            #expect(help.contains(key), "help lacks the config key \(key)")
            #expect(manPage.contains(key), "man page lacks the config key \(key)")
            #expect(Self.guide.contains("`\(key)"), "GUIDE.md lacks the config key \(key)")
        }
        for (variable, _) in Help.environment {
            #expect(help.contains(variable))
            #expect(manPage.contains(variable) && Self.guide.contains(variable), "\(variable)")
        }
        for code in ExitCode.allCases {
            #expect(help.contains("  \(code.rawValue)  "), "help lacks exit code \(code.rawValue)")
            #expect(manPage.contains(".B \(code.rawValue)\n") && Self.guide.contains("| \(code.rawValue) |"), "\(code)")
        }
    }

    @Test("README.md is read in minutes: at most 300 lines, the Korean README linked at its top and covering as much")
    func readmes() {
        let lines = Self.readme.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count <= 300, "README.md has \(lines.count) lines")
        #expect(lines.prefix(5).contains { $0.contains("(README.ko.md)") } && Self.koreanReadme.contains("(README.md)"))
        let sections = { (text: String) in text.split(separator: "\n").filter { $0.hasPrefix("## ") }.count }
        #expect(sections(Self.koreanReadme) >= sections(Self.readme), "every section of README.md has its Korean one")
        #expect(Self.readme.contains("(GUIDE.md)") && Self.guide.contains("## Exit status"))
    }

    @Test("A command's help gives what an option means to that command: refresh's --source and --timeout")
    func commandsOwnLines() {
        let english = Help.text(for: RefreshCommand.self, in: .english)
        #expect(english.contains("The network sources whose pools to fill") && !english.contains("tried in turn"))
        #expect(english.contains("Deadline for each request") && !english.contains("today 3"))
        let korean = Help.text(for: RefreshCommand.self, in: .korean)
        #expect(korean.contains("모아 둔 명언을 채울 네트워크 출처") && !korean.contains("앞에서부터 차례로"))
        #expect(Help.text(for: RandomCommand.self, in: .english).contains("tried in turn"))
    }

    @Test("The man pages name no option the parser does not know")
    func noStaleOptions() throws {
        for page in [Self.manPage, Self.koreanManPage] {
            let mentioned = Set(page.matches(of: /--[a-z][a-z-]*/).map { String($0.output) })
            #expect(mentioned.subtracting(Self.longOptions) == [])
        }
    }

    /// What a golden file holds, made afresh.
    private func made(_ name: String) async -> String {
        let locale = name.contains(".ko.") ? ["LANG": "ko_KR.UTF-8"] : ["LANG": "C.UTF-8"]
        // A home that is the same on every machine, and holds no config file.
        let environment = locale.merging(["HOME": "/home/someone"]) { first, _ in first }
        let harness = RunHarness(keepsPools: true)
        switch name.split(separator: ".").first {
        case "help": return Help.text(in: name.contains(".ko.") ? .korean : .english)
        case "help-today": return Help.text(for: TodayCommand.self, in: name.contains(".ko.") ? .korean : .english)
        case "usage-error":
            _ = await harness.run(["--max-length", "many"], environment: environment)
            return harness.stderr.text
        case "config":
            _ = await harness.run(
                ["config", "--timeout", "5"], environment: environment.merging(["QUOTE_SOURCE": "zenquotes"]) { a, _ in a })
            return harness.stdout.text
        default:
            let shell = Shell(rawValue: String(name.split(separator: ".").last!))!
            return Completions.script(for: shell)
        }
    }

    @Test(
        "Help, a usage error and quote config in both languages, and each completion script, match their golden files",
        arguments: [
            "help.txt", "help.ko.txt", "help-today.txt", "help-today.ko.txt", "usage-error.txt", "usage-error.ko.txt",
            "config.txt", "config.ko.txt", "completion.bash",
            "completion.zsh", "completion.fish",
        ])
    func golden(name: String) async throws {
        let actual = await made(name)
        let path = Fixture.folder.appendingPathComponent("golden/\(name)").path
        let expected = try String(contentsOfFile: path, encoding: .utf8)
        #expect(actual == expected, "\(name) differs from Fixtures/golden/\(name); make golden rewrites it")
    }

    /// Each target of `Package.swift` and the targets it depends on, read from its text (test targets and the
    /// fuzz target left out).
    static func packageGraph() -> [String: [String]] {
        let text = String(decoding: Fixture.source("Package.swift"), as: UTF8.self)
        var graph: [String: [String]] = [:]
        for match in text.matches(of: /\.(?:executableTarget|target)\(\s*name: "(\w+)"((?:[^()]|\((?:[^()]|\([^()]*\))*\))*)\)/) {
            let (name, rest) = (String(match.output.1), String(match.output.2))
            guard !name.hasSuffix("TestSupport"), name != "QuoteFuzz" else { continue }
            let dependencies = rest.firstRange(of: "dependencies:").map { String(rest[$0.upperBound...]) } ?? ""
            graph[name] = dependencies.matches(of: /"(\w+)"/).map { String($0.output.1) }
        }
        return graph
    }

    @Test("ARCHITECTURE.md draws exactly the graph Package.swift declares")
    func architectureMatchesPackage() throws {
        let text = String(decoding: Fixture.source("ARCHITECTURE.md"), as: UTF8.self)
        let block = try #require(text.firstRange(of: "Exactly, as `Package.swift` declares it").map { text[$0.upperBound...] })
        var drawn: [String: [String]] = [:]
        for line in block.split(separator: "\n").drop(while: { !$0.hasPrefix("```") }).dropFirst().prefix(while: {
            !$0.hasPrefix("```")
        }) {
            let parts = line.split(separator: "→", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            let names = parts[0].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            let targets = parts[1] == "nothing" ? [] : parts[1].matches(of: /Quote\w+|C[A-Z][a-z]+/).map { String($0.output) }
            for name in names { drawn[name] = targets }
        }
        let declared = Self.packageGraph()
        #expect(Set(drawn.keys) == Set(declared.keys))
        for (name, dependencies) in declared { #expect(Set(drawn[name] ?? []) == Set(dependencies), "\(name)") }
        #expect(!text.contains("../") && !text.contains("shared/"), "ARCHITECTURE.md names a file outside the repository")
    }

    @Test("The man pages' generated parts (every source, every setting) are what make golden writes from the tables")
    func manualParts() throws {
        for (path, language) in [("man/quote.1", Language.english), ("man/ko/quote.1", .korean)] {
            let page = String(decoding: Fixture.source(path), as: UTF8.self)
            for part in ["sources", "settings"] {
                let begin = try #require(page.range(of: Help.manualBegin + " " + part + "\n"), "\(path) lacks \(part)")
                let end = try #require(page[begin.upperBound...].range(of: Help.manualEnd), "\(path): \(part) has no end")
                #expect(
                    String(page[begin.upperBound..<end.lowerBound]) == Help.manual(part, in: language),
                    "\(path)'s \(part) differs from the tables; make golden rewrites it")
            }
        }
    }
}
