import Foundation
import QuoteCommands
import QuoteConfig
import QuoteHTTP
import QuoteHTTPTestSupport
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// The history of printed quotes, saved quotes, and output templates.
@Suite("History, saved quotes and templates", .timeLimit(.minutes(1)))
struct HistoryAndSavedTests {
    let harness = RunHarness()

    private func history() -> [QuoteRecord] { harness.records(harness.historyFile) }

    // MARK: - History

    @Test("random and today append what they print; last, a today cache hit, --no-cache and history off do not")
    func whatIsRecorded() async {
        let fake = FakeTransport(fixture: "happiness-valid.json")
        #expect(await harness.run([], transport: fake) == .success)
        #expect(await harness.run(["today"]) == .success)  // fetched today from today's own source: adopted, not added
        #expect(await harness.run(["--offline"]) == .success)
        #expect(history().map(\.source) == ["happiness:https://api.sobabear.com/happiness/random-quote", "builtin"])
        #expect(await harness.run(["last"]) == .success)
        #expect(await harness.run(["--offline", "--no-cache"]) == .success)
        #expect(await harness.run(["--offline"], environment: ["QUOTE_HISTORY": "off"]) == .success)
        harness.write(harness.home.locations.config!, "history = false\n")
        #expect(await harness.run(["--offline"]) == .success)
        #expect(history().count == 2)
        #expect(harness.stderr.text.isEmpty)
    }

    @Test("--history-file and QUOTE_HISTORY_FILE choose the file; XDG_STATE_HOME the folder")
    func locations() async {
        #expect(await harness.run(["--offline", "--history-file", harness.home.file("flag.jsonl")]) == .success)
        #expect(await harness.run(["--offline"], environment: ["QUOTE_HISTORY_FILE": harness.home.file("env.jsonl")]) == .success)
        #expect(await harness.run(["--offline"], environment: ["XDG_STATE_HOME": harness.home.file("state")]) == .success)
        for file in ["flag.jsonl", "env.jsonl", "state/quote/history.jsonl"] {
            #expect(harness.records(harness.home.file(file)).count == 1, "\(file)")
        }
    }

    @Test("It trims to the newest 1,000 lines past 1,100; a torn or foreign line is skipped when read, counted and kept")
    func capacity() async throws {
        let old = (1...1098).map { number in
            QuoteRecord(
                quote: Quote(id: .number(number), content: "old \(number)", author: "A"), source: "builtin",
                fetchedAt: Date(timeIntervalSince1970: 0)
            ).jsonLine
        }
        harness.write(
            harness.home.locations.history!,
            (old[..<500] + ["{\"torn", "not json at all"] + old[500...]).joined(separator: "\n") + "\n")
        #expect(await harness.run(["--offline"]) == .success)
        // 1,100 lines and the new one: the oldest 101 go, the two that are not entries stay where they were.
        let kept = history()
        #expect(kept.count == 998)
        #expect(
            kept.first?.quote.content == "old 102" && kept.last?.source == "builtin"
                && kept.last?.quote.content.hasPrefix("old") == false)
        let lines = try String(contentsOfFile: harness.historyFile, encoding: .utf8).split(separator: "\n")
        #expect(lines.count == 1000 && lines[399] == "{\"torn" && lines[400] == "not json at all")
        #expect(
            harness.home.listing(Path.folder(of: harness.home.locations.history!)) == [".history.jsonl.lock", "history.jsonl"])
    }

    @Test("history: the last N, oldest first, as text, JSON Lines or a template")
    func listing() async throws {
        for number in 0..<12 {
            harness.randomNumbers = [Double(number) / 12]
            #expect(await harness.run(["--offline"]) == .success)
        }
        let recorded = history()
        let listed = await harness.output(["history", "-n", "3", "--json"]).split(separator: "\n").map {
            QuoteRecord(line: Data($0.utf8))
        }
        #expect(listed == recorded.suffix(3).map { $0 })
        let lines = await harness.output(["history"]).split(separator: "\n")
        #expect(lines.count == 10)
        // Each line's number is its entry's place in the whole history, whatever -n shows.
        #expect(lines.first == "3  2026-11-21  \(recorded[2].quote.content)  — \(recorded[2].quote.author!)")
        #expect(lines.last?.hasPrefix("12  2026-11-21  ") == true)
        let template = await harness.output(["history", "-n", "2", "--format", "{number} {id}: {author}"])
        #expect(template == zip(11..., recorded.suffix(2)).map { "\($0) \($1.quote.id!): \($1.quote.author!)\n" }.joined())
        #expect(await harness.output(["history", "-n", "1", "--json"]).contains(#""number":12,"#))
    }

    @Test("history text cuts the content to the width with an ellipsis, by display columns")
    func listingWidth() async {
        harness.write(
            harness.home.locations.history!,
            QuoteRecord(
                quote: Quote(content: "가나다라마바사아자차카타파하 and more words", author: "누구"), source: "builtin",
                fetchedAt: Date(timeIntervalSince1970: 1_795_303_800)
            ).jsonLine + "\n")
        #expect(await harness.run(["history", "--width", "36"]) == .success)
        #expect(harness.stdout.text == "1  2026-11-21  가나다라마바…  — 누구\n")
        #expect(DisplayWidth.of(harness.stdout.text.dropLast()) <= 36)
    }

    @Test("Local sources avoid the last 20 quotes in the history when more than 20 pass the filters")
    func avoidsRecent() async throws {
        // The first pick would land on quote 1, which was shown last; the next draw is taken instead.
        let first = BuiltinCollection.quotes[0]
        harness.write(
            harness.home.locations.history!, QuoteRecord(quote: first, source: "builtin", fetchedAt: Date()).jsonLine + "\n")
        harness.randomNumbers = [0.0, 0.5]
        #expect(await harness.run(["--offline", "--json"]) == .success)
        #expect(!harness.stdout.text.contains(first.content))
        // With 20 or fewer candidates, repeats are allowed: there may be nothing else.
        harness.randomNumbers = [0.0]
        #expect(await harness.output(["--offline", "--json", "--match", "^천 리 길도"]).contains(first.content))
    }

    // MARK: - Saved

    @Test("save keeps the cached quote once; saved lists them numbered; unsave removes one")
    func saving() async throws {
        #expect(await harness.run(["save"]) == .noInput)
        #expect(harness.stderr.text.contains("no cached quote in"))
        for fixture in ["happiness-valid.json", "happiness-mixed.json"] {
            #expect(await harness.run([], transport: FakeTransport(fixture: fixture)) == .success)
            #expect(await harness.run(["save"]) == .success)
            harness.clock.advance(by: .seconds(1))  // the Happiness API's budget: one request a second
        }
        #expect(await harness.run(["save"]) == .success)  // the same again
        #expect(harness.records(harness.savedFile).map(\.quote.id) == [42, 7])
        #expect(
            await harness.output(["saved"])
                == "  1  행복은 습관이다. 그것을 몸에 지니라.  — 엘버트 허버드\n  2  Happiness is not something ready made. 행복은 이미 만들어진 것이 아니다.  — Dalai Lama (달라이 라마)\n"
        )
        #expect(await harness.run(["unsave", "3"]) == .usage)
        #expect(
            harness.stderr.text.hasSuffix(
                "quote: there is no saved quote number 3 (they are numbered 1 to 2)\nTry 'quote --help' for more information.\n"))
        #expect(await harness.run(["unsave", "1"]) == .success)
        #expect(harness.records(harness.savedFile).map(\.quote.id) == [7])
        #expect(harness.savedFile.hasPrefix(Path.join(Path.folder(of: harness.home.locations.saved!), "")))
    }

    @Test("saved --fortune: the saved quotes as a fortune file, and not with --json")
    func savedAsFortuneFile() async throws {
        let records = [("Know thyself.", "Socrates"), ("천 리 길도 한 걸음부터.", "속담")].map { content, author in
            QuoteRecord(quote: Quote(content: content, author: author), source: "builtin", fetchedAt: harness.clock.now)
        }
        harness.write(harness.home.locations.saved!, records.map { $0.jsonLine + "\n" }.joined())
        #expect(
            await harness.output(["saved", "--fortune"]) == "Know thyself.\n\t\t-- Socrates\n%\n천 리 길도 한 걸음부터.\n\t\t-- 속담\n%\n")
        #expect(await harness.run(["saved", "--fortune", "--json"]) == .usage)
        #expect(await harness.run(["random", "--fortune"]) == .usage, "--fortune is saved's alone")
    }

    @Test("--source saved picks among the saved quotes, with the filters; none saved is exit 66")
    func savedSource() async throws {
        #expect(await harness.run(["--source", "saved"]) == .noInput)
        #expect(harness.stderr.text == "quote: no saved quotes (quote save keeps the last quote)\n")
        #expect(await harness.run([], transport: FakeTransport(fixture: "happiness-mixed.json")) == .success)
        #expect(await harness.run(["save"]) == .success)
        let record = try #require(QuoteRecord(line: Data(await harness.output(["--source", "saved", "--json"]).utf8)))
        #expect(record.source == "saved" && record.quote.id == 7)
    }

    @Test("A saved file that cannot be read whole is never rewritten: save fails with exit 74 and leaves it as it was")
    func unreadableSavedFile() async throws {
        #expect(await harness.run([], transport: FakeTransport(fixture: "happiness-valid.json")) == .success)
        let huge = Data(repeating: 0x61, count: (16 << 20) + 10) + Data("\n".utf8)
        harness.home.write(harness.home.locations.saved!, huge)
        #expect(await harness.run(["save"]) == .ioError)
        #expect(harness.stderr.text.contains("cannot read it (too large), so it is left as it is"))
        #expect(harness.home.contents(harness.home.locations.saved!) == huge)
        #expect(await harness.run(["unsave", "1"]) == .ioError)
        #expect(harness.home.contents(harness.home.locations.saved!) == huge)
    }

    @Test("A history grown past 16 MiB is trimmed to its newest entries at the next append")
    func oversizedHistory() async throws {
        let long = String(repeating: "x", count: 20_000)
        let lines = (1...900).map {
            QuoteRecord(
                quote: Quote(id: .number($0), content: "\($0) \(long)", author: "A"), source: "builtin",
                fetchedAt: Date(timeIntervalSince1970: 0)
            ).jsonLine
        }
        harness.write(harness.home.locations.history!, lines.joined(separator: "\n") + "\n")
        #expect(await harness.run(["--offline"]) == .success)
        let kept = history()
        #expect(kept.last?.source == "builtin" && kept.last?.quote.content.hasSuffix(long) == false)
        #expect(kept.dropLast().last?.quote.id == 900)
        let size = try FileManager.default.attributesOfItem(atPath: harness.historyFile)[.size] as? Int ?? 0
        #expect(size <= 16 << 20)
    }

    @Test("Lines of the saved file that are not quotes are kept, not numbered")
    func foreignLinesKept() async {
        let record = QuoteRecord(
            quote: Quote(content: "c", author: "a"), source: "builtin", fetchedAt: Date(timeIntervalSince1970: 0))
        harness.write(harness.home.locations.saved!, "# my notes\n\(record.jsonLine)\n")
        #expect(await harness.run(["unsave", "1"]) == .success)
        #expect(harness.home.contents(harness.home.locations.saved!) == Data("# my notes\n".utf8))
    }

    // MARK: - Templates

    @Test("A template fills every field, prints nothing for an absent one, and turns escapes into characters")
    func template() async throws {
        #expect(
            await harness.run(
                ["--format", "{content}|{author}|{description}|{link}|{source}|{id}|{fetchedAt}|{date}\\t{{x}}\\n!"],
                transport: FakeTransport(fixture: "happiness-null-optionals.json"), localTime: .offset(seconds: 9 * 3600))
                == .success)
        #expect(
            harness.stdout.text
                == "천 리 길도 한 걸음부터.|속담|||happiness:https://api.sobabear.com/happiness/random-quote|3|2026-11-21T23:30:00Z|2026-11-22\t{x}\n!\n"
        )
    }

    @Test("Template values are sanitized, never coloured, and wrapped only to --width")
    func templateSafety() async throws {
        let fake = FakeTransport(fixture: "happiness-control-characters.json")
        #expect(
            await harness.run(
                ["--format", "{content}", "--color", "always", "--no-cache"], transport: fake,
                terminal: TerminalInfo(isTerminal: true, columns: 10)) == .success)
        #expect(harness.stdout.text.unicodeScalars.allSatisfy { $0.isSafeOnTerminal })
        #expect(!harness.stdout.text.contains("\u{1B}"))
        #expect(harness.stdout.text.split(separator: "\n").contains { DisplayWidth.of($0) > 10 })
        let narrow = await harness.output(["--format", "{content}", "--width", "10", "--no-cache"], transport: fake)
        #expect(narrow.split(separator: "\n").allSatisfy { DisplayWidth.of($0) <= 10 })
    }

    @Test("A template in the config file; --json on the command line wins over it, both on the command line is an error")
    func templateLayers() async {
        harness.write(harness.home.locations.config!, "format = \"{author}\"\n")
        #expect(await harness.run(["--offline", "--no-cache"]) == .success)
        #expect(harness.stdout.text.hasSuffix("\n") && !harness.stdout.text.contains("{"))
        #expect(await harness.output(["--offline", "--no-cache", "--json"]).hasPrefix("{"))
        #expect(await harness.run(["--offline", "--json", "--format", "{id}"]) == .usage)
        #expect(harness.stderr.text.contains("--json and --format cannot be used together"))
        harness.write(harness.home.locations.config!, "format = \"{author}\"\njson = true\n")
        #expect(await harness.run(["--offline"]) == .config)
        #expect(harness.stderr.text.hasSuffix("config.toml:2: 'json' and 'format' cannot be used together\n"))
        harness.write(harness.home.locations.config!, "json = true\nformat = \"false\"\n")
        #expect(await harness.run(["--offline"]) == .config)
        #expect(harness.stderr.text.hasSuffix("config.toml:2: 'json' and 'format' cannot be used together\n"))
    }

    @Test("Across places the stronger wins: a flag's template over the file's json, a flag's json over the file's template")
    func strongerPlaceWins() async {
        harness.write(harness.home.locations.config!, "json = true\n")
        let template = await harness.output(["--offline", "--no-cache", "--format", "{author}|"])
        #expect(template.hasSuffix("|\n") && !template.hasPrefix("{"))
        #expect(await harness.output(["--offline", "--no-cache"]).hasPrefix("{\"attribution\""))
        harness.write(harness.home.locations.config!, "format = \"{id}|\"\n")
        #expect(await harness.output(["--offline", "--no-cache", "--json"]).hasPrefix("{\"attribution\""))
    }

    @Test("save keeps the quote seen last, whichever command showed it, and says which: today's, then last's")
    func saveWhatWasSeen() async throws {
        harness.randomNumbers = [0.1]
        #expect(await harness.run(["--offline"]) == .success)
        let other = QuoteRecord(
            quote: Quote(content: "Another day, another quote.", author: "Someone"), source: "builtin",
            fetchedAt: harness.clock.now)
        try WindowStore(path: harness.todayFile).save(
            WindowStore.Entry(day: LocalTime.utc.day(harness.clock.now), sources: "happiness", record: other))
        #expect(await harness.run(["today"]) == .success)
        harness.stdout.clear()
        #expect(await harness.run(["last"]) == .success)
        #expect(harness.stdout.text == "Another day, another quote.\n— Someone\n", "last shows what today showed")
        harness.stdout.clear()
        #expect(await harness.run(["save"]) == .success)
        #expect(harness.stdout.text == "Saved the quote of the day as number 1: Another day, another quote.\n")
        harness.randomNumbers = [0.9]
        #expect(await harness.run(["--offline"]) == .success)
        let cached = try #require(history().last)
        harness.stdout.clear()
        #expect(await harness.run(["save"]) == .success)
        #expect(harness.stdout.text == "Saved the last quote as number 2: \(cached.quote.content)\n")
    }

    @Test("save N keeps entry N of the history, as history numbers it; a number it has not is a usage error")
    func saveHistoryEntry() async {
        for number in 0..<3 {
            harness.randomNumbers = [Double(number) / 3]
            #expect(await harness.run(["--offline"]) == .success)
        }
        let second = history()[1]
        harness.stdout.clear()
        #expect(await harness.run(["save", "2"]) == .success)
        #expect(harness.stdout.text == "Saved history entry 2 as number 1: \(second.quote.content)\n")
        #expect(await harness.run(["save", "9"]) == .usage)
        #expect(harness.stderr.text.hasPrefix("quote: there is no history entry number 9 (they are numbered 1 to 3"))
        #expect(await harness.run(["save", "two"]) == .usage)
    }

    @Test("A history, cache or saved-quotes file that is there but cannot be read says so, never that there is none")
    func unreadableFiles() async throws {
        for (file, command) in [(harness.historyFile, "history"), (harness.savedFile, "saved")] {
            try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: true)
            harness.stderr.clear()
            #expect(await harness.run([command]) == .noInput, "\(command)")
            #expect(harness.stderr.text.hasPrefix("quote: cannot read \(file): "), "\(harness.stderr.text)")
        }
    }

    @Test("--quiet leaves warnings unsaid too (a HOME that does not exist), and QUOTE_QUIET does the same")
    func quietWarnings() async {
        let missing = ["HOME": harness.home.file("gone")]
        #expect(await harness.run(["--offline"], environment: missing) == .success)
        #expect(harness.stderr.text.hasPrefix("quote: warning: HOME"))
        harness.stderr.clear()
        #expect(await harness.run(["--offline", "--quiet"], environment: missing) == .success)
        #expect(await harness.run(["--offline"], environment: missing.merging(["QUOTE_QUIET": "on"]) { $1 }) == .success)
        #expect(harness.stderr.text.isEmpty)
        #expect(await harness.run(["--offline", "--quiet", "--bogus"], environment: missing) == .usage)
        #expect(harness.stderr.text.hasPrefix("quote: unknown option '--bogus'"))
    }
}
