import Foundation

/// A flag set on one thread and read on another.
package final class LockedFlag: @unchecked Sendable {
    private let lock = NSLock()
    private var value = false

    /// Creates a flag that is not set.
    package init() {}

    /// Whether it has been set.
    package var isSet: Bool { lock.withLock { value } }

    /// Sets it.
    package func set() { lock.withLock { value = true } }
}
