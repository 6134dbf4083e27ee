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

/// Timestamps as the cache and `--json` hold them, against Foundation's ISO 8601 style.
@Suite("ISO 8601 timestamps", .timeLimit(.minutes(1)))
struct TimestampTests {
    @Test("Written in UTC to the second, as Foundation's ISO 8601 style writes them, across four centuries")
    func writing() {
        for seconds in stride(from: -6_000_000_000, through: 6_000_000_000, by: 7_654_321) {
            let date = Date(timeIntervalSince1970: TimeInterval(seconds))
            #expect(Timestamp.string(from: date) == date.formatted(.iso8601))
            #expect(Timestamp.date(from: Timestamp.string(from: date)) == date)
        }
        #expect(Timestamp.string(from: Date(timeIntervalSince1970: 1_795_303_800.9)) == "2026-11-21T23:30:00Z")
    }

    @Test(
        "Read with Z or an offset, with or without a fraction of a second",
        arguments: [
            ("2026-11-21T23:30:00Z", 1_795_303_800.0), ("2026-11-22T08:30:00+09:00", 1_795_303_800),
            ("2026-11-22T08:30:00+0900", 1_795_303_800), ("2026-11-21T18:30:00-05:00", 1_795_303_800),
            ("2026-11-21T23:30:00.25Z", 1_795_303_800.25), ("1969-12-31T23:59:59Z", -1), ("2024-02-29T00:00:00Z", 1_709_164_800),
        ])
    func reading(text: String, seconds: Double) {
        #expect(Timestamp.date(from: text) == Date(timeIntervalSince1970: seconds))
    }

    @Test(
        "Anything else is no timestamp",
        arguments: [
            "", "2026-11-21", "2026-11-21T23:30:00", "2026-11-21 23:30:00Z", "2026-13-01T00:00:00Z", "2026-02-29T00:00:00Z",
            "2026-11-31T00:00:00Z", "2026-11-21T24:00:00Z", "2026-11-21T23:60:00Z", "2026-11-21T23:30:60Z",
            "2026-11-21T23:30:00.Z", "2026-11-21T23:30:00+24:00", "2026-11-21T23:30:00Zjunk", "26-11-21T23:30:00Z",
            "2026-11-21T23:30:00z", "２０２６-11-21T23:30:00Z", "2026-11-21T23:30:00+9:00",
        ])
    func rejecting(text: String) {
        #expect(Timestamp.date(from: text) == nil)
    }
}

@Test("readFully reads on after a short read until the buffer is full, and stops only at the end")
func readingFully() throws {
    // A packet socket gives one message a read (and drops what a read leaves of it): short reads, whatever the
    // timing.
    var ends: [Int32] = [0, 0]
    #expect(socketpair(AF_UNIX, Int32(SOCK_SEQPACKET.rawValue), 0, &ends) == 0)
    defer { for end in ends { close(end) } }
    for message in ["abc", "defg", "h", "ij"] { #expect(write(ends[1], message, message.utf8.count) == message.utf8.count) }
    var buffer = [UInt8](repeating: 0, count: 8)
    let filled = try buffer.withUnsafeMutableBytes { try readFully(ends[0], into: $0) }
    #expect(filled == 8 && String(decoding: buffer, as: UTF8.self) == "abcdefgh")
    shutdown(ends[1], Int32(SHUT_WR))
    var rest = [UInt8](repeating: 0, count: 8)
    let last = try rest.withUnsafeMutableBytes { try readFully(ends[0], into: $0) }
    #expect(last == 2 && rest.prefix(2) == [UInt8(ascii: "i"), UInt8(ascii: "j")], "the end ends it: two bytes, not eight")
}

@Test("The environment read from environ is the one ProcessInfo reads")
func environment() {
    #expect(ProcessEnvironment.current() == ProcessInfo.processInfo.environment)
}

@Suite("Calendar days as text", .timeLimit(.minutes(1)))
struct LocalDayTextTests {
    @Test("A day reads back from what it writes")
    func roundTrip() {
        for day in [
            LocalDay(year: 2026, month: 11, day: 25), LocalDay(year: 2024, month: 2, day: 29),
            LocalDay(year: 1970, month: 1, day: 1),
        ] {
            #expect(LocalDay(day.description) == day)
        }
    }

    @Test(
        "Anything else is no day: an impossible date, another form, stray text",
        arguments: ["2026-02-30", "2025-02-29", "2026-13-01", "2026-00-10", "2026-1-5", "26-11-25", "2026-11-25x", "", "x-y-z"])
    func notADay(text: String) {
        #expect(LocalDay(text) == nil)
    }
}
