import QuotePlatform

extension QuoteRecord {
    /// The record on one line of a file `quote` wrote (the cache, the history, the saved quotes, a pool): the
    /// flat object ``jsonLine`` writes, in any key order, with or without keys it does not know; `nil` when
    /// the line is not such a record, or its quote is one `quote` would not show (``validated``).
    ///
    /// Read by ``RecordLineReader`` where the line is as `quote` writes it: Foundation's `JSONDecoder` cost
    /// about 20 µs a line, most of listing five thousand saved quotes. A line the reader does not take in
    /// (a nested value, a number with a fraction, an escape it leaves to Foundation) is decoded by
    /// `JSONDecoder`, which alone says what is a record: the reader never accepts a line that it refuses.
    package init?(line: Data) {
        let read = line.withUnsafeBytes { bytes in
            var reader = RecordLineReader(bytes: bytes)
            return reader.record()
        }
        switch read {
        case .record(let record):
            guard let valid = record.validated else { return nil }
            self = valid
        case .notARecord:
            return nil
        case .unsure:
            guard let decoded = (try? QuoteRecord.makeDecoder().decode(QuoteRecord.self, from: line))?.validated else {
                return nil
            }
            self = decoded
        }
    }
}

/// A reader of one flat JSON object of strings, integers and nulls: what a record line holds.
///
/// It answers for the lines it understands whole, and is unsure of anything else, which `JSONDecoder` then
/// decides.
package struct RecordLineReader {
    /// What the reader made of a line.
    package enum Reading {
        /// The record the line holds (before ``QuoteRecord/validated``).
        case record(QuoteRecord)
        /// Well-formed, but surely not a record: a required key missing or of the wrong kind.
        case notARecord
        /// Not read: something the reader leaves to `JSONDecoder`, malformed JSON included.
        case unsure
    }

    /// One value of the object.
    private enum Value {
        case string(String)
        case integer(Int)
        case null
        /// `true` or `false`: a record's `fallback` mark, never another of its values.
        case boolean(Bool)
    }

    /// The keys a record has; a key's place in ``Members/values`` is its raw value.
    private enum Key: Int, CaseIterable {
        case id, content, author, description, link, source, fetchedAt, fallback

        /// The key as a line spells it: written out, because `String(describing:)` says it through reflection,
        /// which cost 2.1 M instructions at its first use, half of a run from a pool.
        var name: String {
            switch self {
            case .id: "id"
            case .content: "content"
            case .author: "author"
            case .description: "description"
            case .link: "link"
            case .source: "source"
            case .fetchedAt: "fetchedAt"
            case .fallback: "fallback"
            }
        }
    }

    /// The keys' bytes, in the order of ``Key``.
    private static let keys: [[UInt8]] = Key.allCases.map { Array($0.name.utf8) }

    /// The values of a record's keys; other keys are read and passed over.
    private struct Members {
        var values: [Value?] = Array(repeating: nil, count: Key.allCases.count)

        subscript(_ key: Key) -> Value? { values[key.rawValue] }
    }

    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    /// The keys met that are not a record's (seldom any).
    private var otherKeys: [[UInt8]] = []

    /// A reader of `bytes`, one line without its newline.
    package init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    /// The record, or why there is none.
    package mutating func record() -> Reading {
        guard let members = object() else { return .unsure }
        func string(_ key: Key) -> String?? {
            switch members[key] {
            case nil, .null?: .some(nil)
            case .string(let text)?: .some(text)
            default: nil
            }
        }
        guard case .string(let content)? = members[.content], case .string(let label)? = members[.source],
            case .string(let stamp)? = members[.fetchedAt], let fetchedAt = Timestamp.date(from: stamp),
            let author = string(.author), let description = string(.description), let link = string(.link)
        else { return .notARecord }
        let id: QuoteID?
        switch members[.id] {
        case nil, .null?: id = nil
        case .integer(let number)?: id = .number(number)
        case .string(let text)?: id = .text(text)
        case .boolean?: return .notARecord
        }
        let fallback: Bool
        switch members[.fallback] {
        case nil, .null?: fallback = false
        case .boolean(let value)?: fallback = value
        // The mark an earlier version wrote in its cache.
        case .integer(let number)?: fallback = number == 1
        case .string?: return .notARecord
        }
        let quote = Quote(id: id, content: content, author: author, description: description, link: link)
        return .record(QuoteRecord(quote: quote, source: SourceLabel(label), fetchedAt: fetchedAt, fallback: fallback))
    }

    // MARK: - JSON

    /// The record's members of the object that is the whole line; `nil` for anything else, or a record's key
    /// given twice (which one `JSONDecoder` keeps is its business).
    private mutating func object() -> Members? {
        skipSpace()
        guard take(UInt8(ascii: "{")) else { return nil }
        var members = Members()
        skipSpace()
        if !take(UInt8(ascii: "}")) {
            repeat {
                skipSpace()
                guard let key = keyPlace() else { return nil }
                skipSpace()
                guard take(UInt8(ascii: ":")) else { return nil }
                skipSpace()
                guard let value = value() else { return nil }
                if let key {
                    guard members.values[key] == nil else { return nil }
                    members.values[key] = value
                }
                skipSpace()
            } while take(UInt8(ascii: ","))
            guard take(UInt8(ascii: "}")) else { return nil }
        }
        skipSpace()
        return position == bytes.count ? members : nil
    }

    /// A key: its place in ``keys``, `.some(nil)` for another key, `nil` when it is not a plain string.
    ///
    /// A key with an escape is never taken for a record's: left to `JSONDecoder` by failing.
    private mutating func keyPlace() -> Int?? {
        guard take(UInt8(ascii: "\"")) else { return nil }
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            if byte == UInt8(ascii: "\"") {
                let key = UnsafeRawBufferPointer(rebasing: bytes[start..<position])
                position += 1
                if let place = Self.keys.firstIndex(where: { $0.elementsEqual(key) }) { return place }
                // Another key: valid text, and given once, or left to JSONDecoder.
                guard String(validating: key, as: UTF8.self) != nil, !otherKeys.contains(where: { $0.elementsEqual(key) })
                else { return nil }
                otherKeys.append(Array(key))
                return .some(nil)
            }
            position += 1
        }
        return nil
    }

    private mutating func value() -> Value? {
        guard position < bytes.count else { return nil }
        switch bytes[position] {
        case UInt8(ascii: "\""): return string().map(Value.string)
        case UInt8(ascii: "n"): return literal("null") ? .null : nil
        case UInt8(ascii: "t"): return literal("true") ? .boolean(true) : nil
        case UInt8(ascii: "f"): return literal("false") ? .boolean(false) : nil
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return integer().map(Value.integer)
        default: return nil
        }
    }

    /// An integer as JSON writes one (no leading zero, no fraction, no exponent) that fits an `Int`.
    private mutating func integer() -> Int? {
        let negative = take(UInt8(ascii: "-"))
        let start = position
        var magnitude = 0
        while position < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[position]) {
            let digit = Int(bytes[position] - UInt8(ascii: "0"))
            let (times, overflow) = magnitude.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(digit)
            guard !overflow, !carry else { return nil }
            magnitude = sum
            position += 1
        }
        let digits = position - start
        guard digits > 0, digits == 1 || bytes[start] != UInt8(ascii: "0") else { return nil }
        // A fraction or an exponent: left to JSONDecoder.
        if position < bytes.count {
            switch bytes[position] {
            case UInt8(ascii: "."), UInt8(ascii: "e"), UInt8(ascii: "E"): return nil
            default: break
            }
        }
        return negative ? -magnitude : magnitude
    }

    /// A string, as ``JSONParser`` reads one; `nil` for a control character, bytes that are not UTF-8, an escape
    /// JSON does not have, or one of half a surrogate pair.
    private mutating func string() -> String? {
        guard position < bytes.count, bytes[position] == UInt8(ascii: "\"") else { return nil }
        return try? JSONParser.string(in: bytes, at: &position)
    }

    private mutating func literal(_ word: StaticString) -> Bool {
        let count = word.utf8CodeUnitCount
        guard position + count <= bytes.count else { return false }
        for offset in 0..<count where bytes[position + offset] != word.utf8Start[offset] { return false }
        position += count
        return true
    }

    private mutating func take(_ byte: UInt8) -> Bool {
        guard position < bytes.count, bytes[position] == byte else { return false }
        position += 1
        return true
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            switch bytes[position] {
            case 0x20, 0x09, 0x0A, 0x0D: position += 1
            default: return
            }
        }
    }
}
