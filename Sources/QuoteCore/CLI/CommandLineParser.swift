
/// Parses arguments and the environment into a ``Command``: a pure function, no I/O.
///
/// Options may come before or after the command, take their value as `--name value` or `--name=value`,
/// and `--` ends them. A flag beats its environment variable, which beats the default.
package enum CommandLineParser {
    /// The commands, as typed, in the order help lists them.
    package static let commands = Action.allCases.map(\.rawValue) + ["completions", "help"]

    /// Parses `arguments` (without the program name).
    ///
    /// - Parameters:
    ///   - arguments: the words after `quote`.
    ///   - environment: the process environment; `QUOTE_API_URL`, `QUOTE_CACHE_FILE`, `XDG_CACHE_HOME`
    ///     and `HOME` are read.
    /// - Throws: ``UsageError`` for anything not understood.
    package static func parse(_ arguments: [String], environment: [String: String]) throws(UsageError) -> Command {
        var words = arguments[...]
        var positionals: [String] = []
        var flags = Flags()
        while let word = words.popFirst() {
            if word == "--" {
                positionals += words
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                positionals.append(word)
                continue
            }
            let (name, attached) = split(word)
            guard let option = Option(rawValue: name) else { throw UsageError("unknown option '\(name)'") }
            if option.valueName != nil {
                guard let value = attached ?? words.popFirst() else { throw UsageError("option \(name) needs a value") }
                try flags.set(option, to: value)
            } else {
                guard attached == nil else { throw UsageError("option \(name) takes no value") }
                if option == .help || option == .shortHelp { return .help }
                if option == .version { return .version }
                flags.set(option)
            }
        }
        switch positionals.first {
        case "help": return .help
        case "completions":
            guard positionals.count == 2, let shell = Shell(rawValue: positionals[1]) else {
                throw UsageError("'completions' needs one of: \(Shell.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            return .completions(shell)
        default:
            guard positionals.count <= 1 else { throw UsageError("unexpected argument '\(positionals[1])'") }
            let name = positionals.first ?? Action.random.rawValue
            guard let action = Action(rawValue: name) else { throw UsageError("unknown command '\(name)'") }
            return .quote(try flags.invocation(for: action, environment: environment))
        }
    }

    /// `--name=value` into its name and value; other words into themselves and `nil`.
    private static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}

/// The options seen so far, before defaults and the environment are applied.
private struct Flags {
    var json = false
    var noCache = false
    var offline = false
    var endpoint: URL?
    var cacheFile: String?
    var timeout: Duration?
    var retries: Int?
    var width: WidthSetting?
    var color: ColorMode?

    mutating func set(_ flag: Option) {
        switch flag {
        case .json: json = true
        case .noCache: noCache = true
        case .offline: offline = true
        default: break
        }
    }

    mutating func set(_ option: Option, to value: String) throws(UsageError) {
        switch option {
        case .endpoint: endpoint = try Self.endpoint(value, from: "--endpoint")
        case .cacheFile:
            guard !value.isEmpty else { throw UsageError("--cache-file needs a path") }
            cacheFile = value
        case .timeout: timeout = try Self.seconds(value, from: "--timeout")
        case .retries: retries = try Self.whole(value, in: 0...5, from: "--retries")
        case .width: width = .columns(try Self.whole(value, in: 0...10_000, from: "--width"))
        case .color:
            guard let mode = ColorMode(rawValue: value) else {
                throw UsageError("--color must be auto, always or never, not '\(value)'")
            }
            color = mode
        default: break
        }
    }

    /// Applies the environment and the defaults.
    func invocation(for action: Action, environment: [String: String]) throws(UsageError) -> Invocation {
        if action == .last && noCache { throw UsageError("'last' reads the cache, so it cannot be used with --no-cache") }
        let environmentEndpoint = try environment["QUOTE_API_URL"].flatMap { value throws(UsageError) in
            value.isEmpty ? nil : try Self.endpoint(value, from: "QUOTE_API_URL")
        }
        return Invocation(
            action: action,
            format: json ? .json : .text,
            endpoint: endpoint ?? environmentEndpoint ?? Invocation.defaultEndpoint,
            cachePath: noCache ? nil : cacheFile ?? CacheLocation.path(environment: environment),
            timeout: timeout,
            retries: retries ?? Invocation.defaultRetries,
            offline: offline,
            width: width ?? .auto,
            color: color ?? .auto)
    }

    /// An absolute `http` or `https` URL with a host.
    static func endpoint(_ text: String, from source: String) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { throw UsageError("\(source) must be an http or https URL, not '\(text)'") }
        return url
    }

    /// A positive, finite number of seconds, at most a day; fractions allowed.
    static func seconds(_ text: String, from source: String) throws(UsageError) -> Duration {
        guard let value = Double(text), value.isFinite, value > 0, value <= 86_400 else {
            throw UsageError("\(source) must be a number of seconds greater than 0, not '\(text)'")
        }
        return .milliseconds(max(1, Int64((value * 1000).rounded())))
    }

    /// A whole number within `range`.
    static func whole(_ text: String, in range: ClosedRange<Int>, from source: String) throws(UsageError) -> Int {
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("\(source) must be a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }
}
