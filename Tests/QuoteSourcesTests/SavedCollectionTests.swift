import Foundation
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// `--source saved`: a pick among the saved quotes' lines, each decoded only when drawn.
@Suite("The saved quotes as a source", .timeLimit(.minutes(1)))
struct SavedCollectionTests {
    let home = TemporaryFolder()

    private func line(_ number: Int) -> String {
        QuoteRecord(
            quote: Quote(id: .number(number), content: "saved \(number)", author: "A"), source: "builtin",
            fetchedAt: Date(timeIntervalSince1970: 0)
        ).jsonLine
    }

    /// Writes the saved quotes file with `lines`, or none when `nil`.
    private func save(_ lines: [String]?) throws {
        guard let lines else { return }
        home.write("data/quote/saved.jsonl", Data(lines.map { $0 + "\n" }.joined().utf8))
    }

    /// One pick, the randomness drawing `random` in turn, the last repeating.
    private func pick(_ random: [Double], filter: QuoteFilter = QuoteFilter()) async throws(SourceError) -> Quote {
        let environment = ["HOME": home.path, "XDG_DATA_HOME": home.file("data")]
        let places = LocalPlaces(environment: environment, locations: StoreLocations(environment: environment))
        let source = SourceCatalog(custom: [], places: places).source(named: "saved", endpoint: nil)!
        let numbers = LockedValue(random)
        let context = SourceContext.offline(
            random: { numbers.update { $0.count > 1 ? $0.removeFirst() : $0[0] } }, filter: filter)
        return try source.quote(in: context).quote
    }

    @Test("The line drawn is the quote shown; a line that is not a saved quote is drawn again")
    func drawsLines() async throws {
        // Five lines: a quote, a line added by hand, a quote, a torn line, a quote.
        try save([line(1), "my own note", line(2), String(line(9).prefix(30)), line(3)])
        #expect(try await pick([0.0]).content == "saved 1")
        #expect(try await pick([0.5]).content == "saved 2")
        #expect(try await pick([0.99]).content == "saved 3")
        #expect(try await pick([0.2, 0.7, 0.45]).content == "saved 2", "the foreign and the torn line are passed over")
    }

    @Test("With filters, every saved quote is considered")
    func filtered() async throws {
        try save((1...30).map(line) + ["not a quote"])
        let filter = QuoteFilter(pattern: QuotePattern("^saved 17$"))
        #expect(try await pick([0.0, 0.99], filter: filter).content == "saved 17")
    }

    @Test(
        "No file, an empty one, or one with no saved quote on any line: nothing saved (exit 66), never another error",
        arguments: [nil, [], ["", "   "], ["not a quote", "{\"torn"]] as [[String]?])
    func nothingSaved(lines: [String]?) async throws {
        try save(lines)
        await #expect(throws: SourceError.noSavedQuotes) { try await pick([0.3]) }
    }
}
