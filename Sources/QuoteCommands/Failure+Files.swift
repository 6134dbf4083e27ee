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
        case .noCacheLocation: Failure(Message(.noCacheLocation), .noInput)
        case .noCachedQuote(let path): Failure(Message(.noCachedQuote(path: path)), .noInput)
        case .noHistoryLocation: Failure(Message(.noHistoryLocation), .noInput)
        case .noSavedLocation: Failure(Message(.noSavedLocation), .noInput)
        case .saveFailed(let error):
            Failure(Message(.saveFailed(path: error.path, reason: message(for: error.reason))), .ioError)
        case .changeFailed(let error):
            Failure(Message(.changeFailed(path: error.path, reason: message(for: error.reason))), .ioError)
        case .unreadable(let path, let failure):
            Failure(Message(.cannotRead(path: path, reason: message(for: failure))), .noInput)
        case .noHistoryEntry(let number, let count):
            Failure(
                Message(count == 0 ? .noHistoryEntryNoneKept(number: number) : .noHistoryEntry(number: number, count: count)),
                .usage)
        }
    }

    /// Why a file could not be written, after "could not save to PATH: ".
    static func message(for reason: FileWriteError.Reason) -> Message {
        switch reason {
        case .system(let words): Message(.asWritten(words: words))
        case .notAFolder(let folder): Message(.fileNotAFolder(folder: folder))
        case .notARegularFile: Message(.fileNotARegularFile)
        case .lockUnopenable(let lock, let words): Message(.fileLockUnopenable(lock: lock, reason: words))
        case .lockFailed(let lock, let words): Message(.fileLockFailed(lock: lock, reason: words))
        case .lockHeld(let lock, let patience): Message(.fileLockHeld(lock: lock, seconds: patience.secondsText))
        case .unreadable(let failure): Message(.fileUnreadable(reason: message(for: failure)))
        case .shortWrite(let written, let total): Message(.fileShortWrite(written: written, total: total))
        }
    }

    static func message(for failure: FileReader.Failure) -> Message {
        switch failure {
        case .missing: Message(.readMissing)
        case .tooLarge: Message(.readTooLarge)
        case .unreadable(let words): Message(.asWritten(words: words))
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
        guard let last = names.last, names.count > 1 else { return Message(.asWritten(words: names.joined())) }
        return Message(.alternatives(others: list(names.dropLast()), last: last))
    }
}
