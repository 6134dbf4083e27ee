import QuotePlatform

/// A regular expression, matched anywhere in the text and ignoring case.
package struct QuotePattern: Equatable, Sendable {
    /// The compiled expression, behind a reference: a value holding a `Regex` itself makes the runtime build the
    /// regex library's generic types wherever a `QuotePattern?` is laid out (every run's settings), used or not.
    private final class Compiled: @unchecked Sendable {
        // `Regex` is not `Sendable`; this one is built once and only read.
        let regex: Regex<AnyRegexOutput>

        init(_ regex: Regex<AnyRegexOutput>) {
            self.regex = regex
        }
    }

    private let compiled: Compiled
    /// The pattern as written.
    package let text: String

    /// Compiles `text`, or `nil` when it is not a valid regular expression.
    package init?(_ text: String) {
        guard let regex = try? Regex(text) else { return nil }
        compiled = Compiled(regex.ignoresCase())
        self.text = text
    }

    /// The runs of characters every match holds (``requiredLiterals(in:)``).
    package var requiredLiterals: [String] { Self.requiredLiterals(in: text) }

    /// The runs of characters every match of `pattern` holds, as a plain reading of it can vouch: characters
    /// outside any group or class, not under a quantifier that allows none of them.
    ///
    /// None for a pattern with alternation (`|`) or inline options (`(?x)` makes spaces mean nothing), or one
    /// whose brackets do not close: there this reading could be wrong, and a wrong literal would hide matches.
    package static func requiredLiterals(in pattern: String) -> [String] {
        guard !pattern.contains("|"), !pattern.contains("(?") else { return [] }
        var runs: [String] = []
        var run = String.UnicodeScalarView()
        var depth = 0
        var scalars = pattern.unicodeScalars.makeIterator()
        func endRun() {
            if !run.isEmpty { runs.append(String(run)) }
            run = String.UnicodeScalarView()
        }
        while let scalar = scalars.next() {
            switch scalar {
            case "\\":
                // An escaped ASCII symbol is itself; an escaped letter or digit is a class, an anchor or a reference.
                guard let escaped = scalars.next() else { return [] }
                let isWord = escaped.properties.isAlphabetic || escaped.properties.numericType != nil
                if depth == 0, escaped.isASCII, escaped.value >= 0x20, !isWord { run.append(escaped) } else { endRun() }
            case "[":
                endRun()
                // A class holds no literal: skip to its end, nested classes and escapes included.
                var (open, escaping) = (1, false)
                while open > 0 {
                    guard let next = scalars.next() else { return [] }
                    if escaping {
                        escaping = false
                    } else if next == "\\" {
                        escaping = true
                    } else if next == "[" {
                        open += 1
                    } else if next == "]" {
                        open -= 1
                    }
                }
            case "{":
                // A counted repeat may allow none: the character before it is not sure, nor is the count.
                if !run.isEmpty { run.removeLast() }
                endRun()
                while true {
                    guard let next = scalars.next() else { return [] }
                    if next == "}" { break }
                }
            case "?", "*":
                // What came last may be absent.
                if !run.isEmpty { run.removeLast() }
                endRun()
            case "(":
                endRun()
                depth += 1
            case ")":
                endRun()
                depth -= 1
            case "+", ".", "^", "$":
                endRun()
            default:
                if depth == 0 { run.append(scalar) }
            }
        }
        guard depth == 0 else { return [] }
        endRun()
        return runs
    }

    /// Two patterns are the same when they are written the same.
    package static func == (lhs: QuotePattern, rhs: QuotePattern) -> Bool {
        lhs.text == rhs.text
    }

    /// Whether the pattern occurs in `text`.
    ///
    /// Never inlined: a function holding a match makes the runtime build the match's type as it starts, and a run
    /// with no pattern (a filter's every check) paid for that.
    @inline(never)
    package func matches(_ text: String) -> Bool {
        (try? compiled.regex.firstMatch(in: text)) != nil
    }
}
