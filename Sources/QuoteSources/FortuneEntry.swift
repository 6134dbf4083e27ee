import QuoteModel

/// One fortune's text made into a quote: tabs expanded, and an attribution on its last line (`-- Name`, `— Name`, indented or
/// not) taken as the author.
///
/// An entry without one has no author.
package enum FortuneEntry {
    /// The quote in `text`; `id` is the entry's number in its file, from 1.
    ///
    /// The layout is kept (indentation included, since fortunes are often verse or art); only blank lines around it and
    /// spaces at the ends of lines go.
    package static func quote(from text: String, id: Int) -> Quote {
        // "\r\n" is one Character in Swift, so lines are split on it as well as on "\n".
        var lines = expandingTabs(text).split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { line in
            line.lastIndex { $0 != " " }.map { String(line[...$0]) } ?? ""
        }
        while let first = lines.first, first.isEmpty { lines.removeFirst() }
        while let last = lines.last, last.isEmpty { lines.removeLast() }
        if lines.count > 1, let author = attribution(lines[lines.count - 1]) {
            var content = Array(lines.dropLast())
            while let last = content.last, last.isEmpty { content.removeLast() }
            return Quote(id: .number(id), content: content.joined(separator: "\n"), author: author)
        }
        return Quote(id: .number(id), content: lines.joined(separator: "\n"), author: nil)
    }

    /// The name in an attribution line, or `nil` when the line is not one.
    package static func attribution(_ line: String) -> String? {
        let text = line.trimmed
        for dash in ["--", "—", "―", "–"] where text.hasPrefix(dash) {
            let name = String(text.dropFirst(dash.count)).trimmed
            // "-- " then a name; not a line of dashes, not a word glued to the dash ("--verbose").
            guard let first = name.first, first != "-", text.dropFirst(dash.count).first?.isWhitespace == true else { return nil }
            return name
        }
        return nil
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

    /// rot13, for the entries `strfile -x` stored encoded.
    static func rot13(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    switch scalar.value {
                    case 0x41...0x5A: Unicode.Scalar((scalar.value - 0x41 + 13) % 26 + 0x41)!
                    case 0x61...0x7A: Unicode.Scalar((scalar.value - 0x61 + 13) % 26 + 0x61)!
                    default: scalar
                    }
                }))
    }
}
