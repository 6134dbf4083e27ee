import Foundation
import QuotePlatform

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

    /// The text of a file of the package itself, by its path from the package root.
    package static func text(_ path: String) -> String {
        guard let data = FileManager.default.contents(atPath: packageRoot.appendingPathComponent(path).path) else {
            fatalError("missing \(path)")
        }
        return String(decoding: data, as: UTF8.self)
    }
}
