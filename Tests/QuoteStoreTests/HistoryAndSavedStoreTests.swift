import Foundation
import QuoteModel
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

/// The history and the saved quotes, as files.
@Suite("The history and saved quotes files", .timeLimit(.minutes(1)))
struct HistoryAndSavedStoreTests {
    let folder = TemporaryFolder()

    private func record(_ content: String, by author: String?, id: Int = 1) -> QuoteRecord {
        QuoteRecord(
            quote: Quote(id: .number(id), content: content, author: author), source: "builtin",
            fetchedAt: Date(timeIntervalSince1970: 0))
    }

    @Test("A quote is saved once: the same content and author; the same words by another author are another quote")
    func savedOncePerSaying() throws {
        let store = SavedStore(path: folder.file("saved.jsonl"))
        #expect(try store.add(record("Know thyself.", by: "Socrates")))
        #expect(try !store.add(record("Know thyself.", by: "Socrates", id: 2)))
        #expect(try store.add(record("Know thyself.", by: "Thales")))
        #expect(try store.add(record("Know thyself.", by: nil)))
        #expect(store.list().map(\.quote.author) == ["Socrates", "Thales", nil])
    }

    @Test("An append after a torn last line (no newline) starts a line of its own; the torn line stays as it was")
    func appendAfterTornLine() throws {
        let torn = #"{"author":"A","cont"#
        for name in ["history.jsonl", "saved.jsonl"] {
            folder.write(name, Data((record("One.", by: "A").jsonLine + "\n" + torn).utf8))
        }
        let history = HistoryStore(path: folder.file("history.jsonl"))
        try history.append(record("Two.", by: "B"))
        #expect(history.entries().map(\.quote.content) == ["One.", "Two."])
        #expect(try history.entry(number: 3)?.quote.content == "Two.", "the torn line keeps its number, 2")
        let saved = SavedStore(path: folder.file("saved.jsonl"))
        #expect(try saved.add(record("Two.", by: "B")))
        #expect(saved.list().map(\.quote.content) == ["One.", "Two."])
        for name in ["history.jsonl", "saved.jsonl"] {
            let lines = String(decoding: try #require(folder.contents(name)), as: UTF8.self).split(separator: "\n")
            #expect(lines.count == 3 && lines[1] == torn, "\(name): \(lines)")
        }
    }

    @Test("The history keeps the newest 1,000 entries, oldest first")
    func capacity() throws {
        let store = HistoryStore(path: folder.file("history.jsonl"))
        let lines = (1...HistoryStore.capacity).map { record("old \($0)", by: "a").jsonLine }
        folder.write("history.jsonl", Data((lines.joined(separator: "\n") + "\n").utf8))
        try store.append(record("new", by: "b"))
        let entries = store.entries()
        #expect(entries.count == HistoryStore.capacity)
        #expect(entries.first?.quote.content == "old 2" && entries.last?.quote.content == "new")
    }

    @Test("A history past the most read (16 MiB) is read from its newest lines, numbered and counted as ever")
    func historyPastTheMostRead() throws {
        let filler = String(repeating: "x", count: 1023) + "\n"
        let newest = ["one", "two"].map { record($0, by: "a").jsonLine + "\n" }.joined()
        folder.write("history.jsonl", Data((String(repeating: filler, count: 17 << 10) + newest).utf8))
        let history = HistoryStore(path: folder.file("history.jsonl"))
        let entries = try history.numberedEntries(last: 5)
        #expect(entries.map(\.record.quote.content) == ["one", "two"])
        #expect(entries.map(\.number) == [HistoryStore.capacity - 1, HistoryStore.capacity])
        #expect(try history.count() == HistoryStore.capacity)
    }

    @Test("A full history grows by a tenth before one trim back to 1,000; what it shows is always the newest 1,000")
    func amortisedTrim() throws {
        let path = folder.file("history.jsonl")
        let store = HistoryStore(path: path)
        let lines = (1...HistoryStore.capacity).map { record("old \($0)", by: "a").jsonLine }
        folder.write("history.jsonl", Data((lines.joined(separator: "\n") + "\n").utf8))
        func fileLines() throws -> [Substring] { try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") }
        for number in 1...HistoryStore.slack {
            try store.append(record("new \(number)", by: "b"))
            // No rewrite yet: every old line is still in the file, but only the newest 1,000 count.
            #expect(try fileLines().count == HistoryStore.capacity + number)
            let shown = try store.numberedEntries(last: HistoryStore.capacity)
            #expect(shown.count == HistoryStore.capacity && shown.first?.number == 1 && shown.last?.number == 1000)
            #expect(
                shown.first?.record.quote.content == "old \(number + 1)" && shown.last?.record.quote.content == "new \(number)")
            #expect(try store.count() == HistoryStore.capacity)
            #expect(try store.entry(number: 1)?.quote.content == "old \(number + 1)")
            #expect(try store.entry(number: 0) == nil && store.entry(number: .max) == nil, "none past either end")
        }
        // At 1,100 lines the next append trims: the newest 1,000, byte for byte.
        try store.append(record("new 101", by: "b"))
        let trimmed = try fileLines()
        #expect(trimmed.count == HistoryStore.capacity)
        #expect(trimmed.first.map(String.init) == record("old 102", by: "a").jsonLine)
        #expect(trimmed.last.map(String.init) == record("new 101", by: "b").jsonLine)
    }

    @Test(
        "The last entries are the newest, oldest first, whatever the lines around them",
        arguments: [
            ("", 3, []), ("\n\n", 3, []), ("A\nB\nC", 2, ["B", "C"]), ("A\n\n\nB\n", 5, ["A", "B"]),
            ("A\nnot json\nB\n{\"torn\n", 2, ["A", "B"]), ("A\nB\n", 1, ["B"]),
        ] as [(String, Int, [String])])
    func lastEntries(file: String, count: Int, expected: [String]) {
        // Each capital letter stands for a whole entry with that content.
        let text = file.split(separator: "\n", omittingEmptySubsequences: false).map { line in
            line.count == 1 && line.first!.isUppercase ? record(String(line), by: "a").jsonLine : String(line)
        }.joined(separator: "\n")
        folder.write("history.jsonl", Data(text.utf8))
        #expect(HistoryStore(path: folder.file("history.jsonl")).entries(last: count).map(\.quote.content) == expected)
    }

    @Test("The last entries are found however far back they are: past 100 KiB of lines that are not entries")
    func lastEntriesFarBack() {
        let entries = (1...10).map { record("old \($0)", by: "a").jsonLine }
        let foreign = (1...2000).map { "not an entry, line \($0), padded to be longer than most" }
        folder.write("history.jsonl", Data((entries + foreign).joined(separator: "\n").utf8))
        let found = HistoryStore(path: folder.file("history.jsonl")).entries(last: 5)
        #expect(found.map(\.quote.content) == ["old 6", "old 7", "old 8", "old 9", "old 10"])
    }
}
