import QuoteMessages

/// What `quote help NAME` and `quote NAME --help` say about one command: what it does, the options that
/// change what it does, and an example.
package struct CommandHelp: Sendable {
    /// What it does, in a few sentences.
    package var description: Phrase
    /// The options that matter to it, as typed (`--source`, `-n`), in the order the options' own table lists
    /// them; their help lines come from that table.
    package var options: [String]
    /// A command line to try.
    package var example: String

    /// A command's help.
    package init(_ description: Phrase, options: [String] = [], example: String) {
        self.description = description
        self.options = options
        self.example = example
    }

    /// The options that choose and filter quotes, for the commands that fetch.
    static let fetching = [
        "--source", "--offline", "--endpoint", "--timeout", "--retries", "--max-length", "--author", "--match", "--pool",
        "--fresh", "--refill",
    ]
    /// The options that shape what is printed.
    static let printing = ["--json", "--format", "--width", "--color"]
}
