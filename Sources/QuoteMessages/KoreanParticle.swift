import QuotePlatform

/// A Korean particle whose form depends on the sound before it, written in both forms after a placeholder.
struct KoreanParticle {
    /// As the catalog writes it: `을(를)`.
    var written: String
    /// After a syllable with a final consonant.
    var afterConsonant: String
    /// After a syllable without one.
    var afterVowel: String
    /// `(으)로` takes 로 after ㄹ too.
    var rieulTakesVowelForm = false

    /// The particles the catalog writes in both forms.
    static let all = [
        KoreanParticle(written: "을(를)", afterConsonant: "을", afterVowel: "를"),
        KoreanParticle(written: "이(가)", afterConsonant: "이", afterVowel: "가"),
        KoreanParticle(written: "은(는)", afterConsonant: "은", afterVowel: "는"),
        KoreanParticle(written: "과(와)", afterConsonant: "과", afterVowel: "와"),
        KoreanParticle(written: "(으)로", afterConsonant: "으로", afterVowel: "로", rieulTakesVowelForm: true),
    ]

    /// What a closing mark between a value and its particle may be: the particle is chosen as if it touched the
    /// value (`'캐시'를`).
    static let closingMarks: Set<Character> = ["'", "\"", ")"]

    /// `words`, which follow `value`, with a particle written in both forms at their start (or after one
    /// closing mark) reduced to the form `value` takes; unchanged when the value's sound is not known.
    static func resolve(_ words: String, after value: String) -> String {
        var rest = words[...]
        var mark = ""
        if let first = rest.first, closingMarks.contains(first) {
            mark = String(first)
            rest = rest.dropFirst()
        }
        guard let particle = all.first(where: { rest.hasPrefix($0.written) }), let chosen = particle.form(after: value)
        else { return words }
        return mark + chosen + rest.dropFirst(particle.written.count)
    }

    /// How a value ends as it is read aloud.
    enum Ending {
        /// A vowel: 가, 2 (이).
        case vowel
        /// ㄹ: 일, 1 (일), 7 (칠), 8 (팔).
        case rieul
        /// Any other final consonant: 캐시는 no, 명언 yes; 0 (영), 3 (삼), 6 (육).
        case consonant
    }

    /// How `value` ends when read: by its last Hangul syllable, or by its last digit as Koreans read numbers;
    /// `nil` for anything else (a Latin word can be read more than one way).
    static func ending(of value: String) -> Ending? {
        guard let last = value.unicodeScalars.last else { return nil }
        if (0xAC00...0xD7A3).contains(last.value) {
            // A precomposed syllable is 0xAC00 + (initial × 21 + medial) × 28 + final; final 0 is none, 8 is ㄹ.
            switch (last.value - 0xAC00) % 28 {
            case 0: return .vowel
            case 8: return .rieul
            default: return .consonant
            }
        }
        switch last {
        case "0", "3", "6": return .consonant  // 영, 십, 백, 천; 삼; 육
        case "1", "7", "8": return .rieul  // 일, 칠, 팔
        case "2", "4", "5", "9": return .vowel  // 이, 사, 오, 구
        default: return nil
        }
    }

    /// The form that follows `value`, or `nil` when its sound is not known (both forms then stay).
    func form(after value: String) -> String? {
        switch Self.ending(of: value) {
        case .vowel?: afterVowel
        case .rieul?: rieulTakesVowelForm ? afterVowel : afterConsonant
        case .consonant?: afterConsonant
        case nil: nil
        }
    }
}
