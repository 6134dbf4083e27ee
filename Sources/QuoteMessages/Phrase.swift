import QuotePlatform

/// A text in each language `quote` speaks, written side by side where it is declared: the help lines of the
/// settings, command, source and exit-code tables.
package struct Phrase: Equatable, Sendable, MessageArgument {
    /// The English; also what the completion scripts show, which are the same in every locale.
    package let english: String
    /// The Korean.
    package let korean: String

    /// Creates a phrase.
    package init(_ english: String, korean: String) {
        self.english = english
        self.korean = korean
    }

    package func text(in language: Language) -> String {
        switch language {
        case .english: english
        case .korean: korean
        }
    }
}
