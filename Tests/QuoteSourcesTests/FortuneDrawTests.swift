import QuoteSources
import Testing

/// fortune(6)'s shares of the draw.
@Suite("Shares of a fortune draw")
struct FortuneDrawTests {
    private func item(_ files: [(String, Int)], _ percent: Double? = nil) -> FortuneDraw.Item {
        FortuneDraw.Item(files: files.map { (path: $0.0, count: $0.1) }, percent: percent)
    }

    @Test("Given percentages are kept; the rest goes to the others by entries, or equally; a folder's share by its files")
    func shares() throws {
        let byEntries = try FortuneDraw.shares([item([("a", 10)], 30), item([("b", 30)]), item([("c", 10)])], equally: false)
        #expect(byEntries.map(\.path) == ["a", "b", "c"] && byEntries.map(\.percent) == [30, 52.5, 17.5])
        let equal = try FortuneDraw.shares([item([("b", 30)]), item([("c", 10)])], equally: true)
        #expect(equal.map(\.percent) == [50, 50])
        let folder = try FortuneDraw.shares([item([("d/x", 1), ("d/y", 3)], 80), item([("e", 5)])], equally: false)
        #expect(folder.map(\.percent) == [20, 60, 20])
        #expect(try FortuneDraw.shares([item([("empty", 0)]), item([("f", 2)])], equally: false).map(\.path) == ["f"])
    }

    @Test("More than 100% in all, or 100% with files left to share nothing, cannot be kept")
    func impossible() {
        #expect(throws: FortuneDraw.Problem.over(140)) {
            try FortuneDraw.shares([item([("a", 1)], 70), item([("b", 1)], 70)], equally: false)
        }
        #expect(throws: FortuneDraw.Problem.nothingLeft(for: "b")) {
            try FortuneDraw.shares([item([("a", 1)], 100), item([("b", 1)])], equally: false)
        }
    }

    @Test("A draw falls on the file whose share holds it")
    func pick() {
        let shares = [(path: "a", percent: 90.0), (path: "b", percent: 10.0)]
        #expect(FortuneDraw.pick(shares, random: 0.0) == "a" && FortuneDraw.pick(shares, random: 0.899) == "a")
        #expect(FortuneDraw.pick(shares, random: 0.9) == "b" && FortuneDraw.pick(shares, random: 0.999) == "b")
        #expect(FortuneDraw.pick([], random: 0.5) == nil)
    }
}
