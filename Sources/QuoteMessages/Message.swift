import QuotePlatform

/// A line a person reads, in each language `quote` speaks: an error, a note, a warning, a confirmation, the
/// words of `quote config` and help.
///
/// Each layer declares the messages it says as factories on `Message`, beside the code that says them
/// (`Failure+Fetch.swift` and `FetchMessages.swift`): a factory's parameters are its placeholders, typed (a
/// `String`, an `Int`, a `LocalDay`, another `Message`), and its body writes both languages in one call, each
/// a string literal that interpolates them (`"cannot read \(path)"`), so neither language can be left out nor
/// name a placeholder the other lacks. Values that are the user's or a server's own (paths, URLs, names, the
/// system's and libcurl's words) are filled in as they are.
///
/// The Korean is written as a Korean developer reads command-line tools (git's and glibc's Korean catalogs are
/// the reference):
///
/// - Statements end in -ㅂ니다/-습니다, requests in -세요; two sentences are two sentences (`. 대신 …`), never
///   joined by `;`. Help's command and option lines end in a verb; tables of variables and exit codes are noun
///   phrases.
/// - After a value that is never Hangul (a flag, a path, a URL, a key, a header, `host:port`) comes a noun, and
///   the particle follows the noun: `\(flag) 옵션은`, `\(path) 파일을`, `\(url) 주소에서`, `'\(key)' 키가`,
///   `프록시 서버(\(proxy))가`. A particle written in both forms right after a value (`을(를)`, `이(가)`, `은(는)`,
///   `과(와)`, `(으)로`) is resolved by ``MessageText`` from the value's last sound (a Hangul syllable, or a digit
///   as Koreans read it); a message keeps such a pair only where the value can be anything.
/// - One word for each thing (the glossary):
///
///   | English | Korean | not |
///   | --- | --- | --- |
///   | quote, source, built-in collection, quote of the day | 명언, 출처, 내장 명언집, 오늘의 명언 | |
///   | cache, history, saved quotes, config file | 캐시, 기록, 저장한 명언, 설정 파일 | |
///   | command, option, key, value, placeholder | 명령, 옵션, 키, 값, 자리 표시자 | 자리표시자 |
///   | folder, directory | 디렉터리 | 폴더 |
///   | add | 추가하다 | 더하다 |
///   | request (from a source) | 요청하다 | 묻다 |
///   | known (names, keys) | 사용할 수 있는 | 알려진 |
///   | separated by | 구분한 | 나눈 |
///   | use | 사용하다 | 쓰다 (which also means write) |
///   | print; show | 출력하다; 보여 주다 | |
///   | write the cache or a file | (캐시 파일에) 쓰다 | 저장하다, which is `quote save`'s alone |
///   | origin (HTTP) | 오리진 | 출처, which is a source |
///   | deadline, redirect, proxy server, header | 제한 시간, 리디렉션, 프록시 서버, 헤더 | |
///   | JSON Pointer, CA certificate | JSON 포인터, CA 인증서 | |
///   | rate limit exceeded | 요청 한도를 초과했습니다 | |
package struct Message: Sendable, MessageArgument {
    /// The factory that made it (`cannotFetch`): how tests and a debugger tell messages apart.
    package let name: String
    /// The English.
    private let english: MessageText
    /// The Korean.
    private let korean: MessageText

    /// A message in both languages; `name` is the factory's own, as Swift names the function it is called from.
    package init(_ english: MessageText, korean: MessageText, name: String = #function) {
        self.name = String(name.prefix { $0 != "(" })
        self.english = english
        self.korean = korean
    }

    /// The message as text, its placeholders filled.
    package func text(in language: Language) -> String {
        switch language {
        case .english: english.text(in: language)
        case .korean: korean.text(in: language)
        }
    }
}

/// A value that can fill a message's placeholder: text, a number, a day, or another message.
package protocol MessageArgument: Sendable {
    /// The value as it reads in `language`.
    func text(in language: Language) -> String
}

extension String: MessageArgument {
    /// The text itself: names, paths and URLs read the same in every language.
    package func text(in language: Language) -> String { self }
}

extension Int: MessageArgument {
    /// The number in digits.
    package func text(in language: Language) -> String { String(self) }
}
