import Foundation

/// How long a test lets an exchange with a loopback server take when its time is not what the test is about.
///
/// Far beyond what it takes on an idle machine (milliseconds), so that a suite sharing two cores with four busy
/// loops, its cooperative threads held by other tests for seconds, still passes. A test about a time limit sets its
/// own, on the virtual clock where it can.
package enum Patience {
    /// The time limit of such an exchange.
    package static let exchange: Duration = .seconds(120)

    /// A deadline that far from now, for what takes a `Date`.
    package static var deadline: Date { Date() + 120 }
}
