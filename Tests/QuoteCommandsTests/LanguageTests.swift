import Foundation
import QuoteCommands
import QuoteHTTP
import QuoteHTTPTestSupport
import QuotePlatform
import QuoteTestSupport
import Testing

/// What the locale changes, and what it never does.
@Suite("Korean where the locale asks for it", .timeLimit(.minutes(1)))
struct LanguageTests {
    static let korean = ["LANG": "ko_KR.UTF-8"]
    static let plain = ["LANG": "C"]

    /// A harness with the cache fixture as its last quote and in its history, its clock `later` seconds after
    /// that quote was fetched.
    private func seeded(later: TimeInterval = 60) -> RunHarness {
        let harness = RunHarness(start: Date(timeIntervalSince1970: 1_795_303_800 + later))
        let record = String(decoding: Fixture.data("cache-valid.json"), as: UTF8.self)
        harness.write(harness.home.locations.cache!, record)
        harness.write(harness.home.locations.history!, record.trimmed + "\n")
        return harness
    }

    @Test(
        "Never translated: JSON, templates, quote config --json, sources --json, completion scripts, exit codes",
        arguments: [
            ["last", "--json"], ["last", "--format", "{content} — {author} {date} {fetchedAt}"], ["history", "--json"],
            ["history", "--format", "{date} {content}"], ["config", "--json"], ["sources", "--json"], ["completions", "bash"],
            ["completions", "zsh"], ["completions", "fish"], ["random", "--offline", "--json", "--no-cache"],
            ["today", "--json", "--no-cache", "--retries", "0"], ["--bogus"], ["unsave", "9"], ["--config", "/nonexistent"],
        ])
    func sameBytes(arguments: [String]) async {
        // One home for both runs, so that every path is the same.
        let harness = seeded()
        var outcomes: [(ExitCode, String)] = []
        for locale in [Self.plain, Self.korean] {
            harness.stdout.clear()
            let code = await harness.run(arguments, environment: locale)
            outcomes.append((code, harness.stdout.text))
        }
        #expect(outcomes[0].0 == outcomes[1].0)
        #expect(outcomes[0].1 == outcomes[1].1)
    }

    @Test("In Korean: help, a usage error and its hint, an error line, a note, history's dates, save's confirmation")
    func spokenInKorean() async {
        let harness = seeded()
        #expect(await harness.run(["--help"], environment: Self.korean) == .success)
        #expect(harness.stdout.text == Help.text(in: .korean))
        #expect(await harness.run(["--retries", "9"], environment: Self.korean) == .usage)
        #expect(harness.stderr.text == "quote: --retries 값은 0부터 5까지의 정수여야 합니다: '9'\n자세한 내용은 'quote --help'를 실행해 보세요.\n")

        let history = seeded()
        #expect(await history.run(["history"], environment: Self.korean) == .success)
        // The date of each line is one field of the same width, as in English; dates inside sentences read 2026년 11월 21일.
        #expect(history.stdout.text.hasPrefix("1  2026-11-21  행복은 습관이다."))
        #expect(await history.run(["save"], environment: Self.korean) == .success)
        #expect(history.stdout.text.hasSuffix("마지막 명언을 1번으로 저장했습니다: 행복은 습관이다. 그것을 몸에 지니라.\n"))

        let failing = seeded()
        let transport = FakeTransport(failing: TransportError.connectionRefused)
        #expect(await failing.run(["--retries", "0"], transport: transport, environment: Self.korean) == .unavailable)
        #expect(
            failing.stderr.text
                == "quote: https://api.sobabear.com/happiness/random-quote 주소에서 명언을 가져올 수 없습니다: 연결이 거부되었습니다\n"
                + "네트워크 없이도 'quote --offline'(내장 명언집)과 'quote today' 명령으로 명언을 볼 수 있습니다.\n")
        let offline = seeded(later: TimeInterval(LocalDay.seconds))
        #expect(await offline.run(["today", "--retries", "0"], transport: transport, environment: Self.korean) == .success)
        #expect(offline.stderr.text.hasPrefix("quote: 참고: ") && offline.stderr.text.contains("2026년 11월 21일에 가져온 마지막 명언"))
    }

    @Test("LANGUAGE picks Korean over an English locale, and is ignored under C")
    func languageVariable() async {
        let harness = RunHarness()
        _ = await harness.run(["--bogus"], environment: ["LANGUAGE": "ko:en", "LANG": "en_US.UTF-8"])
        _ = await harness.run(["--bogus"], environment: ["LANGUAGE": "ko", "LC_ALL": "C"])
        #expect(
            harness.stderr.text
                == "quote: 알 수 없는 옵션입니다: '--bogus'\n자세한 내용은 'quote --help'를 실행해 보세요.\n"
                + "quote: unknown option '--bogus'\nTry 'quote --help' for more information.\n")
    }
}
