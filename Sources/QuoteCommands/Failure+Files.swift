import QuoteConfig
import QuoteHTTP
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore

/// The failure table's file errors, and how a line names lists and quotes a server.
extension Failure {
    static func failure(for error: CommandError) -> Failure {
        switch error {
        case .noCacheLocation: Failure(.noCacheLocation, .noInput)
        case .noCachedQuote(let path): Failure(.noCachedQuote(path: path), .noInput)
        case .noHistoryLocation: Failure(.noHistoryLocation, .noInput)
        case .noSavedLocation: Failure(.noSavedLocation, .noInput)
        case .saveFailed(let error):
            Failure(.saveFailed(path: error.path, reason: message(for: error.reason)), .ioError)
        case .changeFailed(let error):
            Failure(.changeFailed(path: error.path, reason: message(for: error.reason)), .ioError)
        case .unreadable(let path, let failure):
            Failure(.cannotRead(path: path, reason: message(for: failure)), .noInput)
        case .noHistoryEntry(let number, let count):
            Failure(
                count == 0 ? .noHistoryEntryNoneKept(number: number) : .noHistoryEntry(number: number, count: count),
                .usage)
        }
    }

    /// Why a file could not be written, after "could not save to PATH: ".
    static func message(for reason: FileWriteError.Reason) -> Message {
        switch reason {
        case .system(let reason): .systemReason(reason)
        case .notAFolder(let folder): .fileNotAFolder(folder: folder)
        case .notARegularFile: .fileNotARegularFile
        case .lockUnopenable(let lock, let words): .fileLockUnopenable(lock: lock, reason: words)
        case .lockFailed(let lock, let words): .fileLockFailed(lock: lock, reason: words)
        case .lockHeld(let lock, let patience): .fileLockHeld(lock: lock, seconds: patience.secondsText)
        case .unreadable(let failure): .fileUnreadable(reason: message(for: failure))
        case .shortWrite(let written, let total): .fileShortWrite(written: written, total: total)
        }
    }

    static func message(for failure: FileReader.Failure) -> Message {
        switch failure {
        case .missing: .readMissing
        case .tooLarge: .readTooLarge
        case .unreadable(let reason): .systemReason(reason)
        }
    }

    // MARK: - Lists and excerpts

    /// What a message quotes of a server's own text: sanitized first, as whole escape sequences (a title
    /// sequence leaves nothing behind), on one line, its white space folded, and cut to 60 characters.
    static func excerpt(_ text: String) -> String {
        let line = TerminalSanitizer.sanitizeLine(text).split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
        return line.count > 60 ? String(line.prefix(60)) + "…" : line
    }

    /// Names in a sentence: "a, b, c".
    static func list(_ names: [String]) -> String {
        names.joined(separator: ", ")
    }

    /// Choices in a sentence: "a, b or c".
    static func alternatives(_ names: [String]) -> Message {
        guard let last = names.last, names.count > 1 else { return Message.asWritten(words: names.joined()) }
        return Message.alternatives(others: list(names.dropLast()), last: last)
    }
}
