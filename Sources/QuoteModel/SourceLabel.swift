import QuotePlatform

/// Where a quote came from, as a record keeps it: the source's name, and the URL or file it read.
///
/// On disk and in `--json` it is one string, written exactly as before this type existed:
/// `zenquotes:https://zenquotes.io/api/random`, `fortune:/usr/share/games/fortunes/computers`, or the name
/// alone (`builtin`, `saved`). Any string reads back, so files written by other versions keep their labels.
package struct SourceLabel: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The source's name, as `--source` takes it: `zenquotes`, `fortune`, `builtin`, or a custom one.
    package var name: SourceName
    /// The URL it fetched from or the file it read; `nil` for sources that are just a name.
    package var location: String?

    /// A label of a name and, when there is one, the URL or file it read.
    package init(name: SourceName, location: String? = nil) {
        self.name = name
        self.location = location
    }

    /// Reads a label as it is written: the name up to the first colon, then the location.
    package init(_ text: String) {
        guard let colon = text.firstIndex(of: ":") else {
            self.init(name: SourceName(text))
            return
        }
        self.init(name: SourceName(String(text[..<colon])), location: String(text[text.index(after: colon)...]))
    }

    /// A label written as it is on disk: `"builtin"`, `"fortune:/path"`.
    package init(stringLiteral text: String) {
        self.init(text)
    }

    /// `name:location`, or the name alone.
    package var description: String {
        location.map { "\(name):\($0)" } ?? name.text
    }
}
