import Foundation
import QuoteModel
import QuoteSources

/// The files in the top-level `Fixtures/` folder, found from this source file's path
/// (SwiftPM cannot make a folder outside a target into a resource).
package enum Fixture {
    /// The `Fixtures/` folder.
    package static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()  // Support
        .deletingLastPathComponent()  // Tests
        .deletingLastPathComponent()  // package root
        .appendingPathComponent("Fixtures")

    /// The package root, where `.build/` is.
    package static var packageRoot: URL { folder.deletingLastPathComponent() }

    /// The bytes of `Fixtures/name`; a missing fixture fails loudly.
    package static func data(_ name: String) -> Data {
        let url = folder.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            fatalError("missing fixture \(url.path)")
        }
        return data
    }

    /// The quote in a Happiness API fixture, as the default source's decoder reads it.
    package static func happinessQuote(_ name: String) throws -> Quote {
        try HappinessAPI.decoder.decode(data(name), nil)
    }
}
