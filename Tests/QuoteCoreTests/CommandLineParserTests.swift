import Foundation
import QuoteCore
import Testing

@Suite("Parsing the command line", .timeLimit(.minutes(1)))
struct CommandLineParserTests {
    static let home = ["HOME": "/home/u"]
    static let defaultCache = "/home/u/.cache/quote/last.json"
    static let api = Invocation.defaultEndpoint

    private func parse(_ arguments: [String], _ environment: [String: String] = home) throws(UsageError) -> Command {
        try CommandLineParser.parse(arguments, environment: environment)
    }

    @Test("Commands and flags, in any order", arguments: [
        ([], Invocation(cachePath: defaultCache)),
        (["random"], Invocation(cachePath: defaultCache)),
        (["last"], Invocation(action: .last, cachePath: defaultCache)),
        (["--json"], Invocation(format: .json, cachePath: defaultCache)),
        (["last", "--json"], Invocation(action: .last, format: .json, cachePath: defaultCache)),
        (["--json", "last"], Invocation(action: .last, format: .json, cachePath: defaultCache)),
        (["--no-cache"], Invocation(cachePath: nil)),
        (["--cache-file", "/tmp/q.json"], Invocation(cachePath: "/tmp/q.json")),
        (["--cache-file=/tmp/q.json", "random"], Invocation(cachePath: "/tmp/q.json")),
        (["--timeout", "2.5"], Invocation(cachePath: defaultCache, timeout: .milliseconds(2500))),
        (["--timeout=0.001"], Invocation(cachePath: defaultCache, timeout: .milliseconds(1))),
        (["--endpoint", "http://127.0.0.1:8080/q"], Invocation(endpoint: URL(string: "http://127.0.0.1:8080/q")!, cachePath: defaultCache)),
        (["--endpoint=HTTPS://example.org/q"], Invocation(endpoint: URL(string: "HTTPS://example.org/q")!, cachePath: defaultCache)),
        (["--json", "--", "last"], Invocation(action: .last, format: .json, cachePath: defaultCache)),
    ])
    func invocations(arguments: [String], expected: Invocation) throws {
        #expect(try parse(arguments) == .quote(expected))
    }

    @Test("Help and version", arguments: [
        (["-h"], Command.help), (["--help"], .help), (["help"], .help), (["last", "--help"], .help),
        (["--version"], .version), (["random", "--version"], .version),
    ])
    func helpAndVersion(arguments: [String], expected: Command) throws {
        #expect(try parse(arguments) == expected)
    }

    @Test("Usage errors say what is wrong", arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["-x"], "unknown option '-x'"),
        (["tomorrow"], "unknown command 'tomorrow'"),
        (["-"], "unknown command '-'"),
        (["random", "last"], "unexpected argument 'last'"),
        (["--", "--json"], "unknown command '--json'"),
        (["--timeout"], "option --timeout needs a value"),
        (["--timeout", "abc"], "--timeout must be a number of seconds greater than 0, not 'abc'"),
        (["--timeout", "-1"], "--timeout must be a number of seconds greater than 0, not '-1'"),
        (["--timeout", "0"], "--timeout must be a number of seconds greater than 0, not '0'"),
        (["--timeout", "nan"], "--timeout must be a number of seconds greater than 0, not 'nan'"),
        (["--timeout", "inf"], "--timeout must be a number of seconds greater than 0, not 'inf'"),
        (["--endpoint", "ftp://x"], "--endpoint must be an http or https URL, not 'ftp://x'"),
        (["--endpoint", "not a url"], "--endpoint must be an http or https URL, not 'not a url'"),
        (["--endpoint", "http://"], "--endpoint must be an http or https URL, not 'http://'"),
        (["--endpoint="], "--endpoint must be an http or https URL, not ''"),
        (["--cache-file="], "--cache-file needs a path"),
        (["--json=yes"], "option --json takes no value"),
        (["last", "--no-cache"], "'last' reads the cache, so it cannot be used with --no-cache"),
    ])
    func usageErrors(arguments: [String], message: String) {
        #expect(throws: UsageError(message)) { try parse(arguments) }
    }

    @Test("The endpoint: flag over QUOTE_API_URL over the default")
    func endpointPrecedence() throws {
        let environment = ["QUOTE_API_URL": "http://env.test/q", "HOME": "/h"]
        #expect(try parse([], environment) == .quote(Invocation(endpoint: URL(string: "http://env.test/q")!, cachePath: "/h/.cache/quote/last.json")))
        guard case .quote(let flagged) = try parse(["--endpoint", "https://flag.test/q"], environment) else { Issue.record(); return }
        #expect(flagged.endpoint.absoluteString == "https://flag.test/q")
        guard case .quote(let fallback) = try parse([], ["QUOTE_API_URL": ""]) else { Issue.record(); return }
        #expect(fallback.endpoint == Self.api)
        #expect(throws: UsageError("QUOTE_API_URL must be an http or https URL, not 'ftp://env'")) {
            try parse([], ["QUOTE_API_URL": "ftp://env"])
        }
    }

    @Test("The cache: --cache-file over QUOTE_CACHE_FILE; no location at all is no cache")
    func cachePrecedence() throws {
        guard case .quote(let flagged) = try parse(["--cache-file", "/f.json"], ["QUOTE_CACHE_FILE": "/e.json"]) else { Issue.record(); return }
        #expect(flagged.cachePath == "/f.json")
        guard case .quote(let nowhere) = try parse([], [:]) else { Issue.record(); return }
        #expect(nowhere.cachePath == nil)
    }
}
