import Foundation
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

/// The record of the quote of the day, through its own API.
@Suite("The quote of the day's record", .timeLimit(.minutes(1)))
struct WindowStoreTests {
    let folder = TemporaryFolder()
    let record = QuoteRecord(
        quote: Quote(id: 7, content: "천 리 길도\u{7F} 한 걸음부터.", author: "속담"), source: "builtin",
        fetchedAt: Date(timeIntervalSince1970: 1_795_000_000))

    @Test("An entry with a retry time loads back as it was saved, beside the history file")
    func roundTrip() throws {
        let store = WindowStore(besideHistory: folder.file("state/history.jsonl"))
        #expect(store.path == folder.file("state/today.json"))
        let entry = WindowStore.Entry(
            day: LocalDay(year: 2026, month: 11, day: 25), record: record, retryAt: Date(timeIntervalSince1970: 1_795_000_900))
        try store.save(entry)
        #expect(store.load() == entry)
        let text = String(decoding: folder.contents("state/today.json") ?? Data(), as: UTF8.self)
        #expect(text.hasPrefix(#"{"record":{"#))
        #expect(text.hasSuffix(#""retryAt":"2026-11-18T11:21:40Z","window":"2026-11-25"}"# + "\n"))
        #expect(text.unicodeScalars.allSatisfy { $0.isSafeOnTerminal })
    }

    @Test(
        "Each choice belongs to its sources: kept side by side within a window, replaced by its own, dropped by the next window")
    func choicesOfTheirSources() throws {
        let store = WindowStore(path: folder.file("today.json"))
        let day = LocalDay(year: 2026, month: 11, day: 25)
        let other = QuoteRecord(quote: Quote(content: "Other.", author: "O"), source: "zenquotes", fetchedAt: record.fetchedAt)
        try store.save(WindowStore.Entry(day: day, sources: "happiness", record: record))
        try store.save(WindowStore.Entry(day: day, sources: "zenquotes --lang en", record: other))
        #expect(store.load(sources: "happiness")?.record == record)
        #expect(store.load(sources: "zenquotes --lang en")?.record == other)
        #expect(store.load(sources: "dummyjson") == nil, "no choice of other sources stands for this one")
        let retried = WindowStore.Entry(day: day, sources: "happiness", record: other, retryAt: record.fetchedAt)
        try store.save(retried)
        #expect(store.entries().count == 2 && store.load(sources: "happiness") == retried)
        let tomorrow = WindowStore.Entry(day: LocalDay(year: 2026, month: 11, day: 26), sources: "happiness", record: record)
        try store.save(tomorrow)
        #expect(store.entries() == [tomorrow])
    }

    @Test("The newest usable line of the sources is the one loaded: after a line of an earlier version, and past a torn one")
    func newestFirst() throws {
        let store = WindowStore(path: folder.file("today.json"))
        let other = QuoteRecord(quote: Quote(content: "Other.", author: "O"), source: "happiness", fetchedAt: record.fetchedAt)
        // A line without sources (an earlier version's, anybody's) and one of the sources after it: the later wins.
        let lines = [
            #"{"window":"2026-11-25","record":"# + record.jsonLine + "}",
            #"{"window":"2026-11-25","sources":"happiness","record":"# + other.jsonLine + "}",
            #"{"window":"2026-11-25","sources":"zenquotes","record":"# + record.jsonLine + "}",
        ]
        folder.write("today.json", Data(lines.map { $0 + "\n" }.joined().utf8))
        #expect(store.load(sources: "happiness")?.record == other)
        #expect(store.load(sources: "dummyjson")?.record == record, "the earlier version's line is anybody's")
        #expect(store.load()?.sources == "zenquotes")
        // An earlier version's line after the sources' own is the newer choice, and anybody's.
        folder.write("today.json", Data((lines[1] + "\n" + lines[0] + "\n").utf8))
        #expect(store.load(sources: "happiness")?.record == record)
        // A last line torn by a crash is passed over.
        folder.write("today.json", Data((lines[0] + "\n" + lines[1] + "\n" + #"{"window":"2026-11-25","sou"#).utf8))
        #expect(store.load(sources: "happiness")?.record == other)
        #expect(store.load()?.record == other)
    }

    @Test("An entry whose retry time is not a timestamp, or whose record is not one, is no entry")
    func unusable() throws {
        let store = WindowStore(path: folder.file("today.json"))
        for text in [
            #"{"window":"2026-11-25","record":"# + record.jsonLine + #","retryAt":"soon"}"#,
            #"{"window":"2026-11-25","record":"# + record.jsonLine + #","retryAt":5}"#,
            #"{"window":"2026-11-25","record":"not a record"}"#, #"{"record":"# + record.jsonLine + "}",
        ] {
            folder.write("today.json", Data((text + "\n").utf8))
            #expect(store.load() == nil, "\(text)")
        }
        folder.write("today.json", Data((#"{"window":"2026-11-25","record":"# + record.jsonLine + "}\n").utf8))
        #expect(store.load() != nil)
    }

    @Test("A today.json of an earlier version, which named its day `day`, reads as the entry of that day")
    func earlierVersion() throws {
        let store = WindowStore(path: folder.file("today.json"))
        folder.write("today.json", Data((#"{"day":"2026-11-25","record":"# + record.jsonLine + "}\n").utf8))
        #expect(store.load() == WindowStore.Entry(day: LocalDay(year: 2026, month: 11, day: 25), record: record))
        #expect(
            store.load()?.isFor(
                TimeWindow(
                    length: LocalDay.seconds, containing: .init(day: LocalDay(year: 2026, month: 11, day: 25), secondOfDay: 7)))
                == true)
    }

    @Test("--every's store: a file of its own for each key, named by the key's hash, the same at every run, beside the history")
    func everyStore() {
        let key = WindowStore.EveryKey(["15m", "zenquotes,builtin", "", "", "", ""])
        let store = WindowStore(every: key, besideHistory: folder.file("state/history.jsonl"))
        #expect(store.path == folder.file("state/every/\(key.name).json"))
        // FNV-1a of the parts joined by U+001F: the name an earlier run gave the same choice.
        #expect(key.name == String(StableHash.fnv1a("15m\u{1F}zenquotes,builtin\u{1F}\u{1F}\u{1F}\u{1F}"), radix: 16))
        #expect(WindowStore.EveryKey(["15m", "zenquotes"]).name != WindowStore.EveryKey(["15m", "dummyjson"]).name)
    }

    @Test("Without a retry time the entry holds the day and the record alone")
    func plain() throws {
        let store = WindowStore(path: folder.file("today.json"))
        let entry = WindowStore.Entry(day: LocalDay(year: 2026, month: 1, day: 2), record: record)
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
        #expect(WindowStore(path: folder.file("today.json")).load() == nil)
        #expect(WindowStore(path: folder.file("absent.json")).load() == nil)
    }

    @Test(
        "A key given twice keeps its first value, as JSON is read everywhere: a record that is not an object, first, is no entry")
    func firstOfTwice() throws {
        let line = record.jsonLine
        let entries = [
            #"{"window":"2026-11-25","record":\#(line),"record":5,"window":"2026-11-26","sources":"a","sources":"b"}"#,
            #"{"record":\#(line),"record":{"content":"Later.","source":"s","fetchedAt":"2026-11-20T08:00:00Z"},"window":"2026-11-25","sources":"a"}"#,
            #"{"window":"2026-11-25","record":"\#(line)","sources":"a"}"#,
            #"{"window":"2026-11-25","record":7,"record":\#(line),"sources":"a"}"#,
        ]
        let expected = WindowStore.Entry(day: LocalDay(year: 2026, month: 11, day: 25), sources: "a", record: record)
        for (index, text) in entries.enumerated() {
            folder.write("today.json", Data(text.utf8))
            #expect(WindowStore(path: folder.file("today.json")).load() == (index < 2 ? expected : nil), "\(text)")
        }
    }

    @Test("A null device as the record keeps nothing and is never replaced", .makesDevices)
    func nullDevice() throws {
        let null = folder.make(.null, named: "null")
        let store = WindowStore(path: null)
        try store.save(WindowStore.Entry(day: LocalDay(year: 2026, month: 1, day: 2), record: record))
        #expect(store.load() == nil)
        var info = stat()
        #expect(stat(null, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR)
    }
}
