import QuoteMessages
import QuotePlatform

/// The confirmations of `quote save` and `quote unsave`: the words before the quote they name.
extension Message {
    /// The confirmation of `quote save`: the last quote shown is saved now, as `number`.
    ///
    /// The Korean of each confirmation names what was saved first, as its word order asks; each name ends in a
    /// consonant (을, 은).
    package static func savedLast(number: Int) -> Message {
        Message("Saved the last quote as number \(number): ", korean: "마지막 명언을 \(number)번으로 저장했습니다: ")
    }

    /// The confirmation of `quote save` when the last quote shown was saved already, as `number`.
    package static func alreadySavedLast(number: Int) -> Message {
        Message("Already saved, the last quote, as number \(number): ", korean: "마지막 명언은 이미 \(number)번으로 저장되어 있습니다: ")
    }

    /// The confirmation of `quote save` when the quote shown last, the quote of the day, is saved now.
    package static func savedToday(number: Int) -> Message {
        Message("Saved the quote of the day as number \(number): ", korean: "오늘의 명언을 \(number)번으로 저장했습니다: ")
    }

    /// The confirmation of `quote save` when the quote shown last, the quote of the day, was saved already.
    package static func alreadySavedToday(number: Int) -> Message {
        Message("Already saved, the quote of the day, as number \(number): ", korean: "오늘의 명언은 이미 \(number)번으로 저장되어 있습니다: ")
    }

    /// The confirmation of `quote save N`: history entry `entry` is saved now, as `number`.
    package static func savedHistoryEntry(entry: Int, number: Int) -> Message {
        Message("Saved history entry \(entry) as number \(number): ", korean: "기록의 \(entry)번 항목을 \(number)번으로 저장했습니다: ")
    }

    /// The confirmation of `quote save N` when history entry `entry` was saved already, as `number`.
    package static func alreadySavedHistoryEntry(entry: Int, number: Int) -> Message {
        Message(
            "Already saved, history entry \(entry), as number \(number): ",
            korean: "기록의 \(entry)번 항목은 이미 \(number)번으로 저장되어 있습니다: ")
    }

    /// The confirmation of `quote unsave N`: saved quote `number` is removed.
    package static func removedNumber(number: Int) -> Message {
        Message("Removed number \(number): ", korean: "저장한 명언 \(number)번을 지웠습니다: ")
    }
}
