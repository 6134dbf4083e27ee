import Foundation
import QuotePlatform
import QuoteTestSupport
import Testing

/// `quote fortune` held against Debian's fortune-mod, side by side on the same databases (Debian's own and files
/// made here with strfile): names, `-f`'s numbers, `-m`'s matches, the `-s` and `-l` sets, `-c`, the bytes of the
/// fortunes, the classes of exit status; and fortune-mod's own tests that apply to the fortune Debian ships.
@Suite(
    "quote fortune against fortune(6)", .timeLimit(.minutes(2)),
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: DebianFortune.fortune)
            && FileManager.default.fileExists(atPath: DebianFortune.databases + "/art.dat"),
        "Debian's fortune-mod and fortunes, which make test installs on Linux"))
struct FortuneDifferentialTests: FortuneSideBySide {
    let home = TemporaryFolder()

    /// The entries of the fortune file at `path`, as fortune prints them: the text between delimiter lines, the
    /// last one up to the end of the file.
    private func entries(of path: String) throws -> Set<String> {
        let text = try #require(FileManager.default.contents(atPath: path)).withUnsafeBytes {
            String(decoding: $0, as: UTF8.self)
        }
        var entries: Set<String> = []
        var current = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: false).dropLast() {
            if line == "%" {
                if !current.isEmpty { entries.insert(current) }
                current = ""
            } else {
                current += line + "\n"
            }
        }
        if !current.isEmpty { entries.insert(current) }
        return entries
    }

    @Test("-f: the same names and numbers, on Debian's databases, by name, with percentages, and with -e")
    func listing() async throws {
        for arguments in [
            ["-f"], ["-f", "computers", "art"], ["-f", "30%", "computers", "70%", "art"], ["-f", "30%computers", "art"],
            ["-f", "0%", "computers", "art"], ["-f", DebianFortune.databases + "/people"],
        ] {
            let (theirs, ours) = (try await fortune(arguments), try await quote(arguments))
            #expect(ours.status == 0 && theirs.status == 0, "\(arguments): \(ours.stderr)")
            #expect(ours.stderr == theirs.stderr, "\(arguments)")
            #expect(ours.stdout.isEmpty && theirs.stdout.isEmpty)
        }
        // -e: fortune hands the remainder of a whole-number split to the first (34, 33, 33); quote's shares are exact.
        let equally = ["-f", "computers", "-e", "art", "riddles"]
        #expect(try await fortune(equally).stderr.hasPrefix("34.00% "))
        #expect(try await quote(equally).stderr.split(separator: "\n").allSatisfy { $0.hasPrefix("33.33% ") })
    }

    @Test("Only indexed files inside a folder, in the folder's own order: the same list as fortune's")
    func folderOfOurOwn() async throws {
        home.write("db/one", Data("one 1\n%\none 2\n%\none 3\n%\none 4\n%\n".utf8))
        home.write("db/two", Data("two 1\n%\ntwo 2\n%\n".utf8))
        home.write("db/nodat", Data("never\n%\n".utf8))
        home.write("db/README", Data("Not a fortune file.\n".utf8))
        try await strfile("db/one")
        try await strfile("db/two")
        for arguments in [["-f", home.file("db")], ["-f", "db"], ["-f", "50%", home.file("db/one"), home.file("db/two")]] {
            let (theirs, ours) = (try await fortune(arguments), try await quote(arguments))
            #expect(ours.stderr == theirs.stderr, "\(arguments)")
        }
        // Drawn from, the folder never gives what has no index.
        for _ in 0..<20 {
            let drawn = try await quote([home.file("db")]).output
            #expect(drawn.hasPrefix("one") || drawn.hasPrefix("two"), "\(drawn)")
        }
    }

    @Test(
        "-m: the same matches, byte for byte, and the same names on stderr, in fortune's own dialect",
        arguments: [
            "giants", "wet paint", "foo\\|bar", "Steve Jobs (1955", "^Q:", "entry 1$", "[[:digit:]]", "a\\{2\\}", "Linux+",
        ])
    func search(pattern: String) async throws {
        let (theirs, ours) = (try await fortune(["-m", pattern]), try await quote(["-m", pattern]))
        #expect(ours.outputDifference(from: theirs) == nil, "\(pattern)")
        // fortune says nothing when nothing matched; quote says so in one line.
        #expect(ours.stderr == theirs.stderr || theirs.stderr.isEmpty && ours.errorLines.count == 1, "\(pattern)")
        #expect(theirs.stdout.isEmpty == (ours.status == 66), "quote: 0 when something matched, 66 when nothing did")
    }

    @Test("-m with -i, -s and -l, and on a named file: the same matches")
    func searchOptions() async throws {
        for arguments in [
            ["-i", "-m", "LINUX"], ["-s", "-n", "60", "-m", "the"], ["-l", "-n", "600", "-m", "the"], ["-m", "wise", "wisdom"],
        ] {
            let (theirs, ours) = (try await fortune(arguments), try await quote(arguments))
            #expect(ours.outputDifference(from: theirs) == nil && ours.stderr == theirs.stderr, "\(arguments)")
        }
    }

    @Test("-s and -l: the fortunes drawn are those fortune draws, by fortune's own lengths")
    func lengthSets() async throws {
        // Entries of 6, 11, 16 and 21 bytes; the last has no delimiter line after it, and counts two fewer.
        home.write("len/l", Data("abcde\n%\nabcdefghij\n%\nabcdefghijklmno\n%\nabcdefghijklmnopqrst\n".utf8))
        try await strfile("len/l")
        for (flags, expected) in [
            (["-s", "-n", "11"], ["abcde\n", "abcdefghij\n"]),
            (["-l", "-n", "11"], ["abcdefghijklmno\n", "abcdefghijklmnopqrst\n"]),
            (["-s", "-n", "19"], ["abcde\n", "abcdefghij\n", "abcdefghijklmno\n", "abcdefghijklmnopqrst\n"]),
        ] {
            var (theirs, ours) = (Set<String>(), Set<String>())
            for _ in 0..<40 {
                theirs.insert(try await fortune(flags + [home.file("len/l")]).output)
                ours.insert(try await quote(flags + [home.file("len/l")]).output)
            }
            #expect(theirs.isSubset(of: expected) && ours.isSubset(of: expected), "\(flags): \(theirs) \(ours)")
            #expect(ours == Set(expected), "\(flags): forty draws of \(expected.count) give each")
        }
    }

    @Test("-c: the same heading, a folder's file by its own name, a named file by where it was found")
    func naming() async throws {
        for arguments in [["-c", "computers"], ["-c"]] {
            let (theirs, ours) = (try await fortune(arguments), try await quote(arguments))
            let heading = { (text: String) in text.split(separator: "\n").prefix(2).joined(separator: "\n") }
            #expect(heading(ours.output).hasPrefix("(") && heading(ours.output).hasSuffix(")\n%"))
            if arguments.count == 2 { #expect(heading(ours.output) == heading(theirs.output)) }
        }
    }

    @Test("Two hundred fortunes drawn, each byte for byte an entry of the database it names")
    func bytes() async throws {
        var known: [String: Set<String>] = [:]
        for _ in 0..<200 {
            let drawn = try await quote(["-c"])
            #expect(drawn.status == 0, "\(drawn.stderr)")
            let lines = drawn.output.split(separator: "\n", maxSplits: 2, omittingEmptySubsequences: false)
            let name = String(lines[0].dropFirst().dropLast())
            let text = String(drawn.output.dropFirst(lines[0].count + 3))
            if known[name] == nil { known[name] = try entries(of: DebianFortune.databases + "/" + name) }
            #expect(known[name]?.contains(text) == true, "(\(name)) \(text)")
        }
    }

    @Test(
        "Where fortune fails (1), quote fails in its class: 66 for what is not there, 64 for what cannot be asked",
        arguments: [
            (["notexisttttttttttt"], 66), (["-x"], 64), (["120%", "computers"], 64), (["70%", "computers"], 64),
            (["-m", "\\("], 64), (["33.3%", "computers", "art"], 64),
        ] as [([String], Int32)])
    func exitClasses(arguments: [String], code: Int32) async throws {
        let (theirs, ours) = (try await fortune(arguments), try await quote(arguments))
        #expect(theirs.status == 1 && ours.status == code, "\(arguments): \(ours.stderr)")
        #expect(ours.stdout.isEmpty && ours.errorLines.count <= 2, "one line, and --help's hint for a usage error")
    }

    @Test("fortune-mod's own tests that apply: -m giants, -m 'wet paint' once, art, a name that is nowhere")
    func fortuneModsOwnTests() async throws {
        #expect(try await quote(["-m", "giants"]).output.contains("Newton"))
        let paint = try await quote(["-m", "wet paint"]).output
        #expect(paint.components(separatedBy: "wet paint").count == 2, "once")
        let art = try await quote(["art"])
        #expect(!art.stdout.isEmpty && art.stderr.isEmpty)
        let nowhere = try await quote(["notexisttttttttttt"])
        #expect(nowhere.stdout.isEmpty && nowhere.stderr.hasPrefix("quote: no fortune file or folder named 'notexisttttttttttt'"))
    }
}
