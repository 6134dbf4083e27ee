import QuotePlatform

/// A source's name, as `--source` takes it and a record's label begins with it: `happiness`, `zenquotes`, `fortune`,
/// `builtin`, `saved`, or a config file's own `[sources.NAME]`.
///
/// A type of its own, so that a source is never mistaken for a path, a URL or a message, which are also text.
package struct SourceName: Hashable, Comparable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    /// The name as typed.
    package let text: String

    /// The name `text`.
    package init(_ text: String) {
        self.text = text
    }

    /// A name written in the code: `"builtin"`.
    package init(stringLiteral text: String) {
        self.init(text)
    }

    package var description: String { text }

    package static func < (lhs: Self, rhs: Self) -> Bool { lhs.text < rhs.text }
}

extension [SourceName] {
    /// The names as `--source` takes them: `zenquotes,builtin`.
    package var commaSeparated: String { map { $0.text }.joined(with: ",") }
}
