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

    @Test(
        "After Hangul or a digit the particle follows the sound; after a Latin letter or a mark both forms stay",
        arguments: [
            ("사랑", "사랑을 읽을 수 없습니다: 이유"), ("명언", "명언을 읽을 수 없습니다: 이유"), ("나무", "나무를 읽을 수 없습니다: 이유"),
            ("/tmp/x", "/tmp/x을(를) 읽을 수 없습니다: 이유"), ("파일 3", "파일 3을 읽을 수 없습니다: 이유"), ("v1.2", "v1.2를 읽을 수 없습니다: 이유"),
        ])
    func objectParticle(value: String, expected: String) {
        #expect(Message(.fortuneUnreadable(path: value, reason: "이유")).text(in: .korean) == expected)
    }

    @Test("이(가), 은(는), 과(와) and (으)로 too, ㄹ taking 로")
    func otherParticles() {
        #expect(Message(.proxyRefusedConnection(proxy: "회사")).text(in: .korean) == "프록시 회사가 연결을 거부했습니다")
        #expect(Message(.proxyRefusedConnection(proxy: "본점")).text(in: .korean) == "프록시 본점이 연결을 거부했습니다")
        #expect(Message(.valueEmpty(name: "이름")).text(in: .korean) == "이름은 비어 있으면 안 됩니다")
        #expect(Message(.valueEmpty(name: "주소")).text(in: .korean) == "주소는 비어 있으면 안 됩니다")
        #expect(Message(.helpSameAsFlag(flag: "출처")).text(in: .korean) == "출처와 같습니다")
        #expect(Message(.helpSameAsFlag(flag: "옵션")).text(in: .korean) == "옵션과 같습니다")
        #expect(Message(.transportUnsupportedEncoding(encoding: "서울")).text(in: .korean).hasPrefix("응답이 '서울'로"))
        #expect(Message(.redirectRefused(target: "서울", reason: "x")).text(in: .korean) == "서울로의 리디렉션을 거부했습니다: x")
        #expect(Message(.redirectRefused(target: "부산항", reason: "x")).text(in: .korean) == "부산항으로의 리디렉션을 거부했습니다: x")
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
}
