import Foundation
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

/// The record of the quote of the day, through its own API.
@Suite("The quote of the day's record", .timeLimit(.minutes(1)))
struct TodayStoreTests {
    let folder = TemporaryFolder()
    let record = QuoteRecord(
        quote: Quote(id: 7, content: "천 리 길도\u{7F} 한 걸음부터.", author: "속담"), source: "builtin",
        fetchedAt: Date(timeIntervalSince1970: 1_795_000_000))

    @Test("An entry with a retry time loads back as it was saved, beside the history file")
    func roundTrip() throws {
        let store = TodayStore(besideHistory: folder.file("state/history.jsonl"))
        #expect(store.path == folder.file("state/today.json"))
        let entry = TodayStore.Entry(
            day: LocalDay(year: 2026, month: 11, day: 25), record: record, retryAt: Date(timeIntervalSince1970: 1_795_000_900))
        try store.save(entry)
        #expect(store.load() == entry)
        let text = String(decoding: folder.contents("state/today.json") ?? Data(), as: UTF8.self)
        #expect(text.hasPrefix(#"{"day":"2026-11-25","record":{"#))
        #expect(text.hasSuffix(#""retryAt":"2026-11-18T11:21:40Z"}"# + "\n"))
        #expect(text.unicodeScalars.allSatisfy { $0.isSafeOnTerminal })
    }

    @Test("Without a retry time the entry holds the day and the record alone")
    func plain() throws {
        let store = TodayStore(path: folder.file("today.json"))
        let entry = TodayStore.Entry(day: LocalDay(year: 2026, month: 1, day: 2), record: record)
        try store.save(entry)
        #expect(store.load() == entry)
        let text = String(decoding: folder.contents("today.json") ?? Data(), as: UTF8.self)
        #expect(!text.contains("retryAt"))
    }

    @Test(
        "A record that is not one is no entry: missing, empty, not JSON, an impossible day, too large",
        arguments: ["", "{}", "not json", #"{"day":"2026-02-30","record":{}}"#, String(repeating: " ", count: 1 << 21)])
    func unusable(text: String) {
        folder.write("today.json", Data(text.utf8))
        #expect(TodayStore(path: folder.file("today.json")).load() == nil)
        #expect(TodayStore(path: folder.file("absent.json")).load() == nil)
    }

    @Test("/dev/null as the record keeps nothing and is never replaced")
    func devNull() throws {
        let store = TodayStore(path: "/dev/null")
        try store.save(TodayStore.Entry(day: LocalDay(year: 2026, month: 1, day: 2), record: record))
        #expect(store.load() == nil)
    }
}
