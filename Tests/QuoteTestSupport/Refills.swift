import Foundation
import QuotePlatform

/// The background refills a test's runs started, seen from outside: the process id a refill writes in its lock,
/// and whether it still runs.
package enum Refills {
    /// The process id the last refill of `source` wrote in its lock under `home`, once one has taken it.
    package static func pid(of source: String, home: TemporaryFolder) -> Int32? {
        home.contents(Path.join(home.locations.requests!, "\(source).refill")).flatMap {
            Int32(String(decoding: $0, as: UTF8.self).trimmed)
        }
    }

    /// Whether process `pid` is still running (a zombie nobody reaped has ended).
    package static func isRunning(_ pid: Int32) -> Bool {
        guard let stat = FileManager.default.contents(atPath: "/proc/\(pid)/stat"),
            let close = stat.lastIndex(of: UInt8(ascii: ")"))
        else { return false }
        return stat.count > close + 2 && stat[close + 2] != UInt8(ascii: "Z")
    }

    /// Waits for the refill of `source` that took its lock under `home`, if any, to end.
    package static func waitToEnd(of source: String, home: TemporaryFolder) async throws {
        guard let pid = pid(of: source, home: home) else { return }
        try await BoundedWait.until("the refill to end", limit: .seconds(30), polling: true) { !isRunning(pid) }
    }
}
