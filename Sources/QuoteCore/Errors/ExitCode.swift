/// The process exit codes `quote` documents, taken from BSD's `sysexits.h` so scripts can tell failures apart.
package enum ExitCode: Int32, Sendable, CaseIterable {
    /// The quote was printed.
    case success = 0
    /// The command line was wrong (`EX_USAGE`).
    case usage = 64
    /// The server answered, but not with a valid quote (`EX_DATAERR`).
    case invalidResponse = 65
    /// `last` found nothing usable in the cache (`EX_NOINPUT`).
    case nothingCached = 66
    /// The service could not be reached or refused to serve (`EX_UNAVAILABLE`).
    case unavailable = 69
    /// Output could not be written (`EX_IOERR`).
    case ioError = 74
}
