/// Breaks text into lines that fit a number of terminal columns.
///
/// Lines break at spaces; a word wider than the line (a long Korean phrase, CJK text without spaces, a URL)
/// breaks between grapheme clusters, never inside one. Every line fits, except that a single cluster wider
/// than the whole width stands alone on its line.
package struct TextWrapper: Sendable {
    /// The most columns a line may take; at least 1.
    package var width: Int

    /// Creates a wrapper for `width` columns.
    package init(width: Int) {
        self.width = max(1, width)
    }

    /// The lines of `text`: each of its own lines wrapped in turn, tabs taken as spaces.
    package func wrap(_ text: String) -> [String] {
        text.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            wrapParagraph(String(paragraph.map { $0 == "\t" ? " " : $0 }))
        }
    }

    private func wrapParagraph(_ paragraph: String) -> [String] {
        var lines: [String] = []
        var line = ""
        var used = 0
        for word in paragraph.split(separator: " ") {
            let wordWidth = DisplayWidth.of(word)
            if !line.isEmpty, used + 1 + wordWidth <= width {
                line += " " + word
                used += 1 + wordWidth
                continue
            }
            if !line.isEmpty { lines.append(line) }
            (line, used) = ("", 0)
            guard wordWidth > width else {
                (line, used) = (String(word), wordWidth)
                continue
            }
            for character in word {
                let characterWidth = DisplayWidth.of(character)
                if !line.isEmpty, used + characterWidth > width {
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
