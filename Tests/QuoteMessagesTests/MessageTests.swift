import Foundation
import QuoteMessages
import QuotePlatform
import QuoteTestSupport
import Testing

/// Messages in both languages, the Korean particles, and the language the environment asks for.
@Suite("Messages and the language", .timeLimit(.minutes(1)))
struct MessageTests {
    @Test("Every message of this layer: both texts, every value in each, Korean that ends and joins as it should")
    func samples() {
        MessageChecks.check(MessageSamples.all)
    }

    @Test("The samples call every factory QuoteMessages declares, as the binary's symbols list them", .linuxOnly("an ELF binary"))
    func samplesAreComplete() throws {
        try MessageChecks.checkComplete(MessageSamples.all, module: "QuoteMessages")
    }

    @Test("A message fills each placeholder with its value, messages within messages too, and is named by its factory")
    func messages() {
        let inner = Message.asWritten(words: "/tmp/{x}")
        #expect(Message.note(message: inner).text(in: .english) == "note: /tmp/{x}")
        #expect(Message.note(message: inner).text(in: .korean) == "참고: /tmp/{x}")
        #expect(Message.note(message: inner).name == "note" && inner.name == "asWritten")
        let clauses = Message.clauses([.asWritten(words: "a: 1"), .asWritten(words: "b: 2")])
        #expect(clauses.text(in: .english) == "a: 1; b: 2" && clauses.text(in: .korean) == "a: 1. b: 2")
    }

    /// `value`, then `words`, as one catalog text fills them in Korean.
    private func korean(_ value: String, _ words: String) -> String {
        var interpolation = MessageText.Interpolation(literalCapacity: words.count, interpolationCount: 1)
        interpolation.appendInterpolation(value)
        interpolation.appendLiteral(words)
        return MessageText(stringInterpolation: interpolation).text(in: .korean)
    }

    @Test(
        "A particle in both forms after a value: the form its last syllable takes, ㄹ taking 로",
        arguments: [
            ("사랑", "을(를) 읽습니다", "사랑을 읽습니다"), ("나무", "을(를) 읽습니다", "나무를 읽습니다"),
            ("회사", "이(가) 있습니다", "회사가 있습니다"), ("본점", "이(가) 있습니다", "본점이 있습니다"),
            ("이름", "은(는) 없습니다", "이름은 없습니다"), ("주소", "은(는) 없습니다", "주소는 없습니다"),
            ("출처", "과(와) 같습니다", "출처와 같습니다"), ("옵션", "과(와) 같습니다", "옵션과 같습니다"),
            ("서울", "(으)로 갑니다", "서울로 갑니다"), ("부산항", "(으)로 갑니다", "부산항으로 갑니다"),
            ("길", "(으)로 갑니다", "길로 갑니다"), ("길", "을(를) 갑니다", "길을 갑니다"),
        ])
    func afterHangul(value: String, words: String, expected: String) {
        #expect(korean(value, words) == expected)
    }

    @Test(
        "After a number, the form its last digit takes as Koreans read it: 0, 3 and 6 a consonant, 1, 7 and 8 ㄹ, the rest none",
        arguments: [
            ("10", "이(가)", "10이"), ("3128", "이(가)", "3128이"), ("8080", "(으)로", "8080으로"), ("1", "(으)로", "1로"),
            ("7", "(으)로", "7로"), ("8", "을(를)", "8을"), ("3", "은(는)", "3은"), ("6", "과(와)", "6과"), ("2", "이(가)", "2가"),
            ("4", "을(를)", "4를"), ("5", "은(는)", "5는"), ("9", "과(와)", "9와"), ("v1.2", "(으)로", "v1.2로"),
        ])
    func afterNumbers(value: String, particle: String, expected: String) {
        #expect(korean(value, particle) == expected)
    }

    @Test(
        "One closing quote or parenthesis between the value and the particle does not stop it; a Latin word keeps both forms",
        arguments: [
            ("'사랑", "'을(를)", "'사랑'을"), ("\"길", "\"(으)로", "\"길\"로"), ("(3128", ")이(가)", "(3128)이"),
            ("--retries", "은(는)", "--retries은(는)"), ("/tmp/x", "을(를)", "/tmp/x을(를)"), ("사랑", "''을(를)", "사랑''을(를)"),
        ])
    func throughMarks(value: String, words: String, expected: String) {
        #expect(korean(value, words) == expected)
    }

    @Test(
        "The language: LANGUAGE when the locale is set and not C, then LC_ALL, LC_MESSAGES, LANG; empty is unset; Korean only in UTF-8",
        arguments: [
            ([:], Language.english), (["LANG": "ko_KR.UTF-8"], .korean), (["LANG": "ko"], .korean),
            (["LANG": "C.UTF-8"], .english),
            (["LANG": "en_US.UTF-8"], .english), (["LC_ALL": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"], .korean),
            (["LC_ALL": "", "LANG": "ko_KR.UTF-8"], .korean), (["LC_MESSAGES": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"], .korean),
            (["LC_ALL": "C", "LC_MESSAGES": "ko_KR.UTF-8"], .english),
            (["LANGUAGE": "ko", "LANG": "en_US.UTF-8"], .korean), (["LANGUAGE": "ko", "LANG": "C"], .english),
            (["LANGUAGE": "ko"], .english), (["LANGUAGE": "ja:ko:en", "LANG": "en_US.UTF-8"], .korean),
            (["LANGUAGE": "ja:en:ko", "LANG": "ko_KR.UTF-8"], .english), (["LANGUAGE": "ja", "LANG": "ko_KR.UTF-8"], .korean),
            (["LANGUAGE": "", "LANG": "ko_KR.UTF-8"], .korean), (["LANGUAGE": "ko", "LANG": "POSIX"], .english),
            // Korean only where the terminal takes UTF-8: the codeset named, if any, is UTF-8.
            (["LANG": "ko_KR.EUC-KR"], .english), (["LANG": "ko_KR.eucKR"], .english), (["LANG": "ko_KR.utf8"], .korean),
            (["LANG": "ko_KR.UTF-8@latin"], .korean), (["LANGUAGE": "ko", "LANG": "en_US.ISO-8859-1"], .english),
            (["LC_MESSAGES": "ko_KR.UTF-8", "LANG": "C"], .korean),
            (["LC_MESSAGES": "ko_KR.UTF-8", "LC_CTYPE": "ko_KR.EUC-KR", "LANG": "en_US.UTF-8"], .english),
            (["LC_ALL": "ko_KR.EUC-KR", "LC_CTYPE": "ko_KR.UTF-8"], .english),
        ] as [([String: String], Language)])
    func detection(environment: [String: String], language: Language) {
        #expect(Language(environment: environment) == language)
    }

    @Test("A day reads 2026-11-23 in English and 2026년 11월 23일 in Korean")
    func days() {
        let day = LocalDay(year: 2026, month: 11, day: 3)
        #expect(day.text(in: .english) == "2026-11-03" && day.text(in: .korean) == "2026년 11월 3일")
    }

    @Test(
        "The system's reasons read in Korean whatever locales are installed; in English, as the C library says them",
        arguments: [
            (ENOENT, "그런 파일이나 디렉터리가 없습니다"), (EACCES, "권한이 없습니다"), (ENOSPC, "장치에 남은 공간이 없습니다"),
            (EROFS, "읽기 전용 파일 시스템입니다"), (ENOTDIR, "디렉터리가 아닙니다"), (EISDIR, "디렉터리입니다"),
            (EMFILE, "열린 파일이 너무 많습니다"),
        ] as [(Int32, String)])
    func systemReasons(code: Int32, korean: String) {
        let error = SystemError(code)
        #expect(error.text(in: .korean) == korean)
        #expect(error.text(in: .english) == String(cString: strerror(code)))
        #expect(Message.systemReason(error).text(in: .korean) == korean)
    }

    @Test("A reason the catalog has no Korean for keeps the C library's words, after a Korean lead")
    func otherSystemReasons() {
        #expect(SystemError(EXDEV).text(in: .korean) == "시스템 오류 (\(String(cString: strerror(EXDEV))))")
    }
}
