import QuoteModel
import QuotePlatform

/// Quotes as a fortune file, as `strfile` indexes it and `fortune` reads it: each entry its text, then its author
/// on a line of its own as fortune files write one (`\t\t-- Author`), entries separated by lines holding `%`.
package enum FortuneText {
    /// The file holding `quotes`, each entry followed by its `%` line.
    ///
    /// Text is made safe for a terminal (the file may well be printed), and a line of the text that is `%` alone,
    /// which would end the entry early, gets a space before it.
    package static func file(_ quotes: [Quote]) -> String {
        quotes.map(entry).joined()
    }

    /// One entry and the `%` line after it: the quote, its translation on the lines after it, and the author with
    /// the title given.
    static func entry(_ quote: Quote) -> String {
        let body = [quote.content, quote.translation].compactMap { $0 }.joined(separator: "\n")
        let text = TerminalSanitizer.sanitize(body).split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0 == "%" ? " %" : String($0) }.joined(separator: "\n")
        let author = quote.credit.map { "\n\t\t-- " + TerminalSanitizer.sanitizeLine($0) } ?? ""
        return text + author + "\n%\n"
    }
}
