import QuoteModel
import QuotePlatform
import QuotePresentation

/// What kind of value a setting takes, and how it is read from the command line, the environment and the
/// config file (validated the same way wherever it comes from), shown by `quote config`, and completed.
package struct ValueKind<Value: Sendable>: Sendable {
    /// Reads text: a flag's argument, a variable, a config value turned into text.
    let parse: @Sendable (String) throws(ValueError) -> Value
    /// What a completion script offers for it.
    let completion: Completion
    /// The config file's value as text, or `nil` when it has the wrong type.
    let fromConfig: @Sendable (TOMLValue) -> String?
    /// How `quote config` shows the value as text: `10`, `zenquotes, builtin`; `nil` for none.
    let show: @Sendable (Value) -> String?
    /// How `quote config --json` gives the value, with its JSON type.
    let json: @Sendable (Value) -> JSONValue
}

/// What completions offer for a value.
package enum Completion: Equatable, Sendable {
    /// Nothing: free text or a number.
    case none
    /// File names.
    case files
    /// One of these words.
    case choices([String])
    /// Source names, several separated by commas.
    case sources
}

/// A value that is not one a setting takes: what it must be instead.
package enum ValueError: Error, Equatable, Sendable {
    /// It is empty.
    case empty
    /// It is not a path.
    case notAPath
    /// It is not an absolute `http` or `https` URL with a host.
    case notAWebURL
    /// It is not a number of seconds within the limits: the most allowed.
    case notSeconds(maximum: Int)
    /// It is not a whole number within `range`.
    case notAWholeNumber(ClosedRange<Int>)
    /// It is not `on` or `off`.
    case notOnOrOff
    /// It is not `true` or `false`.
    case notTrueOrFalse
    /// It is none of these words.
    case notOneOf([String])
    /// It is not a comma-separated list of names.
    case notSourceNames
    /// It is not a regular expression.
    case notAPattern
    /// It is not a template.
    case notATemplate(QuoteTemplate.SyntaxError)
}

// MARK: - The kinds

extension ValueKind where Value == String {
    /// Any text that is not empty.
    static let text = ValueKind(
        parse: { text throws(ValueError) in
            guard !text.isEmpty else { throw .empty }
            return text
        },
        completion: .none, fromConfig: \.string, show: { $0 }, json: { .string($0) })

    /// A file path; `~/` is expanded by the shell on the command line, by ``SettingsResolver`` in the config file.
    static let path = ValueKind(
        parse: { text throws(ValueError) in
            guard !text.isEmpty else { throw .notAPath }
            return text
        },
        completion: .files, fromConfig: \.string, show: { $0 }, json: { .string($0) })
}

extension ValueKind where Value == URL {
    /// An absolute `http` or `https` URL with a host.
    package static let url = ValueKind(
        parse: { text throws(ValueError) in
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                let host = url.host, !host.isEmpty
            else { throw .notAWebURL }
            return url
        },
        completion: .none, fromConfig: \.string, show: \.redacted, json: { .string($0.redacted) })
}

extension ValueKind where Value == Duration {
    /// The most seconds a limit may be: a day.
    static let maximumSeconds = 86_400

    /// A positive, finite number of seconds, at most a day; fractions allowed.
    static let seconds = ValueKind(
        parse: { text throws(ValueError) in
            guard let value = Double(text), value.isFinite, value > 0, value <= Double(maximumSeconds) else {
                throw .notSeconds(maximum: maximumSeconds)
            }
            return .milliseconds(max(1, Int64((value * 1000).rounded())))
        },
        completion: .none, fromConfig: \.number, show: \.secondsText,
        json: { duration in
            let seconds = (duration.seconds * 1000).rounded() / 1000
            return seconds == seconds.rounded() ? .integer(Int(seconds)) : .number(seconds)
        })
}

extension ValueKind where Value == Int {
    /// A whole number within `range`.
    static func whole(_ range: ClosedRange<Int>) -> ValueKind {
        ValueKind(
            parse: { text throws(ValueError) in
                guard let value = Int(text), range.contains(value) else { throw .notAWholeNumber(range) }
                return value
            },
            completion: .none, fromConfig: \.integer, show: { String($0) }, json: { .integer($0) })
    }
}

extension ValueKind where Value == Bool {
    /// A flag: present on the command line, or a boolean in the config file.
    static let flag = ValueKind(
        parse: { text throws(ValueError) in
            switch text {
            case "true": return true
            case "false": return false
            default: throw .notTrueOrFalse
            }
        },
        completion: .none, fromConfig: { $0.boolean.map { $0 ? "true" : "false" } }, show: { $0 ? "on" : "off" },
        json: { .boolean($0) })

    /// `on` or `off` (also `true`/`false`, `yes`/`no`, `1`/`0`); a boolean in the config file.
    static let onOff = ValueKind(
        parse: { text throws(ValueError) in
            switch text.lowercased() {
            case "on", "true", "yes", "1": return true
            case "off", "false", "no", "0": return false
            default: throw .notOnOrOff
            }
        },
        completion: .choices(["on", "off"]), fromConfig: { $0.boolean.map { $0 ? "on" : "off" } ?? $0.string },
        show: { $0 ? "on" : "off" }, json: { .boolean($0) })
}

extension ValueKind where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of the cases, by name.
    static var choice: ValueKind {
        let names = Value.allCases.map(\.rawValue)
        return ValueKind(
            parse: { text throws(ValueError) in
                guard let value = Value(rawValue: text) else { throw .notOneOf(names) }
                return value
            },
            completion: .choices(names), fromConfig: \.string, show: \.rawValue, json: { .string($0.rawValue) })
    }
}

extension ValueKind where Value == [String] {
    /// Source names separated by commas (spaces allowed); an array of names in the config file.
    ///
    /// Whether each names a source is checked once the config file's own sources are known.
    static let sources = ValueKind(
        parse: { text throws(ValueError) in
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmed)
            guard !names.isEmpty, names.allSatisfy({ !$0.isEmpty }) else { throw .notSourceNames }
            return names
        },
        completion: .sources, fromConfig: { $0.string ?? $0.stringArray?.joined(separator: ",") },
        show: { $0.joined(separator: ", ") }, json: { .array($0.map(JSONValue.string)) })
}

extension ValueKind where Value == QuoteTemplate {
    /// An output template; its own errors name the placeholder.
    static let template = ValueKind(
        parse: { text throws(ValueError) in
            do throws(QuoteTemplate.SyntaxError) {
                return try QuoteTemplate(text)
            } catch {
                throw .notATemplate(error)
            }
        },
        completion: .none, fromConfig: \.string, show: \.text, json: { .string($0.text) })
}

extension ValueKind where Value == QuotePattern {
    /// A regular expression, matched case-insensitively.
    static let pattern = ValueKind(
        parse: { text throws(ValueError) in
            guard let pattern = QuotePattern(text) else { throw .notAPattern }
            return pattern
        },
        completion: .none, fromConfig: \.string, show: \.text, json: { .string($0.text) })
}

extension ValueKind where Value == WidthSetting {
    /// A number of columns, 0 for no wrapping; `auto` (the terminal's) when not set.
    static let width = ValueKind(
        parse: { text throws(ValueError) in
            guard let columns = Int(text), (0...10_000).contains(columns) else { throw .notAWholeNumber(0...10_000) }
            return .columns(columns)
        },
        completion: .none, fromConfig: \.integer,
        show: { width in
            switch width {
            case .auto: "auto"
            case .columns(let count): String(count)
            }
        },
        json: { width in
            switch width {
            case .auto: .null
            case .columns(let count): .integer(count)
            }
        })
}

extension ValueKind {
    /// The same kind, for a setting that may hold no value: `nil` until one is given.
    var optional: ValueKind<Value?> {
        ValueKind<Value?>(
            parse: { text throws(ValueError) in try parse(text) }, completion: completion, fromConfig: fromConfig,
            show: { $0.flatMap(show) }, json: { $0.map(json) ?? .null })
    }
}
