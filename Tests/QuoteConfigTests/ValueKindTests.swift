import Foundation
import QuoteConfig
import QuotePlatform
import Testing

/// Each kind of value a setting takes, read from text (a flag, a variable) and from the config file's typed
/// value by the same rules.
@Suite("Kinds of values", .timeLimit(.minutes(1)))
struct ValueKindTests {
    @Test("Text is anything but empty; a path too")
    func text() throws {
        #expect(try ValueKind.text.parse("x") == "x")
        #expect(throws: ValueError.empty) { try ValueKind.text.parse("") }
        #expect(throws: ValueError.notAPath) { try ValueKind.path.parse("") }
    }

    @Test("A URL is absolute http or https with a host", arguments: ["https://q.test/r", "http://127.0.0.1:9/q"])
    func urls(text: String) throws {
        #expect(try ValueKind.url.parse(text).absoluteString == text)
    }

    @Test("Not URLs a source takes", arguments: ["", "q.test/r", "ftp://q.test/r", "https://", "/random"])
    func notURLs(text: String) {
        #expect(throws: ValueError.notAWebURL) { try ValueKind.url.parse(text) }
    }

    @Test("Seconds: above 0, at most a day, to the millisecond, from text or a TOML number; shown as a flag takes them")
    func seconds() throws {
        let kind = ValueKind<Duration>.seconds
        #expect(try kind.parse("2.5") == .milliseconds(2500))
        #expect(try kind.parse("86400") == .seconds(LocalDay.seconds))
        for bad in ["0", "-1", "86400.5", "nan", "inf", "ten"] {
            #expect(throws: ValueError.notSeconds(maximum: LocalDay.seconds), "\(bad)") { try kind.parse(bad) }
        }
        #expect(try kind.fromConfig(.integer(3)) == .seconds(3) && kind.fromConfig(.decimal(0.25)) == .milliseconds(250))
        #expect(try kind.fromConfig(.string("3")) == nil, "a string is the wrong type for seconds")
        #expect(kind.show(.milliseconds(2500)) == "2.5" && kind.json(.seconds(3)) == .integer(3))
    }

    @Test("--every's windows: whole minutes up to a day, whole days up to a week")
    func windows() throws {
        #expect(try ValueKind.window.parse("15m") == .seconds(900) && ValueKind.window.parse("7d") == .seconds(604_800))
        for bad in ["7x", "8d", "0m", "90s", "25h", ""] {
            #expect(throws: ValueError.notAWindow, "\(bad)") { try ValueKind.window.parse(bad) }
        }
    }

    @Test("Whole numbers within their range; on and off in their spellings; booleans from the config file")
    func numbersAndSwitches() throws {
        let pool = ValueKind<Int>.whole(0...500)
        #expect(try pool.parse("0") == 0 && pool.parse("500") == 500 && pool.fromConfig(.integer(20)) == 20)
        for bad in ["-1", "501", "2.5", "x"] { #expect(throws: ValueError.notAWholeNumber(0...500)) { try pool.parse(bad) } }
        for on in ["on", "true", "yes", "1"] { #expect(try ValueKind.onOff.parse(on)) }
        for off in ["off", "false", "no", "0"] { #expect(try !ValueKind.onOff.parse(off)) }
        #expect(throws: ValueError.notOnOrOff) { try ValueKind.onOff.parse("maybe") }
        #expect(try ValueKind.onOff.fromConfig(.boolean(false)) == false)
    }
}
