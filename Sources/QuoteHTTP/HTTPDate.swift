import QuotePlatform

/// HTTP dates, as `Retry-After` may carry them: the IMF-fixdate of RFC 9110, `Sun, 06 Nov 1994 08:49:37 GMT`.
///
/// Parsed by hand because FoundationEssentials has no `DateFormatter`; the obsolete RFC 850 and asctime
/// forms, which RFC 9110 asks only recipients of old clients to accept, are not.
package enum HTTPDate {
    private static let months = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"]
    private static let weekdays: Set<Substring> = ["Mon,", "Tue,", "Wed,", "Thu,", "Fri,", "Sat,", "Sun,"]

    /// The moment `text` names, or `nil` when it is not an IMF-fixdate.
    package static func parse(_ text: String) -> Date? {
        let fields = text.split(separator: " ")
        guard fields.count == 6, weekdays.contains(fields[0]), fields[5] == "GMT", fields[1].count == 2,
            let day = Int(fields[1]), let month = months.firstIndex(of: String(fields[2])), fields[3].count == 4,
            let year = Int(fields[3])
        else { return nil }
        let time = fields[4].split(separator: ":", omittingEmptySubsequences: false)
        guard time.count == 3, time.allSatisfy({ $0.count == 2 }), let hour = Int(time[0]), let minute = Int(time[1]),
            let second = Int(time[2]), (1...31).contains(day), hour < 24, minute < 60, second < 61
        else { return nil }
        let days = LocalDay(year: year, month: month + 1, day: day).number
        return Date(timeIntervalSince1970: TimeInterval(days * LocalDay.seconds + hour * 3600 + minute * 60 + second))
    }
}
