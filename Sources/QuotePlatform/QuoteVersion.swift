/// The version `quote --version` prints and `User-Agent` carries.
package enum QuoteVersion {
    /// The current release.
    package static let current = "1.0.0"
}
