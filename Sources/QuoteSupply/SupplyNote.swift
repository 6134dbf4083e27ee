import QuoteSources
import QuoteStore
import Synchronization

/// What went wrong on the way that does not stop the run: said as a warning by the command, in the words the
/// failure table gives it.
package enum SupplyNote: Equatable, Sendable {
    /// Which file a quote could not be kept in.
    package enum Place: Equatable, Sendable {
        /// The cache; `olderRemoved` when the older quote was removed, so that `last` never shows it for this one.
        case cache(olderRemoved: Bool)
        /// The history.
        case history
        /// The span's choice (`today.json`, `every/`).
        case window
        /// A pool.
        case pool
    }

    /// A file could not be written (or its lock had in time).
    case notKept(Place, FileWriteError)
    /// A source still serves, with something wrong with it.
    case source(SourceWarning)
    /// `HOME` names a folder that does not exist: nothing is kept under it, and it is never created.
    case homeMissing(String)

    /// The file error the note is about, if any: a lock held past the deadline among them.
    package var fileError: FileWriteError? {
        switch self {
        case .notKept(_, let error), .source(.stateNotKept(_, let error)): error
        case .source, .homeMissing: nil
        }
    }

    /// Whether it is about keeping what was shown (the cache, the history, a window's choice, a pool, a home that
    /// does not exist), not about where it came from.
    package var isAboutKeeping: Bool {
        switch self {
        case .notKept, .homeMissing: true
        case .source: false
        }
    }

    /// Whether it is about a lock another process held past the deadline, whichever file that lock guards.
    package var isLockHeld: Bool {
        if case .lockHeld = fileError?.reason { true } else { false }
    }
}

/// The notes of one run, each kept once: a source's state that cannot be kept is met at every attempt, and locks
/// another process holds past the deadline are one note, whichever files they guard.
final class SupplyNotes: Sendable {
    private let notes = Mutex<(all: [SupplyNote], said: Int)>(([], 0))

    /// Notes `note`, unless it was noted already.
    func add(_ note: SupplyNote) {
        notes.withLock { notes in
            guard !notes.all.contains(note), !(note.isLockHeld && notes.all.contains { $0.isLockHeld }) else { return }
            notes.all.append(note)
        }
    }

    /// The notes not handed out yet, in order.
    func take() -> [SupplyNote] {
        notes.withLock { notes in
            defer { notes.said = notes.all.count }
            return Array(notes.all[notes.said...])
        }
    }
}
