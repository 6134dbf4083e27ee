import QuoteMessages

/// Clauses in the reader's language, joined as that language joins them.
///
/// "a: why; b: why" in English; in Korean, where each clause is a sentence and `;` joins none,
/// "a: 이유입니다. b: 이유입니다".
struct Clauses: MessageArgument {
    let clauses: [Message]

    init(_ clauses: [Message]) {
        self.clauses = clauses
    }

    func text(in language: Language) -> String {
        clauses.map { $0.text(in: language) }.joined(separator: language == .korean ? ". " : "; ")
    }
}
