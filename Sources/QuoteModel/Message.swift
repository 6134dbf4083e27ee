/// A line a person reads: a message of the catalog (``MessageID``) and the values of its placeholders.
///
/// Everything `quote` says to a person (errors, notes, warnings, help) is a `Message`, so the sentences live
/// in one catalog and never in the code that decides to say them.
package struct Message: Sendable, MessageArgument {
    /// Which message.
    package var id: MessageID
    /// The placeholders' values, by name: `["path": "/tmp/x"]` fills `{path}`.
    package var arguments: [String: any MessageArgument]

    /// Creates a message.
    package init(_ id: MessageID, _ arguments: [String: any MessageArgument] = [:]) {
        self.id = id
        self.arguments = arguments
    }

    /// The message as text, its placeholders filled.
    package func text(in language: Language) -> String {
        var result = ""
        var rest = id.text(in: language)[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            rest = rest[rest.index(after: close)...]
            guard let value = arguments[name]?.text(in: language) else {
                assertionFailure("\(id) has no value for {\(name)}")
                result += "{\(name)}"
                continue
            }
            result += value
            // A particle written in both forms after a value that ends in Hangul: the one its last syllable takes.
            if let particle = KoreanParticle.all.first(where: { rest.hasPrefix($0.written) }), let chosen = particle.after(value)
            {
                result += chosen
                rest = rest.dropFirst(particle.written.count)
            }
        }
        return result + rest
    }
}

/// A Korean particle whose form depends on the syllable before it, written in both forms after a placeholder.
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

    /// The form that follows `value`, or `nil` when it does not end in a Hangul syllable (both forms then stay).
    func after(_ value: String) -> String? {
        guard let last = value.unicodeScalars.last, (0xAC00...0xD7A3).contains(last.value) else { return nil }
        // A precomposed syllable is 0xAC00 + (initial × 21 + medial) × 28 + final; final 0 is none, 8 is ㄹ.
        let final = (last.value - 0xAC00) % 28
        if final == 0 || (rieulTakesVowelForm && final == 8) { return afterVowel }
        return afterConsonant
    }
}

/// A value that can fill a message's placeholder: text, a number, or another message.
package protocol MessageArgument: Sendable {
    /// The value as it reads in `language`.
    func text(in language: Language) -> String
}

extension String: MessageArgument {
    /// The text itself: names, paths and URLs read the same in every language.
    package func text(in language: Language) -> String { self }
}

extension Int: MessageArgument {
    /// The number in digits.
    package func text(in language: Language) -> String { String(self) }
}

/// The languages `quote` speaks.
package enum Language: Sendable, CaseIterable {
    /// English, the default.
    case english
    /// Korean.
    case korean

    /// The language the environment asks for, as POSIX and gettext read it.
    ///
    /// `LANGUAGE` (a colon list, read only when the locale is set and not `C` or `POSIX`; its first entry
    /// starting with `ko` or `en` decides), then `LC_ALL`, `LC_MESSAGES` and `LANG`; an empty variable counts as
    /// unset. `ko…` is Korean, anything else English, whether or not that locale is installed.
    package init(environment: [String: String]) {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let locale = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG")
        let isC = locale.map { $0 == "C" || $0 == "POSIX" || $0.hasPrefix("C.") } ?? true
        if !isC, let list = value("LANGUAGE"),
            let entry = list.split(separator: ":").first(where: { $0.hasPrefix("ko") || $0.hasPrefix("en") })
        {
            self = entry.hasPrefix("ko") ? .korean : .english
            return
        }
        self = locale?.hasPrefix("ko") == true ? .korean : .english
    }
}

/// A text in each language `quote` speaks, written side by side where it is declared: the help lines of the
/// settings, command, source and exit-code tables.
package struct Phrase: Codable, Equatable, Sendable, MessageArgument {
    /// The English; also what the completion scripts show, which are the same in every locale.
    package let english: String
    /// The Korean.
    package let korean: String

    /// Creates a phrase.
    package init(_ english: String, korean: String) {
        self.english = english
        self.korean = korean
    }

    package func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }
}
