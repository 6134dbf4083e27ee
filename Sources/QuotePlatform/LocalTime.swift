/// A calendar day: what "today" means, and what `today` compares.
package struct LocalDay: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The year, such as 2026.
    package var year: Int
    /// The month, 1 to 12.
    package var month: Int
    /// The day of the month, 1 to 31.
    package var day: Int

    /// The seconds of a day: every calendar's, window's and timestamp's arithmetic counts in them.
    package static let seconds = 86_400

    /// Creates a day.
    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// Days since 1970-01-01 (negative before it), from Howard Hinnant's `days_from_civil`.
    package var number: Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month + (month > 2 ? -3 : 9)) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// ISO 8601: `2026-11-22`.
    package var description: String {
        func pad(_ value: Int, _ width: Int) -> String {
            let digits = String(value)
            return String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
        return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
    }

    package static func < (lhs: LocalDay, rhs: LocalDay) -> Bool { lhs.number < rhs.number }
}

/// The local time zone, as far as `quote` needs it: which calendar day a moment falls on.
///
/// Injected like the clock, so tests of midnight and of time-zone changes run on virtual time in any zone.
/// The live one asks the C library: in a binary without FoundationInternationalization, `TimeZone.current`
/// is GMT whatever `TZ` says, while `localtime_r` honours `TZ` and `/etc/localtime`.
package struct LocalTime: Sendable {
    /// A moment as the local wall clock shows it: the local day, and the seconds since its midnight.
    package struct Moment: Equatable, Sendable {
        /// The local calendar day.
        package var day: LocalDay
        /// Seconds since the day's local midnight, 0 to 86,399.
        package var secondOfDay: Int

        /// Creates a moment.
        package init(day: LocalDay, secondOfDay: Int) {
            self.day = day
            self.secondOfDay = secondOfDay
        }
    }

    /// The local day and time of day of a moment.
    package var moment: @Sendable (Date) -> Moment

    /// Creates a time zone from its one operation.
    package init(moment: @escaping @Sendable (Date) -> Moment) {
        self.moment = moment
    }

    /// The local calendar day of `date`.
    package func day(_ date: Date) -> LocalDay {
        moment(date).day
    }

    /// The system's time zone, through `localtime_r`.
    package static let system = LocalTime { date in
        var seconds = time_t(date.timeIntervalSince1970.rounded(.down))
        var parts = tm()
        guard localtime_r(&seconds, &parts) != nil else { return LocalTime.utc.moment(date) }
        return Moment(
            day: LocalDay(year: Int(parts.tm_year) + 1900, month: Int(parts.tm_mon) + 1, day: Int(parts.tm_mday)),
            secondOfDay: Int(parts.tm_hour) * 3600 + Int(parts.tm_min) * 60 + min(59, Int(parts.tm_sec)))
    }

    /// Coordinated Universal Time, computed without the C library.
    package static let utc = offset(seconds: 0)

    /// A zone that is always `seconds` ahead of UTC (no daylight saving time).
    package static func offset(seconds: Int) -> LocalTime {
        LocalTime { date in
            let local = Int((date.timeIntervalSince1970 + Double(seconds)).rounded(.down))
            let days = local >= 0 ? local / LocalDay.seconds : (local - LocalDay.seconds + 1) / LocalDay.seconds
            return Moment(day: LocalDay(daysSince1970: days), secondOfDay: local - days * LocalDay.seconds)
        }
    }
}

extension LocalDay {
    /// How many days `month` has in `year`, by the Gregorian calendar.
    package static func days(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The day `days` after 1970-01-01, from Howard Hinnant's `civil_from_days`.
    package init(daysSince1970 days: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(year: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month, day: day)
    }
}

extension LocalDay {
    /// Reads a day as ``description`` writes it, `2026-11-22`; `nil` for anything else, an impossible date too.
    package init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2]),
            (1...12).contains(month), (1...31).contains(day)
        else { return nil }
        let candidate = LocalDay(year: year, month: month, day: day)
        // 2026-02-30 is no day: it would come back from its number as another one.
        guard LocalDay(daysSince1970: candidate.number) == candidate else { return nil }
        self = candidate
    }
}
