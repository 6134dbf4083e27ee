import QuoteModel
import QuotePlatform

/// One fortune's text made into a quote: colour codes stripped, tabs expanded, and an attribution taken as the
/// author.
///
/// The attribution is the last line when it starts with a dash (`-- Name`, `--- Name`, `— Name`, `―Name`, indented or
/// not); or the line before it, when the last line is what the quote is from (`-- Abraham Lincoln,` then
/// `Gettysburg Address, 1863`): then the dashed line gives the author, a trailing comma dropped, and the last line
/// the description. An entry without one has no author.
package enum FortuneEntry {
    /// The quote in `text`; `id` is the entry's number in its file, from 1.
    ///
    /// The layout is kept (indentation included, since fortunes are often verse or art); only blank lines around it and
    /// spaces at the ends of lines go.
    package static func quote(from text: String, id: Int) -> Quote {
        // "\r\n" is one Character in Swift, so lines are split on it as well as on "\n".
        let plain = expandingTabs(removingColourCodes(text))
        var lines = plain.split(omittingEmptySubsequences: false, whereSeparator: { $0.isNewline }).map { line in
            line.lastIndex { $0 != " " }.map { String(line[...$0]) } ?? ""
        }
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        if lines.count > 1, let author = attribution(lines[lines.count - 1]) {
            return Quote(id: .number(id), content: content(lines.dropLast()), author: author)
        }
        if lines.count > 2, let author = attribution(lines[lines.count - 2]) {
            let name = author.hasSuffix(",") ? String(author.dropLast()).trimmed : author
            return Quote(
                id: .number(id), content: content(lines.dropLast(2)), author: name, description: lines[lines.count - 1].trimmed)
        }
        return Quote(id: .number(id), content: lines.joined(separator: "\n"), author: nil)
    }

    /// Whether `filter` surely rules out the quote made of `text`, by a look at the text alone.
    ///
    /// The quote's content and author are pieces of the text but for two changes: colour codes stripped (which
    /// can bring together words the text holds apart, so a text with one is always made into a quote) and tabs
    /// expanded (which the quick test allows for).
    package static func isRuledOut(_ text: String, by filter: QuoteFilter) -> Bool {
        guard let prefilter = filter.prefilter, !text.utf8.contains(0x1B) else { return false }
        return !prefilter.mayPass(text, tabsBecomeSpaces: true)
    }

    /// The lines before the attribution, without blank lines at their end.
    private static func content(_ lines: ArraySlice<String>) -> String {
        var lines = Array(lines)
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        return lines.joined(separator: "\n")
    }

    /// The name in an attribution line, or `nil` when the line is not one: two or three hyphens and a space, or an
    /// em dash, an en dash or a horizontal bar, with or without one, then the name.
    package static func attribution(_ line: String) -> String? {
        let text = line.trimmed
        let hyphens = text.prefix { $0 == "-" }.count
        let dashes: Int
        switch (hyphens, text.first) {
        case (2...3, _):
            // Not a word glued to the dashes ("--verbose").
            guard text.dropFirst(hyphens).first?.isWhitespace == true else { return nil }
            dashes = hyphens
        case (0, "—"), (0, "―"), (0, "–"): dashes = 1
        default: return nil
        }
        let name = String(text.dropFirst(dashes)).trimmed
        // Not a line of dashes.
        guard let first = name.first, !"-—―–".contains(first) else { return nil }
        return name
    }

    /// `text` without the colour codes some fortune files carry (`ESC [ … m`, and every other CSI sequence), so
    /// that attributions are found and JSON holds the words alone; text output sanitizes anything left.
    static func removingColourCodes(_ text: String) -> String {
        guard text.unicodeScalars.contains("\u{1B}") else { return text }
        var kept = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            var lookahead = scalars
            guard scalar == "\u{1B}", lookahead.next() == "[" else {
                kept.append(scalar)
                continue
            }
            scalars = lookahead
            TerminalSanitizer.skipControlSequence(&scalars)
        }
        return String(kept)
    }

    /// Tabs replaced by spaces to the next multiple of eight columns, as a terminal shows them.
    static func expandingTabs(_ text: String) -> String {
        guard text.contains("\t") else { return text }
        var result = ""
        var column = 0
        for character in text {
            switch character {
            case "\t":
                let spaces = 8 - column % 8
                result += String(repeating: " ", count: spaces)
                column += spaces
            case "\n":
                result.append(character)
                column = 0
            default:
                result.append(character)
                column += 1
            }
        }
        return result
    }

    /// `data` with its ASCII letters rotated by 13, as fortune decodes the entries `strfile -x` stored so, in
    /// whatever encoding.
    static func rot13(_ data: Data) -> Data {
        Data(
            data.map { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"): (byte - UInt8(ascii: "a") + 13) % 26 + UInt8(ascii: "a")
                case UInt8(ascii: "A")...UInt8(ascii: "Z"): (byte - UInt8(ascii: "A") + 13) % 26 + UInt8(ascii: "A")
                default: byte
                }
            })
    }
}
