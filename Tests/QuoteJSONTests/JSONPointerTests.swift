import Foundation
import QuoteJSON
import Testing

/// JSON Pointers, as a config file's own source names the fields of its answers.
@Suite("JSON Pointers", .timeLimit(.minutes(1)))
struct JSONPointerTests {
    @Test("JSON Pointer's escapes and array indexes follow RFC 6901")
    func pointers() throws {
        let document = try JSONValue(parsing: Data(#"{"a/b": {"m~n": [10, 20]}, "": 1}"#.utf8))
        #expect(try JSONPointer("/a~1b/m~0n/1").resolve(in: document) == .integer(20))
        #expect(try JSONPointer("/").resolve(in: document) == .integer(1))
        #expect(try JSONPointer("").resolve(in: document) == document)
        #expect(try JSONPointer("/a~1b/m~0n/01").resolve(in: document) == nil)
        #expect(try JSONPointer("/a~1b/m~0n/-").resolve(in: document) == nil)
        #expect(throws: JSONPointer.SyntaxError.noLeadingSlash) { try JSONPointer("a") }
        #expect(throws: JSONPointer.SyntaxError.badTilde) { try JSONPointer("/a~2") }
    }
}
