import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation

/// Where a run talks to its user: stdout for what was asked for, stderr for everything else, in the user's
/// language.
///
/// Everything a person reads on stderr is a catalog ``Message``: these functions take nothing else, so no
/// sentence can be written outside the catalog.
package struct Console: Sendable {
    /// Where quotes, lists, help and version go.
    package var stdout: any OutputSink
    /// Where errors, warnings and notes go.
    package var stderr: any OutputSink
    /// The language messages are written in.
    package var language: Language
    /// Whether notes and warnings are left unsaid (`--quiet`); errors are said regardless.
    package var isQuiet: Bool

    /// Creates a console.
    package init(stdout: any OutputSink, stderr: any OutputSink, language: Language, isQuiet: Bool = false) {
        self.stdout = stdout
        self.stderr = stderr
        self.language = language
        self.isQuiet = isQuiet
    }

    /// Writes `text` to stdout; a failure is reported (quietly for a closed pipe) and becomes exit 74.
    package func emit(_ text: String) -> ExitCode {
        do {
            try stdout.write(text)
            return .success
        } catch {
            if !error.isBrokenPipe { say(Failure(error).message) }
            return .ioError
        }
    }

    /// Writes `data` to stdout, whatever bytes it holds; a failure is reported as ``emit(_:)-(String)`` reports it.
    package func emit(_ data: Data) -> ExitCode {
        do {
            try stdout.write(data)
            return .success
        } catch {
            if !error.isBrokenPipe { say(Failure(error).message) }
            return .ioError
        }
    }

    /// A note on stderr: what happened instead of what was asked, when the command still succeeds.
    package func note(_ message: Message) {
        if !isQuiet { say(Message.note(message: message)) }
    }

    /// A warning on stderr: something went wrong that does not stop the command.
    package func warn(_ message: Message) {
        if !isQuiet { say(Message.warning(message: message)) }
    }

    /// Reports `failure` on stderr and returns its exit code; a usage error adds a hint to `--help`, and a run
    /// whose sources could none be reached one line on what works without a network.
    package func fail(_ failure: Failure) -> ExitCode {
        say(failure.message)
        let hint: Message? =
            switch failure.exitCode {
            case .usage: .usageHint
            case .unavailable where failure.isOffline: .offlineHint
            default: nil
            }
        if let hint { try? stderr.write(hint.text(in: language) + "\n") }
        return failure.exitCode
    }

    /// One line on stderr, after the program name; if stderr itself fails there is nowhere left to say so.
    ///
    /// Messages quote what servers sent (a body's `message`, a `Content-Type`, a redirect's target, libcurl's
    /// words about them), so each line goes through the same sanitizer as text output, and stays one line.
    private func say(_ message: Message) {
        try? stderr.write("quote: \(TerminalSanitizer.sanitizeLine(message.text(in: language)))\n")
    }
}
