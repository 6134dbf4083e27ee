import Foundation
import QuoteModel
import QuotePlatform
import Testing

/// Records and their source labels, filters, and the message catalog.
@Suite("The model", .timeLimit(.minutes(1)))
struct ModelTests {
    @Test(
        "A source label reads back every string as it was written, old and unknown ones included",
        arguments: [
            "zenquotes:https://zenquotes.io/api/random", "fortune:/usr/share/games/fortunes/computers", "builtin", "saved",
            "offline",
            "ninjas:https://api.example/v1/quotes?x=1:2", "", ":odd",
        ])
    func labels(text: String) throws {
        let label = SourceLabel(text)
        #expect(label.description == text)
        let record = QuoteRecord(
            quote: Quote(content: "c", author: "a"), source: label, fetchedAt: Date(timeIntervalSince1970: 0))
        #expect(record.jsonLine.contains("\"source\":\"\(text)\""))
        #expect(try #require(QuoteRecord(line: Data(record.jsonLine.utf8))).source == label)
    }

    @Test("A label's parts: the name, and the URL or file")
    func labelParts() {
        #expect(
            SourceLabel("zenquotes:https://zenquotes.io/api/random")
                == SourceLabel(name: "zenquotes", location: "https://zenquotes.io/api/random"))
        #expect(SourceLabel("builtin") == SourceLabel(name: "builtin"))
    }

    @Test(
        "A URL's password is never shown: the user part keeps its name, the password is ***",
        arguments: [
            ("https://user:secret@host.test/q?a=1", "https://user:***@host.test/q?a=1"),
            ("https://user:p%40ss:w@host.test:8443/", "https://user:***@host.test:8443/"),
            ("https://user@host.test/", "https://user@host.test/"),
            ("https://host.test/a:b@c", "https://host.test/a:b@c"),
            ("http://127.0.0.1:8080/q", "http://127.0.0.1:8080/q"),
            ("https://host.test?u=a:b@c", "https://host.test?u=a:b@c"),
            ("https://host.test#a:b@c", "https://host.test#a:b@c"),
            ("https://u:p@h", "https://u:***@h"),
        ])
    func redacted(text: String, shown: String) throws {
        #expect(try #require(URL(string: text)).redacted == shown)
        #expect(URL.redacting(text) == shown)
    }

    @Test("A password with an @ left unescaped, as a proxy variable may hold one, is hidden up to the last @")
    func redactedUnescapedAt() {
        #expect(URL.redacting("http://user:p@ss@proxy.test:3128") == "http://user:***@proxy.test:3128")
    }

    @Test("Filters: at most N characters (N itself passes), an author containing text, a pattern in content or author")
    func filters() {
        let quote = Quote(content: "Hello, World", author: "Ada Lovelace")
        #expect(QuoteFilter(maxLength: 12).matches(quote))
        #expect(!QuoteFilter(maxLength: 11).matches(quote))
        #expect(QuoteFilter(author: "love").matches(quote) && !QuoteFilter(author: "byron").matches(quote))
        #expect(QuoteFilter(pattern: QuotePattern("^hello")).matches(quote))
        #expect(QuoteFilter(pattern: QuotePattern("lovelace$")).matches(quote))
        #expect(!QuoteFilter(pattern: QuotePattern("^world")).matches(quote))
        #expect(!QuoteFilter(author: "x").matches(Quote(content: "c", author: nil)))
    }
}
