import QuoteJSON
import QuoteModel
import QuotePlatform

/// The quote chosen for a window of local time, kept in a small file of its own: `today`'s beside the history
/// (`today.json`), chosen at the first `today` of a local day and shown again all day whatever else `quote`
/// prints meanwhile; `--every`'s in a folder beside it (`every/KEY.json`), one for each duration, list of
/// sources and filters.
///
/// Each choice belongs to the sources it was chosen from (and their endpoint and language): a run that asks
/// others chooses its own, kept beside the others of the same window, one a line. When no source could be
/// reached, an entry holds the fallback that was shown and when to try the network again, so that a shell start
/// never waits twice in a quarter hour; only for the sources that failed.
package struct WindowStore: Sendable {
    /// The window's quote, as the file holds it.
    package struct Entry: Equatable, Sendable {
        /// The window it is the quote of: a ``TimeWindow``'s description, `2026-11-23` for a day.
        package var window: String
        /// What it was chosen from: the sources, their endpoint and the language (`zenquotes,dummyjson --lang en`);
        /// `nil` in a file of an earlier version, which held one choice.
        package var sources: String?
        /// The quote.
        package var record: QuoteRecord
        /// Until when a fallback stands without asking the network again.
        package var retryAt: Date?

        /// Creates an entry for `window`, chosen from `sources`.
        package init(window: TimeWindow, sources: String? = nil, record: QuoteRecord, retryAt: Date? = nil) {
            self.window = window.description
            self.sources = sources
            self.record = record
            self.retryAt = retryAt
        }

        /// Creates an entry for a day: `today`'s.
        package init(day: LocalDay, sources: String? = nil, record: QuoteRecord, retryAt: Date? = nil) {
            window = day.description
            self.sources = sources
            self.record = record
            self.retryAt = retryAt
        }

        /// Whether it was chosen from `sources`; an earlier version's entry, which names none, is anybody's.
        package func isChosen(from sources: String) -> Bool {
            self.sources.map { $0 == sources } ?? true
        }

        /// Whether it is the quote of `window`.
        package func isFor(_ window: TimeWindow) -> Bool {
            self.window == window.description
        }

        /// The day it is the quote of, for an entry of a day.
        package var day: LocalDay? { LocalDay(window) }

        /// The entry one line holds: what ``jsonLine`` writes, or a `today.json` of an earlier version, which named
        /// its day `day`; `nil` for anything else.
        ///
        /// Read member by member, its record's too, neither object built (the first of a key given twice kept): a kept
        /// `quote today` reads one, and building the two objects was a twentieth of its work.
        init?(line: Data) {
            var window: JSONValue?
            var day: JSONValue?
            var sources: JSONValue?
            var retryAt: JSONValue?
            var fields = QuoteRecord.Fields()
            var recordMembers = 0
            var recordNotObject = false
            func first(_ place: inout JSONValue?, _ value: JSONValue) {
                if place == nil { place = value }
            }
            let read: Void? = try? JSONValue.forEachMember(
                of: line, expanding: "record",
                into: { key, value in
                    recordMembers += 1
                    fields.take(key, value)
                },
                { key, value in
                    switch key {
                    case "window": first(&window, value)
                    case "day": first(&day, value)
                    case "sources": first(&sources, value)
                    case "retryAt": first(&retryAt, value)
                    // A record that is not an object, before any that is.
                    case "record": if recordMembers == 0 { recordNotObject = true }
                    default: break
                    }
                })
            guard read != nil, !recordNotObject, let record = fields.record else { return nil }
            if case .string(let window)? = window {
                self.window = window
            } else if case .string(let text)? = day, let day = LocalDay(text) {
                self.window = day.description
            } else {
                return nil
            }
            switch sources {
            case nil: self.sources = nil
            case .string(let text)?: self.sources = text
            default: return nil
            }
            self.record = record
            switch retryAt {
            case nil: self.retryAt = nil
            case .string(let text)?:
                guard let date = Timestamp.date(from: text) else { return nil }
                self.retryAt = date
            default: return nil
            }
        }

        /// The entry as one line of JSON, keys sorted, `retryAt` a ``Timestamp``; absent values left out.
        var jsonLine: String {
            var members = [("window", JSONText.string(window)), ("record", record.jsonLine)]
            if let sources { members.append(("sources", JSONText.string(sources))) }
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

    /// `--every`'s store for the choices of `key`, beside a history file.
    package init(every key: EveryKey, besideHistory history: String) {
        self.init(path: Path.join(Path.folder(of: history), "every/\(key.name).json"))
    }

    /// What one of `--every`'s choices is kept by: its duration, the sources and their endpoint, the filters, the
    /// language; each has a file of its own.
    package struct EveryKey: Hashable, Sendable {
        /// The parts, in order, as text.
        package let parts: [String]

        /// The key of `parts`.
        package init(_ parts: [String]) {
            self.parts = parts
        }

        /// The file's name: the parts' hash, the same at every run, in hexadecimal.
        package var name: String { String(StableHash.fnv1a(parts.joined(with: "\u{1F}")), radix: 16) }
    }

    /// The most choices a file keeps for one window: runs with that many different sources in one day.
    static let mostEntries = 16

    /// The entry chosen from `sources`, or with none given the last one written; `nil` when there is none that is
    /// usable.
    ///
    /// Read without `JSONDecoder`, whose first use (its generic set-up, the runtime demangling its types) was a
    /// quarter of a `today` that shows its kept quote.
    ///
    /// Read from the last line back, each decoded only until one is found: the newest is most often the one asked.
    package func load(sources: String? = nil) -> Entry? {
        guard let data = try? FileReader.read(path, limit: Self.maximumFileSize) else { return nil }
        for range in JSONLines.lineRanges(of: data).reversed() {
            if let entry = Entry(line: data[range]), sources.map(entry.isChosen(from:)) ?? true { return entry }
        }
        return nil
    }

    /// Every usable entry, in the order written: a line that is none is passed over.
    package func entries() -> [Entry] {
        guard let data = try? FileReader.read(path, limit: Self.maximumFileSize) else { return [] }
        return JSONLines.lineRanges(of: data).compactMap { Entry(line: data[$0]) }
    }

    /// Keeps `entry` atomically, in place of the entry chosen from the same sources, beside the others of its
    /// window (those of other windows are dropped); keeps nothing when the path is not a regular file
    /// (`/dev/null`).
    ///
    /// - Throws: ``FileWriteError``; the old file is then as it was.
    package func save(_ entry: Entry) throws(FileWriteError) {
        guard FileKind(at: path) != .other else { return }
        let others = entries().filter { $0.window == entry.window && $0.sources != nil && $0.sources != entry.sources }
        let kept = others.suffix(Self.mostEntries - 1) + [entry]
        try AtomicFile.write([Data(utf8: kept.map { $0.jsonLine + "\n" }.joined())], to: path)
    }

    /// Runs `body` holding the lock around choosing and keeping the window's quote, so that several first runs
    /// at once (a terminal restoring its panes) agree: one chooses, the others wait and read its choice.
    ///
    /// - Parameter patience: how long to wait for the lock: until the run's deadline, as the run that holds it
    ///   chooses within its own.
    /// - Throws: ``FileWriteError`` when the lock cannot be had in time (or a folder cannot be written), and only
    ///   then.
    package func withLock<T>(patience: Duration, _ body: () -> T) throws(FileWriteError) -> T {
        try FileLock.withLock(for: path, shared: false, patience: patience, body)
    }
}
