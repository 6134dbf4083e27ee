import QuoteModel
import QuotePlatform

/// One network source's state across runs, in the state folder (`requests/NAME.json`): the requests that count
/// against its budget (foreground fetches, retries, refills alike, and slots reserved ahead), until when its
/// server asked to be left alone (a 429, ZenQuotes' stand-in quote), and until when no refill of it starts; and
/// beside it the lock a refill of it holds (`requests/NAME.refill`).
///
/// Every change holds the file's lock (``FileLock``) for no longer than the caller's deadline, and throws
/// ``FileWriteError`` when the lock cannot be had in time or the file cannot be written: the caller says so, and
/// a request goes all the same (a run whose state cannot be kept still fetches). A state that cannot be read is
/// an empty one.
package struct SourceState: Sendable {
    /// What the file holds.
    package struct Record: Equatable, Sendable {
        /// The moments of the requests within the longest period a budget looks at, oldest first; a moment still to
        /// come is a slot a run reserved and waits for.
        package var requests: [Date] = []
        /// Until when the source asked not to be asked.
        package var stoppedUntil: Date?
        /// Until when no refill starts, after one that failed.
        package var refillQuietUntil: Date?

        /// An empty record.
        package init() {}
    }

    /// A file this size is not one of ours.
    static let maximumFileSize = 64 << 10
    /// The most request times kept: more than any budget counts (DummyJSON's 100).
    static let maximumRequests = 1000
    /// Added to every period between the requests a budget counts: what a request's way to the server (loading
    /// libcurl, a connection, the scheduler) may add to one and not the other, so that the server never sees two
    /// closer than its period.
    package static let guardTime: TimeInterval = 0.05

    /// The file.
    package let path: String
    /// The lock a refill of the source holds while it fills the pool.
    package let refillLockPath: String

    /// The state of `source` in `folder`.
    package init(folder: String, source: String) {
        path = Path.join(folder, "\(source).json")
        refillLockPath = Path.join(folder, "\(source).refill")
    }

    /// Reserves the earliest slot for one request within `limit` in any `period`, at `now` or later, if that is no
    /// later than `latest`; the slot then counts at once, so that no other run takes it.
    ///
    /// - Parameters:
    ///   - ahead: whether a slot still to come may be reserved (a foreground run, which then waits for it and so
    ///     goes before any refill); a refill takes only a slot that is free now, so it never holds one up.
    ///   - patience: how long to wait for the lock: the caller's deadline.
    package func reserve(
        limit: Int, period: TimeInterval, now: Date, latest: Date, ahead: Bool = true, patience: Duration
    ) throws(FileWriteError) -> RequestSlot {
        try change(patience: patience) { record in
            let slot = Self.earliest(in: record, limit: limit, period: period, from: now)
            guard slot <= (ahead ? latest : now) else { return .refused(until: slot) }
            record.requests = Array(
                (record.requests.filter { $0 > now.addingTimeInterval(-period - Self.guardTime) } + [slot])
                    .sorted().suffix(Self.maximumRequests))
            return .granted(slot)
        }
    }

    /// Gives back a slot whose request never reached the server (a name that did not resolve, a connection refused
    /// or never accepted): it costs the API nothing, so it costs the budget nothing.
    package func giveBack(_ slot: Date, patience: Duration) throws(FileWriteError) {
        try change(patience: patience) { record in
            if let index = record.requests.firstIndex(of: slot) { record.requests.remove(at: index) }
        }
    }

    /// The earliest moment from `now` at which one more request keeps every span of `period` (and the guard time)
    /// to `limit` requests, reserved slots included, and the server's stop has passed.
    static func earliest(in record: Record, limit: Int, period: TimeInterval, from now: Date) -> Date {
        let span = period + guardTime
        let base = max(now, record.stoppedUntil ?? now)
        let times = record.requests.filter { $0 > base.addingTimeInterval(-span) }.sorted()
        // Whether a request at `moment` leaves every span that holds it with `limit` requests at most: the spans
        // worth looking at start at the moment or at a request before it.
        func fits(_ moment: Date) -> Bool {
            let starts = [moment] + times.filter { $0 <= moment && $0 > moment.addingTimeInterval(-span) }
            return starts.allSatisfy { start in
                times.count(where: { $0 >= start && $0 < start.addingTimeInterval(span) }) < limit
            }
        }
        if fits(base) { return base }
        // What fits changes only where a request leaves a span: a request's own moment, or one span after it.
        let candidates = (times + times.map { $0.addingTimeInterval(span) }).filter { $0 > base }.sorted()
        return candidates.first(where: fits) ?? (times.last ?? base).addingTimeInterval(span)
    }

    /// When the next request may go, seen from `now`, without reserving it.
    package func nextAllowed(limit: Int, period: TimeInterval, now: Date) -> Date {
        Self.earliest(in: read(), limit: limit, period: period, from: now)
    }

    /// Records that the source asked not to be asked before `until`.
    package func stop(until: Date, patience: Duration) throws(FileWriteError) {
        try change(patience: patience) { record in
            record.stoppedUntil = max(until, record.stoppedUntil ?? until)
        }
    }

    /// Records that a refill failed: none starts before `until`.
    package func quietRefills(until: Date, patience: Duration) throws(FileWriteError) {
        try change(patience: patience) { record in
            record.refillQuietUntil = until
        }
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
        return record
    }

    /// Reads, changes and writes the record under the lock; `body`'s answer.
    private func change<T>(patience: Duration, _ body: (inout Record) -> T) throws(FileWriteError) -> T {
        try FileLock.withLock(for: path, patience: patience) { () throws(FileWriteError) -> T in
            var record = read()
            let before = record
            let answer = body(&record)
            if record != before { try write(record) }
            return answer
        }
    }

    private func write(_ record: Record) throws(FileWriteError) {
        guard FileKind(at: path) != .other else { return }
        func number(_ date: Date) -> String { JSONText.number((date.timeIntervalSince1970 * 1000).rounded() / 1000) }
        var members = [("requests", "[" + record.requests.map(number).joined(with: ",") + "]")]
        if let stopped = record.stoppedUntil { members.append(("stoppedUntil", number(stopped))) }
        if let quiet = record.refillQuietUntil { members.append(("refillQuietUntil", number(quiet))) }
        try AtomicFile.write(Data(utf8: JSONText.object(members) + "\n"), to: path, durability: .replaceable)
    }

    /// Whether a refill of the source holds its lock now.
    package var isRefilling: Bool {
        let descriptor = open(refillLockPath, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }

    /// Runs `body` holding the source's refill lock, the process id written in it (for tests that wait for a
    /// refill to end); `nil` when another refill holds it, and `body` is not run: one refill of a source at a time.
    ///
    /// - Throws: ``FileWriteError`` when the lock cannot be made or taken (a `HOME` that is not writable): not
    ///   the same as another refill running.
    package func holdingRefillLock<T>(_ body: () async -> T) async throws(FileWriteError) -> T? {
        try AtomicFile.makeFolder(Path.folder(of: refillLockPath), for: refillLockPath)
        let descriptor = open(refillLockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw FileWriteError(path: refillLockPath, reason: .system(SystemError())) }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else {
            guard errno == EWOULDBLOCK else { throw FileWriteError(path: refillLockPath, reason: .system(SystemError())) }
            return nil
        }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return await body()
    }
}
