import QuotePlatform

/// The Happiness API's documented shape, as a rule any source's text is held to: a Korean quote with its English
/// translation after it, and an author's name in Latin letters with a Korean title after a comma.
///
/// The API's README answers with `"content": "행복은 내면에서 오지 않고 사이에서 온다. Happiness comes not from
/// within, …"` and `"author": "Jonathan Haidt, 사회심리학자"`. Both rules look only at scripts and punctuation, never
/// at lengths, so a reader can tell from the text alone what they do; GUIDE.md states them.
package enum BilingualText {
    /// The fewest words of Latin letters a translation has: a word or two after a Korean sentence are a name or
    /// an aside, not a translation.
    package static let fewestTranslationWords = 3

    /// `content` as a quote and its translation, when it is of the documented shape; `nil` otherwise.
    ///
    /// The quote is everything up to its last Hangul and the sentence's end that follows it: one or more of
    /// `. ? ! … 。 ？ ！`, closing quotation marks or brackets among them, then white space. The translation is the
    /// rest: at least ``fewestTranslationWords`` words, every letter a Latin one, and beginning with a Latin
    /// letter, a digit or an opening quotation mark. A text with no Hangul, one ending in Hangul, or one whose
    /// Korean comes after its English, is not of that shape.
    package static func split(content: String) -> (quote: String, translation: String)? {
        let scalars = Array(content.unicodeScalars)
        guard let lastHangul = scalars.lastIndex(where: QuoteLanguage.isHangul) else { return nil }
        var end = lastHangul + 1
        var endsSentence = false
        while end < scalars.count, closesSentence(scalars[end]) {
            endsSentence = endsSentence || sentenceEnds.contains(scalars[end])
            end += 1
        }
        guard endsSentence, end < scalars.count, scalars[end].properties.isWhitespace else { return nil }
        let quote = String(String.UnicodeScalarView(scalars[..<end]))
        let translation = String(String.UnicodeScalarView(scalars[end...])).trimmed
        guard let first = translation.unicodeScalars.first,
            QuoteLanguage.isLatinLetter(first) || ("0"..."9").contains(first) || openingQuotes.contains(first),
            translation.unicodeScalars.allSatisfy({ !$0.properties.isAlphabetic || QuoteLanguage.isLatinLetter($0) }),
            wordCount(translation) >= fewestTranslationWords
        else { return nil }
        return (quote.trimmed, translation)
    }

    /// `author` as a name and a title, when it is a name in Latin letters, a comma, and a title in Hangul
    /// (`Jonathan Haidt, 사회심리학자`); `nil` otherwise, so `공자, 논어`, `김철수, 개발자` and
    /// `Martin Luther King, Jr.` stay whole.
    ///
    /// The split is at the last comma where what comes before it has letters, all of them Latin, and what comes
    /// after it has Hangul.
    package static func split(author: String) -> (name: String, title: String)? {
        let scalars = Array(author.unicodeScalars)
        for comma in scalars.indices.reversed() where scalars[comma] == "," {
            let name = String(String.UnicodeScalarView(scalars[..<comma])).trimmed
            let title = String(String.UnicodeScalarView(scalars[(comma + 1)...])).trimmed
            let letters = name.unicodeScalars.filter { $0.properties.isAlphabetic }
            guard !letters.isEmpty, letters.allSatisfy(QuoteLanguage.isLatinLetter),
                title.unicodeScalars.contains(where: QuoteLanguage.isHangul)
            else {
                continue
            }
            return (name, title)
        }
        return nil
    }

    // MARK: - Scripts and marks

    /// The marks that end a sentence.
    private static let sentenceEnds: Set<Unicode.Scalar> = [".", "?", "!", "…", "。", "？", "！"]
    /// The marks that may close a sentence after its end, or before it (`“…이다”.`).
    private static let closers: Set<Unicode.Scalar> = ["\"", "'", "”", "’", ")", "]", "」", "』", "）", "»"]
    /// The marks a translation may open with.
    private static let openingQuotes: Set<Unicode.Scalar> = ["\"", "'", "“", "‘", "«"]

    private static func closesSentence(_ scalar: Unicode.Scalar) -> Bool {
        sentenceEnds.contains(scalar) || closers.contains(scalar)
    }

    /// The runs of Latin letters in `text`.
    private static func wordCount(_ text: String) -> Int {
        var count = 0
        var inWord = false
        for scalar in text.unicodeScalars {
            let letter = QuoteLanguage.isLatinLetter(scalar)
            if letter && !inWord { count += 1 }
            inWord = letter
        }
        return count
    }
}
