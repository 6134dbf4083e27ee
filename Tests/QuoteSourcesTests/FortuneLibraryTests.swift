import Foundation
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteTestSupport
import Testing

/// `--source fortune` through the source's own API: the files `fortune` reads, with and without `strfile`'s index.
@Suite("Fortune files", .timeLimit(.minutes(1)))
struct FortuneLibraryTests {
    let picker = FortunePicker()

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

    /// `text` rot13-encoded, as `strfile -x` expects the file to be stored.
    private func rot13(_ text: String) -> String {
        String(
            String.UnicodeScalarView(
                text.unicodeScalars.map { scalar in
                    switch scalar.value {
                    case 0x41...0x5A: Unicode.Scalar((scalar.value - 0x41 + 13) % 26 + 0x41)!
                    case 0x61...0x7A: Unicode.Scalar((scalar.value - 0x61 + 13) % 26 + 0x61)!
                    default: scalar
                    }
                }))
    }

    @Test(
        "Every entry of an indexed file can be picked; attributions become authors; source and id name the file and entry",
        .strfile,
        arguments: [[String](), ["-x"]])
    func indexed(flags: [String]) async throws {
        let path = try await picker.fortuneFile("wisdom", Self.wisdom, strfile: flags)
        if flags == ["-x"] {
            picker.write("fortunes/wisdom", rot13(Self.wisdom))
            utime(path + ".dat", nil)  // the index must not look older than the text
        }
        picker.randomNumbers = [0.0, 0.3, 0.6, 0.9]
        var picked: [QuoteRecord] = []
        for _ in 0..<4 { picked.append(try await picker.pick(path)) }
        #expect(picked.map(\.quote.id) == [1, 2, 3, 4])
        #expect(picked.allSatisfy { $0.source.description == "fortune:\(path)" })
        #expect(picked.map(\.quote.author) == [nil, "Lao Tzu", "Jane Austen", "Anonymous Coward"])
        #expect(picked[0].quote.content == "Always remember you're unique, just like everyone else.")
        #expect(picked[1].quote.content == "A journey of a thousand miles begins with a single step.")
        #expect(picked[3].quote.content == "Think   first.")
    }

    @Test("A file without an index is scanned; one whose index is older than the text is too", .strfile)
    func unindexed() async throws {
        let path = try await picker.fortuneFile("plain", Self.wisdom)
        let stale = try await picker.fortuneFile("stale", Self.wisdom, strfile: [])
        picker.write("fortunes/stale", "Only one entry now.\n%\n")
        try FileManager.default.setAttributes(
            [.modificationDate: Date(timeIntervalSinceNow: -3600)], ofItemAtPath: stale + ".dat")
        picker.randomNumbers = [0.5, 0.99]
        let first = try await picker.pick("\(path):\(stale)")
        let second = try await picker.pick("\(path):\(stale)")
        #expect(first.source.description == "fortune:\(path)" && first.quote.id == 3)
        #expect(second.source.description == "fortune:\(stale)" && second.quote.content == "Only one entry now.")
    }

    @Test(
        "Folders: every fortune file in them, never an off/ folder, never .dat or .u8 files; one pick is uniform over all entries",
        .strfile
    )
    func folders() async throws {
        _ = try await picker.fortuneFile("a", "First.\n%\nSecond.\n%\n", strfile: [])
        picker.write("fortunes/a.u8", "Never.\n%\n")
        picker.write("fortunes/off/rude", "Never either.\n%\n")
        _ = try await picker.fortuneFile("b", in: "more", "Third.\n%\nFourth.\n%\nFifth.\n%\n")
        let path = picker.home.file("fortunes") + ":" + picker.home.file("more")
        var seen: [String] = []
        for index in 0..<5 {
            picker.randomNumbers = [(Double(index) + 0.5) / 5]
            seen.append(try await picker.pick(path).quote.content)
        }
        #expect(seen == ["First.", "Second.", "Third.", "Fourth.", "Fifth."])
    }

    @Test("The user's own folder and the usual places when QUOTE_FORTUNE_PATH is unset")
    func defaultPlaces() async throws {
        _ = try await picker.fortuneFile("mine", in: picker.home.locations.fortunes!, "Mine alone.\n%\n")
        picker.randomNumbers = [0.0]
        let picked = try await picker.pick(nil)
        #expect(picked.source.description == "fortune:\(Path.join(picker.home.locations.fortunes!, "mine"))")
    }

    @Test("Nothing found: the error names where it looked")
    func nothingFound() async {
        let nowhere = picker.home.file("none")
        await #expect(throws: SourceError.noFortuneFiles(searched: [nowhere])) { try await picker.pick(nowhere) }
    }

    @Test("Filters apply to fortunes: authorless entries never match --author", .strfile)
    func filtered() async throws {
        let path = try await picker.fortuneFile("wisdom", Self.wisdom, strfile: [])
        for random in [0.0, 0.5, 0.99] {
            picker.randomNumbers = [random]
            #expect(try await picker.pick(path, filter: QuoteFilter(author: "austen")).quote.author == "Jane Austen")
        }
    }

    @Test(
        "--match and --author find what the quote says, not only what the file's bytes say: colour codes and tabs",
        arguments: [
            (
                QuoteFilter(pattern: QuotePattern("my love")), "You are my \u{1B}[1mlo\u{1B}[0mve\n%\nNothing here.\n%\n",
                "You are my love"
            ),
            (QuoteFilter(pattern: QuotePattern("a  +b")), "a\tb\n%\nNothing here.\n%\n", "a       b"),
            (QuoteFilter(author: "lao tzu"), "Step.\n-- Lao\u{1B}[1m Tzu\n%\nNothing here.\n%\n", "Step."),
        ] as [(QuoteFilter, String, String)])
    func filtersSeeTheQuote(filter: QuoteFilter, file: String, content: String) async throws {
        picker.write("fortunes/odd", file)
        #expect(try await picker.pick(picker.home.file("fortunes/odd"), filter: filter).quote.content == content)
    }

    @Test("A filter nothing matches counts every quote it looked at, those turned down by their bytes alone included", .strfile)
    func noMatchCounts() async throws {
        let path = try await picker.fortuneFile("wisdom", Self.wisdom, strfile: [])
        let filter = QuoteFilter(pattern: QuotePattern("zebra"))
        await #expect(throws: SourceError.noMatchAmong(filter: filter, count: 4, source: "fortune")) {
            try await picker.pick(path, filter: filter)
        }
    }

    @Test("An entry in another encoding is a fortune like any other: its bytes kept, read as Latin-1, no warning", .strfile)
    func entriesInAnotherEncoding() async throws {
        var bytes = Array("First.\n%\nBad\n%\nThird.\n%\nFourth.\n%\n".utf8)
        bytes.insert(0xFC, at: 11)  // inside "Bad": "Baüd" in Latin-1
        let path = picker.home.file("fortunes/mostly")
        for indexed in [false, true] {
            if indexed { _ = try await picker.fortuneFile("mostly", String(decoding: bytes, as: UTF8.self), strfile: []) }
            picker.write("fortunes/mostly", Data(bytes))  // strfile indexed the same bytes
            picker.randomNumbers = [0.3]  // entry 2
            let record = try await picker.pick(path)
            #expect(record.quote.content == "Ba\u{FC}d", "indexed: \(indexed)")
            #expect(picker.warnings.isEmpty)
        }
    }

    @Test("An empty or blank entry is never picked, in an indexed file too", .strfile)
    func blankEntries() async throws {
        let text = "%\n   \n%\nOnly this.\n%\n\t\n%\n"
        for flags in [nil, [String]()] {
            let path = try await picker.fortuneFile("blanks", text, strfile: flags)
            for random in [0.0, 0.4, 0.99] {
                picker.randomNumbers = [random]
                #expect(try await picker.pick(path).quote.content == "Only this.", "random \(random), indexed: \(flags != nil)")
            }
        }
    }

    @Test("An indexed file with Windows line ends is split into its entries, like the same file with Unix ones", .strfile)
    func indexedWindowsLineEndings() async throws {
        let path = try await picker.fortuneFile("crlf", "One.\r\n\t-- Someone\r\n%\r\nTwo.\r\n%\r\nThree.\r\n%\r\n", strfile: [])
        var seen: Set<String> = []
        for random in [0.0, 0.4, 0.8] {
            picker.randomNumbers = [random]
            seen.insert(try await picker.pick(path).quote.content)
        }
        #expect(seen == ["One.", "Two.", "Three."])
    }

    @Test("A file that cannot be used is skipped with one warning naming it; the others still serve")
    func unusableFilesSkipped() async throws {
        _ = try await picker.fortuneFile("good", "Good.\n%\n")
        picker.write("fortunes/binary", Data([0x41, 0x00, 0x42, 0x0A]))
        picker.write("fortunes/huge", Data(repeating: UInt8(ascii: "a"), count: (16 << 20) + 1))
        let folder = picker.home.file("fortunes")
        #expect(try await picker.pick(folder).quote.content == "Good.")
        let skipped = picker.warnings.compactMap { warning -> SkippedFortuneFile? in
            guard case .fortuneFileSkipped(let file) = warning else { return nil }
            return file
        }
        #expect(
            skipped.sorted { $0.path < $1.path } == [
                SkippedFortuneFile(path: "\(folder)/binary", problem: .binary),
                SkippedFortuneFile(path: "\(folder)/huge", problem: .tooLarge),
            ])
    }

    @Test(
        "An indexed file is checked as its entries are read: a NUL elsewhere does not stop the entry picked; one in it leaves the file out, with a warning, and the pick draws again",
        .strfile
    )
    func indexedBinaryFoundWhenRead() async throws {
        _ = try await picker.fortuneFile("good", "Good.\n%\n")
        _ = try await picker.fortuneFile("late", "Fine.\n%\nBad\u{0}.\n%\n", strfile: [])
        let folder = picker.home.file("fortunes")
        picker.randomNumbers = [0.5]  // entry 1 of 3: the first of late's
        #expect(try await picker.pick(folder).quote.content == "Fine.")
        #expect(picker.warnings.isEmpty, "only the entry shown is read")
        picker.randomNumbers = [0.9]  // entry 2 of 3, late's second; then entry 0 of the 1 left
        #expect(try await picker.pick(folder).quote.content == "Good.")
        #expect(picker.warnings == [.fortuneFileSkipped(SkippedFortuneFile(path: "\(folder)/late", problem: .binary))])
    }

    @Test("A file in another encoding is drawn like any other, its share its own: its bytes exactly, no warning", .strfile)
    func latin1Drawn() async throws {
        _ = try await picker.fortuneFile("good", "Good.\n%\n")
        let latin1 = Data("Caf\u{E9}\n%\nD\u{E9}j\u{E0}\n%\n".unicodeScalars.map { UInt8($0.value) })
        _ = try await picker.fortuneFile("latin1", bytes: latin1, strfile: [])
        let folder = picker.home.file("fortunes")
        var seen: Set<Data> = []
        for random in [0.0, 0.4, 0.8] {
            picker.randomNumbers = [random]
            seen.insert(try #require(try await picker.pick(folder).verbatim))
        }
        #expect(seen == [Data("Good.\n".utf8), Data([0x43, 0x61, 0x66, 0xE9, 0x0A]), Data([0x44, 0xE9, 0x6A, 0xE0, 0x0A])])
        #expect(picker.warnings.isEmpty)
    }

    @Test("Every indexed file found to be unusable as it is read: the error names each, as when they are opened", .strfile)
    func indexedNoneUsable() async throws {
        _ = try await picker.fortuneFile("binary", "A\u{0}\n%\n", strfile: [])
        let folder = picker.home.file("fortunes")
        await #expect(
            throws: SourceError.noUsableFortuneFiles(
                found: 1, searched: [folder], skipped: [SkippedFortuneFile(path: "\(folder)/binary", problem: .binary)])
        ) { try await picker.pick(folder) }
    }

    @Test("Files found, none usable: the error says how many and why, not that none were found")
    func noneUsable() async throws {
        picker.write("fortunes/binary", Data([0x41, 0x00, 0x42, 0x0A]))
        let folder = picker.home.file("fortunes")
        await #expect(
            throws: SourceError.noUsableFortuneFiles(
                found: 1, searched: [folder], skipped: [SkippedFortuneFile(path: "\(folder)/binary", problem: .binary)])
        ) { try await picker.pick(folder) }
    }

    @Test("A file with Windows line endings: entries and attributions as with Unix ones")
    func windowsLineEndings() async throws {
        picker.write("fortunes/crlf", "One.\r\n\t-- Someone\r\n%\r\nTwo.\r\n%\r\n")
        picker.randomNumbers = [0.0]
        let picked = try await picker.pick(picker.home.file("fortunes/crlf"))
        #expect(picked.quote.content == "One." && picked.quote.author == "Someone")
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
