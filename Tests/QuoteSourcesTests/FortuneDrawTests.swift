import Foundation
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteTestSupport
import Testing

/// The one draw `quote fortune` and `quote --source fortune` share.
@Suite("The fortune draw", .timeLimit(.minutes(1)), .strfile)
struct FortuneDrawTests {
    let picker = FortunePicker()

    /// The places of a run whose `QUOTE_FORTUNE_PATH` is the picker's `fortunes` folder.
    private var places: FortunePlaces {
        FortunePlaces(environment: ["QUOTE_FORTUNE_PATH": picker.home.file("fortunes")], userFolder: nil)
    }

    /// One draw from `selection`, with the randomness `random` and the quotes shown last `recent`.
    private func draw(
        _ selection: FortuneSelection, length: FortuneSource.Length? = nil, random: @escaping @Sendable () -> Double,
        recent: [Quote] = []
    ) async throws(SourceError) -> QuoteRecord {
        try FortuneSource(length: length) { selection }.quote(in: .offline(random: random, recent: { recent }))
    }

    @Test("With names given, none of the last 20 quotes shown is drawn again when more than 20 suit")
    func recentAvoided() async throws {
        let text = (0..<25).map { "Fortune number \($0).\n%\n" }.joined()
        _ = try await picker.fortuneFile("many", text, strfile: [])
        _ = try await picker.fortuneFile("few", "Other.\n%\n", strfile: [])
        let selection = try FortuneSelection(operands: [.init("many", percent: 100)], places: places)
        let recent = (0..<20).map { Quote(content: "Fortune number \($0).", author: nil) }
        for index in 0..<20 {
            let random = Double(index) / 25
            let record = try await draw(selection, random: { random }, recent: recent)
            #expect(!recent.contains(record.quote), "\(record.quote.content)")
        }
    }

    @Test(
        "-s and -l take fortune's lengths: bytes to the next entry less the delimiter line, so an unended last entry counts two fewer"
    )
    func lengths() async throws {
        // "abcd\n" is 5 bytes; the last, "abcdefghi\n", has no delimiter line after it and counts 8.
        _ = try await picker.fortuneFile("len", "abcd\n%\nabcdefghi\n", strfile: [])
        let selection = try FortuneSelection(operands: [.init("len")], places: places)
        for random in [0.0, 0.99] {
            let short = try await draw(selection, length: FortuneSource.Length(short: true, limit: 5), random: { random })
            #expect(short.verbatim == Data("abcd\n".utf8))
            let counted = try await draw(selection, length: FortuneSource.Length(short: false, limit: 7), random: { random })
            #expect(counted.verbatim == Data("abcdefghi\n".utf8))
        }
        await #expect(throws: SourceError.noFortuneMatched(conditions: "-l -n 8", count: 2)) {
            _ = try await draw(selection, length: FortuneSource.Length(short: false, limit: 8), random: { 0.5 })
        }
    }

    @Test("A draw falls on the file whose share holds it; the entry is the file's own, verbatim, labelled with its path")
    func shares() async throws {
        let funny = try await picker.fortuneFile("funny", "Ha.\n\t\t-- Clown\n%\n", strfile: [])
        _ = try await picker.fortuneFile("wise", (0..<50).map { "Wise \($0).\n%\n" }.joined(), strfile: [])
        let selection = try FortuneSelection(operands: [.init("funny", percent: 90), .init("wise")], places: places)
        for random in [0.0, 0.45, 0.89] {
            let record = try await draw(selection, random: { random })
            #expect(record.verbatim == Data("Ha.\n\t\t-- Clown\n".utf8) && record.source.description == "fortune:\(funny)")
            #expect(record.quote.content == "Ha." && record.quote.author == "Clown")
        }
        #expect(try await draw(selection, random: { 0.95 }).quote.content.hasPrefix("Wise"))
    }
}
