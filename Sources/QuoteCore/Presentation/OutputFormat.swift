/// How a quote is printed.
package enum OutputFormat: Equatable, Sendable {
    /// Human text: the content, then "— author", then description and link.
    case text
    /// One JSON object and a newline, for scripts.
    case json
}
