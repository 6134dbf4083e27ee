import QuotePlatform

/// How a quote is printed.
package enum OutputFormat: Equatable, Sendable {
    /// Human text: the content, then "— author", then description and link.
    case text
    /// One JSON object and a newline, for scripts.
    case json
    /// The user's own template (`--format`), for status lines and prompts.
    case template(QuoteTemplate)
}

/// When to colour text output.
package enum ColorMode: String, Equatable, Sendable, CaseIterable {
    /// When stdout is a terminal, `NO_COLOR` is unset or empty, and `TERM` is not `dumb`.
    case auto
    /// Always, even into a pipe.
    case always
    /// Never.
    case never
}

/// How wide text output may be.
package enum WidthSetting: Equatable, Sendable {
    /// The terminal's width when stdout is a terminal (then `COLUMNS`); unwrapped otherwise.
    case auto
    /// Exactly this many columns (`--width N`); `--width 0` turns wrapping off.
    case columns(Int)
}
