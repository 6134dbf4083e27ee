import QuoteModel
import QuotePlatform

/// Turns a quote record into exactly what stdout shows.
///
/// Input: a record. Output: the text, ending in a newline. Text is sanitized for the terminal, wrapped by
/// display width when a width is set (the author line then right-aligned), and tastefully coloured when
/// asked: the content plain, its translation, description and link dim, the author dim italic. JSON is exact,
/// never wrapped or coloured. A template is filled in with sanitized values, never coloured, wrapped only to
/// `--width`. A run that asks for a language (`--lang`) is shown, in every format, the half of a quote with its
/// translation that is in it.
package struct QuotePresenter: Sendable {
    /// Text, JSON or a template.
    package var format: OutputFormat
    /// Width and colour.
    package var display: DisplaySettings
    /// The local time zone, for a template's `{date}`.
    package var localTime: LocalTime
    /// What the terms of a record's source ask to be said with its quotes; `nil` for a source that asks nothing.
    package var attribution: @Sendable (SourceLabel) -> Attribution?
    /// The language a record's source says its quotes are in, which Latin script is taken to be; `nil` when it
    /// says none.
    package var declaredLanguage: @Sendable (SourceLabel) -> String? = { _ in nil }
    /// The language the run asks for (`--lang`): of a quote with its translation, only the text in it is shown.
    package var language: String?
    /// Whether text prints a record's own text as its source holds it, when it has one (`quote fortune`).
    package var verbatim = false
    /// Whether stdout is a terminal: verbatim text is made harmless only there; anywhere else it is the source's
    /// bytes exactly.
    package var onTerminal = true
    /// The terminal's character set when its locale names one other than UTF-8 (``VerbatimText/codeset(environment:)``),
    /// which verbatim UTF-8 text is recoded to; `nil` for UTF-8.
    package var codeset: String?

    /// Creates a presenter.
    package init(
        format: OutputFormat, display: DisplaySettings = DisplaySettings(width: nil, color: false), localTime: LocalTime = .utc,
        attribution: @escaping @Sendable (SourceLabel) -> Attribution? = { _ in nil }
    ) {
        self.format = format
        self.display = display
        self.localTime = localTime
        self.attribution = attribution
    }

    /// The presenter a run's output settings ask for, decided here once: JSON when `json` is on, else the
    /// template when there is one, else text fitted to the terminal (its width and colour as `display` says).
    ///
    /// The settings never ask for both: a place that gives both is refused where it is read, and across places
    /// the stronger one's wins before this sees them.
    package init(
        json: Bool, template: QuoteTemplate?, width: WidthSetting, color: ColorMode, terminal: TerminalInfo,
        environment: [String: String], localTime: LocalTime,
        attribution: @escaping @Sendable (SourceLabel) -> Attribution? = { _ in nil },
        declaredLanguage: @escaping @Sendable (SourceLabel) -> String? = { _ in nil }
    ) {
        let format: OutputFormat = json ? .json : template.map(OutputFormat.template) ?? .text
        let display = DisplaySettings.resolve(
            format: format, width: width, color: color, terminal: terminal, environment: environment)
        self.init(format: format, display: display, localTime: localTime, attribution: attribution)
        self.declaredLanguage = declaredLanguage
        onTerminal = terminal.isTerminal
        codeset = VerbatimText.codeset(environment: environment)
    }

    /// This presenter, printing as text a record's own text as its source holds it, where it has one.
    ///
    /// A fortune exactly as its file has it (made harmless on a terminal), never wrapped or restyled. JSON and
    /// templates are as they were.
    package func verbatimText() -> QuotePresenter {
        var presenter = self
        presenter.verbatim = true
        return presenter
    }

    /// The bytes to print for `record` when this presenter prints text as its source holds it and the record has
    /// its own (a fortune): exactly those bytes, or made harmless and fit for the terminal's character set on a
    /// terminal (``VerbatimText``); `nil` otherwise, when ``render(_:number:)`` says what to print.
    package func verbatimBytes(_ record: QuoteRecord) -> Data? {
        guard verbatim, format == .text, let bytes = record.verbatim else { return nil }
        return onTerminal ? VerbatimText.forTerminal(bytes, codeset: codeset) : bytes
    }

    /// What to print for `record`; `number` is its number in a list (JSON's `number`, a template's `{number}`).
    package func render(_ record: QuoteRecord, number: Int? = nil) -> String {
        let attribution = attribution(record.source)
        // What the source says its language is: for the half `--lang` asks for, and JSON's and templates' `lang`.
        let declared = format == .text && language == nil ? nil : declaredLanguage(record.source)
        var record = record
        if let language, let half = record.quote.inLanguage(language, declared: declared) { record.quote = half }
        return switch format {
        case .text: text(record.quote, attribution: attribution)
        case .json: record.jsonLine(number: number, attribution: attribution, declared: declared) + "\n"
        case .template(let template):
            layout(
                template.render(
                    record, day: localTime.day(record.fetchedAt), number: number, attribution: attribution,
                    declared: declared),
                alignRight: false
            ).joined(with: "\n") + "\n"
        }
    }

    // MARK: - Text

    /// SGR sequences: the author dim italic, the notes dim.
    private enum Style: String {
        case plain = ""
        case author = "\u{1B}[2;3m"
        case note = "\u{1B}[2m"
    }

    /// How a block of text output is laid out.
    private enum Layout {
        case wrapped, rightAligned, unbroken
    }

    /// The content, its translation as a paragraph of its own, the author after an em dash, then the quote's
    /// description and link and last the source's attribution, on lines of their own (what is said of the author
    /// stays by the author, not under the credit); a quote without an author (a fortune) has no author line.
    ///
    /// The content and the translation are each wrapped on their own. The author line ends where the quote's own
    /// block does (its longest line), not at the terminal's edge. The link is never broken, so it can still be
    /// copied or clicked; the terminal folds it if it must.
    private func text(_ quote: Quote, attribution: Attribution?) -> String {
        let original = layout(TerminalSanitizer.sanitize(quote.content), alignRight: false)
        let translation = quote.translation.map { layout(TerminalSanitizer.sanitize($0), alignRight: false) } ?? []
        // Measured only for wrapped text, whose right-aligned lines end at it: measuring costs a run a fiftieth of its work.
        let blockWidth = display.width == nil ? 0 : (original + translation).map(DisplayWidth.of).max() ?? 0
        // The translation dim in colour, as what is said of the quote is: it reads as the second text it is.
        var lines = original + translation.map { styled($0, .note) }
        // Each block in turn, not a list of them: a list of blocks made the runtime build its storage's type.
        func add(_ text: String?, _ style: Style, _ layout: Layout) {
            guard let text else { return }
            let clean = TerminalSanitizer.sanitize(text)
            let laid = layout == .unbroken ? [clean] : self.layout(clean, alignRight: layout == .rightAligned, to: blockWidth)
            lines += laid.map { styled($0, style) }
        }
        add(quote.credit.map { "— \($0)" }, .author, .rightAligned)
        add(quote.description, .note, .wrapped)
        add(quote.link, .note, .unbroken)
        add(attribution?.line, .note, .wrapped)
        return lines.joined(with: "\n") + "\n"
    }

    /// Wraps to the width; unwrapped text stays as it is.
    ///
    /// Right-aligned lines end at `edge` (the quote's block), or at the width when that is narrower.
    private func layout(_ text: String, alignRight: Bool, to edge: Int = 0) -> [String] {
        guard let width = display.width else { return [text] }
        let lines = TextWrapper(width: width).wrap(text)
        guard alignRight else { return lines }
        let end = min(width, edge)
        return lines.map { String(repeating: " ", count: max(0, end - DisplayWidth.of($0))) + $0 }
    }

    /// Colours one line, leaving its leading padding plain so every line starts and ends clean.
    private func styled(_ line: String, _ style: Style) -> String {
        guard display.color, style != .plain else { return line }
        let padding = line.prefix { $0 == " " }
        let body = line.dropFirst(padding.count)
        return body.isEmpty ? line : "\(padding)\(style.rawValue)\(body)\u{1B}[0m"
    }
}
