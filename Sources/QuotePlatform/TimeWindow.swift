/// A window of local time that `--every` shows one quote in: windows of a duration shorter than a day follow
/// each other from local midnight (15 minutes: :00, :15, :30, :45), the last one of a day cut short at the next
/// midnight when the duration does not divide the day; windows of whole days follow each other from 1970-01-01.
///
/// `today` is the window of one day.
package struct TimeWindow: Hashable, Sendable, CustomStringConvertible {
    /// The shortest window: a minute.
    package static let shortest = 60
    /// The longest window: a week.
    package static let longest = 7 * LocalDay.seconds

    /// The window's first local day.
    package var day: LocalDay
    /// Where it starts in that day, in seconds since midnight: 0 for windows of whole days.
    package var start: Int
    /// Its length in seconds.
    package var length: Int

    /// The window of `length` seconds that `moment` falls in.
    ///
    /// - Precondition: `length` lies within ``shortest`` and ``longest``, in whole minutes below a day and whole
    ///   days from a day on (what ``isWindowLength(_:)`` accepts).
    package init(length: Int, containing moment: LocalTime.Moment) {
        self.length = length
        if length < LocalDay.seconds {
            day = moment.day
            start = moment.secondOfDay / length * length
        } else {
            let days = length / LocalDay.seconds
            let number = moment.day.number
            day = LocalDay(daysSince1970: (number >= 0 ? number : number - days + 1) / days * days)
            start = 0
        }
    }

    /// Whether `seconds` is a window's length: whole minutes from a minute to a day, whole days up to a week.
    package static func isWindowLength(_ seconds: Int) -> Bool {
        (shortest...longest).contains(seconds) && seconds % (seconds < LocalDay.seconds ? 60 : LocalDay.seconds) == 0
    }

    /// Where it starts: `2026-11-25` for a window of whole days, `2026-11-25T10:15` for a shorter one.
    package var description: String {
        guard length < LocalDay.seconds else { return day.description }
        let (hours, minutes) = (start / 3600, start % 3600 / 60)
        return "\(day)T\(hours < 10 ? "0" : "")\(hours):\(minutes < 10 ? "0" : "")\(minutes)"
    }
}
