import QuotePlatform

/// The language of a quote's text, judged by its script: Hangul is Korean (`ko`), kana Japanese (`ja`), Cyrillic
/// Russian (`ru`), Latin English (`en`) unless its source says its quotes are in another language written in Latin
/// script (a source of Korean quotes that holds an English one does not make it Korean).
package enum QuoteLanguage {
    /// The language of `text` (its content), or `nil` when its script says nothing (digits, signs).
    ///
    /// - Parameter declared: the language its source says its quotes are in, which Latin script is taken to be.
    package static func of(_ text: String, declared: String? = nil) -> String? {
        var latin = false
        for scalar in text.unicodeScalars {
            if isHangul(scalar) { return "ko" }
            switch scalar.value {
            case 0x3040...0x30FF: return "ja"
            case 0x0400...0x04FF: return "ru"
            default: latin = latin || isLatinLetter(scalar)
            }
        }
        guard latin else { return nil }
        return declared.flatMap { nonLatin.contains($0) ? nil : $0 } ?? "en"
    }

    /// Whether `scalar` is Hangul: a syllable, a jamo or a compatibility jamo.
    package static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3130...0x318F: true
        default: false
        }
    }

    /// Whether `scalar` is a letter of the Latin script: ASCII's, Latin-1's, Latin Extended A, B and Additional.
    package static func isLatinLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x1E00...0x1EFF: true
        default: false
        }
    }

    /// Languages not written in Latin script.
    private static let nonLatin: Set<String> = ["ko", "ja", "zh", "ru", "uk", "el", "ar", "he", "hi", "th"]

    /// Whether `code` is a language code `--lang` takes: two lowercase letters (ISO 639-1), as `ko`, `en`.
    package static func isCode(_ code: String) -> Bool {
        code.count == 2 && code.unicodeScalars.allSatisfy { ("a"..."z").contains($0) }
    }
}
