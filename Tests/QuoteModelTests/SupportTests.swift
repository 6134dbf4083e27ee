import Foundation
import QuoteModel
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
                [.year, .month, .day], from: Date(timeIntervalSince1970: Double(number) * 86_400))
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

    @Test("Waiting on work that never returns: a cancelled caller is released at once")
    func stuckWork() async throws {
        let release = DispatchSemaphore(value: 0)
        defer { release.signal() }
        let rendezvous = Rendezvous<Int>()
        let started = LockedFlag()
        let waiting = Task {
            try await rendezvous.wait {
                DetachedThread.run {
                    started.set()
                    release.wait()  // a resolver that hangs: cancellation cannot reach it
                    rendezvous.deliver(.success(1))
                }
            }
        }
        try await BoundedWait.until("the work to start", polling: true) { started.isSet }
        waiting.cancel()
        await #expect(throws: CancellationError.self) { try await waiting.value }
    }

    @Test("A task cancelled before it waits never starts the work; work that delivers at once is waited for")
    func rendezvousEdges() async throws {
        let started = LockedFlag()
        let cancelled = Task {
            withUnsafeCurrentTask { $0?.cancel() }
            return try await Rendezvous<Int>().wait { started.set() }
        }
        await #expect(throws: CancellationError.self) { try await cancelled.value }
        #expect(!started.isSet)
        let rendezvous = Rendezvous<Int>()
        #expect(try await rendezvous.wait { rendezvous.deliver(.success(7)) } == 7)
        // Only the first delivery counts, whether it comes before the wait or during it.
        let early = Rendezvous<Int>()
        early.deliver(.success(1))
        early.deliver(.success(2))
        #expect(try await early.wait {} == 1)
    }
}
