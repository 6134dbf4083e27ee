/// What kind of value a setting takes, and how it is read from the command line, the environment and the
/// config file, validated the same way wherever it comes from.
package struct ValueKind<Value: Sendable>: Sendable {
    /// Reads text (a flag's argument, a variable, a config value turned into text); the error says what the
    /// value must be, to follow the setting's name: "must be a whole number from 0 to 5".
    let parse: @Sendable (String) throws(ValueError) -> Value
    /// What a completion script offers for it.
    let completion: Completion
    /// The config file's value as text, or `nil` when it has the wrong type.
    let fromConfig: @Sendable (TOMLValue) -> String?
    /// How the value is shown: `10`, `zenquotes, builtin`.
    let show: @Sendable (Value) -> String?
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

/// A value that is not one a setting takes; `problem` completes "NAME …, not 'VALUE'".
package struct ValueError: Error, Equatable, Sendable {
    /// What the value must be, as "must be an http or https URL".
    package var problem: String
    /// Whether the message ends by quoting the value (not when the problem already points into it).
    package var quotesValue: Bool

    /// Creates an error.
    package init(_ problem: String, quotesValue: Bool = true) {
        self.problem = problem
        self.quotesValue = quotesValue
    }

    /// The whole message for the setting called `name` given `value`.
    package func message(name: String, value: String) -> String {
        quotesValue ? "\(name) \(problem), not '\(value)'" : "\(name) \(problem)"
    }
}

// MARK: - The kinds

extension ValueKind where Value == String {
    /// Any text that is not empty.
    static let text = ValueKind(
        parse: { text throws(ValueError) in
            guard !text.isEmpty else { throw ValueError("must not be empty", quotesValue: false) }
            return text
        },
        completion: .none, fromConfig: \.string, show: { $0 })

    /// A file path; `~/` is expanded by the shell on the command line, by ``SettingsResolver`` in the config file.
    static let path = ValueKind(
        parse: { text throws(ValueError) in
            guard !text.isEmpty else { throw ValueError("must be a path") }
            return text
        },
        completion: .files, fromConfig: \.string, show: { $0 })
}

extension ValueKind where Value == URL {
    /// An absolute `http` or `https` URL with a host.
    static let url = ValueKind(
        parse: { text throws(ValueError) in
            guard let url = URL(string: text), let scheme = url.scheme?.lowercased(), scheme == "http" || scheme == "https",
                let host = url.host, !host.isEmpty
            else { throw ValueError("must be an http or https URL") }
            return url
        },
        completion: .none, fromConfig: \.string, show: \.absoluteString)
}

extension ValueKind where Value == Duration {
    /// A positive, finite number of seconds, at most a day; fractions allowed.
    static let seconds = ValueKind(
        parse: { text throws(ValueError) in
            guard let value = Double(text), value.isFinite, value > 0, value <= 86_400 else {
                throw ValueError("must be a number of seconds greater than 0, at most 86400")
            }
            return .milliseconds(max(1, Int64((value * 1000).rounded())))
        },
        completion: .none, fromConfig: \.number, show: \.secondsText)
}

extension ValueKind where Value == Int {
    /// A whole number within `range`.
    static func whole(_ range: ClosedRange<Int>) -> ValueKind {
        ValueKind(
            parse: { text throws(ValueError) in
                guard let value = Int(text), range.contains(value) else {
                    throw ValueError("must be a whole number from \(range.lowerBound) to \(range.upperBound)")
                }
                return value
            },
            completion: .none, fromConfig: \.integer, show: { String($0) })
    }
}

extension ValueKind where Value == Bool {
    /// `on` or `off` (also `true`/`false`, `yes`/`no`, `1`/`0`); a boolean in the config file.
    static let onOff = ValueKind(
        parse: { text throws(ValueError) in
            switch text.lowercased() {
            case "on", "true", "yes", "1": return true
            case "off", "false", "no", "0": return false
            default: throw ValueError("must be on or off")
            }
        },
        completion: .choices(["on", "off"]), fromConfig: { $0.boolean.map { $0 ? "on" : "off" } ?? $0.string },
        show: { $0 ? "on" : "off" })
}

extension ValueKind where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of the cases, by name.
    static var choice: ValueKind {
        let names = Value.allCases.map(\.rawValue)
        return ValueKind(
            parse: { text throws(ValueError) in
                guard let value = Value(rawValue: text) else { throw ValueError("must be \(names.joinedAsAlternatives)") }
                return value
            },
            completion: .choices(names), fromConfig: \.string, show: \.rawValue)
    }
}

extension ValueKind where Value == [String] {
    /// Source names separated by commas (spaces allowed); an array of names in the config file. Whether each
    /// names a source is checked once the config file's own sources are known.
    static let sources = ValueKind(
        parse: { text throws(ValueError) in
            let names = text.split(separator: ",", omittingEmptySubsequences: false).map(\.trimmed)
            guard !names.isEmpty, names.allSatisfy({ !$0.isEmpty }) else { throw ValueError("must be source names separated by commas") }
            return names
        },
        completion: .sources, fromConfig: { $0.string ?? $0.stringArray?.joined(separator: ",") },
        show: { $0.joined(separator: ", ") })
}

extension ValueKind where Value == QuoteTemplate {
    /// An output template; its own errors name the placeholder.
    static let template = ValueKind(
        parse: { text throws(ValueError) in try QuoteTemplate(text) },
        completion: .none, fromConfig: \.string, show: \.text)
}

extension ValueKind where Value == QuotePattern {
    /// A regular expression, matched case-insensitively.
    static let pattern = ValueKind(
        parse: { text throws(ValueError) in
            guard let pattern = QuotePattern(text) else { throw ValueError("must be a valid regular expression") }
            return pattern
        },
        completion: .none, fromConfig: \.string, show: \.text)
}

extension Array where Element == String {
    /// "a, b or c".
    var joinedAsAlternatives: String {
        count <= 1 ? joined() : dropLast().joined(separator: ", ") + " or " + last!
    }
}
