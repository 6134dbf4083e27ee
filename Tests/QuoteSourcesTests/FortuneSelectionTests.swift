import Foundation
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteTestSupport
import Testing

/// What `quote fortune`'s names come to, as fortune(6) finds them, and how a draw is shared among them.
@Suite("Fortune selections: names, indexed files, shares", .timeLimit(.minutes(1)), .strfile)
struct FortuneSelectionTests {
    let picker = FortunePicker()

    /// The places of a run whose `QUOTE_FORTUNE_PATH` is `path` (the picker's `fortunes` folder by default), in `locale`.
    private func places(_ path: String? = nil, in locale: [String: String] = [:]) -> FortunePlaces {
        let environment = ["HOME": picker.home.path, "QUOTE_FORTUNE_PATH": path ?? picker.home.file("fortunes")]
        return FortunePlaces(environment: environment.merging(locale) { $1 }, userFolder: nil)
    }

    /// A file of `count` entries, indexed unless told not to; its path.
    @discardableResult
    private func file(_ name: String, count: Int, in folder: String = "fortunes", indexed: Bool = true) async throws -> String {
        let text = (0..<count).map { "\(name) \($0)\n%\n" }.joined()
        return try await picker.fortuneFile(name, in: folder, text, strfile: indexed ? [] : nil)
    }

    @Test("A bare name is looked up in the fortune folders, then as a path; all is every file of them")
    func names() async throws {
        let people = try await file("people", count: 3)
        try await file("art", count: 1, in: "more")
        let both = places(picker.home.file("fortunes") + ":" + picker.home.file("more"))
        let named = try FortuneSelection(operands: [.init("people"), .init("art")], places: both)
        #expect(named.nodes.map(\.name) == [people, picker.home.file("more/art")])
        let all = try FortuneSelection(operands: [.init("all")], places: both)
        #expect(all.nodes.count == 1 && all.files.map { Path.name(of: $0.path) }.sorted() == ["art", "people"])
        let byPath = try FortuneSelection(operands: [.init(people)], places: places(picker.home.file("nowhere")))
        #expect(byPath.nodes.map(\.name) == [people])
        #expect(throws: FortuneSelection.Problem.notFound("nosuch", searched: [picker.home.file("fortunes")])) {
            try FortuneSelection(operands: [.init("nosuch")], places: places())
        }
        // A path is looked for where it points, not in the folders: what is missing is the path.
        for path in [picker.home.file("nosuch"), "./nosuch", "../nosuch"] {
            #expect(throws: FortuneSelection.Problem.noSuchPath(path)) {
                try FortuneSelection(operands: [.init(path)], places: places())
            }
        }
    }

    @Test(
        "The locale's folder, as fortune reads the locale (de_DE.UTF-8 is de): a name is found there first; with no name, only it is drawn from"
    )
    func localeFolder() async throws {
        let people = try await file("people", count: 2)
        let german = try await file("people", count: 1, in: "fortunes/de")
        try await file("sprueche", count: 1, in: "fortunes/de")
        for locale in [["LANG": "de_DE.UTF-8"], ["LC_ALL": "de", "LANG": "fr_FR.UTF-8"], ["LANGUAGE": "de_AT:fr"]] {
            #expect(try FortuneSelection(operands: [.init("people")], places: places(in: locale)).files.map(\.path) == [german])
            let drawn = try FortuneSelection(operands: [], places: places(in: locale)).files.map(\.path)
            #expect(drawn.sorted() == [german, picker.home.file("fortunes/de/sprueche")], "\(locale)")
        }
        let plain = try FortuneSelection(operands: [.init("people")], places: places(in: ["LANG": "C.UTF-8"]))
        #expect(plain.files.map(\.path) == [people])
        #expect(try FortuneSelection(operands: [], places: places(in: ["LANG": "fr_FR.UTF-8"])).files.map(\.path) == [people])
    }

    @Test("Inside a folder only indexed files count, in the folder's order; a file named by itself needs no index")
    func indexedOnly() async throws {
        try await file("one", count: 2)
        try await file("two", count: 1)
        let plain = try await file("plain", count: 4, indexed: false)
        picker.write("fortunes/README", "Not a fortune.\n")
        picker.write("fortunes/code.c", "int main;\n%\n")
        let folder = try FortuneSelection(operands: [], places: places())
        #expect(Set(folder.files.map { Path.name(of: $0.path) }) == ["one", "two"])
        let explicit = try FortuneSelection(operands: [.init(plain)], places: places())
        #expect(explicit.files.map(\.count) == [4])
        #expect(throws: FortuneSelection.Problem.notAFortuneFile(picker.home.file("fortunes/code.c"))) {
            try FortuneSelection(operands: [.init("code.c")], places: places())
        }
        picker.write("empty/README", "Nothing.\n")
        #expect(throws: FortuneSelection.Problem.noFilesIn(picker.home.file("empty"))) {
            try FortuneSelection(operands: [.init(picker.home.file("empty"))], places: places())
        }
    }

    @Test("-a adds each folder's off/, -o takes it alone; names given leave off/ alone")
    func offensive() async throws {
        try await file("tame", count: 1)
        try await file("rude", count: 1, in: "fortunes/off")
        #expect(try FortuneSelection(operands: [], places: places()).files.map { Path.name(of: $0.path) } == ["tame"])
        let all = try FortuneSelection(operands: [], places: places(), all: true)
        #expect(all.nodes.map(\.name) == [picker.home.file("fortunes"), picker.home.file("fortunes/off")])
        let only = try FortuneSelection(operands: [], places: places(), offensive: true)
        #expect(only.files.map { Path.name(of: $0.path) } == ["rude"])
    }

    @Test("Given percentages are kept exactly; the rest goes by entries, or equally; a folder's share to its files by theirs")
    func shares() async throws {
        try await file("a", count: 10)
        try await file("b", count: 30)
        try await file("c", count: 10)
        try await file("x", count: 1, in: "d")
        try await file("y", count: 3, in: "d")
        let byEntries = try FortuneSelection(operands: [.init("a", percent: 30), .init("b"), .init("c")], places: places())
        #expect(byEntries.shares(equally: false).map(\.percent) == [30, 52.5, 17.5])
        #expect(
            byEntries.listing(equally: false)
                == "30.00% \(picker.home.file("fortunes/a"))\n52.50% \(picker.home.file("fortunes/b"))\n17.50% \(picker.home.file("fortunes/c"))\n"
        )
        let equal = try FortuneSelection(operands: [.init("b"), .init("c")], places: places())
        #expect(equal.shares(equally: true).map(\.percent) == [50, 50])
        let folder = try FortuneSelection(operands: [.init(picker.home.file("d"), percent: 80), .init("a")], places: places())
        let listing = folder.listing(equally: false)
        #expect(
            listing.hasPrefix("80.00% \(picker.home.file("d"))\n")
                && listing.hasSuffix("20.00% \(picker.home.file("fortunes/a"))\n"))
        #expect(listing.contains("    20.00% x\n") && listing.contains("    60.00% y\n"), "\(listing)")
    }

    @Test(
        "Percentages that cannot be kept are refused: over 100, a rest with no name to take it, 100 with names left; a name twice is two"
    )
    func impossible() async throws {
        try await file("a", count: 1)
        try await file("b", count: 1)
        func problem(_ operands: [FortuneSelection.Operand]) -> FortuneSelection.Problem? {
            do {
                try FortuneSelection(operands: operands, places: places()).checkPercentages()
                return nil
            } catch {
                return error
            }
        }
        #expect(problem([.init("a", percent: 70), .init("b", percent: 70)]) == .over(140))
        #expect(problem([.init("a", percent: 70), .init("b", percent: 20)]) == .residual(10))
        #expect(problem([.init("a", percent: 100), .init("b")]) == .nothingLeft(picker.home.file("fortunes/b")))
        #expect(problem([.init("a", percent: 100)]) == nil)
        // A name given twice is two of fortune's list, each with its share, as fortune-mod lists them.
        #expect(problem([.init("a", percent: 30), .init("a", percent: 30)]) == .residual(40))
        #expect(problem([.init("a", percent: 50), .init("a")]) == nil)
        let twice = try FortuneSelection(operands: [.init("a"), .init("a")], places: places())
        #expect(
            twice.nodes.count == 2
                && twice.listing(equally: false) == String(repeating: "50.00% \(picker.home.file("fortunes/a"))\n", count: 2))
        #expect(twice.listing(equally: false, decimalSeparator: ",").hasPrefix("50,00% "), "the locale's separator")
    }

    @Test("The list's order: names given a percentage first, the last given first, then the others as given")
    func order() async throws {
        for name in ["a", "b", "c"] { try await file(name, count: 1) }
        let selection = try FortuneSelection(
            operands: [.init("a"), .init("b", percent: 10), .init("c", percent: 20)], places: places())
        #expect(selection.nodes.map { Path.name(of: $0.name) } == ["c", "b", "a"])
    }

    @Test("A share is written as fortune writes it: %5.2f%%")
    func percentText() async throws {
        try await file("a", count: 1)
        try await file("b", count: 99)
        let listing = try FortuneSelection(operands: [], places: places()).listing(equally: false)
        #expect(listing.contains("\n     1.00% a\n") || listing.contains("\n     1.00% a"), "\(listing)")
        #expect(listing.hasPrefix("100.00% "))
    }
}
