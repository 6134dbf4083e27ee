import Foundation
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

@Suite("A source's state: budgets across runs, reserved slots, stops", .timeLimit(.minutes(1)))
struct SourceStateTests {
    let folder = TemporaryFolder()
    let start = Date(timeIntervalSince1970: 1_795_000_000)
    let span = 30 + SourceState.guardTime
    var state: SourceState { SourceState(folder: folder.file("requests"), source: "zenquotes") }

    /// Reserves one slot of five in thirty seconds, seen from `second` seconds after the start.
    private func reserve(at second: Double, latest: Double = 100, ahead: Bool = true) -> RequestSlot? {
        try? state.reserve(limit: 5, period: 30, now: start + second, latest: start + latest, ahead: ahead, patience: .seconds(1))
    }

    @Test("Five in any thirty seconds: the sixth gets the slot after the first leaves the window, reserved at once")
    func window() {
        #expect(state.path == folder.file("requests/zenquotes.json"))
        for second in 0..<5 { #expect(reserve(at: Double(second)) == .granted(start + Double(second))) }
        #expect(reserve(at: 10) == .granted(start + span), "reserved ahead, within the latest moment")
        #expect(reserve(at: 10) == .granted(start + 1 + span), "the next run gets the slot after it")
        #expect(reserve(at: 10, latest: 20) == .refused(until: start + 2 + span), "a slot past the latest is refused")
        #expect(state.read().requests.count == 7, "the reserved slots count at once")
    }

    @Test("A refill takes only a slot free now: a reserved slot ahead is never taken from the run waiting for it")
    func refillYields() throws {
        _ = try state.reserve(limit: 1, period: 1, now: start, latest: start + 3, patience: .seconds(1))
        let foreground = try state.reserve(limit: 1, period: 1, now: start + 0.5, latest: start + 3, patience: .seconds(1))
        #expect(foreground == .granted(start + 1 + SourceState.guardTime))
        let refill = try state.reserve(
            limit: 1, period: 1, now: start + 1 + SourceState.guardTime, latest: start + 60, ahead: false, patience: .seconds(1))
        guard case .refused(let until) = refill else {
            Issue.record("granted: \(refill)")
            return
        }
        #expect(abs(until.timeIntervalSince(start + 2 + 2 * SourceState.guardTime)) < 0.001)
    }

    @Test("Slots are a period and a little apart, never a period exactly: what a request's way adds to one is not lost")
    func guardTime() throws {
        _ = try state.reserve(limit: 1, period: 1, now: start, latest: start + 3, patience: .seconds(1))
        guard
            case .granted(let next) = try state.reserve(limit: 1, period: 1, now: start, latest: start + 3, patience: .seconds(1))
        else {
            Issue.record("refused")
            return
        }
        let apart = next.timeIntervalSince(start)
        #expect(apart > 1.02 && apart < 1.2, "\(apart)")
    }

    @Test("A slot given back costs the budget nothing")
    func giveBack() throws {
        #expect(reserve(at: 0) == .granted(start))
        try state.giveBack(start, patience: .seconds(1))
        #expect(state.read().requests.isEmpty)
    }

    @Test("A stop holds every request until its time, whatever the budget; a refill's quiet time is kept apart")
    func stop() throws {
        try state.stop(until: start + 60, patience: .seconds(1))
        #expect(
            try state.reserve(limit: 100, period: 1, now: start, latest: start + 10, patience: .seconds(1))
                == .refused(until: start + 60))
        #expect(
            try state.reserve(limit: 100, period: 1, now: start + 60, latest: start + 70, patience: .seconds(1))
                == .granted(start + 60))
        try state.quietRefills(until: start + 900, patience: .seconds(1))
        #expect(state.read().refillQuietUntil == start + 900 && state.read().stoppedUntil == start + 60)
    }

    @Test("A state that is not one is empty; one that cannot be written says so, naming its path")
    func broken() throws {
        try FileManager.default.createDirectory(atPath: folder.file("requests"), withIntermediateDirectories: true)
        folder.write("requests/zenquotes.json", Data("garbage".utf8))
        #expect(state.read() == SourceState.Record())
        #expect(reserve(at: 0) == .granted(start))
        folder.write("file", Data())
        let unwritable = SourceState(folder: folder.file("file/requests"), source: "x")
        #expect {
            try unwritable.reserve(limit: 1, period: 1, now: start, latest: start, patience: .seconds(1))
        } throws: { ($0 as? FileWriteError)?.path == folder.file("file/requests/x.json") }
    }

    @Test("A lock held elsewhere is waited for only as long as the patience given; the state is left as it was")
    func lockHeldElsewhere() {
        _ = reserve(at: 0)
        // Another open file description: flock conflicts with it as with another process's.
        let lock = open(folder.file("requests/.zenquotes.json.lock"), O_RDWR | O_CREAT, 0o600)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        #expect {
            try state.reserve(limit: 5, period: 30, now: start, latest: start + 1, patience: .milliseconds(100))
        } throws: {
            guard case .lockHeld = ($0 as? FileWriteError)?.reason else { return false }
            return true
        }
        #expect(state.read().requests == [start], "nothing written without the lock")
    }
}
