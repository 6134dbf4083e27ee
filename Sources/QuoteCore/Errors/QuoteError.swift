/// Every way a `quote` command can fail, each with the one line it prints and the exit code it returns.
package enum QuoteError: Error, Equatable, Sendable {
    /// The command line or an environment variable could not be understood.
    case usage(String)
    /// The server answered, but the answer is not a valid quote.
    case invalidResponse(url: String, reason: String)
    /// The service could not be reached, refused, did not answer in time, or limits requests.
    case unavailable(url: String, reason: String)
    /// There is nothing to show: nothing cached or saved, no match for the filters, no fortune files.
    case noInput(String)
    /// Writing the output, or a file the command exists to change, failed.
    case writeFailed(reason: String)
    /// The config file is wrong.
    case config(ConfigError)

    /// The exit code the process returns for this error.
    package var exitCode: ExitCode {
        switch self {
        case .usage: .usage
        case .invalidResponse: .invalidResponse
        case .unavailable: .unavailable
        case .noInput: .noInput
        case .writeFailed: .ioError
        case .config: .config
        }
    }

    /// What stderr shows, without the program name or newline.
    package var message: String {
        switch self {
        case .usage(let problem): problem
        case .invalidResponse(let url, let reason): "invalid response from \(url): \(reason)"
        case .unavailable(let url, let reason): "cannot fetch a quote from \(url): \(reason)"
        case .noInput(let reason): reason
        case .writeFailed(let reason): "write error: \(reason)"
        case .config(let error): error.message
        }
    }
}
