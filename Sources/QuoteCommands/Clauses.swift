import QuoteMessages

/// Clauses joined with semicolons, each in the reader's language: "a: why; b: why".
struct Clauses: MessageArgument {
    let clauses: [Message]

    init(_ clauses: [Message]) {
        self.clauses = clauses
    }

    func text(in language: Language) -> String {
        clauses.map { $0.text(in: language) }.joined(separator: "; ")
    }
}
