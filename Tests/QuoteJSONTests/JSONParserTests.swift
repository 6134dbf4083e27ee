import Foundation
import QuoteJSON
import QuotePlatform
import Testing

/// JSON read by hand: what `JSONDecoder` reads, the same values; what it refuses, refused; and bounds it lacks.
@Suite("JSON read by hand", .timeLimit(.minutes(1)))
struct JSONParserTests {
    private func parse(_ text: String) throws(JSONParser.Failure) -> JSONValue {
        try JSONValue(parsing: Data(text.utf8))
    }

    @Test(
        "Valid JSON reads as JSONDecoder reads it",
        arguments: [
            #"{"message":"Success","statusCode":200,"data":{"id":42,"content":"행복은 습관이다.","author":"x","link":null}}"#,
            #"[{"q":"a","a":"b","h":"<b>"}, {"q":"c","a":"d"}]"#,
            #"  {"a" : [1, -2, 3.5, -0.25, 1e3, 2E-2, 0, -0, 5.0, 12345678901234567890]} "#,
            #"{"e":"\"\\\/\b\f\n\r\t\u0041\u00e9\u20ac\ud83d\ude00","empty":"","nested":{"deeper":[[],{},[{}]]}}"#,
            #"true"#, #"false"#, #"null"#, #""text""#, #"17"#, #"-1.5e-3"#,
            "\u{FEFF}{\"bom\":true}", #"{"a":1,"a":2}"#,
        ])
    func agreesWithJSONDecoder(_ text: String) throws {
        let expected = try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8))
        #expect(try parse(text) == expected)
    }

    @Test("Numbers: whole ones that fit an Int are integers, as JSONDecoder has them; others are doubles")
    func numbers() throws {
        #expect(
            try parse("[5, 5.0, 1e3, -0, 9223372036854775807]")
                == .array([.integer(5), .integer(5), .integer(1000), .integer(0), .integer(.max)]))
        #expect(
            try parse("[1.5, 9223372036854775808, 1e30]")
                == .array([.number(1.5), .number(9_223_372_036_854_775_808), .number(1e30)]))
    }

    @Test("Escapes: a surrogate pair is one character; the others as written")
    func escapes() throws {
        #expect(try parse(#""\ud83d\ude00 \u00e9\n\/""#) == .string("😀 é\n/"))
    }

    @Test(
        "What is not JSON is refused, as JSONDecoder refuses it",
        arguments: [
            "", " ", "{", "[01]", "[1.]", "[.5]", "[-]", "[1e]", "[+1]", "{a:1}", "{'a':1}",
            "[1] [2]", "[1] x", "\"open", "\"\\x\"", "\"\\u12\"", "[NaN]", "[Infinity]", "tru", "nulls", "[1e400]",
            "\"tab\tinside\"", "\"\\ud83d\"", "\"\\ude00\"", "\"\\ud83d\\u0041\"", "{\"a\" 1}", "[1 2]",
        ])
    func refusesWhatIsNot(_ text: String) {
        #expect(throws: JSONParser.Failure.self) { try parse(text) }
        #expect(throws: (any Error).self) { try JSONDecoder().decode(JSONValue.self, from: Data(text.utf8)) }
    }

    @Test("Stricter than JSONDecoder: a comma before the end of an array or an object is refused")
    func trailingCommas() {
        for text in ["[1,]", #"{"a":1,}"#, "[1,\n]"] {
            #expect(throws: JSONParser.Failure.self) { try parse(text) }
        }
    }

    @Test("Bytes that are not UTF-8 inside a string are refused")
    func invalidUTF8() throws {
        #expect(throws: JSONParser.Failure.self) { try JSONValue(parsing: Data([0x22, 0xC3, 0x28, 0x22])) }
        #expect(throws: JSONParser.Failure.self) { try JSONValue(parsing: Data([0x22, 0xFF, 0x22])) }
        // After ASCII, and after an escape: wherever the run that holds them starts.
        #expect(throws: JSONParser.Failure(offset: 1)) { try JSONValue(parsing: Data([0x22, 0x61, 0x62, 0xC3, 0x28, 0x22])) }
        #expect(throws: JSONParser.Failure(offset: 3)) { try JSONValue(parsing: Data([0x22, 0x5C, 0x6E, 0xFF, 0x22])) }
        // Valid UTF-8 after an escape and around ASCII reads as it is.
        #expect(try JSONValue(parsing: Data(#""a\n한b""#.utf8)) == .string("a\n한b"))
        // A four-byte character cut after three: decoding puts one U+FFFD, three bytes too, in their place.
        #expect(throws: JSONParser.Failure(offset: 1)) { try JSONValue(parsing: Data([0x22, 0xF0, 0x9F, 0x98, 0x61, 0x22])) }
        // An encoded surrogate and an overlong slash are not UTF-8 either.
        #expect(throws: JSONParser.Failure.self) { try JSONValue(parsing: Data([0x22, 0xED, 0xA0, 0x80, 0x22])) }
        #expect(throws: JSONParser.Failure.self) { try JSONValue(parsing: Data([0x22, 0xC0, 0xAF, 0x22])) }
        // A real U+FFFD in the text is a character like any other.
        #expect(try JSONValue(parsing: Data("\"a\u{FFFD}😀\"".utf8)) == .string("a\u{FFFD}😀"))
    }

    @Test("Nesting is bounded: 512 levels read, 513 refused, where the 513th opens")
    func nesting() throws {
        let deepest = String(repeating: "[", count: JSONParser.deepest) + String(repeating: "]", count: JSONParser.deepest)
        #expect(throws: Never.self) { try parse(deepest) }
        let deeper = String(repeating: "[", count: 100_000)
        #expect(throws: JSONParser.Failure(offset: JSONParser.deepest)) { try parse(deeper) }
    }

    @Test("The bound is on depth, not on how many arrays and objects there are: DummyJSON's whole list is 1,454 objects")
    func breadth() throws {
        let quote = #"{"id":1,"quote":"q","author":"a","tags":["x"]}"#
        let list = "{\"quotes\":[" + Array(repeating: quote, count: 1_454).joined(separator: ",") + "]}"
        guard case .object(let answer) = try parse(list), case .array(let quotes)? = answer["quotes"] else {
            Issue.record("not the list")
            return
        }
        #expect(quotes.count == 1_454)
        let siblings = "[" + Array(repeating: "[[]]", count: JSONParser.deepest * 2).joined(separator: ",") + "]"
        #expect(throws: Never.self) { try parse(siblings) }
    }

    @Test("A failure says where the text stops being JSON")
    func offset() {
        #expect(throws: JSONParser.Failure(offset: 7)) { try parse(#"{"a":1 "b":2}"#) }
        #expect(throws: JSONParser.Failure(offset: 3)) { try parse("[1,]") }
    }

    @Test("Members one by one: an object named to be expanded hands its own members over, the first only, never a non-object")
    func expanding() throws {
        func members(_ text: String) throws(JSONParser.Failure) -> (outer: [String], inner: [String]) {
            var outer: [String] = []
            var inner: [String] = []
            try JSONValue.forEachMember(
                of: Data(text.utf8), expanding: "r", into: { key, value in inner.append("\(key)=\(value)") },
                { key, _ in outer.append(key) })
            return (outer, inner)
        }
        let expanded = try members(#"{"a":1,"r":{"x":"y","n":{"m":[2]},"x":3},"r":{"z":4},"b":null}"#)
        #expect(expanded.outer == ["a", "r", "b"])
        #expect(
            expanded.inner == [
                #"x=string("y")"#, #"n=object(["m": QuoteJSON.JSONValue.array([QuoteJSON.JSONValue.integer(2)])])"#,
                "x=integer(3)",
            ])
        let scalar = try members(#"{"r":5,"r":{"z":4}}"#)
        #expect(scalar.outer == ["r"] && scalar.inner == ["z=integer(4)"], "a later object is still the first object")
        #expect(throws: JSONParser.Failure(offset: 12)) { try members(#"{"r":{"x":1 "y":2}}"#) }
        // Its members are as deep as when it is built: 512 levels in all, the outer object and it among them.
        let deep = String(repeating: "[", count: JSONParser.deepest - 2) + String(repeating: "]", count: JSONParser.deepest - 2)
        #expect(throws: Never.self) { try members(#"{"r":{"d":\#(deep)}}"#) }
        #expect(throws: JSONParser.Failure.self) { try members(#"{"r":{"d":[\#(deep)]}}"#) }
    }
}
