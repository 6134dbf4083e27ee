import Foundation
import QuoteCommands
import QuoteConfig
import QuoteHTTP
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// `--source fortune`: the files `fortune` reads, with and without `strfile`'s index.
@Suite("Fortune files", .timeLimit(.minutes(1)))
struct FortuneTests {
    let harness = RunHarness()

    static let wisdom = """
        Always remember you're unique, just like everyone else.
        %
        A journey of a thousand miles begins with a single step.
        \t\t-- Lao Tzu
        %
        It is a truth universally acknowledged.
        — Jane Austen
        %
        Think\tfirst.
          -- Anonymous Coward
        %

        """

    /// Writes `text` as fortune file `name` in `folder` (under home), indexed with `strfile` when asked.
    private func fortuneFile(
        _ name: String, in folder: String = "fortunes", _ text: String = wisdom, strfile flags: [String]? = nil
    ) async throws -> String {
        harness.write("\(folder)/\(name)", text)
        let path = harness.home.file("\(folder)/\(name)")
        if let flags {
            let strfile = "/usr/bin/strfile"
            try #require(FileManager.default.isExecutableFile(atPath: strfile), "strfile (fortune-mod) is installed by .ci/run")
            let outcome = try await ChildProcess(strfile, flags + [path], environment: ["PATH": "/usr/bin:/bin"]).wait()
            try #require(outcome.status == 0, "strfile failed: \(outcome.stderr)")
        }
        return path
    }

    private func records() throws -> [QuoteRecord] {
        try harness.stdout.text.split(separator: "\n").map {
            try QuoteRecord.makeDecoder().decode(QuoteRecord.self, from: Data($0.utf8))
        }
    }

    @Test(
        "Every entry of an indexed file can be picked; attributions become authors; source and id name the file and entry",
        arguments: [
            [String](), ["-x"],
        ])
    func indexed(flags: [String]) async throws {
        let path = try await fortuneFile("wisdom", strfile: flags)
        if flags == ["-x"] {
            // strfile -x marks the index rotated; the text must then be stored rot13-encoded.
            let rotated = String(
                String.UnicodeScalarView(
                    Self.wisdom.unicodeScalars.map { scalar in
                        switch scalar.value {
                        case 0x41...0x5A: Unicode.Scalar((scalar.value - 0x41 + 13) % 26 + 0x41)!
                        case 0x61...0x7A: Unicode.Scalar((scalar.value - 0x61 + 13) % 26 + 0x61)!
                        default: scalar
                        }
                    }))
            harness.write("fortunes/wisdom", rotated)
            utime(path + ".dat", nil)  // the index must not look older than the text
        }
        harness.randomNumbers = [0.0, 0.3, 0.6, 0.9]
        for _ in 0..<4 {
            #expect(
                await harness.run(["--source", "fortune", "--json", "--no-cache"], environment: ["QUOTE_FORTUNE_PATH": path])
                    == .success)
        }
        let picked = try records()
        #expect(picked.map(\.quote.id) == [1, 2, 3, 4])
        #expect(picked.allSatisfy { $0.source.description == "fortune:\(path)" })
        #expect(picked.map(\.quote.author) == [nil, "Lao Tzu", "Jane Austen", "Anonymous Coward"])
        #expect(picked[0].quote.content == "Always remember you're unique, just like everyone else.")
        #expect(picked[1].quote.content == "A journey of a thousand miles begins with a single step.")
        #expect(picked[3].quote.content == "Think   first.")
    }

    @Test("A file without an index is scanned; one whose index is older than the text is too")
    func unindexed() async throws {
        let path = try await fortuneFile("plain")
        let stale = try await fortuneFile("stale", strfile: [])
        harness.write("fortunes/stale", "Only one entry now.\n%\n")
        let old = Date(timeIntervalSinceNow: -3600)
        try FileManager.default.setAttributes([.modificationDate: old], ofItemAtPath: stale + ".dat")
        #expect(
            await harness.run(
                ["--source", "fortune", "--json", "--no-cache"], environment: ["QUOTE_FORTUNE_PATH": "\(path):\(stale)"])
                == .success)
        harness.randomNumbers = [0.99]
        #expect(
            await harness.run(
                ["--source", "fortune", "--json", "--no-cache"], environment: ["QUOTE_FORTUNE_PATH": "\(path):\(stale)"])
                == .success)
        let picked = try records()
        #expect(picked[0].source.description == "fortune:\(path)" && picked[0].quote.id == 3)
        #expect(picked[1].source.description == "fortune:\(stale)" && picked[1].quote.content == "Only one entry now.")
    }

    @Test(
        "Folders: every fortune file in them, never an off/ folder, never .dat or .u8 files; one pick is uniform over all entries"
    )
    func folders() async throws {
        _ = try await fortuneFile("a", "First.\n%\nSecond.\n%\n", strfile: [])
        harness.write("fortunes/a.u8", "Never.\n%\n")
        harness.write("fortunes/off/rude", "Never either.\n%\n")
        _ = try await fortuneFile("b", in: "more", "Third.\n%\nFourth.\n%\nFifth.\n%\n")
        let path = harness.home.file("fortunes") + ":" + harness.home.file("more")
        var seen: [String] = []
        for index in 0..<5 {
            harness.randomNumbers = [(Double(index) + 0.5) / 5]
            #expect(
                await harness.run(["--source", "fortune", "--no-cache"], environment: ["QUOTE_FORTUNE_PATH": path]) == .success)
        }
        seen = harness.stdout.text.split(separator: "\n").map(String.init)
        #expect(seen == ["First.", "Second.", "Third.", "Fourth.", "Fifth."])
    }

    @Test("The user's own folder and the usual places when QUOTE_FORTUNE_PATH is unset")
    func defaultPlaces() async throws {
        _ = try await fortuneFile("mine", in: ".local/share/fortunes", "Mine alone.\n%\n")
        harness.randomNumbers = [0.0]
        #expect(await harness.run(["--source", "fortune", "--json", "--no-cache"]) == .success)
        #expect(try records().first?.source.description == "fortune:\(harness.home.file(".local/share/fortunes/mine"))")
    }

    @Test("Nothing found: exit 66 naming where it looked")
    func nothingFound() async {
        let nowhere = harness.home.file("none")
        #expect(await harness.run(["--source", "fortune"], environment: ["QUOTE_FORTUNE_PATH": nowhere]) == .noInput)
        #expect(harness.stderr.text == "quote: no fortune files found in \(nowhere)\n")
    }

    @Test("Filters apply to fortunes: authorless entries never match --author")
    func filtered() async throws {
        let path = try await fortuneFile("wisdom", strfile: [])
        #expect(
            await harness.run(["--source", "fortune", "--author", "austen", "--json"], environment: ["QUOTE_FORTUNE_PATH": path])
                == .success)
        #expect(try records().first?.quote.author == "Jane Austen")
    }

    @Test(
        "--match and --author find what the quote says, not only what the file's bytes say: colour codes and tabs",
        arguments: [
            (["--match", "my love"], "You are my \u{1B}[1mlo\u{1B}[0mve\n%\nNothing here.\n%\n", "You are my love"),
            (["--match", "a  +b"], "a\tb\n%\nNothing here.\n%\n", "a       b"),
            (["--author", "lao tzu"], "Step.\n-- Lao\u{1B}[1m Tzu\n%\nNothing here.\n%\n", "Step."),
        ] as [([String], String, String)])
    func filtersSeeTheQuote(filter: [String], file: String, content: String) async throws {
        harness.write("fortunes/odd", file)
        let environment = ["QUOTE_FORTUNE_PATH": harness.home.file("fortunes/odd")]
        #expect(
            await harness.run(["--source", "fortune", "--no-cache", "--json"] + filter, environment: environment) == .success)
        #expect(try records().first?.quote.content == content)
    }

    @Test("A filter nothing matches counts every quote it looked at, those turned down by their bytes alone included")
    func noMatchCounts() async throws {
        let path = try await fortuneFile("wisdom", strfile: [])
        let outcome = await harness.run(["--source", "fortune", "--match", "zebra"], environment: ["QUOTE_FORTUNE_PATH": path])
        #expect(outcome == .noInput)
        #expect(harness.stderr.text.contains("4"), "\(harness.stderr.text)")
    }

    @Test("Text output has no author line for an entry without one; colour codes are stripped, other controls removed")
    func textOutput() async throws {
        harness.write("fortunes/odd", "Bad \u{1B}[31mbyte\u{1B}[0m\u{7}\n%\n")
        #expect(
            await harness.run(
                ["--source", "fortune", "--no-cache"], environment: ["QUOTE_FORTUNE_PATH": harness.home.file("fortunes/odd")])
                == .success)
        #expect(harness.stdout.text == "Bad byte\n")
    }

    @Test("An entry that is not UTF-8 is never printed: a pick that lands on it takes another, and a warning counts them")
    func entriesNotUTF8() async throws {
        var bytes = Array("First.\n%\nBad\n%\nThird.\n%\nFourth.\n%\n".utf8)
        bytes.insert(0xFF, at: 11)  // inside "Bad"
        harness.write("fortunes/mostly", "")
        harness.home.write("fortunes/mostly", Data(bytes))
        for indexed in [false, true] {
            let path = harness.home.file("fortunes/mostly")
            if indexed { _ = try await fortuneFile("mostly", String(decoding: bytes, as: UTF8.self), strfile: []) }
            if indexed { harness.home.write("fortunes/mostly", Data(bytes)) }  // strfile indexed the same bytes
            harness.randomNumbers = [0.3, 0.6]  // entry 2 (the bad one), then entry 3
            let out = BufferSink()
            #expect(
                await harness.run(["--source", "fortune", "--no-cache"], environment: ["QUOTE_FORTUNE_PATH": path], stdout: out)
                    == .success)
            #expect(out.text == "Third.\n", "indexed: \(indexed)")
            #expect(harness.stderr.text.hasSuffix("quote: warning: skipped 1 entries of \(path) that are not UTF-8\n"))
        }
    }

    @Test("An empty or blank entry is never picked, in an indexed file too")
    func blankEntries() async throws {
        let text = "%\n   \n%\nOnly this.\n%\n\t\n%\n"
        for flags in [nil, [String]()] {
            let path = try await fortuneFile("blanks", text, strfile: flags)
            for random in [0.0, 0.4, 0.99] {
                harness.randomNumbers = [random]
                let out = BufferSink()
                #expect(
                    await harness.run(
                        ["--source", "fortune", "--no-cache"], environment: ["QUOTE_FORTUNE_PATH": path], stdout: out) == .success
                )
                #expect(out.text == "Only this.\n", "random \(random), indexed: \(flags != nil)")
            }
        }
    }

    @Test("An indexed file with Windows line ends is split into its entries, like the same file with Unix ones")
    func indexedWindowsLineEndings() async throws {
        let path = try await fortuneFile("crlf", "One.\r\n\t-- Someone\r\n%\r\nTwo.\r\n%\r\nThree.\r\n%\r\n", strfile: [])
        var seen: Set<String> = []
        for random in [0.0, 0.4, 0.8] {
            harness.randomNumbers = [random]
            let out = BufferSink()
            #expect(
                await harness.run(
                    ["--source", "fortune", "--no-cache", "--json"], environment: ["QUOTE_FORTUNE_PATH": path], stdout: out)
                    == .success)
            let record = try QuoteRecord.makeDecoder().decode(QuoteRecord.self, from: Data(out.text.utf8))
            seen.insert(record.quote.content)
        }
        #expect(seen == ["One.", "Two.", "Three."])
    }

    @Test("A file that cannot be used is skipped with one warning naming it; the others still serve")
    func unusableFilesSkipped() async throws {
        let good = try await fortuneFile("good", "Good.\n%\n")
        harness.write("fortunes/binary", "")
        harness.home.write("fortunes/binary", Data([0x41, 0x00, 0x42, 0x0A]))
        harness.home.write("fortunes/latin1", Data("Caf\u{E9}\n%\nD\u{E9}j\u{E0}\n%\n".unicodeScalars.map { UInt8($0.value) }))
        harness.home.write("fortunes/huge", Data(repeating: UInt8(ascii: "a"), count: (16 << 20) + 1))
        let folder = harness.home.file("fortunes")
        let out = BufferSink()
        #expect(
            await harness.run(["--source", "fortune", "--no-cache"], environment: ["QUOTE_FORTUNE_PATH": folder], stdout: out)
                == .success)
        #expect(out.text == "Good.\n")
        #expect(
            harness.stderr.text.split(separator: "\n").sorted() == [
                "quote: warning: skipped \(folder)/binary: not text (it holds a NUL byte)",
                "quote: warning: skipped \(folder)/huge: larger than 16 MiB, with no current strfile index",
                "quote: warning: skipped \(folder)/latin1: not UTF-8 text",
            ])
        _ = good
    }

    @Test("Files found, none usable: the message says how many and why, not that none were found")
    func noneUsable() async throws {
        harness.write("fortunes/binary", "")
        harness.home.write("fortunes/binary", Data([0x41, 0x00, 0x42, 0x0A]))
        let folder = harness.home.file("fortunes")
        #expect(await harness.run(["--source", "fortune"], environment: ["QUOTE_FORTUNE_PATH": folder]) == .noInput)
        #expect(
            harness.stderr.text.hasSuffix(
                "quote: none of the 1 fortune files found in \(folder) can be used: \(folder)/binary: not text (it holds a NUL byte)\n"
            ))
    }

    @Test("A file with Windows line endings: entries and attributions as with Unix ones")
    func windowsLineEndings() async throws {
        harness.write("fortunes/crlf", "One.\r\n\t-- Someone\r\n%\r\nTwo.\r\n%\r\n")
        harness.randomNumbers = [0.0]
        #expect(
            await harness.run(
                ["--source", "fortune", "--json", "--no-cache"],
                environment: ["QUOTE_FORTUNE_PATH": harness.home.file("fortunes/crlf")]) == .success)
        let picked = try records()
        #expect(picked.first?.quote.content == "One." && picked.first?.quote.author == "Someone")
    }

    @Test(
        "Attribution lines",
        arguments: [
            ("-- Mark Twain", Optional("Mark Twain")), ("\t\t-- Mark Twain, \"Letters\"", "Mark Twain, \"Letters\""),
            ("— 김구", "김구"), ("--- Oscar Wilde", "Oscar Wilde"), ("―Seneca", "Seneca"), ("—Seneca", "Seneca"),
            ("   – Ovid", "Ovid"),
            ("  --Anonymous", nil), ("----", nil), ("-- ", nil), ("Mark Twain", nil), ("--verbose", nil),
        ])
    func attributions(line: String, author: String?) {
        #expect(FortuneEntry.attribution(line) == author)
    }

    @Test("Attributions over two lines: the dashed line gives the author, the line below it the description")
    func twoLineAttribution() {
        let quote = FortuneEntry.quote(
            from: "Four score and seven years ago\n\t-- Abraham Lincoln,\n\t   Gettysburg Address, 1863\n", id: 1)
        #expect(quote.content == "Four score and seven years ago")
        #expect(quote.author == "Abraham Lincoln" && quote.description == "Gettysburg Address, 1863")
        let coloured = FortuneEntry.quote(from: "\u{1B}[1mBold words.\u{1B}[0m\n\u{1B}[32m-- Someone\u{1B}[0m\n", id: 2)
        #expect(coloured.content == "Bold words." && coloured.author == "Someone")
    }
}
