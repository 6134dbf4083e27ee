import QuoteModel
import QuotePlatform

/// When a network source was last asked, kept across runs in the state folder (`requests/NAME.json`), so that
/// many quick runs together, foreground fetches and refills alike, stay within the source's request budget; and
/// until when the source said to stop (a 429, ZenQuotes' stand-in quote), or a refill of it failed.
///
/// A log that cannot be read is an empty one; one that cannot be written grants what it is asked (a run without
/// a state folder still fetches, as it did before budgets).
package struct RequestLog: Sendable {
    /// What the file holds.
    package struct State: Equatable, Sendable {
        /// The times of the requests within the longest period a budget looks at, oldest first.
        package var requests: [Date] = []
        /// Until when the source asked not to be asked.
        package var stoppedUntil: Date?
        /// Until when no refill starts, after one that failed.
        package var refillQuietUntil: Date?

        /// An empty log.
        package init() {}
    }

    /// A file this size is not one of ours.
    static let maximumFileSize = 64 << 10
    /// The most request times kept: more than any budget counts (DummyJSON's 100).
    static let maximumRequests = 1000

    /// The file.
    package let path: String

    /// The log of `source` in `folder`.
    package init(folder: String, source: String) {
        path = Path.join(folder, "\(source).json")
    }

    /// Counts one request at `now`, unless `limit` were made in the `period` before it or the source asked to be
    /// left alone until after `now`.
    ///
    /// - Returns: `nil` when the request may go (it is then counted), else when the next one may.
    package func reserve(limit: Int, period: TimeInterval, now: Date) -> Date? {
        change { state in
            if let next = Self.next(in: state, limit: limit, period: period, now: now) { return next }
            let recent = state.requests.filter { $0 > now.addingTimeInterval(-period) && $0 <= now }
            state.requests = Array((recent + [now]).suffix(Self.maximumRequests))
            return nil
        }
    }

    /// When the next request may go, seen from `now`, without counting one: `nil` when it may go now.
    package func nextAllowed(limit: Int, period: TimeInterval, now: Date) -> Date? {
        Self.next(in: read(), limit: limit, period: period, now: now)
    }

    /// When the next request may go by `state`; `nil` for now.
    private static func next(in state: State, limit: Int, period: TimeInterval, now: Date) -> Date? {
        if let stopped = state.stoppedUntil, stopped > now { return stopped }
        let recent = state.requests.filter { $0 > now.addingTimeInterval(-period) && $0 <= now }
        return recent.count >= limit ? recent[recent.count - limit].addingTimeInterval(period) : nil
    }

    /// Records that the source asked not to be asked before `until`.
    package func stop(until: Date) {
        _ = change { state -> Date? in
            state.stoppedUntil = max(until, state.stoppedUntil ?? until)
            return nil
        }
    }

    /// Records that a refill failed: none starts before `until`.
    package func quietRefills(until: Date) {
        _ = change { state -> Date? in
            state.refillQuietUntil = until
            return nil
        }
    }

    /// What the file holds now.
    package func read() -> State {
        guard let data = try? FileReader.read(path, limit: Self.maximumFileSize),
            case .object(let members)? = try? JSONDecoder().decode(JSONValue.self, from: data)
        else { return State() }
        func date(_ value: JSONValue?) -> Date? {
            switch value {
            case .integer(let seconds)?: Date(timeIntervalSince1970: Double(seconds))
            case .number(let seconds)?: Date(timeIntervalSince1970: seconds)
            default: nil
            }
        }
        var state = State()
        if case .array(let times)? = members["requests"] { state.requests = times.compactMap(date).sorted() }
        state.stoppedUntil = date(members["stoppedUntil"])
        state.refillQuietUntil = date(members["refillQuietUntil"])
        return state
    }

    /// Reads, changes and writes the state under the lock; `body`'s answer, or `nil` when the lock or the write
    /// fails (the request is then let through).
    private func change(_ body: (inout State) -> Date?) -> Date? {
        try? FileLock.withLock(for: path) { () throws(FileWriteError) -> Date? in
            var state = read()
            let before = state
            let answer = body(&state)
            if state != before { try write(state) }
            return answer
        } ?? nil
    }

    private func write(_ state: State) throws(FileWriteError) {
        guard FileKind(at: path) != .other else { return }
        func number(_ date: Date) -> String { JSONText.number((date.timeIntervalSince1970 * 1000).rounded() / 1000) }
        var members = [("requests", "[" + state.requests.map(number).joined(separator: ",") + "]")]
        if let stopped = state.stoppedUntil { members.append(("stoppedUntil", number(stopped))) }
        if let quiet = state.refillQuietUntil { members.append(("refillQuietUntil", number(quiet))) }
        try AtomicFile.write(Data((JSONText.object(members) + "\n").utf8), to: path, durability: .replaceable)
    }
}
