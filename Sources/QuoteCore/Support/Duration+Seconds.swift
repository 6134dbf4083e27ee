extension Duration {
    /// The duration as a number of seconds, fractions included.
    package var seconds: Double {
        let (whole, attoseconds) = components
        return Double(whole) + Double(attoseconds) / 1e18
    }

    /// Seconds as people write them: "10 s", "2.5 s".
    package var secondsDescription: String {
        let value = (seconds * 1000).rounded() / 1000
        return value == value.rounded() ? "\(Int(value)) s" : "\(value) s"
    }
}
