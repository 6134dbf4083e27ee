import Foundation
import QuoteStore

/// A fresh folder for one test, removed when the value is no longer used.
package final class TemporaryFolder: @unchecked Sendable {
    /// The folder's path.
    package let path: String

    /// Creates a new, empty folder under the system's temporary directory.
    package init() {
        var template = Array((NSTemporaryDirectory() + "/quote-test.XXXXXX").utf8CString)
        guard mkdtemp(&template) != nil else { fatalError("mkdtemp failed: \(errno)") }
        path = template.withUnsafeBufferPointer { String(cString: $0.baseAddress!) }
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// `name` inside the folder; a path that starts with `/` as it is (one of ``locations``).
    package func file(_ name: String) -> String {
        name.hasPrefix("/") ? name : (path as NSString).appendingPathComponent(name)
    }

    /// Where `quote` keeps its files with this folder as its `HOME`: the paths the tests read and plant files at,
    /// from the store's own table of them.
    package var locations: StoreLocations { StoreLocations(environment: ["HOME": path]) }

    /// Writes `data` to `name` inside the folder, its folders made first, replacing what was there.
    package func write(_ name: String, _ data: Data) {
        let path = file(name)
        try? FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        guard FileManager.default.createFile(atPath: path, contents: data) else { fatalError("cannot write \(name)") }
    }

    /// Writes the config file `quote` reads with this folder as its `HOME`: `url` the one source, `local`, at most
    /// `rate`, a pool of `pool`; each answer a list of quotes (`items`) unless `list` is false, each quote `q` and `a`.
    package func configureLocalSource(url: String, rate: String, pool: Int, list: Bool = true) {
        let items = list ? "items = \"\"\n" : ""
        let source = "[sources.local]\nurl = \"\(url)\"\n\(items)content = \"/q\"\nauthor = \"/a\"\nrate = \"\(rate)\"\n"
        write(locations.config!, Data("source = \"local\"\npool = \(pool)\n\n\(source)".utf8))
    }

    /// The bytes at `name` inside the folder, or `nil`.
    package func contents(_ name: String) -> Data? {
        FileManager.default.contents(atPath: file(name))
    }

    /// The names inside the folder, hidden ones included, sorted.
    package func listing(_ subfolder: String = "") -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: file(subfolder))) ?? []).sorted()
    }
}
