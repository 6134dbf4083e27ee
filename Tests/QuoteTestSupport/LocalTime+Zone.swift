import Foundation
import QuotePlatform

extension LocalTime {
    /// The time zone named `identifier` (as `Asia/Seoul`), from Foundation's time-zone data, which the tests
    /// may use though the binary does not.
    package static func zone(_ identifier: String) -> LocalTime {
        let calendar = {
            var calendar = Calendar(identifier: .gregorian)
            calendar.timeZone = TimeZone(identifier: identifier)!
            return calendar
        }()
        return LocalTime { date in
            let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
            return LocalTime.Moment(
                day: LocalDay(year: parts.year!, month: parts.month!, day: parts.day!),
                secondOfDay: parts.hour! * 3600 + parts.minute! * 60 + parts.second!)
        }
    }
}
