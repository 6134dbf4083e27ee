import Foundation
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

@Suite("Request logs: budgets across runs", .timeLimit(.minutes(1)))
struct RequestLogTests {
    let folder = TemporaryFolder()
    let start = Date(timeIntervalSince1970: 1_795_000_000)
    var log: RequestLog { RequestLog(folder: folder.file("requests"), source: "zenquotes") }

    @Test("Five in any thirty seconds: the sixth is refused until the first leaves the window, then granted")
    func window() {
        #expect(log.path == folder.file("requests/zenquotes.json"))
        for second in 0..<5 {
            #expect(log.reserve(limit: 5, period: 30, now: start + Double(second)) == nil)
        }
        #expect(log.reserve(limit: 5, period: 30, now: start + 10) == start + 30)
        #expect(log.nextAllowed(limit: 5, period: 30, now: start + 29.9) == start + 30)
        #expect(log.nextAllowed(limit: 5, period: 30, now: start + 30) == nil)
        #expect(log.reserve(limit: 5, period: 30, now: start + 30.5) == nil)
        #expect(log.reserve(limit: 5, period: 30, now: start + 30.6) == start + 31)
        #expect(log.read().requests.count == 5, "only the requests within the period are kept")
    }

    @Test("A stop holds every request until its time, whatever the budget; a refill's quiet time is kept apart")
    func stop() {
        log.stop(until: start + 60)
        #expect(log.reserve(limit: 100, period: 1, now: start) == start + 60)
        #expect(log.reserve(limit: 100, period: 1, now: start + 60) == nil)
        log.quietRefills(until: start + 900)
        #expect(log.read().refillQuietUntil == start + 900 && log.read().stoppedUntil == start + 60)
    }

    @Test("A log that is not one is empty; a log that cannot be written lets the request through")
    func broken() throws {
        try FileManager.default.createDirectory(atPath: folder.file("requests"), withIntermediateDirectories: true)
        folder.write("requests/zenquotes.json", Data("garbage".utf8))
        #expect(log.read() == RequestLog.State())
        #expect(log.reserve(limit: 1, period: 1, now: start) == nil)
        let unwritable = RequestLog(folder: "/dev/null/requests", source: "x")
        #expect(unwritable.reserve(limit: 1, period: 1, now: start) == nil)
        #expect(unwritable.reserve(limit: 1, period: 1, now: start) == nil)
    }
}
