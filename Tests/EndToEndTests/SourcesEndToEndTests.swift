import Foundation
import QuoteCommands
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// Sources, the config file, fortune files and templates through the built binary, against servers on
/// 127.0.0.1 reached with `--endpoint`.
@Suite("Sources and the config file, end to end", .timeLimit(.minutes(1)))
struct SourcesEndToEndTests {
    let home = TemporaryFolder()

    private var quote: QuoteProcess { QuoteProcess(home: home.path) }

    private func record(_ outcome: QuoteProcess.Outcome) throws -> QuoteRecord {
        try #require(QuoteRecord(line: outcome.stdout))
    }

    @Test(
        "Every API source of the table against a loopback server through --endpoint, read by its own decoder: its NAME-valid.json fixture",
        arguments: SourceDescriptor.builtIn.compactMap { source -> (SourceName, AnswerDecoder)? in
            guard case .network(_, let decoder) = source.kind else { return nil }
            return (source.name, decoder)
        })
    func apiSource(name: SourceName, decoder: AnswerDecoder) async throws {
        // What the quote is, the decoder's own tests say (AnswerDecoderTests); here, that the binary asks the URL
        // given, with its User-Agent, and reads the answer with this source's decoder.
        let fixture = "\(name)-valid.json"
        let expected = try decoder.decode(Fixture.data(fixture), "application/json")
        let server = try LoopbackServer(always: .fixture(fixture))
        let outcome = try await quote(["--source", name.text, "--endpoint", server.url("/api"), "--json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let fetched = try record(outcome)
        #expect(fetched.quote == expected && fetched.source.description == "\(name):\(server.url("/api"))")
        #expect(server.requests.first?.headers["user-agent"] == "quote/\(QuoteVersion.current)")
    }

    @Test("ZenQuotes' rate-limit stand-in: exit 75 on the first run and the next, one line, nothing cached, asked once")
    func rateLimited() async throws {
        let server = try LoopbackServer(always: .fixture("zenquotes-rate-limited.json"))
        var stoppedUntil = Date.distantFuture
        for run in 1...2 {
            let started = Date()
            let outcome = try await quote(["--source", "zenquotes", "--endpoint", server.url()])
            let ended = Date()
            #expect(outcome.status == 75, "run \(run)")
            #expect(outcome.errorLines.count == 1 && outcome.stderr.hasPrefix("quote: zenquotes: "), "\(outcome.stderr)")
            #expect(outcome.stdout.isEmpty && home.listing(Path.folder(of: home.locations.cache!)).isEmpty)
            if run == 1 {
                // Stopped for ZenQuotes' period, 30 s, from the answer.
                let key = try #require(SourceState.keys(in: home.locations.requests!, source: "zenquotes").first)
                stoppedUntil = try #require(SourceState(folder: home.locations.requests!, key: key).read().stoppedUntil)
                #expect(stoppedUntil >= started + 29.9 && stoppedUntil <= ended + 30.1, "\(stoppedUntil)")
            } else if ended < stoppedUntil {
                #expect(server.requests.count == 1, "the server's word holds across runs")
            } else if started > stoppedUntil {
                // A machine so loaded that the second run began after the stop: asked again, rightly.
                #expect(server.requests.count == 2)
            }
        }
    }

    @Test("A chain falls back past a failing server with one note, exit 0; the history records the quote")
    func chain() async throws {
        let server = try LoopbackServer(always: .http(status: 503))
        let outcome = try await quote(["--source", "zenquotes,builtin", "--endpoint", server.url(), "--retries", "0", "--json"])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(try record(outcome).source == "builtin")
        #expect(
            outcome.errorLines == [
                "quote: note: cannot fetch a quote from \(server.url()): HTTP 503 Service Unavailable; showing one from builtin"
            ])
        let history = try await quote(["history", "--json"])
        #expect(history.output.split(separator: "\n").count == 1)
    }

    @Test("A source of your own in the config file, with a header; `quote config` shows where each setting came from")
    func configSource() async throws {
        let server = try LoopbackServer(always: .fixture("custom-ninjas.json"))
        home.write(
            home.locations.config!,
            Data(
                """
                # mine
                source = "ninjas, builtin"
                width = 72

                [sources.ninjas]
                url = "\(server.url("/v1/quotes"))"
                headers = { "X-Api-Key" = "k-123" }
                content = "/0/quote"
                author = "/0/author"
                description = "/0/category"
                """.utf8))
        chmod(home.locations.config!, 0o600)
        let outcome = try await quote(["--json"])
        #expect(outcome.status == 0 && outcome.stderr.isEmpty, "\(outcome.stderr)")
        #expect(try record(outcome).quote.description == "knowledge")
        #expect(server.requests.first?.headers["x-api-key"] == "k-123")

        let config = try await quote(["config", "--timeout", "4"], ["QUOTE_HISTORY": "off"])
        #expect(config.status == 0)
        let lines = config.output.split(separator: "\n").map {
            $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        }
        let file = home.locations.config!
        #expect(lines.contains("source ninjas, builtin config file \(file):2"))
        #expect(lines.contains("width 72 config file \(file):3"))
        #expect(lines.contains("timeout 4 flag --timeout"))
        #expect(lines.contains("history off environment QUOTE_HISTORY"))
        #expect(lines.contains("retries 2 default"))
        #expect(config.output.contains("ninjas: \(server.url("/v1/quotes")) with X-Api-Key: (hidden)"))
        #expect(!config.output.contains("k-123"))
        let json = try await quote(["config", "--json", "--timeout", "4"], ["QUOTE_HISTORY": "off"])
        let object = try #require(try JSONSerialization.jsonObject(with: json.stdout) as? [String: Any])
        let settings = try #require(object["settings"] as? [String: [String: Any]])
        #expect(settings["width"]?["value"] as? Int == 72)
        #expect(settings["width"]?["origin"] as? String == "config file \(file):3")
        #expect(settings["timeout"]?["value"] as? Int == 4 && settings["timeout"]?["today"] as? Int == 4)
        #expect(settings["history"]?["value"] as? Bool == false)
        #expect(settings["source"]?["value"] as? [String] == ["ninjas", "builtin"])
        #expect(settings["max-length"]?["value"] is NSNull)
    }

    @Test("A bad config file: exit 78, one line naming the file, the line and the problem")
    func badConfig() async throws {
        home.write(home.locations.config!, Data("width = 72\ntimeout = \"soon\"\n".utf8))
        let outcome = try await quote(["--offline"])
        #expect(outcome.status == 78)
        #expect(outcome.stderr == "quote: \(home.locations.config!):2: 'timeout' cannot be a string\n")
        #expect(outcome.stdout.isEmpty)
    }

    @Test(
        "A broken config file: help, --help, --version and completions still work; sources lists the built-in names, then fails")
    func brokenConfigSpares() async throws {
        home.write(home.locations.config!, Data("timeout = \"soon\"\n".utf8))
        for arguments in [["help"], ["--help"], ["--version"], ["completions", "bash"], ["last", "--help"]] {
            let outcome = try await quote(arguments)
            #expect(outcome.status == 0 && outcome.stderr.isEmpty && !outcome.stdout.isEmpty, "\(arguments): \(outcome.stderr)")
        }
        let sources = try await quote(["sources"])
        #expect(sources.status == 78)
        #expect(sources.output == SourceDescriptor.builtIn.map { $0.name.text + "\n" }.joined())
        #expect(sources.errorLines == ["quote: \(home.locations.config!):1: 'timeout' cannot be a string"])
        for arguments in [["last"], ["history"], ["config"], ["saved"]] {
            #expect(try await quote(arguments).status == 78, "\(arguments)")
        }
    }

    @Test("sources lists every name, the config file's own included; --json gives each one's kind, URL, batch and budget")
    func sourcesListed() async throws {
        home.write(
            home.locations.config!,
            Data(
                "[sources.ninjas]\nurl = \"https://u:pw@api.test/q\"\ncontent = \"/q\"\nauthor = \"/a\"\nitems = \"\"\nrate = \"2/1m\"\n"
                    .utf8))
        let text = try await quote(["sources"])
        #expect(text.output == (SourceDescriptor.builtIn.map(\.name.text) + ["ninjas"]).map { $0 + "\n" }.joined())
        let json = try await quote(["sources", "--json"])
        let lines = json.output.split(separator: "\n").map(String.init)
        #expect(
            lines.first
                == #"{"attribution":null,"batch":1,"budget":{"requests":1,"seconds":1},"kind":"network","lang":"ko","name":"happiness","servers":[],"today":null,"url":"https://api.sobabear.com/happiness/random-quote"}"#
        )
        #expect(
            lines.contains(
                #"{"attribution":{"link":"https://zenquotes.io/","text":"Inspirational quotes provided by ZenQuotes API"},"batch":50,"budget":{"requests":5,"seconds":30},"kind":"network","lang":"en","name":"zenquotes","servers":[],"today":"https://zenquotes.io/api/today","url":"https://zenquotes.io/api/random"}"#
            ))
        #expect(
            lines.contains(
                #"{"attribution":null,"batch":null,"budget":null,"kind":"local","lang":null,"name":"builtin","servers":null,"today":null,"url":null}"#
            ))
        #expect(
            lines.last
                == #"{"attribution":null,"batch":500,"budget":{"requests":2,"seconds":60},"kind":"network","lang":null,"name":"ninjas","servers":[],"today":null,"url":"https://u:***@api.test/q"}"#
        )
    }

    @Test(
        "Fortune files through QUOTE_FORTUNE_PATH: indexed by strfile, attribution as author",
        .linuxOnly("strfile and fortune (Debian's fortune-mod)"))
    func fortune() async throws {
        home.write("wisdom", Data("Simplicity is the ultimate sophistication.\n\t-- Someone Wise\n%\n".utf8))
        let strfile = try await ChildProcess("/usr/bin/strfile", [home.file("wisdom")], environment: ["PATH": "/usr/bin:/bin"])
            .wait()
        try #require(strfile.status == 0, "strfile (fortune-mod) is installed by .ci/run")
        let outcome = try await quote(["--source", "fortune"], ["QUOTE_FORTUNE_PATH": home.file("wisdom")])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.output == "Simplicity is the ultimate sophistication.\n— Someone Wise\n")
    }

    @Test(
        "The saved quotes as a fortune file: indexed by the real strfile, read by the real fortune and by quote",
        .linuxOnly("strfile and fortune (Debian's fortune-mod)"))
    func savedAsFortuneFile() async throws {
        let saved = [("Know thyself.", "Socrates"), ("Simplicity is the ultimate sophistication.", "Leonardo")].map {
            content, author in
            QuoteRecord(quote: Quote(content: content, author: author), source: "builtin", fetchedAt: Date())
        }
        home.write(home.locations.saved!, Data(saved.map { $0.jsonLine + "\n" }.joined().utf8))
        let file = try await quote(["saved", "--fortune"])
        #expect(file.status == 0 && file.stderr.isEmpty)
        home.write("mine", file.stdout)
        let strfile = try await ChildProcess("/usr/bin/strfile", [home.file("mine")], environment: ["PATH": "/usr/bin:/bin"])
            .wait()
        try #require(strfile.status == 0, "strfile (fortune-mod) is installed by make test")
        #expect(strfile.output.contains("There were 2 strings"), "\(strfile.output)")
        let fortune = try await ChildProcess(
            "/usr/games/fortune", ["-m", "thyself", home.file("mine")], environment: ["PATH": "/usr/bin:/bin"]
        ).wait()
        #expect(fortune.output.contains("Know thyself.\n\t\t-- Socrates"), "\(fortune.output) \(fortune.stderr)")
        let back = try await quote(
            ["--source", "fortune", "--match", "sophistication"], ["QUOTE_FORTUNE_PATH": home.file("mine")])
        #expect(back.output == "Simplicity is the ultimate sophistication.\n— Leonardo\n", "\(back.stderr)")
    }

    @Test("A template for a tmux status line: one line, no colour")
    func template() async throws {
        let outcome = try await quote(["--offline", "--format", "{content} — {author}", "--color", "always"])
        #expect(outcome.status == 0)
        #expect(outcome.output.filter { $0 == "\n" }.count == 1 && !outcome.output.contains("\u{1B}"))
        #expect(outcome.output.contains(" — "))
    }
}
