import QuoteMessages
import QuoteModel

extension SourceName: MessageArgument {
    /// The name as typed, in every language.
    package func text(in language: Language) -> String { text }
}
