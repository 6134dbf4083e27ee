import QuotePlatform

/// Breaks text into lines that fit a number of terminal columns.
///
/// A line that fits is kept exactly as it is, its indentation and spacing included (fortunes are often laid
/// out by hand: verse, tables, ASCII art). A line that does not fit breaks at spaces, keeping its indentation
/// on its first line; a word wider than the line (a long Korean phrase, CJK text without spaces) breaks
/// between grapheme clusters, never inside one. Every line fits, except that a single cluster wider than the
/// whole width stands alone on its line.
package struct TextWrapper: Sendable {
    /// The most columns a line may take; at least 1.
    package var width: Int

    /// Creates a wrapper for `width` columns.
    package init(width: Int) {
        self.width = max(1, width)
    }

    /// The lines of `text`: each of its own lines kept or wrapped in turn, tabs taken as spaces.
    package func wrap(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { line in
            let spaced = String(line.map { $0 == "\t" ? " " : $0 })
            return DisplayWidth.of(spaced) <= width ? [spaced] : wrapParagraph(spaced)
        }
    }

    private func wrapParagraph(_ paragraph: String) -> [String] {
        // Indentation stays only where it leaves most of the line for the words.
        let indentation = String(paragraph.prefix { $0 == " " })
        var lines: [String] = []
        var line = indentation.count * 2 < width ? indentation : ""
        var used = line.count
        var lineHasWords = false
        for word in paragraph.split(separator: " ") {
            let wordWidth = DisplayWidth.of(word)
            if lineHasWords, used + 1 + wordWidth <= width {
                line += " " + word
                used += 1 + wordWidth
                continue
            }
            if lineHasWords {
                lines.append(line)
                (line, used) = ("", 0)
            }
            lineHasWords = true
            guard used + wordWidth > width else {
                line += word
                used += wordWidth
                continue
            }
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if used > 0, used + characterWidth > width {
                    lines.append(line)
                    (line, used) = ("", 0)
                }
                line.append(character)
                used += characterWidth
            }
        }
        lines.append(line)
        return lines
    }
}
