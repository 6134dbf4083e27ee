import QuoteJSON
import QuotePlatform

/// What a source's terms ask a program that shows its quotes to say: its own words and a link back.
///
/// ZenQuotes' free tier asks for "Inspirational quotes provided by ZenQuotes API" and a link to it. Shown under the
/// author, given as `attribution` in JSON and as `{attribution}` in templates.
package struct Attribution: Equatable, Sendable {
    /// The words, as the source's terms give them (in its own language, whatever the user's).
    package var text: String
    /// The link back.
    package var link: String

    /// Creates an attribution.
    package init(text: String, link: String) {
        self.text = text
        self.link = link
    }

    /// One line: the words, then the link in brackets.
    package var line: String { "\(text) (\(link))" }

    /// The JSON object `--json` gives: `{"link":…,"text":…}`.
    package var json: String {
        JSONText.object([("text", JSONText.string(text)), ("link", JSONText.string(link))])
    }
}
