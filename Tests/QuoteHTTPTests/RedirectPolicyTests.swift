import Foundation
import QuoteHTTP
import Testing

/// Which redirects the transports follow.
@Suite("The redirect policy", .timeLimit(.minutes(1)))
struct RedirectPolicyTests {
    @Test(
        "The policy follows https targets and http to http, and refuses downgrades and other schemes",
        arguments: [
            ("https://a.test/", "https://b.test/", true), ("http://a.test/", "https://b.test/", true),
            ("http://a.test/", "http://b.test/", true), ("https://a.test/", "http://b.test/", false),
            ("HTTPS://a.test/", "HTTP://b.test/", false), ("https://a.test/", "ftp://b.test/", false),
            ("http://a.test/", "file:///etc/passwd", false),
        ])
    func policy(from: String, to: String, permitted: Bool) {
        #expect(RedirectPolicy.permits(from: URL(string: from), to: URL(string: to)) == permitted)
    }
}
