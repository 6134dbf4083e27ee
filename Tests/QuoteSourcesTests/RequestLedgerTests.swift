import Foundation
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// The request budget's arithmetic, pure: moments in, moments out.
@Suite("The request ledger: slots, give-backs, a server's stop")
struct RequestLedgerTests {
    let start = Date(timeIntervalSince1970: 1_795_000_000)
    let span = 30 + RequestLedger.guardTime
    let fiveIn30 = RequestBudget(5, per: .seconds(30))
    let oneASecond = RequestBudget.unpublished

    @Test("Five in any thirty seconds: the sixth gets the slot after the first leaves the window, reserved at once")
    func window() {
        var ledger = RequestLedger()
        func reserve(at second: Double, latest: Double = 100) -> RequestSlot {
            ledger.reserve(fiveIn30, from: start + second, latest: start + latest, ahead: true)
        }
        for second in 0..<5 { #expect(reserve(at: Double(second)) == .granted(start + Double(second))) }
        #expect(reserve(at: 10) == .granted(start + span), "reserved ahead, within the latest moment")
        #expect(reserve(at: 10) == .granted(start + 1 + span), "the next run gets the slot after it")
        #expect(reserve(at: 10, latest: 20) == .refused(until: start + 2 + span), "a slot past the latest is refused")
        #expect(ledger.record.requests.count == 7, "the reserved slots count at once")
    }

    @Test("A refill takes only a slot free now: a reserved slot ahead is never taken from the run waiting for it")
    func refillYields() {
        var ledger = RequestLedger()
        _ = ledger.reserve(oneASecond, from: start, latest: start + 3, ahead: true)
        let foreground = ledger.reserve(oneASecond, from: start + 0.5, latest: start + 3, ahead: true)
        #expect(foreground == .granted(start + 1 + RequestLedger.guardTime))
        let refill = ledger.reserve(oneASecond, from: start + 1 + RequestLedger.guardTime, latest: start + 60, ahead: false)
        guard case .refused(let until) = refill else {
            Issue.record("granted: \(refill)")
            return
        }
        #expect(abs(until.timeIntervalSince(start + 2 + 2 * RequestLedger.guardTime)) < 0.001)
    }

    @Test("Slots are a period and a little apart, never a period exactly: what a request's way adds to one is not lost")
    func guardTime() {
        var ledger = RequestLedger()
        _ = ledger.reserve(oneASecond, from: start, latest: start + 3, ahead: true)
        guard case .granted(let next) = ledger.reserve(oneASecond, from: start, latest: start + 3, ahead: true) else {
            Issue.record("refused")
            return
        }
        let apart = next.timeIntervalSince(start)
        #expect(apart > 1.02 && apart < 1.2, "\(apart)")
    }

    @Test(
        "A slot given back costs the budget nothing, found again whatever its sub-millisecond part",
        arguments: [0, 0.000_4, 0.123_456_7, 0.999_9])
    func giveBack(fraction: Double) {
        var ledger = RequestLedger()
        let moment = start + fraction
        guard case .granted(let slot) = ledger.reserve(oneASecond, from: moment, latest: moment + 3, ahead: true) else {
            Issue.record("refused")
            return
        }
        #expect(slot >= moment && slot.timeIntervalSince(moment) < 0.001, "the slot is the moment, to the millisecond")
        // What the state's file gives back: the moment rounded to the millisecond.
        var read = RequestLedger(ledger.record)
        read.record.requests = read.record.requests.map {
            Date(timeIntervalSince1970: ($0.timeIntervalSince1970 * 1000).rounded() / 1000)
        }
        read.giveBack(slot)
        #expect(read.record.requests.isEmpty)
        #expect(read.reserve(oneASecond, from: moment, latest: moment, ahead: true) == .granted(slot), "asked again at once")
    }

    @Test("Giving back a slot never takes another request's")
    func giveBackOnlyItsOwn() {
        var ledger = RequestLedger()
        _ = ledger.reserve(oneASecond, from: start, latest: start, ahead: true)
        ledger.giveBack(start + 0.002)
        #expect(ledger.record.requests == [start])
    }

    @Test(
        "A stop holds every request until its time, whatever the budget; a later stop stands, an earlier one does not shorten it")
    func stop() {
        var ledger = RequestLedger()
        ledger.stop(until: start + 60)
        ledger.stop(until: start + 30)
        #expect(ledger.isStopped(at: start + 59) && !ledger.isStopped(at: start + 60))
        let many = RequestBudget(100, per: .seconds(1))
        #expect(ledger.reserve(many, from: start, latest: start + 10, ahead: true) == .refused(until: start + 60))
        #expect(ledger.reserve(many, from: start + 60, latest: start + 70, ahead: true) == .granted(start + 60))
        #expect(ledger.earliest(many, from: start) == start + 60)
    }
}
