import Foundation
import QuotePlatform
import QuoteTestSupport
import Testing

/// `quote fortune` where a fortune user's rc file, motd or cron job meets it, held against Debian's fortune-mod side
/// by side: silent where fortune is silent, fortune's lenient arguments, and its way of finding names.
@Suite(
    "quote fortune keeps fortune's habits", .timeLimit(.minutes(2)),
    .enabled(
        if: FileManager.default.isExecutableFile(atPath: DebianFortune.fortune)
            && FileManager.default.fileExists(atPath: DebianFortune.databases + "/riddles.dat"),
        "Debian's fortune-mod and fortunes-min, which make test installs on Linux"))
struct FortuneHabitsTests: FortuneSideBySide {
    let home = TemporaryFolder()

    /// A fortune file `name` under the test's home holding `entries`, indexed with strfile.
    private func database(_ name: String, _ entries: [String]) async throws {
        home.write(name, Data(entries.map { $0 + "\n%\n" }.joined().utf8))
        try await strfile(name)
    }

    /// A fortune file `name` under the test's home of `entries` in their own bytes, indexed with strfile; its path.
    @discardableResult
    private func database(_ name: String, bytes entries: [[UInt8]]) async throws -> String {
        home.write(name, Data(entries.flatMap { $0 + Array("\n%\n".utf8) }))
        try await strfile(name)
        return home.file(name)
    }

    /// What `command` writes to a terminal, run by script(1) in a pseudo-terminal of its own: the typescript's body
    /// (the terminal turns each newline into CR LF).
    private func onTerminal(_ command: String, _ extra: [String: String]) async throws -> Data {
        let typescript = home.file("typescript-\(UUID().uuidString)")
        // Nothing typed: an empty file of the test's own (script forwards its input to the terminal, which echoes it).
        home.write("nothing-typed", Data())
        let input = open(home.file("nothing-typed"), O_RDONLY | O_CLOEXEC)
        try #require(input >= 0)
        defer { close(input) }
        let run = try await ChildProcess(
            "/usr/bin/script", ["-q", "-e", "-c", command, typescript], environment: environment(extra), standardInput: input
        ).wait()
        try #require(run.status == 0, "script: \(run.stderr)")
        let bytes = try #require(home.contents(typescript))
        let start = try #require(bytes.firstIndex(of: 0x0A)) + 1
        let end = try #require(bytes.lastRange(of: Data("\nScript done".utf8))?.lowerBound)
        return Data(bytes[start..<end])
    }

    @Test(
        "Any encoding is a fortune file: Latin-1 and ISO-8859-3 files are drawn, their bytes into a pipe as fortune-mod writes them; -f and -m see them"
    )
    func anyEncoding() async throws {
        // Latin-1's "Grüße aus Köln", and Esperanto in ISO-8859-3 ("Ĉiuj ŝatas ĝin": Ĉ C6, ŝ FE, ĝ F8).
        let latin1: [[UInt8]] = [
            [0x47, 0x72, 0xFC, 0xDF, 0x65, 0x20, 0x61, 0x75, 0x73, 0x20, 0x4B, 0xF6, 0x6C, 0x6E], Array("Zwei".utf8),
        ]
        let esperanto: [[UInt8]] = [[0xC6, 0x69, 0x75, 0x6A, 0x20, 0xFE, 0x61, 0x74, 0x61, 0x73, 0x20, 0xF8, 0x69, 0x6E]]
        let files = [try await database("enc/latin1", bytes: latin1), try await database("enc/eo-iso3", bytes: esperanto)]
        let expected = Set((latin1 + esperanto).map { Data($0 + [0x0A]) })
        var seen: Set<Data> = []
        for _ in 0..<24 {
            let ours = try await quote(["--no-cache", home.file("enc")])
            #expect(ours.status == 0 && ours.stderr.isEmpty && expected.contains(ours.stdout), "\(ours.stderr)")
            seen.insert(ours.stdout)
        }
        #expect(seen.count == 3, "each file's entries drawn, by their shares")
        for file in files {
            let (ours, theirs) = (try await quote([file]), try await fortune([file]))
            #expect(ours.status == 0 && ours.stderr.isEmpty && theirs.stderr.isEmpty)
            #expect(expected.contains(ours.stdout) && expected.contains(theirs.stdout))
        }
        for arguments in [["-f", home.file("enc")], ["-m", "K.ln", home.file("enc")], ["-m", "iuj", files[1]]] {
            let (ours, theirs) = (try await quote(arguments), try await fortune(arguments))
            #expect(
                ours.stdout == theirs.stdout && ours.stderr == theirs.stderr, "\(arguments)\n\(ours.stderr)\n\(theirs.stderr)")
        }
    }

    @Test(
        "On a terminal: in an 8-bit locale a UTF-8 file fortune marks (.u8) is recoded as fortune-mod recodes it; no control byte of a file, whatever its encoding"
    )
    func onATerminal() async throws {
        try await database("u8", ["Grüße aus Köln, “so” …"])
        #expect(symlink(home.file("u8"), home.file("u8.u8")) == 0)
        let locale = ["LANG": "de_DE.ISO-8859-1"]
        let ours = try await onTerminal("\(QuoteProcess.binary) fortune \(home.file("u8"))", locale)
        let theirs = try await onTerminal("\(DebianFortune.fortune) \(home.file("u8"))", locale)
        #expect(
            ours == theirs && ours == Data("Gr\u{FC}\u{DF}e aus K\u{F6}ln, \"so\" ...\r\n".unicodeScalars.map { UInt8($0.value) })
        )
        // Into a pipe, the file's own bytes, whatever the locale.
        #expect(try await quote([home.file("u8")], locale).stdout == Data("Grüße aus Köln, “so” …\n".utf8))
        // A Latin-1 file holding CSI (0x9B, an 8-bit terminal's escape) and ESC: neither reaches the terminal.
        let hostile = try await database("hostile", bytes: [[0x52, 0x9B, 0x32, 0x4A, 0x1B, 0x5B, 0x33, 0x31, 0x6D, 0xE9]])
        // An escape sequence goes whole, not only its control byte; a UTF-8 terminal gets é as UTF-8.
        #expect(try await onTerminal("\(QuoteProcess.binary) fortune \(hostile)", locale) == Data([0x52, 0xE9, 0x0D, 0x0A]))
        let utf8 = try await onTerminal("\(QuoteProcess.binary) fortune \(hostile)", ["LANG": "C.UTF-8"])
        #expect(utf8 == Data("R\u{E9}\r\n".utf8), "\(Array(utf8))")
        #expect(try await quote([hostile]).stdout == Data([0x52, 0x9B, 0x32, 0x4A, 0x1B, 0x5B, 0x33, 0x31, 0x6D, 0xE9, 0x0A]))
    }

    @Test(
        "Silent where fortune is silent: no home, a cache or state folder that cannot be made; the fortune, nothing on stderr, 0",
        arguments: [
            ["HOME": "/nonexistent-home-of-a-system-user"], ["XDG_CACHE_HOME": "cache-is-a-file/x"],
            ["XDG_STATE_HOME": "state-is-a-file/x"],
        ])
    func silent(extra: [String: String]) async throws {
        // A folder that cannot be made, even by root: its parent is a regular file.
        home.write("cache-is-a-file", Data())
        home.write("state-is-a-file", Data())
        let extra = extra.mapValues { $0.hasPrefix("/") ? $0 : home.file($0) }
        for arguments in [[], ["-s"], ["riddles"]] {
            let (ours, theirs) = (try await quote(arguments, extra), try await fortune(arguments, extra))
            #expect(ours.status == 0 && !ours.stdout.isEmpty && ours.stderr.isEmpty, "\(arguments) \(extra): \(ours.stderr)")
            #expect(theirs.status == 0 && theirs.stderr.isEmpty)
        }
    }

    @Test("Plain quote still says that it could not keep the quote: its users read last, save and history")
    func plainQuoteSaysSo() async throws {
        let outcome = try await QuoteProcess(home: home.path, environment(["HOME": "/nonexistent-home-of-a-system-user"]))(
            ["--offline"])
        #expect(outcome.status == 0 && outcome.stderr.contains("does not exist"), "\(outcome.stderr)")
    }

    @Test("-n as fortune reads it: -n 0, -n abc and -l -n 0 draw as fortune-mod draws; -s -n 0 says it suits nothing")
    func lenientLength() async throws {
        try await database("mixed", ["short one", String(repeating: "long ", count: 40)])
        for arguments in [["-n", "0"], ["-n", "abc"], ["-l", "-n", "0"], ["-n", "-5"]] {
            let (ours, theirs) = (try await quote(arguments + ["mixed"]), try await fortune(arguments + ["mixed"]))
            #expect(ours.status == 0 && theirs.status == 0, "\(arguments): \(ours.stderr)")
            #expect(ours.stderr.isEmpty && theirs.stderr.isEmpty)
        }
        // fortune-mod loops for ever here; quote says so and ends.
        let none = try await quote(["-s", "-n", "abc", "mixed"])
        #expect(none.status == 66 && none.errorLines.count == 1, "\(none.stderr)")
    }

    @Test("A name given twice is two of fortune's list: -f lists it twice, as fortune-mod does, and a draw draws from it")
    func namedTwice() async throws {
        for arguments in [["-f", "riddles", "riddles"], ["-f", "50%", "riddles", "riddles"]] {
            let (ours, theirs) = (try await quote(arguments), try await fortune(arguments))
            #expect(ours.status == 0 && ours.stderr == theirs.stderr, "\(arguments)\n\(ours.stderr)\n\(theirs.stderr)")
        }
        #expect(try await quote(["riddles", "riddles"]).status == 0)
    }

    @Test("A bare name is looked for in the fortune folders before the current one: a riddles file here hides nothing")
    func foldersBeforeHere() async throws {
        try await database("riddles", ["LOCAL RIDDLE"])
        let (ours, theirs) = (try await quote(["-f", "riddles"]), try await fortune(["-f", "riddles"]))
        #expect(ours.stderr == theirs.stderr && ours.stderr == "100.00% \(DebianFortune.databases)/riddles\n", "\(ours.stderr)")
        for _ in 0..<5 { #expect(try await quote(["riddles"]).output != "LOCAL RIDDLE\n") }
        // A name found nowhere else is the current folder's.
        try await database("only-here", ["ONLY HERE"])
        #expect(try await quote(["only-here"]).output == "ONLY HERE\n")
    }

    @Test(
        "-f writes its percentages with the locale's decimal separator, as fortune-mod does: LC_ALL, then LC_NUMERIC, then LANG",
        .enabled(
            if: FileManager.default.fileExists(atPath: "/usr/share/i18n/locales/de_DE"),
            "Debian's locales (the de_DE source localedef compiles), which make test installs"))
    func decimalSeparator() async throws {
        // The locale compiled into the test's own folder, found through LOCPATH: the machine's locales are left alone.
        let locales = home.file("locales")
        try FileManager.default.createDirectory(atPath: locales, withIntermediateDirectories: true)
        let made = try await ChildProcess(
            "/usr/bin/localedef", ["-i", "de_DE", "-f", "UTF-8", Path.join(locales, "de_DE.UTF-8")], environment: environment()
        ).wait()
        try #require(
            made.status == 0 || FileManager.default.fileExists(atPath: Path.join(locales, "de_DE.UTF-8")), "\(made.stderr)")
        for (variables, comma) in [
            (["LANG": "de_DE.UTF-8"], true), (["LANG": "C", "LC_NUMERIC": "de_DE.UTF-8"], true),
            (["LC_ALL": "C", "LC_NUMERIC": "de_DE.UTF-8"], false), (["LANG": "de_DE.UTF-8", "LC_NUMERIC": "C"], false),
            (["LC_ALL": "de_DE.UTF-8", "LC_NUMERIC": "C"], true),
        ] {
            let extra = variables.merging(["LOCPATH": locales]) { given, _ in given }
            let (ours, theirs) = (try await quote(["-f", "riddles"], extra), try await fortune(["-f", "riddles"], extra))
            #expect(ours.stderr == theirs.stderr, "\(variables)")
            #expect(
                ours.stderr == "100\(comma ? "," : ".")00% \(DebianFortune.databases)/riddles\n", "\(variables): \(ours.stderr)")
        }
    }

    @Test("A file named by path is not searched for: a message about it names it; an empty database is named too")
    func messagesNameTheFile() async throws {
        try await database("empty", [])
        let empty = try await quote([home.file("empty")])
        #expect(empty.status == 66 && empty.stderr == "quote: no fortune in \(home.file("empty"))\n", "\(empty.stderr)")
        #expect(try await fortune([home.file("empty")]).status != 0)
        try await database("binary", bytes: [Array("A\u{0}B".utf8)])
        let binary = try await quote([home.file("binary")])
        #expect(binary.status == 66 && binary.stderr == "quote: \(home.file("binary")): not text (it holds a NUL byte)\n")
        #expect(!binary.stderr.contains(DebianFortune.databases), "\(binary.stderr)")
    }

    @Test("-- ends the options, through quote to quote fortune: a file called -x is looked for, as fortune looks")
    func endOfOptions() async throws {
        try await database("-x", ["DASH X"])
        let (ours, theirs) = (try await quote(["--", "-x"]), try await fortune(["--", "-x"]))
        #expect(ours.status == 0 && ours.output == "DASH X\n" && ours.output == theirs.output, "\(ours.stderr)")
        let listed = try await quote(["-f", "--", "-x"])
        #expect(listed.stderr == (try await fortune(["-f", "--", "-x"])).stderr)
        #expect(try await quote(["-x"]).status == 64, "before --, -x is an option fortune does not take")
    }
}
