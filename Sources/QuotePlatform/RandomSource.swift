/// Where randomness comes from: injected so that jitter and offline picks are deterministic in tests.
package struct RandomSource: Sendable {
    /// A number in `0..<1`.
    package var next: @Sendable () -> Double

    /// Creates a source from a function.
    package init(next: @escaping @Sendable () -> Double) {
        self.next = next
    }

    /// The system's generator.
    package static let live = RandomSource { Double.random(in: 0..<1) }

    /// An index of `0..<bound`, each as likely as the others; `bound` must be above 0.
    package func index(below bound: Int) -> Int {
        // A source that gives 1 (a test's) still lands on the last index, not past it.
        min(bound - 1, Int(next() * Double(bound)))
    }
}
