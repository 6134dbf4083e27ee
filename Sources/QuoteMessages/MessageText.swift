import QuotePlatform

/// One language's text of a catalog message: its words and, between them, the values of its placeholders.
///
/// Written as a string literal that interpolates the case's values (`"cannot read \(path)"`), so a text names
/// only placeholders its message has. Filled in, a Korean particle written in both forms right after a value
/// (`\(path)을(를)`, or after a closing quote: `'\(key)'이(가)`) becomes the one that value takes.
package struct MessageText: ExpressibleByStringInterpolation, Sendable {
    /// A run of words or a placeholder's value.
    enum Part: Sendable {
        case words(String)
        case value(any MessageArgument)
    }

    /// The parts, in order.
    let parts: [Part]

    /// A text without placeholders.
    package init(stringLiteral words: String) {
        parts = [.words(words)]
    }

    /// A text with placeholders.
    package init(stringInterpolation: Interpolation) {
        parts = stringInterpolation.parts
    }

    /// Collects the parts of an interpolated literal.
    package struct Interpolation: StringInterpolationProtocol {
        var parts: [Part] = []

        /// Starts an empty text.
        package init(literalCapacity: Int, interpolationCount: Int) {
            parts.reserveCapacity(interpolationCount * 2 + 1)
        }

        /// Words as written.
        package mutating func appendLiteral(_ words: String) {
            if !words.isEmpty { parts.append(.words(words)) }
        }

        /// A placeholder's value.
        package mutating func appendInterpolation(_ value: any MessageArgument) {
            parts.append(.value(value))
        }
    }

    /// The text in `language`, each value filled in and the particle after it chosen.
    package func text(in language: Language) -> String {
        var result = ""
        var value: String?
        for part in parts {
            switch part {
            case .value(let argument):
                let text = argument.text(in: language)
                result += text
                value = text
            case .words(let words):
                result += value.map { KoreanParticle.resolve(words, after: $0) } ?? words
                value = nil
            }
        }
        return result
    }
}
