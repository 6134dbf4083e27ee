import QuoteJSON
import QuoteModel
import QuotePlatform
import QuotePresentation

/// What kind of value a setting takes, and how it is read from the command line, the environment and the
/// config file (validated by the same rules wherever it comes from), shown by `quote config`, and completed.
package struct ValueKind<Value: Sendable>: Sendable {
    /// Reads text: a flag's argument, a variable.
    package let parse: @Sendable (String) throws(ValueError) -> Value
    /// What a completion script offers for it.
    package let completion: Completion
    /// Reads the config file's typed value straight into the setting's (a number as a number, a boolean as a
    /// boolean, a string by ``parse``); `nil` when the value has the wrong type for it.
    package let fromConfig: @Sendable (TOMLValue) throws(ValueError) -> Value?
    /// How `quote config` shows the value as text: `10`, `zenquotes, builtin`; `nil` for none.
    package let show: @Sendable (Value) -> String?
    /// How `quote config --json` gives the value, with its JSON type.
    package let json: @Sendable (Value) -> JSONValue

    /// A kind; see the properties for what each part does.
    init(
        parse: @escaping @Sendable (String) throws(ValueError) -> Value, completion: Completion,
        fromConfig: @escaping @Sendable (TOMLValue) throws(ValueError) -> Value?, show: @escaping @Sendable (Value) -> String?,
        json: @escaping @Sendable (Value) -> JSONValue
    ) {
        self.parse = parse
        self.completion = completion
        self.fromConfig = fromConfig
        self.show = show
        self.json = json
    }

    /// A kind whose config value is a TOML string, read by the same `parse` as a flag's text.
    init(
        parse: @escaping @Sendable (String) throws(ValueError) -> Value, completion: Completion,
        show: @escaping @Sendable (Value) -> String?, json: @escaping @Sendable (Value) -> JSONValue
    ) {
        self.init(
            parse: parse, completion: completion,
            fromConfig: { value throws(ValueError) in
                guard case .string(let text) = value else { return nil }
                return try parse(text)
            }, show: show, json: json)
    }
}

// MARK: - The kinds

extension ValueKind where Value == String {
    /// Any text that is not empty.
    package static let text = ValueKind(
        parse: { text throws(ValueError) in
            guard !text.isEmpty else { throw .empty }
            return text
        },
        completion: .none, show: { $0 }, json: { .string($0) })

    /// A file path; `~/` is expanded by the shell on the command line, by ``SettingsResolver`` in the config file.
    package static let path = ValueKind(
        parse: { text throws(ValueError) in
            guard !text.isEmpty else { throw .notAPath }
            return text
        },
        completion: .files, show: { $0 }, json: { .string($0) })
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
        completion: .none, show: { $0.redacted }, json: { .string($0.redacted) })
}

extension ValueKind where Value == Duration {
    /// The most seconds a limit may be: a day.
    package static let maximumSeconds = LocalDay.seconds

    /// A positive, finite number of seconds, at most a day; fractions allowed.
    package static let seconds = ValueKind(
        parse: { text throws(ValueError) in
            guard let value = Double(text) else { throw .notSeconds(maximum: maximumSeconds) }
            return try seconds(value)
        },
        completion: .none,
        fromConfig: { value throws(ValueError) in
            switch value {
            case .integer(let number): try seconds(Double(number))
            case .decimal(let number): try seconds(number)
            default: nil
            }
        },
        show: { $0.secondsText },
        json: { duration in
            let seconds = (duration.seconds * 1000).rounded() / 1000
            return seconds == seconds.rounded() ? .integer(Int(seconds)) : .number(seconds)
        })

    /// `value` seconds, if it is a limit: finite, above 0, at most a day; to the millisecond.
    private static func seconds(_ value: Double) throws(ValueError) -> Duration {
        guard value.isFinite, value > 0, value <= Double(maximumSeconds) else { throw .notSeconds(maximum: maximumSeconds) }
        return .milliseconds(max(1, Int64((value * 1000).rounded())))
    }
}

extension ValueKind where Value == String {
    /// A two-letter language code (`ko`, `en`), as `--lang` takes it; case is ignored.
    package static let language = ValueKind(
        parse: { text throws(ValueError) in
            let code = text.lowercased()
            guard QuoteLanguage.isCode(code) else { throw .notALanguage }
            return code
        },
        completion: .choices(["ko", "en"]), show: { $0 }, json: { .string($0) })
}

extension ValueKind where Value == Duration {
    /// A window of local time for `--every`: whole minutes from `1m` to a day, whole days up to `7d` (`15m`,
    /// `1h`, `1d`).
    package static let window = ValueKind(
        parse: { text throws(ValueError) in
            guard let span = Duration(span: text), TimeWindow.isWindowLength(Int(span.seconds)) else { throw .notAWindow }
            return span
        },
        completion: .choices(["15m", "1h", "1d"]), show: { $0.spanText }, json: { .string($0.spanText) })
}

extension ValueKind where Value == Int {
    /// A whole number within `range`.
    package static func whole(_ range: ClosedRange<Int>) -> ValueKind {
        ValueKind(
            parse: { text throws(ValueError) in
                guard let value = Int(text), range.contains(value) else { throw .notAWholeNumber(range) }
                return value
            },
            completion: .none,
            fromConfig: { value throws(ValueError) in
                guard case .integer(let number) = value else { return nil }
                guard range.contains(number) else { throw .notAWholeNumber(range) }
                return number
            },
            show: { String($0) }, json: { .integer($0) })
    }
}

extension ValueKind where Value == Bool {
    /// A flag: present on the command line, or a boolean in the config file.
    package static let flag = ValueKind(
        parse: { text throws(ValueError) in
            switch text {
            case "true": return true
            case "false": return false
            default: throw .notTrueOrFalse
            }
        },
        completion: .none, fromConfig: { $0.boolean }, show: { $0 ? "on" : "off" }, json: { .boolean($0) })

    /// `on` or `off` (also `true`/`false`, `yes`/`no`, `1`/`0`); a boolean in the config file.
    package static let onOff = ValueKind(
        parse: onOrOff,
        completion: .choices(["on", "off"]),
        fromConfig: { value throws(ValueError) in
            switch value {
            case .boolean(let on): on
            case .string(let text): try onOrOff(text)
            default: nil
            }
        },
        show: { $0 ? "on" : "off" }, json: { .boolean($0) })

    /// `on` or `off`, and their other spellings.
    private static func onOrOff(_ text: String) throws(ValueError) -> Bool {
        switch text.lowercased() {
        case "on", "true", "yes", "1": return true
        case "off", "false", "no", "0": return false
        default: throw .notOnOrOff
        }
    }
}

extension ValueKind where Value: RawRepresentable & CaseIterable & Sendable, Value.RawValue == String {
    /// One of the cases, by name.
    package static var choice: ValueKind {
        let names = Value.allCases.map { $0.rawValue }
        return ValueKind(
            parse: { text throws(ValueError) in
                guard let value = Value(rawValue: text) else { throw .notOneOf(names) }
                return value
            },
            completion: .choices(names), show: { $0.rawValue }, json: { .string($0.rawValue) })
    }
}

extension ValueKind where Value == [SourceName] {
    /// Source names separated by commas (spaces allowed); an array of names in the config file.
    ///
    /// Whether each names a source is checked once the config file's own sources are known.
    package static let sources = ValueKind(
        parse: { text throws(ValueError) in
            try names(text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmed })
        },
        completion: .sources,
        fromConfig: { value throws(ValueError) in
            if case .string(let text) = value {
                return try names(text.split(separator: ",", omittingEmptySubsequences: false).map { $0.trimmed })
            }
            return try value.stringArray.map { list throws(ValueError) in try names(list.map { $0.trimmed }) }
        },
        show: { $0.map { $0.text }.joined(separator: ", ") }, json: { .array($0.map { .string($0.text) }) })

    /// Source names, if there is at least one and none is empty.
    private static func names(_ names: [String]) throws(ValueError) -> [SourceName] {
        guard !names.isEmpty, names.allSatisfy({ !$0.isEmpty }) else { throw .notSourceNames }
        return names.map { SourceName($0) }
    }
}

extension ValueKind where Value == QuoteTemplate {
    /// An output template; its own errors name the placeholder.
    package static let template = ValueKind(
        parse: { text throws(ValueError) in
            do throws(QuoteTemplate.SyntaxError) {
                return try QuoteTemplate(text)
            } catch {
                throw .notATemplate(error)
            }
        },
        completion: .none, show: { $0.text }, json: { .string($0.text) })
}

extension ValueKind where Value == QuotePattern {
    /// A regular expression, matched case-insensitively.
    package static let pattern = ValueKind(
        parse: { text throws(ValueError) in
            guard let pattern = QuotePattern(text) else { throw .notAPattern }
            return pattern
        },
        completion: .none, show: { $0.text }, json: { .string($0.text) })
}

extension ValueKind where Value == WidthSetting {
    /// A number of columns, 0 for no wrapping; `auto` (the terminal's) when not set.
    package static let width = ValueKind(
        parse: { text throws(ValueError) in
            guard let count = Int(text) else { throw .notAWholeNumber(0...10_000) }
            return try columns(count)
        },
        completion: .none,
        fromConfig: { value throws(ValueError) in
            guard case .integer(let number) = value else { return nil }
            return try columns(number)
        },
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

    /// A width of `count` columns, if it is one: 0 (no wrapping) to 10,000.
    private static func columns(_ count: Int) throws(ValueError) -> WidthSetting {
        guard (0...10_000).contains(count) else { throw .notAWholeNumber(0...10_000) }
        return .columns(count)
    }
}

extension ValueKind {
    /// The same kind, for a setting that may hold no value: `nil` until one is given.
    var optional: ValueKind<Value?> {
        ValueKind<Value?>(
            parse: { text throws(ValueError) in try parse(text) }, completion: completion,
            fromConfig: { value throws(ValueError) in try fromConfig(value).map { Optional($0) } },
            show: { $0.flatMap(show) }, json: { $0.map(json) ?? .null })
    }
}
