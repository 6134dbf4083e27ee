import Foundation
import QuotePlatform
import QuoteTestSupport
import Testing

/// The small pieces written because FoundationEssentials lacks them.
@Suite("What Essentials lacks", .timeLimit(.minutes(1)))
struct SupportTests {
    /// Unicode's `White_Space`, which a zero-width space is not (it is a format character, and is removed by
    /// the display rules instead).
    @Test(
        "Trimming takes every Unicode white space from both ends, nothing else",
        arguments: [
            ("  a b  ", "a b"), ("\n\t x\u{3000}\u{A0}\u{2028}", "x"), ("", ""), (" \n ", ""), ("가 나", "가 나"),
            ("\u{200B}x", "\u{200B}x"),
        ])
    func trimming(text: String, expected: String) {
        #expect(text.trimmed == expected)
        #expect(text.nonBlank == (expected.isEmpty ? nil : expected))
    }

    @Test("A blank text is Unicode's White_Space alone, scalar by scalar, told without the tables where it can be")
    func blankAsUnicodeSays() {
        for value in UInt32(0)...0x3100 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            #expect(String(Character(scalar)).isBlank == scalar.properties.isWhitespace, "U+\(String(value, radix: 16))")
        }
        // Past U+3000 nothing is white space: what lets a scalar there skip the lookup.
        #expect(!(UInt32(0x3001)...0x10FFFF).contains { Unicode.Scalar($0)?.properties.isWhitespace == true })
        #expect("\u{3000}\u{85} ".isBlank && !" \u{3000}가".isBlank && !"a ".isBlank && "".isBlank)
    }

    @Test(
        "Paths join with one slash and split into folder and name",
        arguments: [
            ("/a/b/c.json", "/a/b", "c.json"), ("c.json", ".", "c.json"), ("/c.json", "/", "c.json"), ("/a/b/", "/a", "b"),
        ])
    func paths(path: String, folder: String, name: String) {
        #expect(Path.folder(of: path) == folder)
        #expect(Path.name(of: path) == name)
        #expect(Path.join("/a", "b") == "/a/b" && Path.join("/a/", "b") == "/a/b" && Path.join("", "b") == "b")
    }

    @Test("Calendar days: day numbers and dates agree with Foundation's Gregorian calendar across four centuries")
    func days() {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        for number in stride(from: -80_000, through: 80_000, by: 97) {
            let day = LocalDay(daysSince1970: number)
            #expect(day.number == number)
            let parts = calendar.dateComponents(
                [.year, .month, .day], from: Date(timeIntervalSince1970: Double(number * LocalDay.seconds)))
            #expect([day.year, day.month, day.day] == [parts.year, parts.month, parts.day])
        }
        #expect(LocalDay(year: 2026, month: 3, day: 7).description == "2026-03-07")
    }

    @Test(
        "A fixed offset turns the day at its own midnight",
        arguments: [
            (0, 1_795_303_800, "2026-11-21"), (9 * 3600, 1_795_303_800, "2026-11-22"), (-5 * 3600, 1_795_303_800, "2026-11-21"),
            (0, -1, "1969-12-31"),
        ])
    func offsets(offset: Int, moment: Int, day: String) {
        #expect(LocalTime.offset(seconds: offset).day(Date(timeIntervalSince1970: TimeInterval(moment))).description == day)
    }

    @Test("Waiting on work that never returns: the waiter is released when its patience is spent, and the work learns so")
    func stuckWork() throws {
        let release = DispatchSemaphore(value: 0)
        let rendezvous = Handoff<Int>()
        let learned = DispatchSemaphore(value: 0)
        DetachedThread.run {
            release.wait()  // a resolver that hangs: nothing reaches it
            if !rendezvous.deliver(.success(1)) { learned.signal() }
        }
        let start = ContinuousClock.now
        guard case .abandoned = rendezvous.wait(for: .milliseconds(50)) else {
            Issue.record("the waiter was not released")
            return
        }
        #expect(ContinuousClock.now - start >= .milliseconds(50))
        release.signal()
        #expect(learned.wait(timeout: .now() + 10) == .success, "the work was told nobody waits")
    }

    @Test("Work that delivers at once is waited for; only the first delivery counts; a milestone wakes the waiter once")
    func rendezvousEdges() throws {
        let early = Handoff<Int>()
        #expect(early.deliver(.success(1)))
        #expect(!early.deliver(.success(2)))
        guard case .delivered(.success(1)) = early.wait(for: .zero) else {
            Issue.record("the first delivery was lost")
            return
        }
        // A milestone and then the outcome, both before the wait: the milestone is never lost behind it.
        let marked = Handoff<Int>()
        marked.mark(waitingUpTo: .zero)
        marked.deliver(.success(7))
        var events: [String] = []
        while true {
            switch marked.wait(for: .seconds(10)) {
            case .marked: events.append("marked")
            case .delivered(.success(let value)): events.append("\(value)")
            case .delivered(.failure), .abandoned: events.append("lost")
            }
            if events.last != "marked" { break }
        }
        #expect(events == ["marked", "7"])
        // The work waits for its milestone to be handled, and goes on once it is.
        let handled = Handoff<Int>()
        let went = LockedValue(false)
        DetachedThread.run {
            handled.mark(waitingUpTo: .seconds(30))
            went.set(true)
            handled.deliver(.success(1))
        }
        guard case .marked = handled.wait(for: .seconds(10)) else {
            Issue.record("no milestone")
            return
        }
        #expect(!went.value, "the work waits while the milestone is handled")
        handled.handledMark()
        guard case .delivered(.success(1)) = handled.wait(for: .seconds(10)) else {
            Issue.record("no outcome after the milestone was handled")
            return
        }
    }
}
