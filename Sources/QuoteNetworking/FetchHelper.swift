import Foundation
import QuoteCore

/// The `quote-fetch` helper: performs one request with ``URLSessionTransport`` and writes the answer as a
/// ``FetchFrame`` on stdout. `quote` runs it only when it fetches (see ``HelperTransport``).
package enum FetchHelper {
    /// Runs the request `arguments` describe; returns the exit status (0 once an answer is written).
    package static func run(_ arguments: [String], transport: any HTTPTransport = URLSessionTransport()) async -> Int32 {
        guard let request = FetchFrame.request(from: arguments) else {
            try? FileDescriptorSink(descriptor: 2).write("quote-fetch: the network helper of quote; not for direct use\n")
            return ExitCode.usage.rawValue
        }
        let outcome: Result<HTTPResponse, TransportError>
        do {
            outcome = .success(try await transport.send(request))
        } catch let error as TransportError {
            outcome = .failure(error)
        } catch {
            outcome = .failure(.other(String(describing: error)))
        }
        do {
            try FileDescriptorSink(descriptor: 1).write(FetchFrame.encode(outcome))
            return ExitCode.success.rawValue
        } catch {
            return ExitCode.ioError.rawValue
        }
    }
}
