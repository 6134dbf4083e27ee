extension Duration {
    /// The duration as a number of seconds, fractions included.
    package var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }

    /// Seconds as a flag takes them, to the millisecond: "10", "2.5".
    package var secondsText: String {
        let value = (seconds * 1000).rounded() / 1000
        return value == value.rounded() ? String(Int(value)) : String(value)
    }
}
