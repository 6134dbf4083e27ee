import Foundation

/// Parses arguments and the environment into a ``Command``: a pure function, no I/O.
///
/// Options may come before or after the command, take their value as `--name value` or `--name=value`,
/// and `--` ends them. A flag beats its environment variable, which beats the default.
package enum CommandLineParser {
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
            switch option.takesValue {
            case true:
                guard let value = attached ?? words.popFirst() else { throw UsageError("option \(name) needs a value") }
                try flags.set(option, to: value)
            case false:
                guard attached == nil else { throw UsageError("option \(name) takes no value") }
                if option == .help || option == .shortHelp { return .help }
                if option == .version { return .version }
                flags.set(option)
            }
        }
        guard positionals.count <= 1 else { throw UsageError("unexpected argument '\(positionals[1])'") }
        let action: Action
        switch positionals.first {
        case nil: action = .random
        case "help": return .help
        case let name?:
            guard let named = Action(rawValue: name) else { throw UsageError("unknown command '\(name)'") }
            action = named
        }
        return .quote(try flags.invocation(for: action, environment: environment))
    }

    /// `--name=value` into its name and value; other words into themselves and `nil`.
    private static func split(_ word: String) -> (name: String, value: String?) {
        guard word.hasPrefix("--"), let equals = word.firstIndex(of: "=") else { return (word, nil) }
        return (String(word[..<equals]), String(word[word.index(after: equals)...]))
    }
}

/// Every option `quote` knows, spelled as typed.
package enum Option: String, CaseIterable, Sendable {
    case help = "--help", shortHelp = "-h", version = "--version", json = "--json"
    case endpoint = "--endpoint", cacheFile = "--cache-file", noCache = "--no-cache", timeout = "--timeout"

    /// Whether the option is followed by a value.
    package var takesValue: Bool {
        switch self {
        case .endpoint, .cacheFile, .timeout: true
        case .help, .shortHelp, .version, .json, .noCache: false
        }
    }
}

/// The options seen so far, before defaults and the environment are applied.
private struct Flags {
    var json = false
    var noCache = false
    var endpoint: URL?
    var cacheFile: String?
    var timeout: Duration?

    mutating func set(_ option: Option) {
        switch option {
        case .json: json = true
        case .noCache: noCache = true
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
            timeout: timeout ?? Invocation.defaultTimeout)
    }

    /// An absolute `http` or `https` URL with a host.
    static func endpoint(_ text: String, from source: String) throws(UsageError) -> URL {
        guard let url = URL(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "http" || scheme == "https", let host = url.host, !host.isEmpty
        else { throw UsageError("\(source) must be an http or https URL, not '\(text)'") }
        return url
    }

    /// A positive, finite number of seconds; fractions allowed.
    static func seconds(_ text: String, from source: String) throws(UsageError) -> Duration {
        guard let value = Double(text), value.isFinite, value > 0, value <= 86_400 else {
            throw UsageError("\(source) must be a number of seconds greater than 0, not '\(text)'")
        }
        return .milliseconds(max(1, Int64((value * 1000).rounded())))
    }
}
