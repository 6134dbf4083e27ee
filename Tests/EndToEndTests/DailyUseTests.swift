import Foundation
import QuoteCommands
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// Retries, `today`, wrapping and colour through the built binary.
@Suite("Daily use, end to end", .timeLimit(.minutes(1)))
struct DailyUseTests {
    let home = TemporaryFolder()

    private var quote: QuoteProcess { QuoteProcess(home: home.path) }

    @Test("A server that answers 503 and then 200: the retry succeeds")
    func retryThenSuccess() async throws {
        let server = try LoopbackServer { _, number in
            number == 0 ? .http(status: 503, headers: ["Retry-After": "0"]) : .fixture("happiness-valid.json")
        }
        let outcome = try await quote(["--endpoint", server.url()])
        #expect(outcome.status == 0)
        #expect(outcome.output.hasPrefix("행복은 습관이다."))
        #expect(outcome.stderr.isEmpty)
        #expect(server.requests.count == 2)
    }

    @Test("--retries 0 gives up after the first 503")
    func noRetries() async throws {
        let server = try LoopbackServer(always: .http(status: 503))
        let outcome = try await quote(["--endpoint", server.url(), "--retries", "0"])
        #expect(outcome.status == 69)
        #expect(server.requests.count == 1)
    }

    @Test("today: fetched once, then the same quote all day whatever random fetches meanwhile; TZ is honoured")
    func today() async throws {
        let server = try LoopbackServer { _, number in
            .fixture(number == 0 ? "happiness-mixed.json" : "happiness-valid.json")
        }
        let environment = ["QUOTE_API_URL": server.url(), "TZ": "Asia/Seoul"]
        let first = try await quote(["today"], environment)
        let random = try await quote(["random"], environment)
        let second = try await quote(["today"], environment)
        #expect(first.status == 0 && random.status == 0 && second.status == 0)
        #expect(first.output == second.output && first.output != random.output)
        #expect(server.requests.count == 2)
        let kept = WindowStore(path: WindowStore(besideHistory: home.locations.history!).path).load()
        #expect(kept?.day == LocalTime.zone("Asia/Seoul").day(Date()))
    }

    @Test(
        "today with the server failing and nothing cached: an offline quote and a note, exit 0; again, without asking or the note"
    )
    func todayOffline() async throws {
        let server = try LoopbackServer(always: .http(status: 503))
        let first = try await quote(["today", "--json", "--endpoint", server.url(), "--retries", "0"])
        let again = try await quote(["today", "--json", "--endpoint", server.url(), "--retries", "0"])
        #expect(first.status == 0 && again.status == 0)
        let record = try #require(QuoteRecord(line: first.stdout))
        #expect(record.source == "builtin")
        #expect(first.errorLines.count == 1 && first.stderr.hasPrefix("quote: note: "))
        #expect(again.stdout == first.stdout && again.stderr.isEmpty)
        #expect(server.requests.count == 1)
        // --quiet (or QUOTE_QUIET) leaves even the first note unsaid; errors are still said.
        let quiet = try await quote(["today", "--quiet", "--no-cache", "--endpoint", server.url(), "--retries", "0"])
        #expect(quiet.status == 0 && quiet.stderr.isEmpty && !quiet.stdout.isEmpty)
        let quietVariable = try await quote(["today", "--no-cache", "--endpoint", server.url()], ["QUOTE_QUIET": "1"])
        #expect(quietVariable.status == 0 && quietVariable.stderr.isEmpty)
        // Request logs of its own: the runs above asked the Happiness API within the second, and a run over its budget
        // would fall back to the collection instead of failing.
        let error = try await quote(
            ["--quiet", "--endpoint", server.url(), "--retries", "0"], ["XDG_STATE_HOME": home.file("state")])
        #expect(error.status == 69 && error.errorLines.count >= 1)
    }

    @Test(
        "README's cron line, run as cron runs it: the file holds only the quotes, each under its date with a blank line after; notes go to the log"
    )
    func cronRecipe() async throws {
        let schedule = "0 8 * * * "
        let readme = Fixture.text("README.md")
        let line = try #require(readme.split(separator: "\n").first { $0.hasPrefix(schedule) && $0.contains(" today ") })
        #expect(!line.contains("%"), "cron reads % as a newline")
        #expect(line.contains(" today --color never "), "a config file's colour never reaches the file")
        for other in ["README.ko.md", "GUIDE.md"] {
            let text = Fixture.text(other)
            #expect(text.contains(line), "\(other) gives the same line")
        }
        for page in ["man/quote.1", "man/ko/quote.1"] {
            let text = Fixture.text(page)
            let roff = line.dropFirst(schedule.count).replacing("--", with: "\\-\\-").replacing("\\n", with: "\\en")
                .replacing("— ", with: "\\(em ").replacing("$HOME/.local/bin:", with: "")
            #expect(text.contains(roff), "\(page) gives the same line")
        }
        // A config file that forces colour, as a terminal user's may.
        home.write(".config/quote/config.toml", Data("color = \"always\"\n".utf8))
        // cron runs the line with sh, in a short environment; the line's PATH finds quote in ~/.local/bin.
        home.write(".local/bin/.keep", Data())
        #expect(symlink(QuoteProcess.binary, home.file(".local/bin/quote")) == 0)
        let server = try LoopbackServer(always: .http(status: 503))
        let environment = [
            "HOME": home.path, "SHELL": "/bin/sh", "PATH": "/usr/bin:/bin", "QUOTE_API_URL": server.url(),
            "QUOTE_REFILL": "manual", "TZ": "UTC",
        ]
        for _ in 0..<2 {
            let run = try await ChildProcess("/bin/sh", ["-c", String(line.dropFirst(schedule.count))], environment: environment)
                .wait()
            #expect(run.status == 0 && run.stdout.isEmpty && run.stderr.isEmpty, "\(run.stderr)")
        }
        let kept = String(decoding: home.contents(home.file("quotes.txt")) ?? Data(), as: UTF8.self)
        let blocks = kept.components(separatedBy: "\n\n").filter { !$0.isEmpty }
        #expect(blocks.count == 2 && blocks[0] == blocks[1], "the same quote all day: \(kept)")
        let lines = blocks[0].split(separator: "\n")
        #expect(lines.count >= 3 && lines[0] == "\(LocalTime.utc.day(Date()))" && lines.last?.hasPrefix("— ") == true, "\(kept)")
        #expect(!kept.contains("quote:") && kept.hasSuffix("\n\n") && !kept.contains("\u{1B}"))
        let log = String(decoding: home.contents(home.file("quotes.log")) ?? Data(), as: UTF8.self)
        #expect(log.hasPrefix("quote: note: ") && log.split(separator: "\n").count == 1, "the fallback's note, said once: \(log)")
    }

    @Test(
        "Colour into a pipe only when forced; --width wraps by display columns",
        arguments: [
            (["--color", "always"], true), (["--color", "auto"], false), ([], false), (["--color", "always", "--json"], false),
        ])
    func colourIntoPipe(flags: [String], coloured: Bool) async throws {
        let outcome = try await quote(["random", "--offline"] + flags)
        #expect(outcome.status == 0)
        #expect(outcome.output.contains("\u{1B}[") == coloured)
    }

    @Test("--width wraps every line to the width, but for the link, which is never broken")
    func width() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let outcome = try await quote(["--endpoint", server.url(), "--width", "12"])
        #expect(outcome.status == 0)
        let lines = outcome.output.split(separator: "\n")
        #expect(lines.count > 4)
        #expect(lines.last == "https://ko.wikipedia.org/wiki/엘버트_허버드")
        #expect(lines.dropLast().allSatisfy { DisplayWidth.of($0) <= 12 })
    }

    @Test("completions print a script for each shell", arguments: Shell.allCases)
    func completions(shell: Shell) async throws {
        let outcome = try await quote(["completions", shell.rawValue])
        #expect(outcome.status == 0)
        #expect(outcome.output == Completions.script(for: shell))
    }
}
