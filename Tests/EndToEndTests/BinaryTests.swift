import Foundation
import QuoteCommands
import QuoteHTTP
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// What the built binary is made of, and how it behaves on machines unlike the one it was built on.
@Suite("The binary itself", .timeLimit(.minutes(1)))
struct BinaryTests {
    let home = TemporaryFolder()

    /// The shared libraries the binary names (`DT_NEEDED`), read with `readelf`.
    private static func neededLibraries(of binary: String) async throws -> [String] {
        let readelf = try ChildProcess(
            "/usr/bin/readelf", ["-d", binary], environment: ["PATH": "/usr/bin:/bin", "LC_ALL": "C"])
        let outcome = try await readelf.wait()
        try #require(outcome.status == 0, "readelf failed: \(outcome.stderr)")
        return outcome.output.split(separator: "\n").compactMap { line in
            guard line.contains("(NEEDED)"), let open = line.firstIndex(of: "["), let close = line.lastIndex(of: "]") else {
                return nil
            }
            return String(line[line.index(after: open)..<close])
        }
    }

    @Test(
        "On Linux it links FoundationEssentials only: no Foundation, no ICU, no FoundationNetworking, no libcurl",
        .linuxOnly("readelf, for an ELF binary"))
    func dependencies() async throws {
        let needed = try await Self.neededLibraries(of: QuoteProcess.binary)
        #expect(!needed.isEmpty)
        for forbidden in [
            "libFoundation.so", "libFoundationInternationalization.so", "lib_FoundationICU.so", "libFoundationNetworking.so",
            "libcurl",
        ] {
            #expect(!needed.contains { $0.hasPrefix(forbidden) }, "the binary links \(forbidden): \(needed)")
        }
        // The release build links the Swift runtime statically, so only the debug binary names it; either way
        // nothing of Foundation beyond Essentials.
        #expect(needed.allSatisfy { !$0.contains("Foundation") || $0.hasPrefix("libFoundationEssentials.so") })
    }

    @Test(
        "Runs that never wait start no thread: no concurrency runtime, no Dispatch, at a cache hit and the like",
        .linuxOnly("strace"),
        arguments: [["today"], ["last"], ["history", "-n", "5"], ["--version"], ["help"]])
    func noThreadsWithoutAFetch(arguments: [String]) async throws {
        let strace = "/usr/bin/strace"
        try #require(FileManager.default.isExecutableFile(atPath: strace), "strace is installed by make test-packages")
        let home = TemporaryFolder()
        let server = try LoopbackServer(always: .fixture("happiness-valid.json"))
        #expect(try await QuoteProcess(home: home.path)(["today", "--endpoint", server.url()]).status == 0)
        let log = home.file("strace.log")
        let traced = try ChildProcess(
            strace, ["-f", "-o", log, "-e", "trace=clone,clone3", QuoteProcess.binary] + arguments,
            environment: QuoteProcess.environment(home: home.path))
        let outcome = try await traced.wait()
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").filter { $0.contains("clone") }
        #expect(calls.isEmpty, "\(calls)")
        #expect(server.requests.count == 1)
    }

    @Test(
        "A fetch starts one thread, its transfer's: none of Dispatch's, its deadline timed on the waiting thread",
        .linuxOnly("strace"))
    func oneThreadForAFetch() async throws {
        let strace = "/usr/bin/strace"
        try #require(FileManager.default.isExecutableFile(atPath: strace), "strace is installed by make test-packages")
        let home = TemporaryFolder()
        let server = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let log = home.file("strace.log")
        let traced = try ChildProcess(
            strace,
            ["-f", "-o", log, "-e", "trace=clone,clone3,epoll_create1,timerfd_create", QuoteProcess.binary]
                + ["random", "--no-cache", "--endpoint", server.url()],
            environment: QuoteProcess.environment(home: home.path))
        let outcome = try await traced.wait()
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let calls = try String(contentsOfFile: log, encoding: .utf8).split(separator: "\n").filter {
            $0.contains("clone") || $0.contains("epoll_create") || $0.contains("timerfd_create")
        }
        #expect(calls.count == 1 && calls.allSatisfy { $0.contains("clone") }, "\(calls)")
    }

    @Test("The binary speaks Korean under a Korean locale, installed or not, and its JSON and exit codes do not change")
    func koreanLocale() async throws {
        let home = TemporaryFolder()
        home.write(home.locations.cache!, Fixture.data("cache-valid.json"))
        var outcomes: [QuoteProcess.Outcome] = []
        for locale in ["C", "ko_KR.UTF-8"] {
            for arguments in [["last", "--json"], ["--bogus"]] {
                outcomes.append(try await QuoteProcess(home: home.path)(arguments, ["LANG": locale]))
            }
        }
        #expect(outcomes[0].stdout == outcomes[2].stdout && outcomes[0].status == 0 && outcomes[2].status == 0)
        #expect(outcomes[1].status == 64 && outcomes[3].status == 64)
        #expect(outcomes[1].stderr.hasPrefix("quote: unknown option '--bogus'"))
        #expect(outcomes[3].stderr.hasPrefix("quote: 알 수 없는 옵션입니다: '--bogus'"))
    }

    @Test("`today` follows TZ through the C library: the same cached quote is today's in one zone and yesterday's in another")
    func todayFollowsTZ() async throws {
        let server = try LoopbackServer(always: .fixture("happiness-null-optionals.json"))
        // Cached an hour ago. Where it is 00:30 now, that was yesterday; where it is 12:30, it was today.
        let now = Date()
        var record = try #require(QuoteRecord(line: Fixture.data("cache-valid.json")))
        record.fetchedAt = Date(timeIntervalSince1970: (now.timeIntervalSince1970 - 3600).rounded(.down))
        // Fetched from the source today asks: one of its own, which it adopts.
        record.source = SourceLabel(name: "happiness", location: server.url())
        let minutesIntoUTCDay = Int(now.timeIntervalSince1970) % LocalDay.seconds / 60
        func zone(localMinutes: Int) -> String {
            let offset = ((localMinutes - minutesIntoUTCDay) % 1440 + 1440) % 1440  // minutes east of UTC
            return "QQQ-\(offset / 60):\(String(format: "%02d", offset % 60))"  // POSIX: the sign is west of UTC
        }
        for (localMinutes, fetches) in [(30, true), (750, false)] {
            let cache = home.file("cache-\(localMinutes).json")
            try QuoteCache(path: cache).save(record)
            let outcome = try await QuoteProcess(home: home.path)(
                [
                    "today", "--endpoint", server.url(), "--cache-file", cache, "--history-file",
                    home.file("\(localMinutes)/history.jsonl"),
                ], ["TZ": zone(localMinutes: localMinutes)])
            #expect(outcome.status == 0, "\(outcome.stderr)")
            let shown = fetches ? "천 리 길도 한 걸음부터." : "행복은 습관이다. 그것을 몸에 지니라."
            #expect(outcome.output.hasPrefix(shown), "TZ=\(zone(localMinutes: localMinutes)): \(outcome.output)")
        }
        #expect(server.requests.count == 1)
    }

    @Test(
        "Without libcurl: a fetch fails with one line naming the package, the cache untouched; the rest still works",
        .linuxOnly("unshare (a mount namespace of its own)"))
    func withoutLibcurl() async throws {
        // A private mount namespace where every libcurl the binary could load is an empty file, as in a
        // minimal container. Needs CAP_SYS_ADMIN, which the test machines and CI have.
        let libraries = LibCurl.candidates.compactMap { name in
            ["/usr/lib/x86_64-linux-gnu", "/usr/lib/aarch64-linux-gnu", "/usr/lib64", "/usr/lib"]
                .map { Path.join($0, name) }.first { FileManager.default.fileExists(atPath: $0) }
        }
        try #require(!libraries.isEmpty, "no libcurl found to hide")
        home.write(home.locations.cache!, Fixture.data("cache-valid.json"))
        let hide = libraries.map { "mount --bind /dev/null '\($0)'" }.joined(separator: " && ")
        func quote(_ arguments: String) async throws -> QuoteProcess.Outcome {
            let script = "\(hide) && exec '\(QuoteProcess.binary)' \(arguments)"
            let child = try ChildProcess(
                "/usr/bin/unshare", ["-m", "/bin/sh", "-c", script], environment: QuoteProcess.environment(home: home.path))
            return try await child.wait()
        }

        let fetch = try await quote("random --endpoint http://127.0.0.1:9/q")
        #expect(fetch.status == 69)
        #expect(fetch.stdout.isEmpty)
        #expect(fetch.errorLines.count == 2 && fetch.stderr.hasSuffix(offlineHint), "\(fetch.stderr)")
        #expect(fetch.stderr.contains("libcurl could not be loaded") && fetch.stderr.contains("libcurl4 (Debian, Ubuntu)"))
        #expect(home.contents(home.locations.cache!) == Fixture.data("cache-valid.json"))

        let last = try await quote("last")
        #expect(last.status == 0 && last.output.hasPrefix("행복은"))
        let offline = try await quote("random --offline --no-cache")
        #expect(offline.status == 0 && !offline.stdout.isEmpty)
        let today = try await quote("today --endpoint http://127.0.0.1:9/q")
        #expect(today.status == 0 && today.output.hasPrefix("행복은"))
        #expect(today.stderr.hasPrefix("quote: note: ") && today.stderr.contains("libcurl could not be loaded"))
    }
}

/// TLS through the binary: the certificate checks, the CA variables, and the refused downgrade.
@Suite(
    "TLS, end to end", .timeLimit(.minutes(1)),
    .linuxOnly("libcurl's trust (CURL_CA_BUNDLE, SSL_CERT_FILE) and OpenSSL's rehash (URLSession trusts the keychain)"))
struct TLSEndToEndTests {
    let home = TemporaryFolder()

    @Test("An untrusted certificate: exit 69, one line saying so, no retries, cache untouched")
    func untrusted() async throws {
        let server = try TLSServer(always: .fixture("happiness-valid.json"))
        home.write(home.locations.cache!, Fixture.data("cache-valid.json"))
        let outcome = try await QuoteProcess(home: home.path)(["--endpoint", server.url()])
        #expect(outcome.status == 69)
        #expect(outcome.stdout.isEmpty)
        #expect(outcome.errorLines.count == 1, "a server that answered, untrusted, is no missing network: no offline hint")
        #expect(
            outcome.stderr.hasPrefix("quote: cannot fetch a quote from \(server.url()): TLS: certificate not trusted ("),
            "\(outcome.stderr)")
        #expect(!outcome.stderr.contains("attempts"))
        #expect(home.contents(home.locations.cache!) == Fixture.data("cache-valid.json"))
    }

    @Test("Trusted through CURL_CA_BUNDLE or SSL_CERT_FILE: the quote prints", arguments: ["CURL_CA_BUNDLE", "SSL_CERT_FILE"])
    func trusted(variable: String) async throws {
        let server = try TLSServer(always: .fixture("happiness-valid.json"))
        let bundle = try TLSServer.certificate.get().path
        let outcome = try await QuoteProcess(home: home.path)(["--endpoint", server.url(), "--no-cache"], [variable: bundle])
        #expect(outcome.status == 0, "\(outcome.stderr)")
        #expect(outcome.output.hasPrefix("행복은 습관이다."))
    }

    @Test("A redirect from https to http is refused: exit 69, the target named and never asked")
    func downgrade() async throws {
        let plain = try LoopbackServer(always: .fixture("happiness-valid.json"))
        let server = try TLSServer(always: .http(status: 302, headers: ["Location": plain.url("/q")]))
        let bundle = try TLSServer.certificate.get().path
        let outcome = try await QuoteProcess(home: home.path)(
            ["--endpoint", server.url(), "--no-cache"], ["SSL_CERT_FILE": bundle])
        #expect(outcome.status == 69)
        #expect(
            outcome.stderr
                == "quote: cannot fetch a quote from \(server.url()): redirect to \(plain.url("/q")) refused: it leaves https\n")
        #expect(plain.requests.isEmpty)
    }
}
