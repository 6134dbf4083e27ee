import QuoteMessages
import QuotePlatform

/// The messages of the user's files: why one could not be read or written, places missing, lists empty, and bugs.
extension Message {
    /// Why a file could not be written: a path on the way to it is not a folder.
    package static func fileNotAFolder(folder: String) -> Message {
        Message("\(folder) is not a folder", korean: "\(folder): 디렉터리가 아닙니다")
    }

    /// Why a file could not be written: it is not a regular file (a device, a FIFO), which is never replaced.
    package static var fileNotARegularFile: Message {
        Message("it is not a regular file, so it is left as it is", korean: "일반 파일이 아니어서 그대로 두었습니다")
    }

    /// Why a file could not be written: its lock could not be opened.
    package static func fileLockUnopenable(lock: String, reason: SystemError) -> Message {
        Message("cannot open its lock \(lock): \(reason)", korean: "잠금 파일(\(lock))을 열 수 없습니다: \(reason)")
    }

    /// Why a file could not be written: its lock could not be taken.
    package static func fileLockFailed(lock: String, reason: SystemError) -> Message {
        Message("cannot lock \(lock): \(reason)", korean: "잠금 파일(\(lock))을 잠글 수 없습니다: \(reason)")
    }

    /// Why a file could not be written: another run held its lock for longer than a run waits.
    package static func fileLockHeld(lock: String, seconds: String) -> Message {
        Message(
            "another quote has held its lock \(lock) for \(seconds) s",
            korean: "다른 quote 프로세스가 잠금 파일(\(lock))을 \(seconds)초째 잡고 있습니다")
    }

    /// Why a file could not be changed: it could not be read first, so it was left as it is.
    package static func fileUnreadable(reason: Message) -> Message {
        Message("cannot read it (\(reason)), so it is left as it is", korean: "파일을 읽을 수 없어 그대로 두었습니다(\(reason))")
    }

    /// Why a file could not be written: a write stopped short of the whole line.
    package static func fileShortWrite(written: Int, total: Int) -> Message {
        Message("only \(written) of \(total) bytes written", korean: "\(total)바이트 중 \(written)바이트만 썼습니다")
    }

    /// Why a file could not be read: it is not there.
    package static var readMissing: Message {
        Message("no such file", korean: "그런 파일이 없습니다")
    }

    /// Why a file could not be read: it holds more than the limit.
    package static var readTooLarge: Message {
        Message("too large", korean: "너무 큽니다")
    }

    /// No place for the cache: no `HOME`, and none named.
    package static var noCacheLocation: Message {
        Message(
            "no cache location: set HOME or QUOTE_CACHE_FILE, or pass --cache-file",
            korean: "캐시를 둘 곳이 없습니다: HOME이나 QUOTE_CACHE_FILE 환경 변수를 설정하거나 --cache-file 옵션을 지정하세요")
    }

    /// Nothing cached in the file at `path`, for a command that reads the cache.
    package static func noCachedQuote(path: String) -> Message {
        Message(
            "no cached quote in \(path) (run 'quote' to fetch one)",
            korean: "\(path) 파일에 캐시된 명언이 없습니다 ('quote' 명령으로 하나 가져오세요)")
    }

    /// No place for the history: no `HOME`, and none named.
    package static var noHistoryLocation: Message {
        Message(
            "no history location: set HOME or QUOTE_HISTORY_FILE",
            korean: "기록을 둘 곳이 없습니다: HOME이나 QUOTE_HISTORY_FILE 환경 변수를 설정하세요")
    }

    /// No place for the saved quotes: neither `HOME` nor `XDG_DATA_HOME`.
    package static var noSavedLocation: Message {
        Message(
            "no place for saved quotes: set HOME or XDG_DATA_HOME",
            korean: "저장한 명언을 둘 곳이 없습니다: HOME이나 XDG_DATA_HOME 환경 변수를 설정하세요")
    }

    /// `quote save` that could not add to the saved quotes at `path`, and why.
    package static func saveFailed(path: String, reason: Message) -> Message {
        Message("write error: could not save to \(path): \(reason)", korean: "쓰기 오류: \(path) 파일에 저장할 수 없습니다: \(reason)")
    }

    /// `quote unsave` that could not change the saved quotes at `path`, and why.
    package static func changeFailed(path: String, reason: Message) -> Message {
        Message("write error: could not change \(path): \(reason)", korean: "쓰기 오류: \(path) 파일을 바꿀 수 없습니다: \(reason)")
    }

    /// Output that could not be written, in the system's words.
    package static func writeFailed(reason: SystemError) -> Message {
        Message("write error: \(reason)", korean: "쓰기 오류: \(reason)")
    }

    /// An error no failure has a line for: a bug, which the user is asked to report.
    package static func internalError(error: String) -> Message {
        Message(
            "internal error: \(error); this is a bug in quote, please report it",
            korean: "내부 오류입니다: \(error). quote의 버그이니 알려 주세요")
    }

    /// A note from `quote history` that the history at `path` is still empty.
    package static func noHistoryYet(path: String) -> Message {
        Message("no history yet in \(path)", korean: "\(path) 파일에 아직 기록이 없습니다")
    }

    /// A note from `quote saved` that nothing is saved at `path` yet.
    package static func noSavedQuotesYet(path: String) -> Message {
        Message(
            "no saved quotes in \(path) ('quote save' keeps the last quote)",
            korean: "\(path) 파일에 저장한 명언이 없습니다 ('quote save' 명령으로 마지막 명언을 저장하세요)")
    }
}
