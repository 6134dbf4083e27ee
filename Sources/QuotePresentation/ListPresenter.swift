import QuoteModel

/// Turns lists of records (`history`, `saved`) and one-line confirmations (`save`, `unsave`) into exactly
/// what stdout shows.
///
/// As JSON or a template, each entry is rendered as a single quote would be. As text, each entry is one line:
/// its label (the number, or the local date it was fetched), the content on one line cut to the width with an
/// ellipsis, and the author; coloured, the label and author are dim.
package struct ListPresenter: Sendable {
    /// How one entry is labelled in text.
    package enum Label: Sendable {
        /// Its number, right-aligned in three columns: `quote saved`.
        case number(Int)
        /// The local date it was fetched: `quote history`.
        case date
    }

    /// The presenter for single quotes, whose format, width and colour lists follow.
    package var presenter: QuotePresenter

    /// Creates a list presenter.
    package init(presenter: QuotePresenter) {
        self.presenter = presenter
    }

    /// What to print for `entries`, in order.
    package func render(_ entries: [(label: Label, record: QuoteRecord)]) -> String {
        entries.map { render($0.record, label: $0.label) }.joined()
    }

    /// What `save` and `unsave` print: in text, `prefix` and the quote on one line, cut to the width; else the
    /// quote as JSON or through the template.
    package func confirmation(_ prefix: String, _ record: QuoteRecord) -> String {
        guard case .text = presenter.format else { return presenter.render(record) }
        return prefix + oneLine(record.quote.content, width: presenter.display.width.map { $0 - DisplayWidth.of(prefix) }) + "\n"
    }

    private func render(_ record: QuoteRecord, label: Label) -> String {
        guard case .text = presenter.format else { return presenter.render(record) }
        let labelText: String
        switch label {
        case .number(let number): labelText = String(repeating: " ", count: max(0, 3 - String(number).count)) + String(number)
        case .date: labelText = presenter.localTime.day(record.fetchedAt).description
        }
        let author = record.quote.author.map { "  — \(oneLine($0, width: nil))" } ?? ""
        let room = presenter.display.width.map { $0 - DisplayWidth.of(labelText) - 2 - DisplayWidth.of(author) }
        let content = oneLine(record.quote.content, width: room)
        guard presenter.display.color else { return "\(labelText)  \(content)\(author)\n" }
        return "\u{1B}[2m\(labelText)\u{1B}[0m  \(content)"
            + (author.isEmpty ? "" : "  \u{1B}[2;3m\(author.dropFirst(2))\u{1B}[0m") + "\n"
    }

    /// `text` sanitized on one line, each run of white space one space, cut to `width` display columns (at
    /// least a few) with an ellipsis.
    private func oneLine(_ text: String, width: Int?) -> String {
        let line = TerminalSanitizer.sanitizeLine(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard let width, DisplayWidth.of(line) > max(width, 8) else { return line }
        var cut = ""
        var used = 0
        for character in line {
            let columns = DisplayWidth.of(character)
            guard used + columns <= max(width, 8) - 1 else { break }
            cut.append(character)
            used += columns
        }
        return cut.trimmed + "…"
    }
}
