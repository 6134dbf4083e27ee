import QuotePlatform

extension Handoff where Value == HTTPResponse {
    /// The response a transfer hands over, waited for on the sending thread until `request`'s time limit (and
    /// `grace`): its reaching the server told to the request there, then the transfer let go on.
    ///
    /// - Parameter abandon: stops the transfer once its time is up, and says what it had not got past; `nil` for a
    ///   plain time-out.
    /// - Throws: ``TransportError``: the transfer's own, or the time limit's.
    package func response(
        to request: HTTPRequest, grace: Duration = .zero, abandon: () -> TransportError?
    ) throws(TransportError) -> HTTPResponse {
        let end = ContinuousClock.now + (request.timeout.map { $0 + grace } ?? .seconds(86_400))
        while true {
            switch wait(for: end - ContinuousClock.now) {
            case .marked:
                request.reached()
                handledMark()
            case .delivered(.success(let response)):
                return response
            case .delivered(.failure(let error)):
                throw error as? TransportError ?? .other(String(describing: error))
            case .abandoned:
                throw abandon() ?? .timedOut
            }
        }
    }
}
