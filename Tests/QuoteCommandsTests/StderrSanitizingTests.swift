import Foundation
import QuoteCommands
import QuoteConfig
import QuoteHTTP
import QuoteHTTPTestSupport
import QuoteMessages
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// Every byte a server controls that reaches stderr goes through the same sanitizer as text output.
@Suite("What servers send never drives the terminal through stderr", .timeLimit(.minutes(1)))
struct StderrSanitizingTests {
    /// One of each class text output never lets through: C0 controls, DEL, C1 controls, and bidirectional
    /// overrides and isolates; newline and tab too, which would break the one line.
    static let forbidden: [Unicode.Scalar] = [
        "\u{1B}", "\u{07}", "\u{00}", "\r", "\n", "\t", "\u{7F}", "\u{85}", "\u{9B}", "\u{202E}", "\u{202A}", "\u{2066}",
        "\u{2069}",
    ]

    /// The ways a message quotes the server, each given a string to plant.
    enum Message: String, CaseIterable, Sendable {
        case bodyMessage, contentType, redirectTarget, libcurlDetail, rateLimitNotice, chainNote, todayNote
    }

    /// JSON for `text`, escaped.
    private static func json(_ text: String) -> String {
        String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
    }

    private func run(_ message: Message, planting bad: String) async -> (ExitCode, String) {
        let harness = RunHarness()
        let zenBody = Data("[{\"q\":\(Self.json("Too many requests.\(bad) Obtain an auth key")),\"a\":\"zenquotes.io\"}]".utf8)
        let arguments: [String]
        let transport: FakeTransport
        switch message {
        case .bodyMessage:
            let body = Data("{\"message\":\(Self.json("Server \(bad) broke")),\"statusCode\":500,\"data\":null}".utf8)
            arguments = ["--retries", "0"]
            transport = FakeTransport { _, _ in HTTPResponse(statusCode: 200, body: body) }
        case .contentType:
            arguments = []
            transport = FakeTransport { _, _ in
                HTTPResponse(statusCode: 200, headers: ["Content-Type": "text/html\(bad)"], body: Data("<p>".utf8))
            }
        case .redirectTarget:
            arguments = []
            transport = FakeTransport(failing: TransportError.redirectRefused(to: "http://evil.test/\(bad)", .leavesHTTPS))
        case .libcurlDetail:
            arguments = []
            transport = FakeTransport(failing: TransportError.certificateUntrusted(detail: "SSL \(bad) problem"))
        case .rateLimitNotice, .chainNote:
            arguments = ["--source", message == .chainNote ? "zenquotes,builtin" : "zenquotes"]
            transport = FakeTransport { _, _ in HTTPResponse(statusCode: 200, body: zenBody) }
        case .todayNote:
            harness.write(harness.home.locations.cache!, String(decoding: Fixture.data("cache-valid.json"), as: UTF8.self))
            harness.clock.advance(by: .seconds(LocalDay.seconds))
            arguments = ["today", "--retries", "0"]
            transport = FakeTransport(failing: TransportError.connectionLost(detail: "reset \(bad) by peer"))
        }
        return (await harness.run(arguments, transport: transport), harness.stderr.text)
    }

    @Test("Each forbidden class through each message that quotes the server", arguments: Message.allCases)
    func sanitized(message: Message) async {
        for scalar in Self.forbidden {
            let bad = "planted[\(Character(scalar))]"
            let (code, output) = await run(message, planting: bad)
            // The error's own line: a source that could not be reached adds one on what works offline.
            let stderr = output.hasSuffix(offlineHint) ? String(output.dropLast(offlineHint.count)) : output
            #expect(code != .usage)
            #expect(
                stderr.hasSuffix("\n") && stderr.filter { $0 == "\n" }.count == 1,
                "\(message) with U+\(String(scalar.value, radix: 16)): \(stderr.debugDescription)")
            #expect(
                stderr.dropLast().unicodeScalars.allSatisfy { $0.isSafeOnTerminal && $0 != "\n" && $0 != "\t" },
                "\(message) with U+\(String(scalar.value, radix: 16)): \(stderr.debugDescription)")
            #expect(stderr.contains("planted["), "the planted text is quoted: \(stderr.debugDescription)")
        }
    }
}
