import Foundation
import QuoteTestSupport
import Testing

/// The real Happiness API.
///
/// Skipped unless `QUOTE_LIVE_TESTS=1`: nothing else in the suite touches the internet.
@Suite("The live Happiness API", .enabled(if: ProcessInfo.processInfo.environment["QUOTE_LIVE_TESTS"] == "1"))
struct LiveAPITests {
    @Test("The default endpoint answers with a valid quote")
    func liveQuote() async throws {
        let home = TemporaryFolder()
        let outcome = try await QuoteProcess(home: home.path)(["--json", "--no-cache"], killAfter: .seconds(30))
        #expect(outcome.status == 0, "\(outcome.stderr)")
        let object = try JSONSerialization.jsonObject(with: outcome.stdout) as? [String: Any]
        #expect((object?["content"] as? String)?.isEmpty == false)
    }
}
