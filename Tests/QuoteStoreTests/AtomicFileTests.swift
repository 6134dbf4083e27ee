import Foundation
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

/// Atomic writes through their own API: what every store's file promises.
@Suite("Atomic files", .timeLimit(.minutes(1)))
struct AtomicFileTests {
    let folder = TemporaryFolder()

    @Test("The parts are written in order, the folder made (0700), the file 0600, and no temporary file stays")
    func writesParts() throws {
        let path = folder.file("a/b/file")
        try AtomicFile.write([Data("one ".utf8), Data("two".utf8)], to: path)
        #expect(folder.contents("a/b/file") == Data("one two".utf8))
        #expect(folder.listing("a/b") == ["file"])
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(stat(folder.file("a"), &info) == 0 && info.st_mode & 0o777 == 0o700)
    }

    @Test("A symbolic link is written through: its target is replaced, in the target's folder, and the link stays")
    func throughLinks() throws {
        folder.write("real", Data("old".utf8))
        #expect(symlink(folder.file("real"), folder.file("link")) == 0)
        try AtomicFile.write([Data("new".utf8)], to: folder.file("link"))
        #expect(folder.contents("real") == Data("new".utf8))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link"))) == folder.file("real"))
    }

    @Test("A FIFO is never replaced by a regular file, and the write does not wait on it")
    func neverReplacesAFIFO() throws {
        let path = folder.file("fifo")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: FileWriteError(path: path, reason: .notARegularFile)) {
            try AtomicFile.write([Data("x".utf8)], to: path)
        }
        #expect(FileKind(at: path) == .other)
        #expect(folder.listing() == ["fifo"])
    }

    @Test("A device is never replaced", .makesDevices)
    func neverReplacesADevice() {
        let null = folder.make(.null, named: "null")
        #expect(throws: FileWriteError.self) { try AtomicFile.write([Data("x".utf8)], to: null) }
        var info = stat()
        #expect(stat(null, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR && folder.listing() == ["null"])
    }

    @Test("A path through a file that is not a folder fails, naming the path; nothing is left behind")
    func notAFolder() {
        folder.write("plain", Data("x".utf8))
        let path = folder.file("plain/inside")
        #expect(throws: FileWriteError.self) { try AtomicFile.write([Data("y".utf8)], to: path) }
        #expect(folder.listing() == ["plain"])
        #expect(folder.contents("plain") == Data("x".utf8))
    }
}
