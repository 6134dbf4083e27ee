import Foundation
import QuoteMessages
import QuotePlatform
import QuoteTestSupport
import Testing

/// The catalog in both languages, the Korean particles, and the language the environment asks for.
@Suite("The catalog and the language", .timeLimit(.minutes(1)))
struct CatalogTests {
    @Test("Every message has both texts, neither empty, each using every value it is given")
    func bothLanguages() {
        for id in MessageSamples.all(filledWith: "⟨v⟩") {
            let english = id.text(in: .english)
            let korean = id.text(in: .korean)
            #expect(!english.isEmpty && !korean.isEmpty, "\(id)")
            let values = Mirror(reflecting: id).children.first.map { Mirror(reflecting: $0.value).children.count } ?? 0
            let count = max(values, Mirror(reflecting: id).children.isEmpty ? 0 : 1)
            #expect(
                english.components(separatedBy: "⟨v⟩").count > count && korean.components(separatedBy: "⟨v⟩").count > count,
                "\(id)")
        }
    }

    @Test("The samples name every case of the catalog once, so the tests that walk them walk the whole catalog")
    func samplesAreComplete() {
        let names = MessageSamples.all(filledWith: "x").map { CatalogCases.name(of: $0) }
        #expect(names.sorted() == CatalogCases.names.sorted())
    }

    @Test("A message fills each placeholder with its value, messages within messages too")
    func messages() {
        let inner = Message(.noCachedQuote(path: "/tmp/{x}"))
        #expect(inner.text(in: .english) == "no cached quote in /tmp/{x} (run 'quote' to fetch one)")
        #expect(
            Message(.note(message: inner)).text(in: .english) == "note: no cached quote in /tmp/{x} (run 'quote' to fetch one)")
        #expect(Message(.fileShortWrite(written: 3, total: 10)).text(in: .english) == "only 3 of 10 bytes written")
    }

    @Test("Korean statements end as statements: every whole Korean sentence ends in -니다, -세요 or a noun phrase")
    func koreanStyle() {
        // A reason or label is a phrase and may end anywhere; whole sentences must not end in a plain -다.
        for id in MessageSamples.all(filledWith: "값") {
            let korean = id.text(in: .korean).trimmingCharacters(in: .whitespaces)
            #expect(!korean.hasSuffix("한다") && !korean.hasSuffix("없다") && !korean.hasSuffix("있다"), "\(id): \(korean)")
        }
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
        "No message shows a particle in both forms, whatever its values: flags, paths, URLs, host:port, numbers, Hangul, Latin words",
        arguments: [
            "--retries", "/home/someone/.cache/quote/last.json", "/tmp/x", "https://api.sobabear.com/happiness/random-quote",
            "proxy.test:3128", "0", "1", "2", "3", "4", "5", "6", "7", "8", "9", "사랑", "나무", "zenquotes", "Permission denied",
        ])
    func noDoubledParticle(value: String) {
        for id in MessageSamples.all(filledWith: value) {
            let korean = id.text(in: .korean)
            for pair in ["을(를)", "이(가)", "은(는)", "과(와)", "(으)로"] {
                #expect(!korean.contains(pair), "\(id): \(korean)")
            }
        }
    }

    @Test(
        "The language: LANGUAGE when the locale is set and not C, then LC_ALL, LC_MESSAGES, LANG; empty is unset",
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
        #expect(Message(.writeFailed(reason: error)).text(in: .korean) == "쓰기 오류: \(korean)")
    }

    @Test("A reason the catalog has no Korean for keeps the C library's words, after a Korean lead")
    func otherSystemReasons() {
        #expect(SystemError(EXDEV).text(in: .korean) == "시스템 오류 (\(String(cString: strerror(EXDEV))))")
    }
}
