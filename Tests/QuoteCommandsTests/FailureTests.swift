import Foundation
import QuoteCommands
import QuoteConfig
import QuoteHTTP
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteSupply
import QuoteTestSupport
import Testing

/// The failure table, walked case by case: every layer's error becomes exactly this line and this exit code.
@Suite("The failure table", .timeLimit(.minutes(1)))
struct FailureTests {
    static let url = URL(string: "https://quotes.test/random")!
    static let fetching = "cannot fetch a quote from https://quotes.test/random: "
    static let invalid = "invalid response from https://quotes.test/random: "

    private static func fetch(_ failure: FetchError.Failure, attempts: Int = 1) -> SourceError {
        .fetch(FetchError(url: url, failure: failure, attempts: attempts))
    }

    private static func answer(_ error: AnswerError) -> SourceError {
        .invalidAnswer(url: url, error)
    }

    private static func config(_ problem: ConfigProblem, line: Int? = 3) -> ConfigError {
        ConfigError(path: "/c.toml", line: line, problem)
    }

    private static func source(_ problem: SourceProblem) -> ConfigError {
        ConfigError(path: "/c.toml", line: 2, .source("mine", problem))
    }

    /// One of every case of every error a command can throw, with the line it must read and the exit code.
    static let samples: [(error: any Error & Sendable, code: ExitCode, line: String)] = [
        // The command line
        (UsageError.unknownOption("--bogus"), .usage, "unknown option '--bogus'"),
        (UsageError.optionTakesNoValue("--json"), .usage, "option --json takes no value"),
        (UsageError.optionNeedsValue("--timeout"), .usage, "option --timeout needs a value"),
        (
            UsageError.badValue(name: "--retries", value: "6", .notAWholeNumber(0...5)), .usage,
            "--retries must be a whole number from 0 to 5, not '6'"
        ),
        (UsageError.conflict("--offline", "--source"), .usage, "--offline and --source cannot be used together"),
        (
            UsageError.onlyFor("-n", commands: ["history"], typed: "-n 5"), .usage,
            "option -n is only for 'history'; did you mean 'quote history -n 5'?"
        ),
        (
            UsageError.onlyFor("--fresh", commands: ["random", "today"], typed: "--fresh"), .usage,
            "option --fresh is only for 'random', 'today'"
        ),
        (UsageError.unknownCommand("tomorrow"), .usage, "unknown command 'tomorrow'"),
        (UsageError.unknownCommand("tody"), .usage, "unknown command 'tody'; did you mean 'today'?"),
        (UsageError.unknownOption("--jsn"), .usage, "unknown option '--jsn'; did you mean '--json'?"),
        (UsageError.unexpectedArgument("last"), .usage, "unexpected argument 'last'"),
        (UsageError.completionsNeedsShell(["bash", "zsh", "fish"]), .usage, "'completions' needs one of: bash, zsh, fish"),
        (UsageError.unsaveNeedsNumber(nil), .usage, "'unsave' needs the number of a saved quote, as 'quote saved' lists them"),
        (
            UsageError.unsaveNeedsNumber("x"), .usage,
            "'unsave' needs the number of a saved quote, as 'quote saved' lists them: 'x'"
        ),
        (
            UsageError.saveNeedsNumber("x"), .usage,
            "'save' takes nothing, or the number of a history entry, as 'quote history' shows them: 'x'"
        ),
        (
            CommandError.noHistoryEntry(number: 9, count: 3), .usage,
            "there is no history entry number 9 (they are numbered 1 to 3, as quote history shows them)"
        ),
        (CommandError.noHistoryEntry(number: 1, count: 0), .usage, "there is no history entry number 1 (the history is empty)"),
        (
            CommandError.unreadable(path: "/h", .unreadable(SystemError(EACCES))), .noInput,
            "cannot read /h: \(String(cString: strerror(EACCES)))"
        ),
        (UsageError.lastWithNoCache, .usage, "'last' reads the cache, so it cannot be used with --no-cache"),
        (
            PlanError.unknownSource(setting: "--source", name: "nope", known: ["happiness", "builtin"]), .usage,
            "--source names an unknown source 'nope' (known: happiness, builtin)"
        ),
        (
            PlanError.endpointWithSeveralSources(setting: "QUOTE_API_URL", sources: ["zenquotes", "dummyjson"]), .usage,
            "QUOTE_API_URL replaces the URL of one network source, but the sources are zenquotes, dummyjson"
        ),
        (UsageError.noSavedQuoteNumber(4, count: 2), .usage, "there is no saved quote number 4 (they are numbered 1 to 2)"),
        (UsageError.noSavedQuoteNumber(1, count: 0), .usage, "there is no saved quote number 1 (none are saved)"),
        (UsageError.fortunePercentWithoutFile("30%"), .usage, "30% must be followed by a file or folder"),
        (UsageError.fortunePercentNotWhole("33.3%"), .usage, "percentages are whole numbers, not '33.3%'"),
        (UsageError.fortunePercentOver100("120%"), .usage, "a percentage is 100 at most, not '120%'"),
        (FortuneSelection.Problem.over(140), .usage, "the percentages add up to 140%, more than 100%"),
        (
            FortuneSelection.Problem.nothingLeft("/f/wise"), .usage,
            "the percentages add up to 100%, which leaves nothing for /f/wise"
        ),
        (FortuneSelection.Problem.residual(30), .usage, "the percentages leave 30% with no name without a percentage to take it"),
        (
            FortuneSelection.Problem.notFound("nosuch", searched: ["/f"]), .noInput,
            "no fortune file or folder named 'nosuch' in /f, nor in the current folder"
        ),
        (FortuneSelection.Problem.noSuchPath("/nonexistent"), .noInput, "/nonexistent: No such file or directory"),
        (
            FortuneSelection.Problem.noFilesIn("/f/empty"), .noInput,
            "/f/empty holds no fortune file (one needs its index, NAME.dat, which strfile makes)"
        ),
        (FortuneSelection.Problem.notAFortuneFile("/f/a.dat"), .noInput, "/f/a.dat is not a fortune file"),
        (FortuneSelection.Problem.noneFound(searched: ["/a"]), .noInput, "no fortune files found in /a"),
        (
            FortuneSelection.Problem.noneUsable(searched: ["/a"], skipped: [SkippedFortuneFile(path: "/a/b", problem: .binary)]),
            .noInput, "none of the 1 fortune files found in /a can be used: /a/b: not text (it holds a NUL byte)"
        ),
        (UsageError.fortuneBadPattern("("), .usage, "-m must be a valid regular expression, not '('"),
        (
            SourceError.noFortuneMatched(conditions: "-m 'zzz'", count: 15), .noInput,
            "no fortune of the 15 looked at matches -m 'zzz'"
        ),

        // Values, as the environment gives them
        (SettingError(name: "QUOTE_HISTORY", value: "", problem: .empty), .usage, "QUOTE_HISTORY must not be empty"),
        (SettingError(name: "--cache-file", value: "", problem: .notAPath), .usage, "--cache-file must be a path, not ''"),
        (
            SettingError(name: "QUOTE_API_URL", value: "ftp://env", problem: .notAWebURL), .usage,
            "QUOTE_API_URL must be an http or https URL, not 'ftp://env'"
        ),
        (
            SettingError(name: "--timeout", value: "abc", problem: .notSeconds(maximum: LocalDay.seconds)), .usage,
            "--timeout must be a number of seconds greater than 0, at most 86400, not 'abc'"
        ),
        (
            SettingError(name: "--lang", value: "korean", problem: .notALanguage), .usage,
            "--lang must be a two-letter language code such as ko or en, not 'korean'"
        ),
        (
            SettingError(name: "--every", value: "90s", problem: .notAWindow), .usage,
            "--every must be a duration such as 15m, 1h or 1d, whole minutes up to a day or whole days up to 7d, not '90s'"
        ),
        (
            SettingError(name: "--width", value: "-1", problem: .notAWholeNumber(0...10_000)), .usage,
            "--width must be a whole number from 0 to 10000, not '-1'"
        ),
        (
            SettingError(name: "QUOTE_HISTORY", value: "maybe", problem: .notOnOrOff), .usage,
            "QUOTE_HISTORY must be on or off, not 'maybe'"
        ),
        (SettingError(name: "--json", value: "yes", problem: .notTrueOrFalse), .usage, "--json must be true or false, not 'yes'"),
        (
            SettingError(name: "--color", value: "red", problem: .notOneOf(["auto", "always", "never"])), .usage,
            "--color must be auto, always or never, not 'red'"
        ),
        (
            SettingError(name: "QUOTE_SOURCE", value: "a,,b", problem: .notSourceNames), .usage,
            "QUOTE_SOURCE must be source names separated by commas, not 'a,,b'"
        ),
        (
            SettingError(name: "--match", value: "(", problem: .notAPattern), .usage,
            "--match must be a valid regular expression, not '('"
        ),
        (
            SettingError(name: "--format", value: "{content", problem: .notATemplate(.unclosedBrace)), .usage,
            "--format has a '{' that is not closed, not '{content'"
        ),
        (
            SettingError(name: "--format", value: "}", problem: .notATemplate(.strayBrace)), .usage,
            "--format has a '}' that closes nothing (write '}}' for a brace), not '}'"
        ),
        (
            SettingError(name: "--format", value: "{quote}", problem: .notATemplate(.unknownPlaceholder("quote"))), .usage,
            "--format has an unknown placeholder '{quote}' (known: {content}, {translation}, {lang}, {translationLang}, {author}, {authorTitle}, {description}, {link}, {source}, {id}, {fetchedAt}, {date}, {number}, {attribution})"
        ),

        // The config file
        (config(.noSuchFile, line: nil), .config, "/c.toml: no such file"),
        (config(.tooLarge(limitKiB: 1024), line: nil), .config, "/c.toml: larger than 1024 KiB; not a config file"),
        (config(.unreadable(SystemError(EACCES)), line: nil), .config, "/c.toml: Permission denied"),
        (config(.notUTF8, line: nil), .config, "/c.toml: not UTF-8 text"),
        (config(.arrayOfTables), .config, "/c.toml:3: arrays of tables ([[...]]) are not supported"),
        (config(.tableDefinedTwice("t")), .config, "/c.toml:3: table [t] is defined twice"),
        (config(.keyDefinedTwice("a", firstLine: 1)), .config, "/c.toml:3: 'a' is defined twice (first on line 1)"),
        (config(.keyIsNotATable("a", valueLine: 1)), .config, "/c.toml:3: 'a' is already a value (line 1), not a table"),
        (config(.expected("=", found: .character("x"))), .config, "/c.toml:3: expected '=', found 'x'"),
        (config(.expected("]", found: .endOfLine)), .config, "/c.toml:3: expected ']' at the end of the line"),
        (config(.textAfterValue(found: .character("b"))), .config, "/c.toml:3: unexpected text after the value, found 'b'"),
        (
            config(.textAfterValue(found: .endOfLine)), .config,
            "/c.toml:3: unexpected text after the value at the end of the line"
        ),
        (config(.expectedKey(found: .character("="))), .config, "/c.toml:3: expected a key, found '='"),
        (config(.expectedKey(found: .endOfLine)), .config, "/c.toml:3: expected a key at the end of the line"),
        (config(.expectedValue), .config, "/c.toml:3: expected a value"),
        (config(.multilineString), .config, "/c.toml:3: multi-line strings are not supported"),
        (config(.controlCharacterInString), .config, "/c.toml:3: a control character in a string"),
        (config(.unclosedString), .config, "/c.toml:3: a string is not closed"),
        (config(.badUnicodeEscape("u")), .config, "/c.toml:3: a bad \\u escape"),
        (config(.unknownEscape("q")), .config, "/c.toml:3: an unknown escape '\\q'"),
        (config(.arrayNotOnOneLine), .config, "/c.toml:3: arrays must be on one line"),
        (config(.expectedCommaOrBracket(found: .character("2"))), .config, "/c.toml:3: expected ',' or ']', found '2'"),
        (config(.expectedCommaOrBracket(found: .endOfLine)), .config, "/c.toml:3: expected ',' or ']' at the end of the line"),
        (config(.inlineTableNotOnOneLine), .config, "/c.toml:3: inline tables must be on one line"),
        (config(.expectedCommaOrBrace(found: .character("x"))), .config, "/c.toml:3: expected ',' or '}', found 'x'"),
        (config(.expectedCommaOrBrace(found: .endOfLine)), .config, "/c.toml:3: expected ',' or '}' at the end of the line"),
        (config(.dateOrTime), .config, "/c.toml:3: dates and times are not supported"),
        (config(.notAValue("nope")), .config, "/c.toml:3: 'nope' is not a value (strings need quotes)"),
        (config(.sourcesNotTables), .config, "/c.toml:3: 'sources' must be tables: [sources.NAME]"),
        (config(.sourceNotATable("x")), .config, "/c.toml:3: sources.x must be a table: [sources.x]"),
        (config(.unknownTable("colours")), .config, "/c.toml:3: unknown table [colours]"),
        (config(.unknownKey("colour")), .config, "/c.toml:3: unknown key 'colour'; did you mean 'color'?"),
        (config(.wrongType("width", .string)), .config, "/c.toml:3: 'width' cannot be a string"),
        (config(.wrongType("timeout", .boolean)), .config, "/c.toml:3: 'timeout' cannot be a boolean"),
        (config(.wrongType("a", .integer)), .config, "/c.toml:3: 'a' cannot be an integer"),
        (config(.wrongType("a", .decimal)), .config, "/c.toml:3: 'a' cannot be a decimal"),
        (config(.wrongType("a", .array)), .config, "/c.toml:3: 'a' cannot be an array"),
        (config(.wrongType("a", .table)), .config, "/c.toml:3: 'a' cannot be a table"),
        (config(.conflict("offline", "source")), .config, "/c.toml:3: 'offline' and 'source' cannot be used together"),
        (
            config(.unknownSource("nope", known: ["happiness", "builtin"])), .config,
            "/c.toml:3: unknown source 'nope' (known: happiness, builtin)"
        ),
        (
            config(.badValue(key: "retries", value: "9", .notAWholeNumber(0...5))), .config,
            "/c.toml:3: retries must be a whole number from 0 to 5, not '9'"
        ),
        (source(.badName), .config, "/c.toml:2: sources.mine: a source's name takes letters, digits, '-' and '_'"),
        (source(.builtInName), .config, "/c.toml:2: sources.mine: 'mine' is a built-in source; choose another name"),
        (
            source(.unknownKey("quote", known: ["url", "headers", "content", "author", "id", "description", "link"])), .config,
            "/c.toml:2: sources.mine: unknown key 'quote' (known: url, headers, content, author, id, description, link)"
        ),
        (source(.notAString("url", .integer)), .config, "/c.toml:2: sources.mine: 'url' must be a string, not an integer"),
        (
            source(.notAPointer("content", .noLeadingSlash)), .config,
            "/c.toml:2: sources.mine: 'content' is not a JSON Pointer: it must start with '/'"
        ),
        (
            source(.notAPointer("author", .badTilde)), .config,
            "/c.toml:2: sources.mine: 'author' is not a JSON Pointer: '~' must be followed by 0 or 1"
        ),
        (source(.missing("url")), .config, "/c.toml:2: sources.mine: 'url' is missing"),
        (source(.missing("content")), .config, "/c.toml:2: sources.mine: 'content' (a JSON Pointer) is missing"),
        (
            source(.badURL("ftp://x", .notAWebURL)), .config,
            "/c.toml:2: sources.mine: 'url' must be an http or https URL, not 'ftp://x'"
        ),
        (source(.headersNotATable(.string)), .config, "/c.toml:2: sources.mine: 'headers' must be a table, not a string"),
        (source(.headerNotAString("K")), .config, "/c.toml:2: sources.mine: header 'K' must be a string"),
        (source(.notAHeaderName("Bad Name")), .config, "/c.toml:2: sources.mine: 'Bad Name' is not a header name"),
        (source(.headerHoldsControl("K")), .config, "/c.toml:2: sources.mine: header 'K' holds a control character"),
        (
            source(.badLanguage("french")), .config,
            "/c.toml:2: sources.mine: 'lang' must be a two-letter language code such as ko or en, not 'french'"
        ),
        (
            source(.badRate("5 per minute")), .config,
            "/c.toml:2: sources.mine: 'rate' must be requests per period, as \"5/30s\", \"2/1m\" or \"100/1h\", not '5 per minute'"
        ),

        // Fetching
        (fetch(.transport(.connectionRefused)), .unavailable, fetching + "connection refused"),
        (fetch(.transport(.connectionRefused), attempts: 3), .unavailable, fetching + "connection refused (after 3 attempts)"),
        (fetch(.transport(.connectionLost())), .unavailable, fetching + "connection lost before the response was complete"),
        (
            fetch(.transport(.connectionLost(detail: "reset"))), .unavailable,
            fetching + "connection lost before the response was complete (reset)"
        ),
        (fetch(.transport(.hostNotFound)), .unavailable, fetching + "host not found"),
        (fetch(.transport(.certificateUntrusted())), .unavailable, fetching + "TLS: certificate not trusted"),
        (
            fetch(.transport(.certificateUntrusted(detail: "SSL certificate problem: self-signed certificate"))), .unavailable,
            fetching + "TLS: certificate not trusted (SSL certificate problem: self-signed certificate)"
        ),
        (fetch(.transport(.secureConnectionFailed())), .unavailable, fetching + "TLS: secure connection failed"),
        (
            fetch(.transport(.secureConnectionFailed(detail: "bad"))), .unavailable,
            fetching + "TLS: secure connection failed (bad)"
        ),
        (fetch(.transport(.timedOut)), .unavailable, fetching + "timed out"),
        (fetch(.transport(.connectTimedOut)), .unavailable, fetching + "the server did not accept the connection in time"),
        (
            fetch(.transport(.redirectRefused(to: "http://user:pw@quotes.test/", .leavesHTTPS))), .unavailable,
            fetching + "redirect to http://user:***@quotes.test/ refused: it leaves https"
        ),
        (
            fetch(.transport(.redirectRefused(to: "ftp://quotes.test/", .notHTTP))), .unavailable,
            fetching + "redirect to ftp://quotes.test/ refused: only http and https are followed"
        ),
        (
            fetch(.transport(.redirectRefused(to: "/a b", .notAURL))), .unavailable,
            fetching + "redirect to /a b refused: it is not a URL"
        ),
        (
            fetch(.transport(.redirectRefused(to: "https://quotes.test/11", .tooMany))), .unavailable,
            fetching + "redirect to https://quotes.test/11 refused: more than 10 redirects"
        ),
        (
            fetch(.transport(.lookupTimedOut(host: "quotes.test"))), .unavailable,
            fetching + "the name lookup of quotes.test timed out"
        ),
        (
            fetch(.transport(.proxyFailed(proxy: "proxy.test:3128", .notFound))), .unavailable,
            fetching + "proxy proxy.test:3128 not found"
        ),
        (
            fetch(.transport(.proxyFailed(proxy: "proxy.test:3128", .connectionRefused))), .unavailable,
            fetching + "proxy proxy.test:3128 refused the connection"
        ),
        (
            fetch(.transport(.proxyFailed(proxy: "proxy.test:3128", .connectionLost(detail: nil)))), .unavailable,
            fetching + "proxy proxy.test:3128 closed the connection"
        ),
        (
            fetch(.transport(.proxyFailed(proxy: "proxy.test:3128", .connectionLost(detail: "Empty reply from server")))),
            .unavailable, fetching + "proxy proxy.test:3128 closed the connection (Empty reply from server)"
        ),
        (
            fetch(.transport(.proxyFailed(proxy: "proxy.test:3128", .refused(status: 403)))), .unavailable,
            fetching + "proxy proxy.test:3128 refused the tunnel: HTTP 403 Forbidden"
        ),
        (
            fetch(.transport(.libraryUnavailable("libcurl.so.4: cannot open shared object file"))), .unavailable,
            fetching
                + "libcurl could not be loaded (libcurl.so.4: cannot open shared object file); install libcurl4 (Debian, Ubuntu) or libcurl (Fedora, Arch)"
        ),
        (fetch(.transport(.noThread)), .unavailable, fetching + "no thread could be started for the transfer"),
        (fetch(.transport(.notConnected)), .unavailable, fetching + "not connected to the internet"),
        (fetch(.transport(.other("Failed initialization"))), .unavailable, fetching + "Failed initialization"),
        (fetch(.transport(.bodyTooLarge(limit: 1 << 20))), .invalidResponse, invalid + "response is larger than 1024 KiB"),
        (
            fetch(.transport(.headersTooLarge(limit: 64 << 10))), .invalidResponse,
            invalid + "response headers are larger than 64 KiB"
        ),
        (
            fetch(.transport(.unsupportedEncoding("br"))), .invalidResponse,
            invalid + "the answer is encoded as 'br'; only gzip and deflate are accepted"
        ),
        (fetch(.deadline(.seconds(3))), .unavailable, fetching + "no complete answer within 3 s"),
        (
            fetch(.refused(wait: .seconds(12))), .unavailable,
            fetching + "not asked: its request budget allows the next request in 12 s"
        ),
        (
            fetch(.deadline(.milliseconds(2500)), attempts: 2), .unavailable,
            fetching + "no complete answer within 2.5 s (after 2 attempts)"
        ),
        (fetch(.status(404, retryAfter: nil)), .unavailable, fetching + "HTTP 404 Not Found"),
        (
            fetch(.status(503, retryAfter: .seconds(1)), attempts: 3), .unavailable,
            fetching + "HTTP 503 Service Unavailable (after 3 attempts)"
        ),
        (fetch(.status(418, retryAfter: nil)), .unavailable, fetching + "HTTP 418"),
        (fetch(.unexpectedStatus(304)), .invalidResponse, invalid + "unexpected HTTP status 304"),

        // Answers
        (answer(.emptyBody), .invalidResponse, invalid + "empty body"),
        (answer(.notJSON(contentType: nil)), .invalidResponse, invalid + "body is not valid JSON"),
        (
            answer(.notJSON(contentType: "text/html; charset=utf-8")), .invalidResponse,
            invalid + "body is not valid JSON (text/html; charset=utf-8)"
        ),
        (answer(.wrongShape), .invalidResponse, invalid + "body has the wrong shape"),
        (answer(.missingField("data.content")), .invalidResponse, invalid + "missing field \"data.content\""),
        (answer(.wrongType("data.id")), .invalidResponse, invalid + "field \"data.id\" has the wrong type"),
        (answer(.emptyContent), .invalidResponse, invalid + "quote has empty content"),
        (answer(.emptyAuthor), .invalidResponse, invalid + "quote has an empty author"),
        (answer(.bodyStatus(201, message: "Created")), .invalidResponse, invalid + "body reports statusCode 201 (Created)"),
        (answer(.bodyStatus(500, message: nil)), .invalidResponse, invalid + "body reports statusCode 500"),
        (answer(.noData), .invalidResponse, invalid + "body has no \"data\" object"),
        (answer(.emptyList), .invalidResponse, invalid + "body is an empty list"),
        (
            answer(.pointerFindsNothing(field: "content", pointer: "/0/text")), .invalidResponse,
            invalid + "content pointer '/0/text' finds nothing"
        ),
        (
            answer(.pointerFindsWrongKind(field: "content", pointer: "/0", found: .object, expected: .string)),
            .invalidResponse, invalid + "content pointer '/0' finds an object, not a string"
        ),
        (
            answer(.pointerFindsWrongKind(field: "items", pointer: "/data", found: .object, expected: .array)),
            .invalidResponse, invalid + "items pointer '/data' finds an object, not a list"
        ),
        (
            answer(.pointerFindsWrongKind(field: "id", pointer: "/0", found: .array, expected: .wholeNumberOrString)),
            .invalidResponse, invalid + "id pointer '/0' finds an array, not a whole number or a string"
        ),
        (
            answer(.pointerFindsWrongKind(field: "a", pointer: "/n", found: .null, expected: .string)),
            .invalidResponse, invalid + "a pointer '/n' finds null, not a string"
        ),
        (
            answer(.pointerFindsWrongKind(field: "a", pointer: "/b", found: .boolean, expected: .string)),
            .invalidResponse, invalid + "a pointer '/b' finds a boolean, not a string"
        ),
        (
            answer(.pointerFindsWrongKind(field: "a", pointer: "/w", found: .wholeNumber, expected: .string)),
            .invalidResponse, invalid + "a pointer '/w' finds a whole number, not a string"
        ),
        (
            answer(.pointerFindsWrongKind(field: "id", pointer: "/d", found: .decimalNumber, expected: .wholeNumberOrString)),
            .invalidResponse, invalid + "id pointer '/d' finds a decimal number, not a whole number or a string"
        ),
        (
            answer(.pointerFindsWrongKind(field: "id", pointer: "/s", found: .string, expected: .wholeNumberOrString)),
            .invalidResponse, invalid + "id pointer '/s' finds a string, not a whole number or a string"
        ),
        (
            answer(.rateLimited("Too many requests.")), .invalidResponse,
            "invalid response from https://quotes.test/random: rate limited (Too many requests.)"
        ),

        // Sources
        (
            SourceError.noMatchFetched(filter: QuoteFilter(author: "twain"), asked: 5, source: "zenquotes"), .noInput,
            "zenquotes: no quote matched --author 'twain' in the 5 fetched"
        ),
        (
            SourceError.noMatchAmong(filter: QuoteFilter(maxLength: 3), count: 165, source: "builtin"), .noInput,
            "builtin: no quote matched --max-length 3 among its 165"
        ),
        (SourceError.empty(source: "fortune"), .noInput, "fortune: it holds no quotes"),
        (SourceError.noFortuneFiles(searched: ["/a", "/b"]), .noInput, "no fortune files found in /a, /b"),
        (
            SourceError.noUsableFortuneFiles(
                found: 3, searched: ["/f"],
                skipped: [
                    SkippedFortuneFile(path: "/f/a", problem: .unreadable(.missing)),
                    SkippedFortuneFile(path: "/f/b", problem: .unreadable(.tooLarge)),
                    SkippedFortuneFile(path: "/f/c", problem: .indexMismatch(index: "/f/c.dat")),
                ]), .noInput,
            "none of the 3 fortune files found in /f can be used: /f/a: no such file; /f/b: too large; "
                + "/f/c: its index /f/c.dat does not match it"
        ),
        (
            SourceError.noUsableFortuneFiles(
                found: 3, searched: ["/f"],
                skipped: [
                    SkippedFortuneFile(path: "/f/a", problem: .tooLarge), SkippedFortuneFile(path: "/f/b", problem: .binary),
                    SkippedFortuneFile(path: "/f/d", problem: .unreadable(.unreadable(SystemError(EACCES)))),
                ]), .noInput,
            "none of the 3 fortune files found in /f can be used: /f/a: larger than 16 MiB, with no current strfile index; "
                + "/f/b: not text (it holds a NUL byte); /f/d: Permission denied"
        ),
        (SourceError.noSavedQuotes, .noInput, "no saved quotes (quote save keeps the last quote)"),
        (SourceError.noFortunes(in: ["/f/empty", "/f/blank"]), .noInput, "no fortune in /f/empty, /f/blank"),
        (
            SourceError.otherLanguage(source: "zenquotes", language: "en", wanted: "ko"), .noInput,
            "zenquotes: not asked: its quotes are in en, not in ko as --lang asks"
        ),
        (SourceError.deadlinePassed, .noInput, "no source gave a quote before the deadline"),
        (
            SourceError.rateLimited(
                RateLimited(
                    source: "zenquotes", until: Date(timeIntervalSince1970: 12.3), now: Date(timeIntervalSince1970: 0),
                    cause: .budget(RequestBudget(5, per: .seconds(30))))), .tryLater,
            "zenquotes: not asked: over its rate limit of 5 per 30 s; the next request may go in 13 s"
        ),
        (
            SourceError.rateLimited(
                RateLimited(
                    source: "zenquotes", until: Date(timeIntervalSince1970: 60), now: Date(timeIntervalSince1970: 0),
                    cause: .server)),
            .tryLater, "zenquotes: the server asked to be left alone for now (rate limit); the next request may go in 60 s"
        ),
        (
            SourceError.rateLimited(
                RateLimited(
                    source: "zenquotes", until: Date(timeIntervalSince1970: 30), now: Date(timeIntervalSince1970: 0),
                    cause: .standIn("Too many requests"))),
            .tryLater,
            "zenquotes: the server sent a rate-limit notice instead of a quote (Too many requests); the next request may go in 30 s"
        ),

        // Files
        (CommandError.noCacheLocation, .noInput, "no cache location: set HOME or QUOTE_CACHE_FILE, or pass --cache-file"),
        (
            CommandError.noCachedQuote(path: "/h/last.json"), .noInput,
            "no cached quote in /h/last.json (run 'quote' to fetch one)"
        ),
        (CommandError.noHistoryLocation, .noInput, "no history location: set HOME or QUOTE_HISTORY_FILE"),
        (CommandError.noSavedLocation, .noInput, "no place for saved quotes: set HOME or XDG_DATA_HOME"),
        (
            CommandError.saveFailed(FileWriteError(path: "/s", reason: .system(SystemError(ENOSPC)))), .ioError,
            "write error: could not save to /s: No space left on device"
        ),
        (
            CommandError.saveFailed(FileWriteError(path: "/s", reason: .notAFolder("/x"))), .ioError,
            "write error: could not save to /s: /x is not a folder"
        ),
        (
            CommandError.saveFailed(FileWriteError(path: "/dev/null", reason: .notARegularFile)), .ioError,
            "write error: could not save to /dev/null: it is not a regular file, so it is left as it is"
        ),
        (
            CommandError.saveFailed(
                FileWriteError(path: "/s", reason: .lockUnopenable(lock: "/.s.lock", reason: SystemError(EACCES)))), .ioError,
            "write error: could not save to /s: cannot open its lock /.s.lock: Permission denied"
        ),
        (
            CommandError.saveFailed(
                FileWriteError(path: "/s", reason: .lockFailed(lock: "/.s.lock", reason: SystemError(EBADF)))), .ioError,
            "write error: could not save to /s: cannot lock /.s.lock: Bad file descriptor"
        ),
        (
            CommandError.saveFailed(FileWriteError(path: "/s", reason: .lockHeld(lock: "/.s.lock", patience: .seconds(10)))),
            .ioError,
            "write error: could not save to /s: another quote has held its lock /.s.lock for 10 s"
        ),
        (
            CommandError.changeFailed(FileWriteError(path: "/s", reason: .unreadable(.tooLarge))), .ioError,
            "write error: could not change /s: cannot read it (too large), so it is left as it is"
        ),
        (
            CommandError.changeFailed(FileWriteError(path: "/s", reason: .unreadable(.missing))), .ioError,
            "write error: could not change /s: cannot read it (no such file), so it is left as it is"
        ),
        (
            CommandError.changeFailed(FileWriteError(path: "/s", reason: .shortWrite(written: 3, of: 10))), .ioError,
            "write error: could not change /s: only 3 of 10 bytes written"
        ),
        (OutputError(reason: SystemError(ENOSPC)), .ioError, "write error: No space left on device"),
        // An error no layer declares: a bug, said as one, never passed off as another failure.
        (UnforeseenError(), .internalError, "internal error: UnforeseenError(); this is a bug in quote, please report it"),
    ]

    @Test("Each error: its line and its exit code", arguments: samples)
    func translation(error: any Error & Sendable, code: ExitCode, line: String) {
        let failure = Failure(error)
        #expect(failure.message.text(in: .english) == line)
        #expect(failure.exitCode == code)
    }

    @Test("A chain's failure: 75 only when every source asked was rate limited; offline only when none was reached")
    func chainFailure() {
        let url = URL(string: "https://quotes.test/random")!
        let limited = SourceError.rateLimited(
            RateLimited(source: "b", until: Date(timeIntervalSince1970: 5), now: Date(timeIntervalSince1970: 0), cause: .server))
        let unreached = SourceError.fetch(FetchError(url: url, failure: .transport(.hostNotFound)))
        let status = SourceError.fetch(FetchError(url: url, failure: .status(500, retryAfter: nil)))
        func failure(_ errors: [SourceError?]) -> Failure {
            Failure(
                ChainError(
                    misses: errors.enumerated().map { SourceChain.Miss(source: SourceName("s\($0.offset)"), error: $0.element) }))
        }
        #expect(failure([limited, limited]).exitCode == .tryLater)
        #expect(failure([status, limited]).exitCode == .unavailable, "the last was rate limited, the first failed")
        #expect(failure([unreached, nil]).isOffline && failure([unreached, unreached]).isOffline)
        #expect(!failure([unreached, status]).isOffline && !failure([status, unreached]).isOffline)
        #expect(!failure([limited]).isOffline)
        #expect(
            !failure([nil, nil]).isOffline, "a chain that asked nobody (the deadline had passed) is no sign of being offline")
    }

    @Test("A chain's failure names each source once, with its own reason; a rate limit or a language no twice")
    func chainFailureNamesEachSource() {
        let languages = ChainError(misses: [
            SourceChain.Miss(
                source: "korean-advice", error: .otherLanguage(source: "korean-advice", language: "ko", wanted: "en")),
            SourceChain.Miss(source: "happiness", error: .otherLanguage(source: "happiness", language: "ko", wanted: "en")),
        ])
        #expect(
            Failure(languages).message.text(in: .english)
                == "korean-advice: not asked: its quotes are in ko, not in en as --lang asks; "
                + "happiness: not asked: its quotes are in ko, not in en as --lang asks")
        #expect(
            Failure(languages).message.text(in: .korean)
                == "korean-advice: 이 출처의 언어(ko)가 --lang 값(en)과 달라 요청하지 않았습니다. "
                + "happiness: 이 출처의 언어(ko)가 --lang 값(en)과 달라 요청하지 않았습니다")
        let limited = SourceError.rateLimited(
            RateLimited(
                source: "limited", until: Date(timeIntervalSince1970: 120), now: Date(timeIntervalSince1970: 0), cause: .server))
        let budget = SourceError.rateLimited(
            RateLimited(
                source: "slow", until: Date(timeIntervalSince1970: 30), now: Date(timeIntervalSince1970: 0),
                cause: .budget(RequestBudget(1, per: .seconds(30)))))
        let both = Failure(
            ChainError(misses: [
                SourceChain.Miss(source: "limited", error: limited), SourceChain.Miss(source: "slow", error: budget),
            ]))
        #expect(
            both.message.text(in: .english)
                == "limited: the server asked to be left alone for now (rate limit); the next request may go in 120 s; "
                + "slow: not asked: over its rate limit of 1 per 30 s; the next request may go in 30 s")
        #expect(Failure.reason(for: limited).text(in: .english).hasPrefix("the server asked"))
        #expect(Failure(limited).message.text(in: .english).hasPrefix("limited: the server asked"))
    }

    /// One of every warning a source gives, with the line it must read.
    static let warnings: [(warning: SourceWarning, line: String)] = [
        (.fortuneFileSkipped(SkippedFortuneFile(path: "/f/b", problem: .binary)), "skipped /f/b: not text (it holds a NUL byte)"),
        (
            .stateNotKept(
                source: "zenquotes",
                FileWriteError(
                    path: "/s/zenquotes.json", reason: .lockHeld(lock: "/s/.zenquotes.json.lock", patience: .seconds(2)))),
            "could not keep the requests to zenquotes in /s/zenquotes.json, so its rate limit is not counted: another quote has held its lock /s/.zenquotes.json.lock for 2 s"
        ),
    ]

    @Test("Each warning of a source that still serves: its line", arguments: warnings)
    func warning(warning: SourceWarning, line: String) {
        #expect(Failure.message(for: warning).text(in: .english) == line)
    }

    /// The messages that are not failures: those `MessageSamples.notes` calls (notes, confirmations, the words of
    /// help and `quote config`, and the pieces every line is built from).
    static let notFailures = Set(MessageSamples.notes.map { $0(SampleValues()).name })

    @Test("Every message QuoteCommands declares is some failure's, or one of the few that are not", .linuxOnly("an ELF binary"))
    func everyMessageReached() throws {
        // The messages a message is made of (its values, lists of clauses included), by case name.
        func names(_ value: Any) -> Set<String> {
            var found: Set<String> = []
            if let message = value as? Message { found.insert(message.name) }
            return Mirror(reflecting: value).children.reduce(into: found) { $0.formUnion(names($1.value)) }
        }
        let reached = Self.samples.reduce(into: Set<String>()) { $0.formUnion(names(Failure($1.error).message)) }
            .union(Self.warnings.reduce(into: Set<String>()) { $0.formUnion(names(Failure.message(for: $1.warning))) })
        #expect(reached.isDisjoint(with: Self.notFailures))
        let declared = try DeclaredMessages.names(in: "QuoteCommands")
        #expect(Self.notFailures.isSubset(of: declared))
        #expect(declared.subtracting(reached).subtracting(Self.notFailures) == [])
    }
}

/// An error no layer of `quote` throws.
private struct UnforeseenError: Error, Sendable {}
