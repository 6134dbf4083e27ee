import QuotePlatform

/// A GET that gave no usable answer: the URL, what went wrong the last time, and how many attempts were made.
package struct FetchError: Error, Equatable, Sendable {
    /// Why one attempt failed.
    package enum Failure: Error, Equatable, Sendable {
        /// The transport could not deliver a complete response.
        case transport(TransportError)
        /// The time ran out; with the limit the user set, which the message names.
        case deadline(Duration)
        /// An error status, with the wait the server asked for before another try.
        case status(Int, retryAfter: Duration?)
        /// A status that is neither success nor error (1xx, 3xx): an answer, but not a valid one.
        case unexpectedStatus(Int)
        /// Not sent: the source's request budget allows the next request only after this wait, past the deadline.
        case refused(wait: Duration)

        /// Whether another attempt might succeed.
        package var isTransient: Bool {
            switch self {
            case .transport(let error): error.isTransient
            case .deadline: true
            case .status(let code, _): RetryPolicy.transientStatuses.contains(code)
            case .unexpectedStatus, .refused: false
            }
        }
    }

    /// The endpoint.
    package var url: URL
    /// The last attempt's failure.
    package var failure: Failure
    /// How many attempts were made.
    package var attempts: Int

    /// Creates an error.
    package init(url: URL, failure: Failure, attempts: Int = 1) {
        self.url = url
        self.failure = failure
        self.attempts = attempts
    }

    /// Whether the last attempt was sent and never reached the server (see ``TransportError/neverReachedServer``).
    package var neverReachedServer: Bool {
        switch failure {
        case .transport(let error): error.neverReachedServer
        case .deadline, .status, .unexpectedStatus, .refused: false
        }
    }

    /// Whether the server answered, just not usefully (exit 65), rather than could not be reached (69): an
    /// oversized or undecodable answer, or a status that is neither success nor error.
    package var isInvalidAnswer: Bool {
        switch failure {
        case .transport(let error): error.isInvalidAnswer
        case .unexpectedStatus: true
        default: false
        }
    }
}
