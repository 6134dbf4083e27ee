import QuoteMessages
import QuoteModel
import QuotePlatform

/// The quote chosen for a window of local time, kept in a small file of its own: `today`'s beside the history
/// (`today.json`), chosen at the first `today` of a local day and shown again all day whatever else `quote`
/// prints meanwhile; `--every`'s in a folder beside it (`every/KEY.json`), one for each duration, list of
/// sources and filters.
///
/// When no source could be reached, it holds the fallback that was shown and when to try the network
/// again, so that a shell start never waits twice in a quarter hour.
package struct WindowStore: Sendable {
    /// The window's quote, as the file holds it.
    package struct Entry: Equatable, Sendable {
        /// The window it is the quote of: a ``TimeWindow``'s description, `2026-11-23` for a day.
        package var window: String
        /// The quote.
        package var record: QuoteRecord
        /// Until when a fallback stands without asking the network again.
        package var retryAt: Date?

        /// Creates an entry for `window`.
        package init(window: TimeWindow, record: QuoteRecord, retryAt: Date? = nil) {
            self.window = window.description
            self.record = record
            self.retryAt = retryAt
        }

        /// Creates an entry for a day: `today`'s.
        package init(day: LocalDay, record: QuoteRecord, retryAt: Date? = nil) {
            window = day.description
            self.record = record
            self.retryAt = retryAt
        }

        /// Whether it is the quote of `window`.
        package func isFor(_ window: TimeWindow) -> Bool {
            self.window == window.description
        }

        /// The day it is the quote of, for an entry of a day.
        package var day: LocalDay? { LocalDay(window) }

        /// The entry `members` hold: what ``jsonLine`` writes, or a `today.json` of an earlier version, which named
        /// its day `day`; `nil` for anything else.
        init?(_ members: [String: JSONValue]) {
            if case .string(let window)? = members["window"] {
                self.window = window
            } else if case .string(let text)? = members["day"], let day = LocalDay(text) {
                window = day.description
            } else {
                return nil
            }
            // The record as the one reader of records reads it: the object it was written as, again a line.
            guard let value = members["record"], case .object = value, let record = QuoteRecord(line: Data(utf8: value.jsonLine))
            else { return nil }
            self.record = record
            switch members["retryAt"] {
            case nil: retryAt = nil
            case .string(let text)?:
                guard let date = Timestamp.date(from: text) else { return nil }
                retryAt = date
            default: return nil
            }
        }

        /// The entry as one line of JSON, keys sorted, `retryAt` a ``Timestamp``; absent values left out.
        var jsonLine: String {
            var members = [("window", JSONText.string(window)), ("record", record.jsonLine)]
            if let retryAt { members.append(("retryAt", JSONText.string(Timestamp.string(from: retryAt)))) }
            return JSONText.object(members)
        }
    }

    /// A file this size is not one of ours.
    static let maximumFileSize = 1 << 20

    /// The file.
    package var path: String

    /// Creates a store at `path`; nothing is touched until it is used.
    package init(path: String) {
        self.path = path
    }

    /// `today`'s store beside a history file, as the default places have it.
    package init(besideHistory history: String) {
        self.init(path: Path.join(Path.folder(of: history), "today.json"))
    }

    /// `--every`'s store for the choices called `key` (a duration, sources and filters), beside a history file.
    package init(every key: String, besideHistory history: String) {
        self.init(path: Path.join(Path.folder(of: history), "every/\(key).json"))
    }

    /// The entry, or `nil` when there is none that is usable.
    ///
    /// Read without `JSONDecoder`, whose first use (its generic set-up, the runtime demangling its types) was a
    /// quarter of a `today` that shows its kept quote.
    package func load() -> Entry? {
        guard let data = try? FileReader.read(path, limit: Self.maximumFileSize),
            case .object(let members)? = try? JSONValue(parsing: data)
        else { return nil }
        return Entry(members)
    }

    /// Replaces the entry atomically; keeps nothing when the path is not a regular file (`/dev/null`).
    ///
    /// - Throws: ``FileWriteError``; the old file is then as it was.
    package func save(_ entry: Entry) throws(FileWriteError) {
        guard FileKind(at: path) != .other else { return }
        try AtomicFile.write(Data(utf8: entry.jsonLine + "\n"), to: path)
    }

    /// Runs `body` holding the lock around choosing and keeping the window's quote, so that several first runs
    /// at once (a terminal restoring its panes) agree: one chooses, the others wait and read its choice.
    ///
    /// - Parameter patience: how long to wait for the lock: until the run's deadline, as the run that holds it
    ///   chooses within its own.
    /// - Throws: ``FileWriteError`` when the lock cannot be had in time (or a folder cannot be written), and only
    ///   then.
    package func withLock<T>(patience: Duration, _ body: () async -> T) async throws(FileWriteError) -> T {
        try await FileLock.withLock(for: path, patience: patience, body)
    }

    /// Records that the window's quote was just shown again (its file's modification time, nothing written), so
    /// that `save` keeps the quote the user saw last.
    package func markShown() {
        ShownMark.mark(path)
    }

    /// When the window's quote was last shown or written; `nil` when there is none.
    package var shownAt: (seconds: Int, nanoseconds: Int)? {
        ShownMark.time(of: path)
    }
}
