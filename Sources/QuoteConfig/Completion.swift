import QuotePlatform

/// What completions offer for a value.
package enum Completion: Equatable, Sendable {
    /// Nothing: free text or a number.
    case none
    /// File names.
    case files
    /// One of these words.
    case choices([String])
    /// Source names, several separated by commas.
    case sources
}
