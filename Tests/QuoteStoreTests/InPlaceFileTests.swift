import Foundation
import QuoteJSON
import QuotePlatform
import QuoteStore
import QuoteTestSupport
import Testing

/// Writes over a file's old contents: what a source's state promises at each request it counts.
@Suite("Files written in place", .timeLimit(.minutes(1)))
struct InPlaceFileTests {
    let folder = TemporaryFolder()

    @Test("A new file is made (0600) in a folder made for it (0700), holding the bytes written")
    func makesTheFile() throws {
        let path = folder.file("a/b/state.json")
        try InPlaceFile.overwrite(Data(#"{"requests":[1]}"#.utf8), at: path)
        #expect(folder.contents("a/b/state.json") == Data(#"{"requests":[1]}"#.utf8))
        var info = stat()
        #expect(stat(path, &info) == 0 && info.st_mode & 0o777 == 0o600)
        #expect(stat(folder.file("a"), &info) == 0 && info.st_mode & 0o777 == 0o700)
    }

    @Test("The file stays the one it was: written in place, never renamed over")
    func inPlace() throws {
        let path = folder.file("state.json")
        folder.write("state.json", Data(#"{"requests":[1,2]}"#.utf8))
        var before = stat()
        #expect(stat(path, &before) == 0)
        try InPlaceFile.overwrite(Data(#"{"requests":[3,4]}"#.utf8), at: path)
        var after = stat()
        #expect(stat(path, &after) == 0 && after.st_ino == before.st_ino)
        #expect(folder.contents("state.json") == Data(#"{"requests":[3,4]}"#.utf8))
        #expect(folder.listing() == ["state.json"])
    }

    @Test("Shorter contents are padded with spaces to the old length, in one write: the file is always one JSON value")
    func padded() throws {
        let old = #"{"requests":[1796169009.775,1796169010.775,1796169011.775]}"# + "\n"
        folder.write("state.json", Data(old.utf8))
        let new = #"{"requests":[1796169011.775]}"# + "\n"
        try InPlaceFile.overwrite(Data(new.utf8), at: folder.file("state.json"))
        let contents = try #require(folder.contents("state.json"))
        #expect(contents == Data((new + String(repeating: " ", count: old.utf8.count - new.utf8.count)).utf8))
        #expect(try JSONValue(parsing: contents) == .object(["requests": .array([.number(1_796_169_011.775)])]))
    }

    @Test("A file longer than a state ever is (not one of ours) is cut to the new contents, not padded")
    func cutWhenLong() throws {
        folder.write("state.json", Data(String(repeating: "x", count: InPlaceFile.paddedLength + 1).utf8))
        try InPlaceFile.overwrite(Data("{}\n".utf8), at: folder.file("state.json"))
        #expect(folder.contents("state.json") == Data("{}\n".utf8))
        // One byte longer than contents of the bound's length: cut all the same.
        folder.write("one.json", Data(String(repeating: "x", count: InPlaceFile.paddedLength + 1).utf8))
        let long = Data(String(repeating: " ", count: InPlaceFile.paddedLength - 3).utf8) + Data("{}\n".utf8)
        try InPlaceFile.overwrite(long, at: folder.file("one.json"))
        #expect(folder.contents("one.json") == long)
        // At the bound itself, padded.
        folder.write("edge.json", Data(String(repeating: "x", count: InPlaceFile.paddedLength).utf8))
        try InPlaceFile.overwrite(Data("{}\n".utf8), at: folder.file("edge.json"))
        #expect(folder.contents("edge.json")?.count == InPlaceFile.paddedLength)
    }

    @Test("A symbolic link is written through: its target is written, and the link stays")
    func throughLinks() throws {
        folder.write("real", Data("old contents".utf8))
        #expect(symlink(folder.file("real"), folder.file("link")) == 0)
        try InPlaceFile.overwrite(Data("new".utf8), at: folder.file("link"))
        #expect(folder.contents("real") == Data("new         ".utf8))
        #expect((try? FileManager.default.destinationOfSymbolicLink(atPath: folder.file("link"))) == folder.file("real"))
    }

    @Test("A link into a folder not made yet: the folder is made and the target written, the link stays a link")
    func danglingLink() throws {
        #expect(symlink("later/real", folder.file("link")) == 0)
        try InPlaceFile.overwrite(Data("new".utf8), at: folder.file("link"))
        #expect(folder.contents("later/real") == Data("new".utf8))
        #expect(FileStatus(at: folder.file("link"), followingLinks: false)?.kind == .link)
    }

    @Test("A FIFO is never written, nor waited on, whether anyone reads it or not")
    func neverAFIFO() throws {
        let path = folder.file("fifo")
        #expect(mkfifo(path, 0o600) == 0)
        #expect(throws: FileWriteError.self) { try InPlaceFile.overwrite(Data("x".utf8), at: path) }
        // With a reader, the FIFO opens for writing: what is opened is looked at before a byte goes.
        let reader = open(path, O_RDONLY | O_NONBLOCK)
        #expect(reader >= 0)
        defer { close(reader) }
        #expect(throws: FileWriteError(path: path, reason: .notARegularFile)) {
            try InPlaceFile.overwrite(Data("x".utf8), at: path)
        }
        var byte: UInt8 = 0
        #expect(read(reader, &byte, 1) <= 0, "nothing written into the FIFO")
        #expect(FileKind(at: path) == .other)
        #expect(folder.listing() == ["fifo"])
    }

    @Test("A device is never written", .makesDevices)
    func neverADevice() {
        let null = folder.make(.null, named: "null")
        #expect(throws: FileWriteError(path: null, reason: .notARegularFile)) {
            try InPlaceFile.overwrite(Data("x".utf8), at: null)
        }
        var info = stat()
        #expect(stat(null, &info) == 0 && info.st_mode & S_IFMT == S_IFCHR && folder.listing() == ["null"])
    }

    @Test("A path through a file that is not a folder fails, naming the path; the file is as it was")
    func notAFolder() {
        folder.write("plain", Data("x".utf8))
        let path = folder.file("plain/inside")
        #expect(throws: FileWriteError.self) { try InPlaceFile.overwrite(Data("y".utf8), at: path) }
        #expect(folder.contents("plain") == Data("x".utf8))
    }
}
