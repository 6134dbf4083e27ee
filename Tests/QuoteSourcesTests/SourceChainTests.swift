import Foundation
import QuoteHTTP
import QuoteHTTPTestSupport
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteTestSupport
import Testing

/// Sources tried in turn under one deadline, through the chain's own API.
@Suite("A chain of sources", .timeLimit(.minutes(1)))
struct SourceChainTests {
    /// A source that answers with a quote of its name, or fails, and counts how often it was asked.
    final class Stub: QuoteSource, @unchecked Sendable {
        let name: SourceName
        let isNetwork: Bool
        let error: SourceError?
        private let lock = NSLock()
        private var count = 0
        var asked: Int { lock.withLock { count } }

        init(_ name: SourceName, network: Bool = true, failing error: SourceError? = nil) {
            self.name = name
            self.isNetwork = network
            self.error = error
        }

        func quote(in context: SourceContext) throws(SourceError) -> QuoteRecord {
            lock.withLock { count += 1 }
            if let error { throw error }
            return QuoteRecord(
                quote: Quote(content: "from \(name)", author: "a"), source: SourceLabel(name: name), fetchedAt: Date())
        }
    }

    private func context(deadline: Date) -> SourceContext {
        let clock = VirtualClock(start: Date(timeIntervalSince1970: 1_000))
        return SourceContext(
            world: World(
                transport: FakeTransport(failing: TransportError.connectionRefused), clock: clock.clock,
                random: RandomSource { 0.5 }, localTime: .utc),
            deadline: deadline, timeout: .seconds(1), retries: RetryPolicy(retries: 0))
    }

    @Test("The first quote wins: the sources before it are misses with their errors, those after it are never asked")
    func firstWins() async {
        let (a, b, c) = (Stub("a", failing: .empty(source: "a")), Stub("b"), Stub("c"))
        let answer = SourceChain([a, b, c]).quote(in: context(deadline: .distantFuture))
        #expect(answer.found?.source == "b" && answer.found?.record.quote.content == "from b")
        #expect(answer.misses.map(\.source) == ["a"] && answer.misses.first?.error == .empty(source: "a"))
        #expect((a.asked, b.asked, c.asked) == (1, 1, 0))
    }

    @Test("Every source missing: no quote, each miss in order, and the last real error is the one reported")
    func allMiss() async {
        let chain = SourceChain([Stub("a", failing: .empty(source: "a")), Stub("b", failing: .noSavedQuotes)])
        let answer = chain.quote(in: context(deadline: .distantFuture))
        #expect(answer.found == nil)
        #expect(answer.misses.map(\.source) == ["a", "b"] && answer.error.last == .noSavedQuotes)
    }

    @Test("Past the deadline a network source is not asked, a local one still is; with nothing asked the error is the deadline")
    func pastTheDeadline() async {
        let (network, local) = (Stub("net"), Stub("local", network: false))
        let past = Date(timeIntervalSince1970: 999)
        let answer = SourceChain([network, local]).quote(in: context(deadline: past))
        #expect(answer.found?.source == "local" && network.asked == 0)
        #expect(answer.misses.count == 1 && answer.misses.first?.error == nil)
        let none = SourceChain([Stub("only")]).quote(in: context(deadline: past))
        #expect(none.found == nil && none.error.last == .deadlinePassed)
    }
}
