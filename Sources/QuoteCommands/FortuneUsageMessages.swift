import QuoteMessages
import QuotePlatform

/// The messages of `quote fortune`'s arguments: lengths, percentages, patterns, and names of no fortune file.
extension Message {
    /// `quote fortune 30%` with no file or folder after the percentage.
    package static func fortunePercentWithoutFile(percent: String) -> Message {
        Message("\(percent) must be followed by a file or folder", korean: "\(percent) 뒤에는 파일이나 디렉터리가 와야 합니다")
    }

    /// Percentages that add up to more than 100: their `total`.
    package static func fortunePercentagesOver(total: Int) -> Message {
        Message("the percentages add up to \(total)%, more than 100%", korean: "백분율의 합이 100%를 넘습니다: \(total)%")
    }

    /// Percentages that add up to 100, leaving nothing for the first name given without one.
    package static func fortunePercentagesLeaveNothing(path: String) -> Message {
        Message("the percentages add up to 100%, which leaves nothing for \(path)", korean: "백분율의 합이 100%여서 \(path)에 남는 몫이 없습니다")
    }

    /// Percentages that leave a `rest` with no name without a percentage to take it.
    package static func fortunePercentagesLeaveRest(rest: Int) -> Message {
        Message(
            "the percentages leave \(rest)% with no name without a percentage to take it",
            korean: "백분율의 합이 100%보다 작은데, 남는 \(rest)%를 받을 이름(백분율을 붙이지 않은 이름)이 없습니다")
    }

    /// A percentage that is not a whole number (`33.3%`).
    package static func fortunePercentNotWhole(percent: String) -> Message {
        Message("percentages are whole numbers, not '\(percent)'", korean: "백분율은 정수여야 합니다: '\(percent)'")
    }

    /// A percentage over 100 (`120%`).
    package static func fortunePercentOver100(percent: String) -> Message {
        Message("a percentage is 100 at most, not '\(percent)'", korean: "백분율은 100 이하여야 합니다: '\(percent)'")
    }

    /// A name found neither in the fortune folders (`places`) nor in the current folder.
    package static func fortuneNotFound(name: String, places: String) -> Message {
        Message(
            "no fortune file or folder named '\(name)' in \(places), nor in the current folder",
            korean: "\(places) 디렉터리와 현재 디렉터리에 이름이 '\(name)'인 fortune 파일이나 디렉터리가 없습니다")
    }

    /// A folder named that holds no fortune file: a fortune file needs the index strfile makes.
    package static func fortuneNoFilesIn(path: String) -> Message {
        Message(
            "\(path) holds no fortune file (one needs its index, NAME.dat, which strfile makes)",
            korean: "\(path) 디렉터리에 fortune 파일이 없습니다 (fortune 파일에는 strfile이 만드는 색인 파일(NAME.dat)이 있어야 합니다)")
    }

    /// A path named that is no fortune file: an index, a helper file, or not a regular file.
    package static func fortuneNotAFortuneFile(path: String) -> Message {
        Message("\(path) is not a fortune file", korean: "\(path) 파일은 fortune 파일이 아닙니다")
    }

    /// `quote fortune -m` with a pattern that is no regular expression.
    package static func fortuneBadPattern(pattern: String) -> Message {
        Message("-m must be a valid regular expression, not '\(pattern)'", korean: "-m 옵션의 값은 올바른 정규 표현식이어야 합니다: '\(pattern)'")
    }
}
