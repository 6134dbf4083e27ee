import Foundation

/// Turns a quote record into exactly what stdout shows.
///
/// Input: a record. Output: the text, ending in a newline. Text output is sanitized for the terminal;
/// JSON output is exact.
package struct QuotePresenter: Sendable {
    /// Text or JSON.
    package var format: OutputFormat

    /// Creates a presenter.
    package init(format: OutputFormat) {
        self.format = format
    }

    /// What to print for `record`.
    package func render(_ record: QuoteRecord) -> String {
        switch format {
        case .text: text(record.quote)
        case .json: json(record)
        }
    }

    /// The content, the author after an em dash, then description and link on lines of their own.
    private func text(_ quote: Quote) -> String {
        let lines = [quote.content, "— \(quote.author)", quote.description, quote.link].compactMap { $0 }
        return lines.map(TerminalSanitizer.sanitize).joined(separator: "\n") + "\n"
    }

    /// One JSON object with sorted keys.
    private func json(_ record: QuoteRecord) -> String {
        // Encoding strings, integers and a date cannot fail; the fallback keeps this total regardless.
        guard let data = try? QuoteRecord.makeEncoder().encode(record) else { return "{}\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
