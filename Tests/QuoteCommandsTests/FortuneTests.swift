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

    @Test("A skipped entry that is not UTF-8 is counted in one warning line on stderr")
    func entriesNotUTF8Warning() async throws {
        var bytes = Array("First.\n%\nBad\n%\nThird.\n%\n".utf8)
        bytes.insert(0xFF, at: 11)  // inside "Bad"
        harness.write("fortunes/mostly", "")
        harness.home.write("fortunes/mostly", Data(bytes))
        let path = harness.home.file("fortunes/mostly")
        harness.randomNumbers = [0.5, 0.9]
        #expect(await harness.run(["--source", "fortune", "--no-cache"], environment: ["QUOTE_FORTUNE_PATH": path]) == .success)
        #expect(harness.stdout.text == "Third.\n")
        #expect(harness.stderr.text == "quote: warning: skipped 1 entries of \(path) that are not UTF-8\n")
    }
}
