import Foundation
import QuoteCommands
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// `quote fortune`: fortune(6)'s options and operands, picks on the injected random source.
@Suite("quote fortune", .timeLimit(.minutes(1)))
struct FortuneCommandTests {
    let harness = RunHarness()

    /// A fortune file `name` of `count` entries, each `NAME N`, and its path.
    @discardableResult
    private func file(_ name: String, count: Int, lengths: Int = 10) -> String {
        let entries = (0..<count).map { index in
            let text = "\(name) \(index)"
            return text + String(repeating: ".", count: max(0, lengths - text.count))
        }
        harness.write("f/\(name)", entries.map { $0 + "\n%\n" }.joined())
        return harness.home.file("f/\(name)")
    }

    /// Indexes the fortune file at `path` with strfile, as fortune's folders want them.
    private func index(_ path: String) async throws {
        let outcome = try await ChildProcess("/usr/bin/strfile", ["-s", path], environment: ["PATH": "/usr/bin:/bin"]).wait()
        try #require(outcome.status == 0, "strfile (fortune-mod) is installed by make test: \(outcome.stderr)")
    }

    /// The file the fortune shown with `random` came from, for `arguments`.
    private func pick(_ arguments: [String], random: Double) async -> String {
        harness.randomNumbers = [random, 0]
        let out = await harness.output(["fortune", "--no-cache"] + arguments)
        return String(out.split(separator: " ").first ?? "")
    }

    @Test("90% funny wise: funny is drawn for nine tenths of the draws, wise for the last tenth")
    func givenPercentage() async throws {
        let (funny, wise) = (file("funny", count: 3), file("wise", count: 50))
        for random in [0.0, 0.45, 0.89] { #expect(await pick(["90%", funny, wise], random: random) == "funny") }
        for random in [0.91, 0.99] { #expect(await pick(["90%", funny, wise], random: random) == "wise") }
    }

    @Test("-f lists the files with their shares: 30% kept, the rest to the other; by entries, or equally with -e")
    func listFiles() async throws {
        let (small, large) = (file("small", count: 10), file("large", count: 90))
        // On stderr, as fortune writes it; nothing on stdout.
        #expect(await harness.run(["fortune", "-f", "30%", small, large]) == .success)
        #expect(harness.stderr.text == "30.00% \(small)\n70.00% \(large)\n" && harness.stdout.text.isEmpty)
        harness.stderr.clear()
        #expect(await harness.run(["fortune", "-f", small, large]) == .success)
        #expect(harness.stderr.text == "10.00% \(small)\n90.00% \(large)\n", "by entries: ten against ninety")
        harness.stderr.clear()
        #expect(await harness.run(["fortune", "-e", "-f", small, large]) == .success)
        #expect(harness.stderr.text == "50.00% \(small)\n50.00% \(large)\n")
        // The draws follow: one in ten by entries, one in two with -e.
        #expect(await pick([small, large], random: 0.09) == "small")
        #expect(await pick([small, large], random: 0.11) == "large")
        #expect(await pick(["-e", small, large], random: 0.49) == "small")
    }

    @Test(
        "Percentages that cannot be kept are a usage error that says why",
        arguments: [["70%", "a", "70%", "b"], ["100%", "a", "b"]])
    func impossible(words: [String]) async throws {
        file("a", count: 2)
        file("b", count: 2)
        let arguments = words.map { $0.hasSuffix("%") ? $0 : harness.home.file("f/\($0)") }
        #expect(await harness.run(["fortune"] + arguments) == .usage)
        #expect(harness.stderr.text.contains("the percentages add up to"), "\(harness.stderr.text)")
    }

    @Test("off/ folders: never by default, only with -o, with the others with -a; names given leave them alone", .strfile)
    func offensive() async throws {
        try await index(file("clean", count: 2))
        harness.write("f/off/rude", "rude 0\n%\n")
        try await index(harness.home.file("f/off/rude"))
        let path = ["QUOTE_FORTUNE_PATH": harness.home.file("f")]
        for (options, expected) in [([String](), "clean"), (["-o"], "rude")] {
            harness.randomNumbers = [0.5]
            let out = await harness.output(["fortune", "--no-cache"] + options, environment: path)
            #expect(out.hasPrefix(expected), "\(options): \(out)")
        }
        #expect(await harness.run(["fortune", "-a", "-f"], environment: path) == .success)
        #expect(
            harness.stderr.text.contains("% \(harness.home.file("f"))\n")
                && harness.stderr.text.contains("% \(harness.home.file("f/off"))\n"))
        harness.stderr.clear()
        #expect(await harness.run(["fortune", "-a", "-f", harness.home.file("f")], environment: path) == .success)
        #expect(!harness.stderr.text.contains("/off"), "\(harness.stderr.text)")
    }

    @Test("Names are looked up in the fortune folders, then as paths; a folder's unindexed files do not count", .strfile)
    func names() async throws {
        try await index(file("people", count: 2))
        file("unindexed", count: 5)
        let path = ["QUOTE_FORTUNE_PATH": harness.home.file("f")]
        #expect(await harness.run(["fortune", "-f", "people"], environment: path) == .success)
        #expect(harness.stderr.text == "100.00% \(harness.home.file("f/people"))\n")
        harness.stderr.clear()
        #expect(await harness.run(["fortune", "-f"], environment: path) == .success)
        #expect(harness.stderr.text == "100.00% \(harness.home.file("f"))\n    100.00% people\n")
        harness.stderr.clear()
        #expect(await harness.run(["fortune", "-f", "unindexed"], environment: path) == .success, "named, it needs no index")
        #expect(await harness.run(["fortune", "nosuch"], environment: path) == .noInput)
        #expect(
            harness.stderr.text.hasSuffix(
                "no fortune file or folder named 'nosuch' in \(harness.home.file("f")), nor in the current folder\n"))
        // -c names a folder's file by its own name, as fortune does.
        harness.randomNumbers = [0]
        #expect(await harness.output(["fortune", "--no-cache", "-c"], environment: path) == "(people)\n%\npeople 0..\n")
    }

    @Test("fortune's argument rules: options anywhere until --, the last of -s and -l, N%NAME, -u, -v, -h")
    func argumentRules() async throws {
        harness.write("f/mixed", "short one\n%\nthis entry is rather longer\n%\n")
        let path = harness.home.file("f/mixed")
        #expect(
            await harness.output(["fortune", "--no-cache", path, "-s", "-n", "20"]) == "short one\n", "an option after the name")
        #expect(
            await harness.output(["fortune", "--no-cache", "-s", "-l", "-n20", "-u", path]) == "this entry is rather longer\n")
        #expect(
            await harness.output(["fortune", "--no-cache", "-l", "-s", "-n20", path]) == "short one\n",
            "alias fortune='fortune -l', then fortune -s")
        #expect(await harness.run(["fortune", "-f", "100%\(path)"]) == .success)
        #expect(harness.stderr.text == "100.00% \(path)\n")
        #expect(await harness.output(["fortune", "-v"]) == "quote \(QuoteVersion.current)\n")
        #expect(await harness.output(["fortune", "-h"]).contains("quote fortune"))
        // After --, a word that starts with - is a name.
        harness.write("-s", "dashed\n%\n")
        #expect(await harness.output(["fortune", "--no-cache", "--", harness.home.file("-s")]) == "dashed\n")
        for words in [["33.3%", path], ["120%", path], ["30%", path, "30%", path], ["50%", path]] {
            #expect(await harness.run(["fortune"] + words) == .usage, "\(words)")
        }
    }

    @Test("A fortune is written exactly as its file holds it when piped: tabs, its author line, its line breaks")
    func bytesAsTheFileHas() async throws {
        let text = "Two\tcolumns,\n   indented\n\t\t-- Somebody, \"Somewhere\"\n"
        harness.write("f/exact", text + "%\n")
        #expect(await harness.output(["fortune", "--no-cache", harness.home.file("f/exact")]) == text)
        // On a terminal, only what a terminal would act on is made harmless.
        harness.write("f/escape", "Bold \u{1B}[1mword\u{1B}[0m\n%\n")
        let terminal = await harness.output(
            ["fortune", "--no-cache", harness.home.file("f/escape")], terminal: TerminalInfo(isTerminal: true, columns: 20))
        #expect(!terminal.contains("\u{1B}") && terminal.hasPrefix("Bold "))
        // --json still reads the entry into a quote.
        let json = await harness.output(["fortune", "--no-cache", "--json", harness.home.file("f/exact")])
        #expect(json.contains(#""author":"Somebody, \"Somewhere\"""#), "\(json)")
    }

    @Test("-s and -l with -n split a file exactly: each entry is short or long, never both")
    func shortAndLong() async throws {
        harness.write("f/mixed", "short one\n%\nthis entry is rather longer\n%\n")
        let path = harness.home.file("f/mixed")
        for random in [0.0, 0.99] {
            harness.randomNumbers = [0, random]
            #expect(await harness.output(["fortune", "--no-cache", "-s", "-n", "20", path]) == "short one\n")
            harness.randomNumbers = [0, random]
            #expect(await harness.output(["fortune", "--no-cache", "-l", "-n", "20", path]) == "this entry is rather longer\n")
        }
    }

    @Test("A file with nothing that suits drops out of the draw, which is made again among the rest")
    func fileWithNothingSuitingDropsOut() async throws {
        let long = file("long", count: 3, lengths: 40)
        let short = file("short", count: 2)
        // The first draw lands on the long file, which has no short entry: the short file is drawn instead.
        harness.randomNumbers = [0.0, 0.0, 0.0]
        #expect(await harness.output(["fortune", "--no-cache", "-s", "-n", "20", long, short]) == "short 0...\n")
    }

    @Test("The run's filters choose among the entries: --match and --author; nothing that matches is 66")
    func filters() async throws {
        harness.write("f/mixed", "The sun rises.\n\t\t-- Ann\n%\nThe moon sets.\n\t\t-- Bo\n%\nRain falls.\n%\n")
        let path = harness.home.file("f/mixed")
        for random in [0.0, 0.5, 0.99] {
            harness.randomNumbers = [0, random]
            #expect(await harness.output(["fortune", "--no-cache", "--match", "moon", path]).hasPrefix("The moon sets."))
            harness.randomNumbers = [0, random]
            #expect(await harness.output(["fortune", "--no-cache", "--author", "Ann", path]).hasPrefix("The sun rises."))
        }
        #expect(await harness.run(["fortune", "--no-cache", "--match", "snow", path]) == .noInput)
    }

    @Test("-m prints every match as a fortune file, the file's name on stderr; -i ignores case; -c names the file first")
    func searchAndName() async throws {
        harness.write("f/love", "Love is patient.\n%\nHate is not.\n%\nlove again\n%\n")
        let path = harness.home.file("f/love")
        #expect(await harness.output(["fortune", "-m", "love", path]) == "love again\n%\n")
        #expect(harness.stderr.text == "(\(path))\n%\n")
        #expect(await harness.output(["fortune", "-i", "-m", "LOVE", path]) == "Love is patient.\n%\nlove again\n%\n")
        #expect(await harness.run(["fortune", "-m", "nothing", path]) == .noInput)
        harness.randomNumbers = [0, 0]
        #expect(await harness.output(["fortune", "--no-cache", "-c", path]) == "(\(path))\n%\nLove is patient.\n")
        // A full device: the name fails, so the fortune is neither written after it nor kept; one line says why.
        let full = BufferSink(failing: OutputError(reason: SystemError(ENOSPC)))
        harness.stderr.clear()
        let kept = harness.records(harness.historyFile).count
        #expect(await harness.run(["fortune", "-c", path], stdout: full) == .ioError)
        #expect(harness.stderr.text.components(separatedBy: "\n").filter { !$0.isEmpty }.count == 1, "\(harness.stderr.text)")
        #expect(harness.records(harness.historyFile).count == kept)
    }

    @Test("A file in a folder that cannot be used is said once a run: a draw, -f and -m alike", .strfile)
    func skippedSaidOnce() async throws {
        try await index(file("good", count: 3))
        // A binary file given another file's index: the folder's index check lets it in, its bytes leave it out.
        harness.write("f/bin", "\u{0}\u{0}binary\n%\n")
        try FileManager.default.copyItem(atPath: harness.home.file("f/good.dat"), toPath: harness.home.file("f/bin.dat"))
        let folder = harness.home.file("f")
        // A draw that finds nothing to show says it too, before its error (-s -n 0 suits nothing).
        for arguments in [
            ["--no-cache", folder], ["-f", folder], ["-m", "good", folder], ["--no-cache", "-s", "-n", "0", folder],
        ] {
            harness.stderr.clear()
            harness.randomNumbers = [0, 0]
            _ = await harness.run(["fortune"] + arguments, stdout: BufferSink())
            let warnings = harness.stderr.text.split(separator: "\n").filter { $0.contains("skipped") && $0.contains("/f/bin") }
            #expect(warnings.count == 1, "\(arguments): \(harness.stderr.text)")
        }
    }

    @Test("A fortune is a run like any other: kept, in the history, --json applies; -w waits on the run's clock")
    func keptAndWaits() async throws {
        let path = file("kept", count: 1, lengths: 200)
        let record = try #require(QuoteRecord(line: Data(await harness.output(["fortune", "--json", path]).utf8)))
        #expect(record.source.description == "fortune:\(path)")
        #expect(harness.records(harness.historyFile).count == 1 && QuoteCache(path: harness.cacheFile).load() == record)
        // The settings' sources are not asked, so one they cannot name does not fail a fortune already shown.
        #expect(await harness.run(["--source", "nowhere", "fortune", path]) == .success)
        #expect(harness.stderr.text == "" && harness.records(harness.historyFile).count == 2)
        async let waited = harness.run(["fortune", "-w", path])
        try await harness.clock.waitForSleeps(1)
        #expect(harness.clock.sleeps.last == .seconds(10), "200 characters: ten seconds, at 20 a second")
        harness.clock.advanceToNextWakeUp()
        #expect(await waited == .success)
        async let brief = harness.run(["fortune", "-w", file("brief", count: 1, lengths: 30)])
        try await harness.clock.waitForSleeps(1)
        #expect(harness.clock.sleeps.last == .seconds(6), "30 characters: six seconds, fortune's least")
        harness.clock.advanceToNextWakeUp()
        #expect(await brief == .success)
    }

    @Test("fortune's options are its own: one it does not take, or -n without a value, is a usage error")
    func badOptions() async throws {
        #expect(await harness.run(["fortune", "-x"]) == .usage)
        #expect(await harness.run(["fortune", "-n"]) == .usage)
        #expect(await harness.run(["fortune", "30%"]) == .usage)
    }

    @Test("-n as fortune reads it, with atoi: -n zero and -n 0 change nothing alone; -s -n 0 suits nothing, and says so")
    func lenientLength() async throws {
        harness.write("f/mixed", "short one\n%\nthis entry is rather longer\n%\n")
        let path = harness.home.file("f/mixed")
        for value in ["zero", "0", "-5", ""] {
            #expect(
                await harness.run(["fortune", "--no-cache", "-n", value, path], stdout: BufferSink()) == .success, "\(value)")
            #expect(await harness.run(["fortune", "--no-cache", "-l", "-n", value, path], stdout: BufferSink()) == .success)
        }
        harness.stderr.clear()
        #expect(await harness.run(["fortune", "--no-cache", "-s", "-n", "abc", path]) == .noInput)
        #expect(harness.stderr.text.contains("-s -n 0"), "\(harness.stderr.text)")
        for random in [0.0, 0.99] {
            harness.randomNumbers = [0, random]
            #expect(
                await harness.output(["fortune", "--no-cache", "-s", "-n", "12x", path]) == "short one\n",
                "-n 12x is 12: 'short one' and its newline are 10 bytes")
        }
    }

    @Test(
        "-s and -l find their fortunes through the index's lengths, as fortune does: the entries they pass over are never read",
        .strfile)
    func lengthsFromTheIndex() async throws {
        // A long entry holding a NUL: reading every entry would leave the file out; -s never reads it.
        harness.write("f/lengths", "short one\n%\nthis entry is long, \u{0} and not text\n%\nshort two\n%\n")
        let path = harness.home.file("f/lengths")
        try await index(path)
        // The second draw after the long one passed over: the index told its length, and its bytes were not read.
        for (draws, expected) in [([0.0], "short one"), ([0.5, 0.0], "short one"), ([0.5, 0.99], "short two")] {
            harness.randomNumbers = draws
            harness.stderr.clear()
            let short = BufferSink()
            let code = await harness.run(["fortune", "--no-cache", "-s", "-n", "20", path], stdout: short)
            #expect(code == .success && short.text == expected + "\n", "\(draws): \(harness.stderr.text)")
            #expect(harness.stderr.text.isEmpty, "\(harness.stderr.text)")
        }
    }
}
