import QuotePlatform

/// How text output looks: its width and whether it is coloured, decided from the flags, the environment
/// and the terminal.
package struct DisplaySettings: Equatable, Sendable {
    /// Wrap to this many columns, or `nil` for no wrapping.
    package var width: Int?
    /// Whether to emit colour escapes.
    package var color: Bool

    /// Creates settings.
    package init(width: Int?, color: Bool) {
        self.width = width
        self.color = color
    }

    /// Resolves the settings.
    ///
    /// Width: `--width N` (0 for none); else, when stdout is a terminal, its reported width, then `COLUMNS`;
    /// else none. Colour: `always` or `never` as given; `auto` only on a terminal, with `NO_COLOR` unset or
    /// empty and `TERM` not `dumb`. JSON is never wrapped or coloured; a template is never coloured, and
    /// wrapped only to an explicit `--width`.
    package static func resolve(
        format: OutputFormat, width: WidthSetting, color: ColorMode, terminal: TerminalInfo, environment: [String: String]
    ) -> DisplaySettings {
        switch (format, width) {
        case (.json, _): return DisplaySettings(width: nil, color: false)
        case (.template, .columns(let count)): return DisplaySettings(width: count > 0 ? count : nil, color: false)
        case (.template, .auto): return DisplaySettings(width: nil, color: false)
        case (.text, _): break
        }
        let columns: Int?
        switch width {
        case .columns(let count): columns = count > 0 ? count : nil
        case .auto:
            let fromEnvironment = environment["COLUMNS"].flatMap(Int.init).flatMap { $0 > 0 ? $0 : nil }
            columns = terminal.isTerminal ? (terminal.columns ?? fromEnvironment) : nil
        }
        let colored: Bool
        switch color {
        case .always: colored = true
        case .never: colored = false
        case .auto:
            colored = terminal.isTerminal && (environment["NO_COLOR"] ?? "").isEmpty && environment["TERM"] != "dumb"
        }
        return DisplaySettings(width: columns, color: colored)
    }
}
