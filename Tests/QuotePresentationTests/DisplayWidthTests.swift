import Foundation
import QuotePlatform
import QuotePresentation
import QuoteTestSupport
import Testing

/// Display width against the Unicode Character Database itself, read here independently of the generator.
@Suite("Display width from Unicode's data", .timeLimit(.minutes(1)))
struct DisplayWidthTests {
    /// Unicode 15.0's own data files, vendored: the version the table was made from, whatever the system has.
    static let folder = Fixture.folder.appendingPathComponent("unicode-15.0").path

    /// `(first, last, value)` of each data line of a UCD file.
    private static func ranges(_ name: String) throws -> [(UInt32, UInt32, String)] {
        try String(contentsOfFile: "\(folder)/\(name)", encoding: .utf8).split(separator: "\n").compactMap { line in
            let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let fields = data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
            guard fields.count >= 2 else { return nil }
            let bounds = fields[0].components(separatedBy: "..")
            guard let first = UInt32(bounds[0], radix: 16), let last = UInt32(bounds.last!, radix: 16) else { return nil }
            return (first, last, fields[1])
        }
    }

    @Test("Every assigned code point has the width the data gives it")
    func everyAssignedCodePoint() throws {
        try #require(
            FileManager.default.fileExists(atPath: "\(Self.folder)/UnicodeData.txt"),
            "Fixtures/unicode-15.0 holds Unicode 15.0's data")
        let version = try String(contentsOfFile: "\(Self.folder)/EastAsianWidth.txt", encoding: .utf8).prefix(40)
        #expect(
            version.contains("EastAsianWidth-\(DisplayWidth.unicodeVersion).txt"),
            "the table was made from another Unicode version")
        var wide = Set<UInt32>()
        for (first, last, value) in try Self.ranges("EastAsianWidth.txt") where value == "W" || value == "F" {
            wide.formUnion(first...last)
        }
        for (first, last, value) in try Self.ranges("emoji/emoji-data.txt") where value == "Emoji_Presentation" {
            wide.formUnion(first...last)
        }
        var checked = 0
        var rangeStart: UInt32?
        for line in try String(contentsOfFile: "\(Self.folder)/UnicodeData.txt", encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: ";", omittingEmptySubsequences: false)
            let point = UInt32(fields[0], radix: 16)!
            if fields[1].hasSuffix(", First>") {
                rangeStart = point
                continue
            }
            for code in (fields[1].hasSuffix(", Last>") ? rangeStart! : point)...point {
                guard let scalar = Unicode.Scalar(code) else { continue }  // surrogates are not scalars
                let category = fields[2]
                let expected: Int
                if ["Mn", "Me", "Cf", "Cc"].contains(category) || (0x1160...0x11FF).contains(code)
                    || (0xD7B0...0xD7FF).contains(code)
                {
                    expected = 0
                } else {
                    expected = wide.contains(code) ? 2 : 1
                }
                if DisplayWidth.of(scalar) != expected {
                    Issue.record(
                        "U+\(String(code, radix: 16, uppercase: true)) \(fields[1]): \(DisplayWidth.of(scalar)), not \(expected)")
                }
                checked += 1
            }
        }
        #expect(checked > 280_000)
    }

    @Test(
        "Clusters: emoji sequences take two, combining marks nothing, text-style symbols one",
        arguments: [
            ("👨‍👩‍👧", 2), ("👍🏽", 2), ("🇰🇷", 2), ("1️⃣", 2), ("❤️", 2), ("❤", 1), ("☺︎", 1), ("🌡", 1), ("🌡️", 2),
            ("e\u{301}", 1), ("한", 2), ("\u{1100}\u{1161}\u{11A8}", 2), ("漢", 2), ("ｱ", 1), ("Ａ", 2), ("\u{200B}", 0),
            ("\u{1B000}", 2), ("\u{1F200}", 2), ("\u{18B00}", 2), ("a", 1),
        ])
    func clusters(text: String, width: Int) {
        #expect(DisplayWidth.of(text) == width, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
}
