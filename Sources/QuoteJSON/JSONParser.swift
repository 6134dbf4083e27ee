import QuotePlatform

extension JSONValue {
    /// The JSON text `data` holds, strictly as RFC 8259 has it: one value, with whitespace around it and nothing
    /// else (a UTF-8 byte order mark before it is passed over).
    ///
    /// Read by hand rather than by `JSONDecoder`, whose generic decoding machinery, set up at its first use, was a
    /// tenth of a fetch's own work. A whole number that fits an `Int` (`5`, `5.0`, `1e3`) is ``integer(_:)``; any
    /// other number is ``number(_:)``; a key given twice keeps its first value. Strings must be valid UTF-8, escapes included
    /// (a lone surrogate is not); numbers must be finite. Nesting deeper than ``JSONParser/deepest`` is refused,
    /// so hostile input cannot exhaust the stack.
    ///
    /// - Throws: ``JSONParser/Failure`` with the byte offset where the text stops being JSON.
    package init(parsing data: Data) throws(JSONParser.Failure) {
        let parsed = data.withUnsafeBytes { bytes in
            var parser = JSONParser(bytes: bytes)
            return Result { () throws(JSONParser.Failure) in try parser.document() }
        }
        self = try parsed.get()
    }

    /// The members of the one object `data` holds, handed to `body` in the order written (a key given twice,
    /// twice), read as ``init(parsing:)`` reads them but without building the object: how a line of a file `quote`
    /// keeps is read, thousands at a time.
    ///
    /// - Throws: ``JSONParser/Failure`` when `data` is not JSON, or not an object; `body` may have been given some
    ///   members by then.
    package static func forEachMember(of data: Data, _ body: (String, JSONValue) -> Void) throws(JSONParser.Failure) {
        try forEachMember(of: data, expanding: nil, into: nil, body)
    }

    /// The members of the one object `data` holds, as ``forEachMember(of:_:)`` hands them, but the first member
    /// named `nested` whose value is an object is not built either: its members go to `nestedBody` instead, one by
    /// one, and `body` never sees it (a window's kept choice and the record in it).
    ///
    /// - Throws: ``JSONParser/Failure`` as ``forEachMember(of:_:)`` does.
    package static func forEachMember(
        of data: Data, expanding nested: String?, into nestedBody: ((String, JSONValue) -> Void)?,
        _ body: (String, JSONValue) -> Void
    ) throws(JSONParser.Failure) {
        let parsed = data.withUnsafeBytes { bytes in
            var parser = JSONParser(bytes: bytes)
            return Result { () throws(JSONParser.Failure) in
                try parser.objectDocument(body, expanding: nested, into: nestedBody)
            }
        }
        try parsed.get()
    }
}

/// The reader behind ``JSONValue/init(parsing:)``: one pass over the bytes, no copies but the strings' own.
package struct JSONParser {
    /// Text that is not JSON, and where it stops being JSON (a byte offset).
    package struct Failure: Error, Equatable, Sendable {
        /// The offset of the first byte that does not fit.
        package var offset: Int

        /// A failure at `offset`.
        package init(offset: Int) {
            self.offset = offset
        }
    }

    /// The deepest nesting of arrays and objects read.
    package static let deepest = 512

    private let bytes: UnsafeRawBufferPointer
    private var position = 0
    private var depth = 0

    fileprivate init(bytes: UnsafeRawBufferPointer) {
        self.bytes = bytes
    }

    private var failure: Failure { Failure(offset: position) }

    private var current: UInt8? { position < bytes.count ? bytes[position] : nil }

    /// The whole text: one value, and only whitespace after it.
    ///
    /// Stricter than `JSONDecoder`, which passes over a comma before `]` or `}`: RFC 8259 has none there.
    fileprivate mutating func document() throws(Failure) -> JSONValue {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        let value = try self.value()
        skipWhitespace()
        guard position == bytes.count else { throw failure }
        return value
    }

    private mutating func skipWhitespace() {
        while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { position += 1 }
    }

    private mutating func value() throws(Failure) -> JSONValue {
        skipWhitespace()
        switch current {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .boolean(true))
        case UInt8(ascii: "f"): return try literal("false", .boolean(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(Failure) -> JSONValue {
        let text = UnsafeRawBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        guard bytes.count - position >= text.count, bytes[position..<position + text.count].elementsEqual(text) else {
            throw failure
        }
        position += text.count
        return value
    }

    private mutating func object() throws(Failure) -> JSONValue {
        var members: [String: JSONValue] = [:]
        try forEachMember { key, member in
            // The first of a key given twice, as `JSONDecoder` keeps.
            if members[key] == nil { members[key] = member }
        }
        return .object(members)
    }

    /// Each member of the object whose `{` is at `position`, handed to `body` in the order written; the members of
    /// the first object named `nested`, to `nestedBody` instead of it.
    private mutating func forEachMember(
        _ body: (String, JSONValue) -> Void, expanding nested: String? = nil,
        into nestedBody: ((String, JSONValue) -> Void)? = nil
    ) throws(Failure) {
        var expanded = false
        try list(closedBy: UInt8(ascii: "}")) { parser throws(Failure) in
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: "\"") else { throw parser.failure }
            let key = try parser.string()
            parser.skipWhitespace()
            guard parser.current == UInt8(ascii: ":") else { throw parser.failure }
            parser.position += 1
            if !expanded, let nestedBody, key == nested {
                parser.skipWhitespace()
                if parser.current == UInt8(ascii: "{") {
                    expanded = true
                    try parser.forEachMember(nestedBody)
                    return
                }
            }
            body(key, try parser.value())
        }
    }

    /// The whole text, which must be one object: its members handed to `body` in the order written, the object
    /// itself never built.
    fileprivate mutating func objectDocument(
        _ body: (String, JSONValue) -> Void, expanding nested: String?, into nestedBody: ((String, JSONValue) -> Void)?
    ) throws(Failure) {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { position = 3 }
        skipWhitespace()
        guard current == UInt8(ascii: "{") else { throw failure }
        try forEachMember(body, expanding: nested, into: nestedBody)
        skipWhitespace()
        guard position == bytes.count else { throw failure }
    }

    private mutating func array() throws(Failure) -> JSONValue {
        var items: [JSONValue] = []
        try list(closedBy: UInt8(ascii: "]")) { parser throws(Failure) in items.append(try parser.value()) }
        return .array(items)
    }

    /// An object's members or an array's items, the opening bracket at `position`.
    ///
    /// Each is read by `element`, then comes a comma or `closing`, which ends the list (an empty one at once).
    /// One level deeper, refused past ``deepest``.
    private mutating func list(
        closedBy closing: UInt8, element: (inout JSONParser) throws(Failure) -> Void
    ) throws(Failure) {
        depth += 1
        guard depth <= Self.deepest else { throw failure }
        defer { depth -= 1 }
        position += 1
        skipWhitespace()
        if current == closing {
            position += 1
            return
        }
        while true {
            try element(&self)
            skipWhitespace()
            switch current {
            case UInt8(ascii: ","): position += 1
            case closing:
                position += 1
                return
            default: throw failure
            }
        }
    }

    /// A string, the opening quote at `position`: runs without escapes are taken whole, validated as UTF-8.
    private mutating func string() throws(Failure) -> String {
        position += 1
        var text = ""
        var run = position
        var ascii = true
        while true {
            guard let byte = current else { throw failure }
            switch byte {
            case UInt8(ascii: "\""):
                try append(run..<position, ascii: ascii, to: &text)
                position += 1
                return text
            case UInt8(ascii: "\\"):
                try append(run..<position, ascii: ascii, to: &text)
                position += 1
                text.unicodeScalars.append(try escaped())
                run = position
                ascii = true
            case 0x00..<0x20:
                throw failure
            case 0x80...:
                ascii = false
                position += 1
            default:
                position += 1
            }
        }
    }

    /// Appends the bytes of `range`, which must be valid UTF-8; `ascii` when none is 0x80 or over.
    ///
    /// Only such bytes can make text that is not UTF-8, so a run of ASCII (every key, most values) is taken as it
    /// is: checking each string was a third of reading a file `quote` keeps. Any other run is decoded, which
    /// puts U+FFFD in place of what is not UTF-8, and is valid when it comes out byte for byte as it went in: the
    /// standard library's `String(validating:as:)` is not specialized for a buffer, and its generic walk was a third
    /// of reading the strings of a kept Korean quote.
    private func append(_ range: Range<Int>, ascii: Bool, to text: inout String) throws(Failure) {
        guard !range.isEmpty else { return }
        let run = UnsafeRawBufferPointer(rebasing: bytes[range])
        var decoded = String(decoding: run, as: UTF8.self)
        guard ascii || decoded.withUTF8({ $0.elementsEqual(run) }) else { throw Failure(offset: range.lowerBound) }
        if text.isEmpty { text = decoded } else { text += decoded }
    }

    /// The character an escape stands for, the backslash passed.
    private mutating func escaped() throws(Failure) -> Unicode.Scalar {
        guard let byte = current else { throw failure }
        position += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{8}"
        case UInt8(ascii: "f"): return "\u{C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let unit = try hexUnit()
            switch unit {
            case 0xD800..<0xDC00:
                // A high surrogate: only with its low one is it a character.
                guard bytes.count - position >= 2, bytes[position] == UInt8(ascii: "\\"), bytes[position + 1] == UInt8(ascii: "u")
                else { throw failure }
                position += 2
                let low = try hexUnit()
                guard (0xDC00..<0xE000).contains(low) else { throw failure }
                return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))!
            case 0xDC00..<0xE000:
                throw failure
            default:
                return Unicode.Scalar(unit)!
            }
        default:
            position -= 1
            throw failure
        }
    }

    /// Four hex digits.
    private mutating func hexUnit() throws(Failure) -> UInt32 {
        var unit: UInt32 = 0
        for _ in 0..<4 {
            guard let byte = current, let digit = Self.hexDigit(byte) else { throw failure }
            unit = unit << 4 | digit
            position += 1
        }
        return unit
    }

    private static func hexDigit(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// A number: `-`, an integer part without leading zeros, then an optional fraction and exponent.
    private mutating func number() throws(Failure) -> JSONValue {
        let start = position
        if current == UInt8(ascii: "-") { position += 1 }
        guard let first = current, Self.isDigit(first) else { throw failure }
        position += 1
        if first != UInt8(ascii: "0") { skipDigits() }
        var whole = true
        if current == UInt8(ascii: ".") {
            whole = false
            position += 1
            guard let byte = current, Self.isDigit(byte) else { throw failure }
            skipDigits()
        }
        if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
            whole = false
            position += 1
            if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { position += 1 }
            guard let byte = current, Self.isDigit(byte) else { throw failure }
            skipDigits()
        }
        // Only ASCII digits and signs were passed: the text is ASCII.
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        if whole, let integer = Int(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else { throw Failure(offset: start) }
        // `5.0` and `1e3` are whole numbers too, as `JSONDecoder` read them.
        if let integer = Int(exactly: number) { return .integer(integer) }
        return .number(number)
    }

    private mutating func skipDigits() {
        while let byte = current, Self.isDigit(byte) { position += 1 }
    }

    private static func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }
}
