/// When pools are refilled: the `refill` setting.
package enum RefillMode: String, CaseIterable, Sendable {
    /// In the background, by a detached process a run starts when it leaves a pool at half or below.
    case auto
    /// Never in the background: by `quote refresh`, and by what a foreground fetch brings beyond its quote.
    case manual
}
