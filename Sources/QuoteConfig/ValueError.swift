import QuotePlatform
import QuotePresentation

/// A value that is not one a setting takes: what it must be instead.
package enum ValueError: Error, Equatable, Sendable {
    /// It is empty.
    case empty
    /// It is not a path.
    case notAPath
    /// It is not an absolute `http` or `https` URL with a host.
    case notAWebURL
    /// It is not a number of seconds within the limits: the most allowed.
    case notSeconds(maximum: Int)
    /// It is not a window's length: `15m`, `1h`, `1d`, from a minute to a week.
    case notAWindow
    /// Not a two-letter language code.
    case notALanguage
    /// It is not a whole number within `range`.
    case notAWholeNumber(ClosedRange<Int>)
    /// It is not `on` or `off`.
    case notOnOrOff
    /// It is not `true` or `false`.
    case notTrueOrFalse
    /// It is none of these words.
    case notOneOf([String])
    /// It is not a comma-separated list of names.
    case notSourceNames
    /// It is not a regular expression.
    case notAPattern
    /// It is not a template.
    case notATemplate(QuoteTemplate.SyntaxError)
}
