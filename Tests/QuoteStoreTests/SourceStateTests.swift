import Foundation
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

@Suite("A source's state at a server: its file, its lock, kept to the millisecond", .timeLimit(.minutes(1)))
struct SourceStateTests {
    let folder = TemporaryFolder()
    let start = Date(timeIntervalSince1970: 1_795_000_000.123_4)
    var state: SourceState { SourceState(folder: folder.file("requests"), key: "zenquotes") }

    @Test("A change is kept to the millisecond and read back; a change that changes nothing writes nothing")
    func roundTrip() throws {
        #expect(state.path == folder.file("requests/zenquotes.json"))
        try state.change(patience: .seconds(1)) { record in
            record.requests = [start, start + 1]
            record.stoppedUntil = start + 60
        }
        let read = state.read()
        #expect(read.requests.map { $0.timeIntervalSince1970 } == [1_795_000_000.123, 1_795_000_001.123])
        #expect(read.stoppedUntil?.timeIntervalSince1970 == 1_795_000_060.123)
        let written = folder.contents("requests/zenquotes.json")
        unlink(folder.file("requests/zenquotes.json"))
        try state.change(patience: .seconds(1)) { _ in }
        #expect(folder.contents("requests/zenquotes.json") == nil, "nothing written for no change")
        #expect(written != nil)
    }

    @Test("A source's keys: its own server's first, then each other server's by name; never another source's")
    func keys() {
        for name in ["zenquotes@b", "other", "zenquotes", "zenquotesplus", "zenquotesplus@a", "zenquotes@a"] {
            folder.write("requests/\(name).json", Data("{}".utf8))
        }
        folder.write("requests/zenquotes@c.lock", Data())
        let requests = folder.file("requests")
        #expect(SourceState.keys(in: requests, source: "zenquotes") == ["zenquotes", "zenquotes@a", "zenquotes@b"])
        #expect(SourceState.keys(in: requests, source: "zenquotesplus") == ["zenquotesplus", "zenquotesplus@a"])
        unlink(folder.file("requests/zenquotes.json"))
        #expect(SourceState.keys(in: requests, source: "zenquotes") == ["zenquotes@a", "zenquotes@b"])
        #expect(SourceState.keys(in: folder.file("none"), source: "zenquotes").isEmpty)
    }

    @Test("Each change writes the file in place, not a new file renamed over it (a request waits for the write)")
    func inPlace() throws {
        try state.change(patience: .seconds(1)) { $0.requests = [start, start + 1, start + 2] }
        var before = stat()
        #expect(stat(state.path, &before) == 0)
        try state.change(patience: .seconds(1)) { $0.requests = [start + 2] }
        var after = stat()
        #expect(stat(state.path, &after) == 0 && after.st_ino == before.st_ino)
        #expect(state.read().requests.map { $0.timeIntervalSince1970 } == [1_795_000_002.123])
    }

    @Test("A state whose place holds a FIFO keeps nothing and fails nothing: the FIFO stays, never waited on")
    func fifoKeepsNothing() throws {
        #expect(mkdir(folder.file("requests"), 0o700) == 0 && mkfifo(state.path, 0o600) == 0)
        try state.change(patience: .seconds(1)) { $0.requests = [start] }
        #expect(FileKind(at: state.path) == .other)
        #expect(state.read() == SourceState.Record())
    }

    @Test("A refill's quiet time is kept beside the requests and the stop")
    func quiet() throws {
        try state.change(patience: .seconds(1)) { $0.stoppedUntil = start + 60 }
        try state.quietRefills(until: start + 900, patience: .seconds(1))
        #expect(state.read().refillQuietUntil != nil && state.read().stoppedUntil != nil)
    }

    @Test("A state that is not one is empty; one that cannot be written says so, naming its path")
    func broken() throws {
        folder.write("requests/zenquotes.json", Data("garbage".utf8))
        #expect(state.read() == SourceState.Record())
        folder.write("file", Data())
        let unwritable = SourceState(folder: folder.file("file/requests"), key: "x")
        #expect {
            try unwritable.change(patience: .seconds(1)) { $0.requests = [start] }
        } throws: { ($0 as? FileWriteError)?.path == folder.file("file/requests/x.json") }
    }

    @Test("A lock held elsewhere is waited for only as long as the patience given; the state is left as it was")
    func lockHeldElsewhere() throws {
        try state.change(patience: .seconds(1)) { $0.requests = [start] }
        // Another open file description: flock conflicts with it as with another process's.
        let lock = open(folder.file("requests/.zenquotes.json.lock"), O_RDWR | O_CREAT, 0o600)
        defer { close(lock) }
        #expect(flock(lock, LOCK_EX) == 0)
        #expect {
            try state.change(patience: .milliseconds(100)) { $0.requests = [] }
        } throws: {
            guard case .lockHeld = ($0 as? FileWriteError)?.reason else { return false }
            return true
        }
        #expect(state.read().requests.count == 1, "nothing written without the lock")
    }
}
