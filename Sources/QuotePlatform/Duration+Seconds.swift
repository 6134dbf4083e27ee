extension Duration {
    /// The duration as a number of seconds, fractions included.
    package var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }

    /// The time from `now` until `moment`, to the millisecond; zero for a moment past: how long a wait bounded by a
    /// deadline may last.
    package static func until(_ moment: Date, from now: Date) -> Duration {
        .milliseconds(Int64(max(0, moment.timeIntervalSince(now)) * 1000))
    }

    /// Seconds as a flag takes them, to the millisecond: "10", "2.5".
    package var secondsText: String {
        let value = (seconds * 1000).rounded() / 1000
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}

extension Duration {
    /// A span written as a whole number and a unit, as `--every` and a source's `rate` take it: `90s`, `15m`,
    /// `1h`, `1d`; `nil` for anything else, zero and spans past a year included.
    package init?(span text: String) {
        guard let unit = text.last, let count = Int(text.dropLast()), count > 0, text.first?.isNumber == true else {
            return nil
        }
        let unitSeconds: Int
        switch unit {
        case "s": unitSeconds = 1
        case "m": unitSeconds = 60
        case "h": unitSeconds = 3600
        case "d": unitSeconds = LocalDay.seconds
        default: return nil
        }
        guard count <= 366 * LocalDay.seconds / unitSeconds else { return nil }
        self = .seconds(count * unitSeconds)
    }

    /// The span as ``init(span:)`` reads it, in the largest unit that divides it: `15m`, `1h`, `1d`, `90s`.
    package var spanText: String {
        let whole = Int(seconds.rounded())
        for (unit, size) in [("d", LocalDay.seconds), ("h", 3600), ("m", 60)] where whole % size == 0 {
            return "\(whole / size)\(unit)"
        }
        return "\(whole)s"
    }
}
