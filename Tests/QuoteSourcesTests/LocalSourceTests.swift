import Foundation
import QuoteModel
import QuotePlatform
import QuoteSources
import Testing

/// Picking from a collection on this machine: uniformly, through the filters, avoiding what was shown last.
@Suite("Local sources", .timeLimit(.minutes(1)))
struct LocalSourceTests {
    /// Thirty numbered quotes; the even ones are by "Even".
    struct Numbers: LocalCollection {
        var count: Int { 30 }
        func entry(at index: Int) throws(SourceError) -> LocalEntry {
            .quote(
                Quote(id: .number(index), content: "quote \(index)", author: index.isMultiple(of: 2) ? "Even" : "Odd"), "numbers")
        }

        func quote(_ index: Int) -> Quote {
            Quote(id: .number(index), content: "quote \(index)", author: index.isMultiple(of: 2) ? "Even" : "Odd")
        }
    }

    private func pick(filter: QuoteFilter, recent: [Quote], random: Double) async throws -> Quote {
        let source = LocalSource(name: "numbers") { () throws(SourceError) in Numbers() }
        return try source.quote(in: .offline(random: { random }, filter: filter, recent: { recent })).quote
    }

    @Test(
        "With filters, more than 20 matches and the last 20 shown among them, the pick is one not shown",
        arguments: [0.0, 0.3, 0.6, 0.99])
    func filteredAvoidsRecent(random: Double) async throws {
        // Quotes 0 to 24 pass, 25 of the 30, and 0 to 19 were shown last.
        let filter = QuoteFilter(pattern: QuotePattern("^quote (1?[0-9]|2[0-4])$"))
        let shown = (0..<20).map { Numbers().quote($0) }
        let picked = try await pick(filter: filter, recent: shown, random: random)
        #expect(!shown.contains(picked), "picked \(picked.content), shown last")
        #expect(filter.matches(picked))
    }

    @Test("Without filters, a recent quote drawn is drawn again")
    func unfilteredAvoidsRecent() async throws {
        let shown = (0..<20).map { Numbers().quote($0) }
        for random in [0.0, 0.3, 0.6] {
            #expect(try await !shown.contains(pick(filter: QuoteFilter(), recent: shown, random: random)))
        }
    }

    @Test("With 20 or fewer matches, a recent one may come again: there may be nothing else")
    func fewMatchesRepeat() async throws {
        let filter = QuoteFilter(author: "odd", pattern: QuotePattern("^quote [0-9]$"))
        let shown = [1, 3, 5, 7, 9].map { Numbers().quote($0) }
        #expect(try await shown.contains(pick(filter: filter, recent: shown, random: 0.5)))
    }
}
