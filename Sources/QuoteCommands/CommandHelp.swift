import QuoteMessages

/// What `quote help NAME` and `quote NAME --help` say about one command: what it does, and an example.
///
/// The options that change what it does follow from the settings table (each setting's ``SettingScope``), so a
/// command's help lists every option it takes and nothing is written twice.
package struct CommandHelp: Sendable {
    /// What it does, in a few sentences.
    package var description: Phrase
    /// A command line to try.
    package var example: String

    /// A command's help.
    package init(_ description: Phrase, example: String) {
        self.description = description
        self.example = example
    }
}
