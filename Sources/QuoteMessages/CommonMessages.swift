import QuotePlatform

/// The messages every layer builds its lines from: the lead of a note or a warning, a suggestion, a list's last
/// choice, clauses, and words written already.
extension Message {
    /// The lead of a note: what happened instead of what was asked, when the command still succeeds.
    package static func note(message: Message) -> Message {
        Message("note: \(message)", korean: "참고: \(message)")
    }

    /// The lead of a warning: a run goes on after it.
    package static func warning(message: Message) -> Message {
        Message("warning: \(message)", korean: "경고: \(message)")
    }

    /// A `message`, and the word or command line that was likely meant instead.
    package static func didYouMean(message: Message, suggestion: String) -> Message {
        Message("\(message); did you mean '\(suggestion)'?", korean: "\(message). 혹시 입력하려던 것이 '\(suggestion)'인가요?")
    }

    /// Choices in a sentence: `others`, already joined by commas, then "or" and the `last`.
    package static func alternatives(others: String, last: String) -> Message {
        Message("\(others) or \(last)", korean: "\(others) 또는 \(last)")
    }

    /// Text written already: the system's, libcurl's or a server's own words, or a note kept from an earlier run.
    package static func asWritten(words: String) -> Message {
        Message("\(words)", korean: "\(words)")
    }

    /// Clauses joined as the reader's language joins them: by `;` in English, as sentences in Korean.
    package static func clauses(_ clauses: [Message]) -> Message {
        let joined = Clauses(clauses: clauses)
        return Message("\(joined)", korean: "\(joined)")
    }

    /// The system's reason for a failure: the C library's words, or the Korean for them.
    package static func systemReason(_ error: SystemError) -> Message {
        Message("\(error)", korean: "\(error)")
    }

    /// A phrase of the tables (a setting's, a command's or a source's help line) as a message.
    package static func phrase(_ phrase: Phrase) -> Message {
        Message("\(phrase)", korean: "\(phrase)")
    }
}

/// Clauses in the reader's language, joined as that language joins them.
///
/// "a: why; b: why" in English; in Korean, where each clause is a sentence and `;` joins none,
/// "a: 이유입니다. b: 이유입니다".
private struct Clauses: MessageArgument {
    /// The clauses, in order.
    let clauses: [Message]

    /// The clauses joined: by `; ` in English, by `. ` in Korean.
    func text(in language: Language) -> String {
        clauses.map { $0.text(in: language) }.joined(separator: language == .korean ? ". " : "; ")
    }
}
