import Foundation
import QuoteModel
import QuotePlatform
import QuoteSources
import Testing

/// The built-in collection's quote of a day or a window: what `today` and `--every` fall back on.
@Suite("The collection's quote of the day", .timeLimit(.minutes(1)))
struct QuoteOfTheDayTests {
    @Test("The built-in quote of the day: FNV-1a of the date, the same everywhere, unrelated from day to day")
    func builtinQuoteOfTheDay() throws {
        // The published FNV-1a 64-bit test vectors.
        #expect(StableHash.fnv1a("") == 0xcbf2_9ce4_8422_2325)
        #expect(StableHash.fnv1a("a") == 0xaf63_dc4c_8601_ec8c)
        #expect(StableHash.fnv1a("foobar") == 0x8594_4171_f739_67e8)
        func quoteOfTheDay(_ day: LocalDay, matching filter: QuoteFilter) -> Quote? {
            BuiltinCollection.quote(
                of: TimeWindow(length: LocalDay.seconds, containing: LocalTime.Moment(day: day, secondOfDay: 0)), matching: filter
            )
        }
        let quotes = BuiltinCollection.quotes
        let all = QuoteFilter()
        let day = LocalDay(year: 2026, month: 11, day: 23)
        let expected = quotes[Int(StableHash.fnv1a("2026-11-23") % UInt64(quotes.count))]
        #expect(quoteOfTheDay(day, matching: all) == expected)
        // A month of mornings: not the collection's order, and spread across it.
        var date = Date(timeIntervalSince1970: 1_795_392_000)  // 2026-11-23 UTC
        var picks: [Int] = []
        for _ in 0..<30 {
            let quote = try #require(quoteOfTheDay(LocalTime.utc.day(date), matching: all))
            picks.append(try #require(quotes.firstIndex(of: quote)))
            date += TimeInterval(LocalDay.seconds)
        }
        let steps = zip(picks, picks.dropFirst()).map { abs($1 - $0) }
        #expect(steps.filter { $0 <= 1 }.count <= 2, "\(picks)")
        #expect(Set(picks).count >= 25 && picks.max()! - picks.min()! > quotes.count / 2, "\(picks)")
        // Filters choose among the entries that pass them.
        let korean = try #require(quoteOfTheDay(day, matching: QuoteFilter(author: "공자")))
        #expect(korean.author?.contains("공자") == true)
    }

    @Test("A window's quote: the same for every moment of the window, another for the next")
    func quoteOfAWindow() throws {
        let catalog = SourceCatalog(custom: [], places: LocalPlaces(environment: [:], locations: .nowhere))
        let start = Date(timeIntervalSince1970: 1_795_341_600)  // 2026-11-25 10:00 UTC
        func quote(at seconds: Double) throws -> Quote {
            let window = TimeWindow(length: 900, containing: LocalTime.utc.moment(start + seconds))
            return try #require(catalog.quote(of: window, matching: QuoteFilter(), now: start)).quote
        }
        #expect(try quote(at: 0) == quote(at: 899))
        let windows = try (0..<8).map { try quote(at: Double($0) * 900) }
        #expect(Set(windows.map(\.content)).count >= 6, "eight windows, mostly different quotes")
    }
}
