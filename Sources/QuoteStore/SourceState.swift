import QuoteJSON
import QuoteModel
import QuotePlatform

/// One network source's state at one server across runs, in the state folder.
///
/// `requests/NAME.json` for the source's own server, `requests/NAME@SERVER.json` for another it was pointed at.
/// It holds the requests that count against the source's budget (foreground fetches, retries, refills alike, and slots reserved ahead),
/// until when the server asked to be left alone (a 429, ZenQuotes' stand-in quote), and until when no refill
/// of the source starts; the arithmetic over them is the sources' (`RequestLedger`), this keeps them.
///
/// Every change holds the file's lock (``FileLock``) for no longer than the caller's deadline, and throws
/// ``FileWriteError`` when the lock cannot be had in time or the file cannot be written: the caller says so, and
/// a request goes all the same (a run whose state cannot be kept still fetches). A state that cannot be read is
/// an empty one.
package struct SourceState: Sendable {
    /// What the file holds, every moment to the millisecond.
    package struct Record: Equatable, Sendable {
        /// The moments of the requests within the longest period a budget looks at, oldest first; a moment still to
        /// come is a slot a run reserved and waits for.
        package var requests: [Date] = []
        /// Until when the server asked not to be asked.
        package var stoppedUntil: Date?
        /// Until when no refill starts, after one that failed.
        package var refillQuietUntil: Date?
        /// The server asked, as `quote sources --json` names it (`https://zenquotes.io:443`); `nil` in a file of an
        /// earlier version.
        package var server: String?

        /// An empty record.
        package init() {}
    }

    /// A file this size is not one of ours.
    static let maximumFileSize = 64 << 10

    /// The file.
    package let path: String

    /// The state called `key` (a source's name, or `NAME@SERVER`) in `folder`.
    package init(folder: String, key: String) {
        path = Path.join(folder, "\(key).json")
    }

    /// The keys of source `source`'s states in `folder`: its own server's first, then each other server's it
    /// was pointed at, by name.
    package static func keys(in folder: String, source: SourceName) -> [String] {
        let keys = Path.names(in: folder).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(".json".count)) }
        let others = keys.filter { $0.hasPrefix(source.text + "@") }.sorted()
        return (keys.contains(source.text) ? [source.text] : []) + others
    }

    /// What the file holds now.
    package func read() -> Record {
        guard let data = try? FileReader.read(path, limit: Self.maximumFileSize),
            case .object(let members)? = try? JSONValue(parsing: data)
        else { return Record() }
        func date(_ value: JSONValue?) -> Date? {
            switch value {
            case .integer(let seconds)?: Date(timeIntervalSince1970: Double(seconds))
            case .number(let seconds)?: Date(timeIntervalSince1970: seconds)
            default: nil
            }
        }
        var record = Record()
        if case .array(let times)? = members["requests"] { record.requests = times.compactMap(date).sorted() }
        record.stoppedUntil = date(members["stoppedUntil"])
        record.refillQuietUntil = date(members["refillQuietUntil"])
        if case .string(let server)? = members["server"] { record.server = server }
        return record
    }

    /// Reads, changes and writes the record under the lock; `body`'s answer.
    ///
    /// The lock is waited for `patience` at most; nothing is written when `body` changes nothing.
    package func change<T>(patience: Duration, _ body: (inout Record) -> T) throws(FileWriteError) -> T {
        try FileLock.withLock(for: path, patience: patience) { () throws(FileWriteError) -> T in
            var record = read()
            let before = record
            let answer = body(&record)
            if record != before { try write(record) }
            return answer
        }
    }

    /// Records that a refill failed: none starts before `until`.
    package func quietRefills(until: Date, patience: Duration) throws(FileWriteError) {
        try change(patience: patience) { $0.refillQuietUntil = until }
    }

    private func write(_ record: Record) throws(FileWriteError) {
        guard FileKind(at: path) != .other else { return }
        func number(_ date: Date) -> String { JSONText.number((date.timeIntervalSince1970 * 1000).rounded() / 1000) }
        var members = [("requests", "[" + record.requests.map(number).joined(with: ",") + "]")]
        if let stopped = record.stoppedUntil { members.append(("stoppedUntil", number(stopped))) }
        if let quiet = record.refillQuietUntil { members.append(("refillQuietUntil", number(quiet))) }
        if let server = record.server { members.append(("server", JSONText.string(server))) }
        // In place, not renamed over: a fetch waits for this write before it asks (``InPlaceFile``).
        try InPlaceFile.overwrite(Data(utf8: JSONText.object(members) + "\n"), at: path)
    }
}
