import Foundation
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// Picks through the fortune source's own API, as a run would: opened from `QUOTE_FORTUNE_PATH` (or the
/// usual places) under a home folder of its own, asked with a filter and fixed randomness, its warnings kept.
final class FortunePicker: @unchecked Sendable {
    /// The home folder (`HOME`), removed with the picker.
    let home = TemporaryFolder()
    /// Where the randomness comes from: each pick takes the next number, the last one repeating.
    var randomNumbers: [Double] = [0.5]
    private let lock = NSLock()
    private var drawn = 0
    private var collected: [SourceWarning] = []

    /// The warnings the picks gave, in order.
    var warnings: [SourceWarning] { lock.withLock { collected } }

    /// Writes `text` to `name` under the home folder, creating folders.
    func write(_ name: String, _ text: String) {
        write(name, Data(text.utf8))
    }

    /// Writes `bytes` to `name` under the home folder, creating folders.
    func write(_ name: String, _ bytes: Data) {
        home.write(name, bytes)
    }

    /// Writes fortune file `name` in `folder` (under home), indexed with `strfile` when asked; its path.
    func fortuneFile(_ name: String, in folder: String = "fortunes", _ text: String, strfile flags: [String]? = nil)
        async throws -> String
    {
        try await fortuneFile(name, in: folder, bytes: Data(text.utf8), strfile: flags)
    }

    /// Writes fortune file `name` in `folder` (under home) with these bytes, indexed with `strfile` when asked; its
    /// path.
    func fortuneFile(_ name: String, in folder: String = "fortunes", bytes: Data, strfile flags: [String]? = nil)
        async throws -> String
    {
        write("\(folder)/\(name)", bytes)
        let path = home.file("\(folder)/\(name)")
        if let flags {
            let strfile = "/usr/bin/strfile"
            try #require(FileManager.default.isExecutableFile(atPath: strfile), "strfile (fortune-mod) is installed by make test")
            let outcome = try await ChildProcess(strfile, flags + [path], environment: ["PATH": "/usr/bin:/bin"]).wait()
            try #require(outcome.status == 0, "strfile failed: \(outcome.stderr)")
        }
        return path
    }

    /// One pick of the fortune source, from `path` (`QUOTE_FORTUNE_PATH`; the usual places when `nil`).
    func pick(_ path: String?, filter: QuoteFilter = QuoteFilter()) async throws(SourceError) -> QuoteRecord {
        var environment = ["HOME": home.path]
        environment["QUOTE_FORTUNE_PATH"] = path
        let places = LocalPlaces(environment: environment, locations: StoreLocations(environment: environment))
        let source = SourceCatalog(custom: [], places: places).source(named: "fortune", endpoint: nil)!
        let context = SourceContext.offline(
            random: { [self] in nextRandom() }, filter: filter,
            warn: { [self] warning in lock.withLock { collected.append(warning) } })
        return try source.quote(in: context)
    }

    private func nextRandom() -> Double {
        lock.withLock {
            defer { drawn += 1 }
            return randomNumbers[min(drawn, randomNumbers.count - 1)]
        }
    }
}
