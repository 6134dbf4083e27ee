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

/// `--source fortune` as a run shows it: text without an author line, and the warning a bad entry gives on
/// stderr (the source itself is tested in QuoteSourcesTests).
@Suite("Fortune files in a run", .timeLimit(.minutes(1)))
struct FortuneTests {
    let harness = RunHarness()

    @Test("Text output has no author line for an entry without one; colour codes are stripped, other controls removed")
    func textOutput() async throws {
        harness.write("fortunes/odd", "Bad \u{1B}[31mbyte\u{1B}[0m\u{7}\n%\n")
        #expect(
            await harness.run(
                ["--source", "fortune", "--no-cache"], environment: ["QUOTE_FORTUNE_PATH": harness.home.file("fortunes/odd")])
                == .success)
        #expect(harness.stdout.text == "Bad byte\n")
    }

    @Test(
        "An entry in another encoding: quote fortune writes its bytes into a pipe, --source fortune its Latin-1 reading; no warning"
    )
    func entriesInAnotherEncoding() async throws {
        var bytes = Array("First.\n%\nBad\n%\nThird.\n%\n".utf8)
        bytes.insert(0xFC, at: 11)  // inside "Bad": "Baüd" in Latin-1
        harness.home.write("fortunes/mostly", Data(bytes))
        let path = harness.home.file("fortunes/mostly")
        harness.randomNumbers = [0.5]
        #expect(await harness.run(["--source", "fortune", "--no-cache"], environment: ["QUOTE_FORTUNE_PATH": path]) == .success)
        #expect(harness.stdout.text == "Ba\u{FC}d\n" && harness.stderr.text.isEmpty, "\(harness.stderr.text)")
        let raw = BufferSink()
        #expect(await harness.run(["fortune", "--no-cache", path], stdout: raw) == .success)
        #expect(raw.data == Data([0x42, 0x61, 0xFC, 0x64, 0x0A]) && harness.stderr.text.isEmpty)
    }
}
