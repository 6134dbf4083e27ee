import QuotePlatform

/// A line a person reads: a message of the catalog (``MessageID``) with the values of its placeholders.
///
/// Everything `quote` says to a person (errors, notes, warnings, help) is a `Message`, so the sentences live
/// in one catalog and never in the code that decides to say them.
package struct Message: Sendable, MessageArgument {
    /// Which message, with its values.
    package var id: MessageID

    /// Creates a message.
    package init(_ id: MessageID) {
        self.id = id
    }

    /// The message as text, its placeholders filled.
    package func text(in language: Language) -> String {
        id.text(in: language)
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
