
/// Every way a `quote` command can fail, each with the one line it prints and the exit code it returns.
package enum QuoteError: Error, Equatable, Sendable {
    /// The command line could not be understood.
    case usage(String)
    /// The server answered, but the answer is not a valid quote.
    case invalidResponse(url: String, reason: String)
    /// The service could not be reached, refused, or did not answer in time.
    case unavailable(url: String, reason: String)
    /// `last` was asked for and the cache holds no usable quote.
    case nothingCached(reason: String)
    /// Writing the output failed.
    case writeFailed(reason: String)

    /// The exit code the process returns for this error.
    package var exitCode: ExitCode {
        switch self {
        case .usage: .usage
        case .invalidResponse: .invalidResponse
        case .unavailable: .unavailable
        case .nothingCached: .nothingCached
        case .writeFailed: .ioError
        }
    }

    /// What stderr shows, without the program name or newline.
    package var message: String {
        switch self {
        case .usage(let problem): problem
        case .invalidResponse(let url, let reason): "invalid response from \(url): \(reason)"
        case .unavailable(let url, let reason): "cannot fetch a quote from \(url): \(reason)"
        case .nothingCached(let reason): reason
        case .writeFailed(let reason): "write error: \(reason)"
        }
    }
}
