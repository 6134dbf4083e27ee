import QuotePlatform

extension LocalDay: MessageArgument {
    /// The day as a person reads it: `2026-11-23`, or in Korean `2026년 11월 23일`.
    package func text(in language: Language) -> String {
        switch language {
        case .english: description
        case .korean: "\(year)년 \(month)월 \(day)일"
        }
    }
}
