import Foundation
import QuoteTestSupport
import Testing

/// Where Debian keeps fortune(6) and its databases.
enum DebianFortune {
    static let fortune = "/usr/games/fortune"
    static let databases = "/usr/share/games/fortunes"
}

/// A suite that runs `quote fortune` and Debian's fortune(6) side by side, from a home of its own.
protocol FortuneSideBySide {
    /// The home both run in, and their current folder.
    var home: TemporaryFolder { get }
}

extension FortuneSideBySide {
    /// The environment both run in, with `extra`: a home of its own, the C locale in UTF-8 (no language folder of
    /// fortune's), the current folder's `PWD` (fortune finds relative names through it).
    func environment(_ extra: [String: String] = [:]) -> [String: String] {
        ["PATH": "/usr/bin:/bin:/usr/games", "HOME": home.path, "LANG": "C.UTF-8", "PWD": home.path, "QUOTE_REFILL": "manual"]
            .merging(extra) { _, given in given }
    }

    /// What fortune does with `arguments`, from the test's folder.
    func fortune(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> ChildProcess.Outcome {
        try await ChildProcess(DebianFortune.fortune, arguments, environment: environment(extra), in: home.path).wait()
    }

    /// What `quote fortune` does with `arguments`, from the test's folder.
    func quote(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> ChildProcess.Outcome {
        try await QuoteProcess(home: home.path, environment(extra))(["fortune"] + arguments, in: home.path)
    }

    /// Indexes `name` (under the test's home) with strfile.
    func strfile(_ name: String) async throws {
        let outcome = try await ChildProcess("/usr/bin/strfile", ["-s", home.file(name)], environment: environment()).wait()
        try #require(outcome.status == 0, "strfile: \(outcome.stderr)")
    }
}
