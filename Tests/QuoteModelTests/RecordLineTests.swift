import Foundation
import QuoteJSON
import QuoteModel
import QuotePlatform
import Testing

/// `QuoteRecord(line:)`, the one reader of record lines, against Foundation's `JSONDecoder` decoding the record as
/// `quote` once did: whatever the line, both say the same; and against the record of the object the line holds.
@Suite("Record lines")
struct RecordLineTests {
    /// What `JSONDecoder` makes of `line`: the record, if it is one `quote` would show; `nil` for a line that only
    /// `JSONDecoder`'s leniency reads (a comma before `}`), which is not JSON, and which quote's one reader of JSON
    /// refuses everywhere (``JSONParserTests`` holds that reader to `JSONDecoder` on all else).
    private static func decoded(_ line: Data) -> QuoteRecord? {
        guard (try? JSONValue(parsing: line)) != nil else { return nil }
        return (try? JSONDecoder().decode(FoundationRecord.self, from: line))?.record.validated
    }

    static let written = QuoteRecord(
        quote: Quote(id: 42, content: "행복은 \"습관\"이다.\n\t— 둘째 줄 😀", author: "H. Jackson Brown", link: "https://a.test/?q=1"),
        source: "happiness:https://api.test/random", fetchedAt: Date(timeIntervalSince1970: 1_795_000_000)
    ).jsonLine

    static let lines: [String] = [
        written,
        written + "\n",
        "  " + written + " \r\n",
        #"{"source":"builtin","fetchedAt":"2026-11-20T08:00:00Z","content":"Order does not matter."}"#,
        #"{"content":"x","author":null,"id":"abc-1","source":"s","fetchedAt":"2026-11-20T08:00:00Z","extra":"kept"}"#,
        #"{"content":"x","id":-7,"source":"s","fetchedAt":"2026-11-20T08:00:00Z","flag":true,"other":false}"#,
        #"{"content":"\u00e9\u0041\ud83d\ude00\/\b\f\r","source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        // The fallback mark: true; an earlier version's 1, and nothing else, in its cache.
        #"{"content":"x","source":"s","fetchedAt":"2026-11-20T08:00:00Z","fallback":true}"#,
        #"{"content":"x","source":"s","fetchedAt":"2026-11-20T08:00:00Z","fallback":1}"#,
        #"{"content":"x","source":"s","fetchedAt":"2026-11-20T08:00:00Z","fallback":0}"#,
        #"{"content":"x","source":"s","fetchedAt":"2026-11-20T08:00:00Z","fallback":2}"#,
        // What the reader leaves to JSONDecoder, and what neither takes.
        #"{"content":"x","id":4.0,"source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        #"{"content":"x","id":1e2,"source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        #"{"content":"x","id":99999999999999999999,"source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        #"{"content":"x","id":-0,"source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        #"{"content":"x","id":007,"source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        #"{"content":"x","nested":{"a":[1,2]},"source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        #"{"content":"x","content":"y","source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        #"{"content":"\ud83d","source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        #"{"content":"\ude00x","source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        #"{"content":"\x","source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        "{\"content\":\"tab\there\",\"source\":\"s\",\"fetchedAt\":\"2026-11-20T08:00:00Z\"}",
        #"{"content":"   ","source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        #"{"content":"x","author":" ","source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        #"{"content":"x","author":5,"source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        #"{"content":"x","id":true,"source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#,
        #"{"content":"x","source":"s","fetchedAt":"yesterday"}"#,
        #"{"content":"x","source":"s"}"#,
        #"{"content":"x","source":null,"fetchedAt":"2026-11-20T08:00:00Z"}"#,
        #"{"content":"x","source":"s","fetchedAt":"2026-11-20T08:00:00Z",}"#,
        #"{"content":"x","source":"s","fetchedAt":"2026-11-20T08:00:00Z"} trailing"#,
        #"{"content":"x","source":"s","fetchedAt":"2026-11-20T08:00:00Z""#,
        #"["content"]"#, "null", "", "{}", "{\"content\":nul}",
    ]

    @Test("Each line as JSONDecoder reads it, and the usual ones read", arguments: lines)
    func sameAsFoundation(line: String) {
        #expect(QuoteRecord(line: Data(line.utf8)) == Self.decoded(Data(line.utf8)))
    }

    @Test("A written record reads back exactly")
    func roundTrip() throws {
        let record = try #require(QuoteRecord(line: Data(Self.written.utf8)))
        #expect(record.jsonLine == Self.written)
        #expect(record.quote.content == "행복은 \"습관\"이다.\n\t— 둘째 줄 😀" && record.quote.id == 42)
    }

    @Test("Within another object, member by member, a record is read as its own line is (a window keeps its choice so)")
    func memberByMember() throws {
        func nested(_ record: String) -> QuoteRecord? {
            var fields = QuoteRecord.Fields()
            var others: [String] = []
            let line = Data(#"{"window":"2026-12-02","record":\#(record),"sources":"happiness"}"#.utf8)
            let read: Void? = try? JSONValue.forEachMember(
                of: line, expanding: "record", into: { fields.take($0, $1) }, { key, _ in others.append(key) })
            guard read != nil else { return nil }
            // A record that is not an object is handed over whole, as any other member is.
            #expect(others.filter { $0 != "record" } == ["window", "sources"], "\(record)")
            return others.contains("record") ? nil : fields.record
        }
        for line in Self.lines {
            #expect(nested(line) == QuoteRecord(line: Data(line.utf8)), "\(line)")
        }
        #expect(try #require(nested(Self.lines[4])).quote.id == .text("abc-1"))
    }

    @Test("A record's line decodes to the same record, keys sorted, nulls kept")
    func recordRoundTrip() throws {
        let record = QuoteRecord(
            quote: Quote(id: .text("a\u{202E}b"), content: "c\u{1B}]0;x\u{7}", author: nil, link: "https://x.test/a/b"),
            source: "custom:https://x.test/", fetchedAt: Date(timeIntervalSince1970: 1_795_000_000))
        let line = record.jsonLine
        #expect(
            line.hasPrefix(#"{"author":null,"authorTitle":null,"content":"c\u001b]0;x\u0007","description":null,"fetchedAt":"#))
        #expect(line.hasSuffix(#""translation":null}"#))
        #expect(QuoteRecord(line: Data(line.utf8)) == record)
    }

    @Test("A quote with its translation and an author with a title: both kept apart in the record's line, read back whole")
    func translationRoundTrip() throws {
        let record = QuoteRecord(
            quote: Quote(
                id: 60, content: "행복은 내면에서 오지 않고 사이에서 온다.", translation: "Happiness comes not from within.",
                author: "Jonathan Haidt", authorTitle: "사회심리학자"),
            source: "https://api.sobabear.com/happiness/random-quote", fetchedAt: Date(timeIntervalSince1970: 1_795_000_000))
        let line = record.jsonLine
        #expect(line.contains(#""author":"Jonathan Haidt","authorTitle":"사회심리학자","content":"행복은"#))
        #expect(line.contains(#""translation":"Happiness comes not from within."}"#))
        let read = try #require(QuoteRecord(line: Data(line.utf8)))
        #expect(read == record && read.quote.translation == "Happiness comes not from within.")
        #expect(read.quote.authorTitle == "사회심리학자" && read.quote.credit == "Jonathan Haidt, 사회심리학자")
    }

    @Test("A record written before translations were read apart is read as it was written: one content, one author")
    func recordOfBefore() throws {
        // What the cache, the history, the pools and today.json held for the README's example.
        let line =
            #"{"author":"Jonathan Haidt, 사회심리학자","content":"행복은 내면에서 오지 않고 사이에서 온다. "#
            + #"Happiness comes not from within, but from getting the right relationship between yourself and something "#
            + #"larger than yourself.","description":null,"fetchedAt":"2026-11-21T23:30:00Z","id":60,"link":null,"#
            + #""source":"https://api.sobabear.com/happiness/random-quote"}"#
        let quote = try #require(QuoteRecord(line: Data(line.utf8))).quote
        #expect(quote.content.hasPrefix("행복은 내면에서") && quote.content.hasSuffix("larger than yourself."))
        #expect(quote.translation == nil && quote.author == "Jonathan Haidt, 사회심리학자" && quote.authorTitle == nil)
        // A title with no name is no record's: the author stays absent.
        let titleAlone = #"{"author":null,"authorTitle":"사회심리학자","content":"c","fetchedAt":"2026-11-21T23:30:00Z","source":"s"}"#
        #expect(try #require(QuoteRecord(line: Data(titleAlone.utf8))).quote.authorTitle == nil)
        let wrongKind = #"{"content":"c","translation":7,"fetchedAt":"2026-11-21T23:30:00Z","source":"s"}"#
        #expect(QuoteRecord(line: Data(wrongKind.utf8)) == nil, "a translation that is no text is no record")
    }

    @Test("Bytes that are not UTF-8 inside a string make no record")
    func notUTF8() {
        var bytes = Array(#"{"content":"ab","source":"s","fetchedAt":"2026-11-20T08:00:00Z"}"#.utf8)
        bytes[13] = 0xFF
        #expect(QuoteRecord(line: Data(bytes)) == nil)
    }

    @Test("Two thousand lines broken at random, a byte changed, dropped or doubled: the same answer as JSONDecoder")
    func brokenLines() {
        var generator = SplitMix(seed: 20_261_125)
        let seeds = Self.lines.prefix(7).map { Array($0.utf8) }
        let replacements = Array(#"{}[]":,\u0123456789-eE.tnrfl ab"#.utf8) + [0x00, 0x0A, 0x1F, 0x7F, 0xC3, 0xFF]
        for round in 0..<2000 {
            var bytes = seeds[round % seeds.count]
            for _ in 0...(round % 3) {
                let at = Int(generator.next() % UInt64(bytes.count))
                switch generator.next() % 3 {
                case 0: bytes[at] = replacements[Int(generator.next() % UInt64(replacements.count))]
                case 1: bytes.remove(at: at)
                default: bytes.insert(bytes[at], at: at)
                }
                if bytes.isEmpty { bytes = [0x20] }
            }
            let line = Data(bytes)
            #expect(QuoteRecord(line: line) == Self.decoded(line), "\(String(decoding: bytes, as: UTF8.self))")
        }
    }
}

/// A record as `JSONDecoder` reads one: the way `quote` read its files before it had a reader of its own.
private struct FoundationRecord: Decodable {
    let record: QuoteRecord

    private enum Keys: String, CodingKey {
        case id, content, author, description, link, source, fetchedAt, fallback
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        var id: QuoteID?
        if container.contains(.id), try !container.decodeNil(forKey: .id) {
            if let number = try? container.decode(Int.self, forKey: .id) {
                id = .number(number)
            } else {
                id = .text(try container.decode(String.self, forKey: .id))
            }
        }
        let stamp = try container.decode(String.self, forKey: .fetchedAt)
        guard let fetchedAt = Timestamp.date(from: stamp) else {
            throw DecodingError.dataCorruptedError(forKey: .fetchedAt, in: container, debugDescription: stamp)
        }
        let fallback =
            (try? container.decodeIfPresent(Bool.self, forKey: .fallback)) ?? nil
            ?? ((try? container.decodeIfPresent(Int.self, forKey: .fallback)) ?? nil == 1)
        record = QuoteRecord(
            quote: Quote(
                id: id, content: try container.decode(String.self, forKey: .content),
                author: try container.decodeIfPresent(String.self, forKey: .author),
                description: try container.decodeIfPresent(String.self, forKey: .description),
                link: try container.decodeIfPresent(String.self, forKey: .link)),
            source: SourceLabel(try container.decode(String.self, forKey: .source)), fetchedAt: fetchedAt, fallback: fallback)
    }
}

/// A small seeded generator, so that the broken lines are the same at every run.
private struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var value = state
        value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }
}
