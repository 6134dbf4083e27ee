/// A line a person reads: a message of the catalog (``MessageID``) and the values of its placeholders.
///
/// Everything `quote` says to a person (errors, notes, warnings, help) is a `Message`, so the sentences live
/// in one catalog and never in the code that decides to say them.
package struct Message: Sendable, MessageArgument {
    /// Which message.
    package var id: MessageID
    /// The placeholders' values, by name: `["path": "/tmp/x"]` fills `{path}`.
    package var arguments: [String: any MessageArgument]

    /// Creates a message.
    package init(_ id: MessageID, _ arguments: [String: any MessageArgument] = [:]) {
        self.id = id
        self.arguments = arguments
    }

    /// The message as text, its placeholders filled.
    package func text(in language: Language) -> String {
        var result = ""
        var rest = id.text(in: language)[...]
        while let open = rest.firstIndex(of: "{") {
            result += rest[..<open]
            guard let close = rest[open...].firstIndex(of: "}") else { break }
            let name = String(rest[rest.index(after: open)..<close])
            if let value = arguments[name] {
                result += value.text(in: language)
            } else {
                assertionFailure("\(id) has no value for {\(name)}")
                result += "{\(name)}"
            }
            rest = rest[rest.index(after: close)...]
        }
        return result + rest
    }
}

/// A value that can fill a message's placeholder: text, a number, or another message.
package protocol MessageArgument: Sendable {
    /// The value as it reads in `language`.
    func text(in language: Language) -> String
}

extension String: MessageArgument {
    /// The text itself: names, paths and URLs read the same in every language.
    package func text(in language: Language) -> String { self }
}

extension Int: MessageArgument {
    /// The number in digits.
    package func text(in language: Language) -> String { String(self) }
}

/// The languages `quote` speaks.
package enum Language: Sendable, CaseIterable {
    /// English, the default.
    case english
}
