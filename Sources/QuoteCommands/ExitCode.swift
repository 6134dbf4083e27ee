/// The process exit codes `quote` documents, taken from BSD's `sysexits.h` so scripts can tell failures apart.
package enum ExitCode: Int32, Sendable, CaseIterable {
    /// The command did what was asked.
    case success = 0
    /// The command line (or an environment variable) was wrong (`EX_USAGE`).
    case usage = 64
    /// The server answered, but not with a valid quote (`EX_DATAERR`).
    case invalidResponse = 65
    /// Nothing to show: nothing cached, no quote matched the filters, no fortune files, nothing saved (`EX_NOINPUT`).
    case noInput = 66
    /// The service could not be reached, refused to serve, or limits requests (`EX_UNAVAILABLE`).
    case unavailable = 69
    /// Output, or a file the command exists to change, could not be written (`EX_IOERR`).
    case ioError = 74
    /// The config file is wrong (`EX_CONFIG`).
    case config = 78

    /// What the code means, one line for help and the man page.
    package var meaning: String {
        switch self {
        case .success: "success"
        case .usage: "usage error"
        case .invalidResponse: "invalid response"
        case .noInput: "nothing to show (nothing cached or saved, no match, no fortune files)"
        case .unavailable: "service unavailable"
        case .ioError: "output error"
        case .config: "config file error"
        }
    }
}
