import Foundation

/// The live transport of the `quote` binary: runs the request in the helper `quote-fetch`, which holds the
/// URLSession transport, so that only runs that really fetch pay for loading FoundationNetworking and
/// libcurl (about 8 ms of start-up); `today` on a cache hit, `last` and `--offline` never do.
///
/// Cancelling the calling task kills the helper, so the deadline holds whatever the network is doing.
package struct HelperTransport: HTTPTransport {
    /// The helper's path.
    package var executable: String

    /// Creates a transport that runs `executable`.
    package init(executable: String) {
        self.executable = executable
    }

    /// The helper installed with the running binary: `../libexec/quote/quote-fetch` (as `make install` puts
    /// it), else `quote-fetch` in the same folder (as in `.build`).
    package static func besideRunningExecutable() -> HelperTransport {
        let running = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
            ?? Bundle.main.executablePath ?? CommandLine.arguments[0]
        let folder = (running as NSString).deletingLastPathComponent
        let candidates = ["\(folder)/../libexec/quote/quote-fetch", "\(folder)/quote-fetch"]
        let found = candidates.first { FileManager.default.isExecutableFile(atPath: $0) }
        return HelperTransport(executable: found ?? candidates[1])
    }

    package func send(_ request: HTTPRequest) async throws -> HTTPResponse {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = FetchFrame.arguments(for: request)
        let output = Pipe()
        process.standardOutput = output
        process.standardInput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw TransportError.other("cannot run the network helper \(executable)")
        }
        try? output.fileHandleForWriting.close()
        let pid = process.processIdentifier
        // Head, headers and the capped body; anything longer is not an answer quote-fetch would give.
        let limit = request.maximumBodySize + 64 * 1024
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<HTTPResponse, any Error>) in
                Thread.detachNewThread {
                    let answer = Self.read(output.fileHandleForReading, upTo: limit)
                    if answer.count > limit { kill(pid, SIGKILL) }
                    process.waitUntilExit()
                    continuation.resume(with: Result { () throws(TransportError) in
                        guard answer.count <= limit else { throw .bodyTooLarge(limit: request.maximumBodySize) }
                        return try FetchFrame.decode(answer)
                    })
                }
            }
        } onCancel: {
            kill(pid, SIGKILL)
        }
    }

    /// Reads until the end, or one chunk past `limit`.
    private static func read(_ handle: FileHandle, upTo limit: Int) -> Data {
        var answer = Data()
        while answer.count <= limit, let chunk = try? handle.read(upToCount: 64 * 1024), !chunk.isEmpty {
            answer.append(chunk)
        }
        return answer
    }
}
