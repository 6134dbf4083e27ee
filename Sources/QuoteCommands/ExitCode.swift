import QuoteMessages
import QuotePlatform

/// The process exit codes `quote` documents, taken from BSD's `sysexits.h` so scripts can tell failures apart.
package enum ExitCode: Int32, Sendable, CaseIterable {
    /// The command did what was asked.
    case success = 0
    /// The command line (or an environment variable) was wrong (`EX_USAGE`).
    case usage = 64
    /// The server answered, but not with a valid quote (`EX_DATAERR`).
    case invalidResponse = 65
    /// Nothing to show: nothing cached, no quote matched the filters, no fortune files, nothing saved (`EX_NOINPUT`).
    case noInput = 66
    /// The service could not be reached, refused to serve, or limits requests (`EX_UNAVAILABLE`).
    case unavailable = 69
    /// A failure `quote` has no name for: a bug, which the line says (`EX_SOFTWARE`).
    case internalError = 70
    /// Output, or a file the command exists to change, could not be written (`EX_IOERR`).
    case ioError = 74
    /// Every source asked was rate limited, by its request budget or its server's word: try again later
    /// (`EX_TEMPFAIL`).
    case tryLater = 75
    /// The config file is wrong (`EX_CONFIG`).
    case config = 78

    /// What the code means, one line for help and the man page.
    package var meaning: Phrase {
        switch self {
        case .success: Phrase("success", korean: "성공")
        case .usage: Phrase("usage error", korean: "사용법 오류")
        case .invalidResponse: Phrase("invalid response", korean: "올바르지 않은 응답")
        case .noInput:
            Phrase(
                "nothing to show (nothing cached or saved, no match, no fortune files)",
                korean: "보여 줄 것이 없음 (캐시나 저장한 명언이 없음, 맞는 명언이 없음, fortune 파일이 없음)")
        case .unavailable: Phrase("service unavailable", korean: "서비스를 사용할 수 없음")
        case .internalError: Phrase("internal error (a bug in quote)", korean: "내부 오류 (quote의 버그)")
        case .ioError: Phrase("output error", korean: "쓰기 오류 (출력, 저장한 명언)")
        case .tryLater:
            Phrase(
                "try again later: every source asked was rate limited", korean: "잠시 후 다시 시도 (요청한 모든 출처가 요청 한도를 초과함)")
        case .config: Phrase("config file error", korean: "설정 파일 오류")
        }
    }
}
