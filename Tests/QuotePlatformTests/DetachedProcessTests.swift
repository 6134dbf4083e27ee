import Foundation
import QuotePlatform
import Testing

@Suite("Detached processes", .timeLimit(.minutes(1)))
struct DetachedProcessTests {
    @Test("Started from /, with nothing of the caller's but three streams on /dev/null", .linuxOnly("/proc"))
    func detached() async throws {
        let folder = "/tmp/quote-detached-\(getpid())"
        mkdir(folder, 0o700)
        defer { _ = try? FileManager.default.removeItem(atPath: folder) }
        let report = folder + "/report"
        var inherited: [Int32] = [0, 0]
        #expect(pipe(&inherited) == 0)  // not close-on-exec: a descriptor a careless caller would pass on
        defer {
            for descriptor in inherited { close(descriptor) }
        }
        let script =
            "exec 2>/dev/null; ls /proc/self/fd > \(report).tmp; readlink /proc/self/fd/0 >> \(report).tmp; pwd >> \(report).tmp; mv \(report).tmp \(report)"
        #expect(DetachedProcess.start("/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"]))
        var text = ""
        for _ in 0..<2000 where text.isEmpty {
            text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
            if text.isEmpty { try await Task.sleep(for: .milliseconds(5)) }
        }
        let lines = text.split(separator: "\n").map(String.init)
        // ls's own directory descriptor is 3.
        #expect(lines == ["0", "1", "2", "3", "/dev/null", "/"], "\(lines)")
    }
}
