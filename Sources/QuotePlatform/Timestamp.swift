/// ISO 8601 timestamps as the cache, the history and `--json` write them: `2026-11-23T08:30:00Z`, in UTC, to
/// the second.
///
/// Done here rather than with Foundation's ISO 8601 style, which sets up a calendar and a time zone cache at
/// every run: most of what reading the cache cost at a shell start.
package enum Timestamp {
    /// `date` in UTC, to the second: `2026-11-23T08:30:00Z`.
    package static func string(from date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / LocalDay.seconds : (seconds - LocalDay.seconds + 1) / LocalDay.seconds
        let time = seconds - days * LocalDay.seconds
        let day = LocalDay(daysSince1970: days)
        return "\(day)T\(pad(time / 3600)):\(pad(time / 60 % 60)):\(pad(time % 60))Z"
    }

    /// The moment `text` names: `YYYY-MM-DDTHH:MM:SS`, then optionally a fraction of a second, then `Z` or an
    /// offset (`+09:00`, `+0900`); `nil` for anything else, or a date or time that does not exist.
    package static func date(from text: String) -> Date? {
        var reader = Reader(Array(text.utf8))
        guard let year = reader.number(4), reader.skip("-"), let month = reader.number(2), reader.skip("-"),
            let day = reader.number(2), reader.skip("T"), let hour = reader.number(2), reader.skip(":"),
            let minute = reader.number(2), reader.skip(":"), let second = reader.number(2)
        else { return nil }
        var fraction = 0.0
        if reader.skip(".") {
            var scale = 0.1
            guard let first = reader.digit() else { return nil }
            fraction = Double(first) * scale
            while let digit = reader.digit() {
                scale /= 10
                fraction += Double(digit) * scale
            }
        }
        let offset: Int
        if reader.skip("Z") {
            offset = 0
        } else if let sign = reader.sign(), let hours = reader.number(2) {
            _ = reader.skip(":")
            guard let minutes = reader.number(2), hours < 24, minutes < 60 else { return nil }
            offset = sign * (hours * 3600 + minutes * 60)
        } else {
            return nil
        }
        guard reader.isAtEnd, (1...12).contains(month), (1...LocalDay.days(inMonth: month, of: year)).contains(day),
            hour < 24, minute < 60, second < 60
        else { return nil }
        let days = LocalDay(year: year, month: month, day: day).number
        let seconds = days * LocalDay.seconds + hour * 3600 + minute * 60 + second - offset
        return Date(timeIntervalSince1970: Double(seconds) + fraction)
    }

    private static func pad(_ value: Int) -> String {
        value < 10 ? "0\(value)" : "\(value)"
    }

    /// A cursor over the bytes of a timestamp.
    private struct Reader {
        private let bytes: [UInt8]
        private var index = 0

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
        }

        var isAtEnd: Bool { index == bytes.count }

        /// Skips `character` if it is next.
        mutating func skip(_ character: Unicode.Scalar) -> Bool {
            guard index < bytes.count, bytes[index] == UInt8(ascii: character) else { return false }
            index += 1
            return true
        }

        /// The next ASCII digit's value, if the next byte is one.
        mutating func digit() -> Int? {
            guard index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) else { return nil }
            defer { index += 1 }
            return Int(bytes[index] - UInt8(ascii: "0"))
        }

        /// A number of exactly `count` digits.
        mutating func number(_ count: Int) -> Int? {
            var value = 0
            for _ in 0..<count {
                guard let digit = digit() else { return nil }
                value = value * 10 + digit
            }
            return value
        }

        /// `+1` or `-1` for a sign, if one is next.
        mutating func sign() -> Int? {
            if skip("+") { return 1 }
            if skip("-") { return -1 }
            return nil
        }
    }
}
