import QuotePlatform

/// The stretch of time a run shows one quote in: none (each run its own quote), a local day (`today`), or a
/// window of local time of a given length (`--every 15m`; `--every 1d` too, which keeps its own choice).
package enum ChoiceSpan: Equatable, Sendable {
    /// Every run shows a quote of its own.
    case none
    /// The local day: `today`, whose quote is the one `save` keeps when it was shown last.
    case day
    /// Windows of local time of this length, from local midnight: `--every`.
    case every(Duration)

    /// Whether it is a day (`today`, or `--every 1d`): a source's own quote of the day is then what it gives.
    package var isDay: Bool {
        switch self {
        case .none: false
        case .day: true
        case .every(let duration): duration == .seconds(LocalDay.seconds)
        }
    }

    /// The window `moment` falls in; `nil` for ``none``.
    package func window(of moment: Date, in localTime: LocalTime) -> TimeWindow? {
        let length: Int
        switch self {
        case .none: return nil
        case .day: length = LocalDay.seconds
        case .every(let duration): length = Int(duration.seconds)
        }
        return TimeWindow(length: length, containing: localTime.moment(moment))
    }
}
