import QuoteConfig
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore

/// Filling one source's pool: what `quote refresh` does for each source it names, in the foreground or, started
/// by a run that left a pool at half or below, detached in the background.
///
/// One refill of a source at a time: each holds `pool/.NAME.refill` locked while it fills (the file says its
/// process id, for tests that wait for it to end), and a run starts none while one holds it.
enum Refill {
    /// What filling a pool came to.
    enum Outcome {
        /// Quotes were added: how many, and how many the pool holds now.
        case added(Int, held: Int)
        /// The pool was full already: how many it holds.
        case full(held: Int)
        /// Nothing was added and the pool is not full: the deadline passed first, or the answers held nothing new.
        case unfilled(held: Int)
        /// Nothing was added: why.
        case failed(any Error)
    }

    /// How long after a failed refill no refill of the source starts: the quarter hour `today` waits after a
    /// failure too.
    static let quietAfterFailure = WindowChoice.retryAfterFailure

    /// Fills `pool` with what `source` gives, until it holds `capacity` or the context's deadline passes, every
    /// request within the source's budget (waiting for it, while that is before the deadline).
    static func fill(_ pool: PoolStore, from source: NetworkSource, capacity: Int, in context: SourceContext) async -> Outcome {
        let url = source.url.absoluteString
        var held = pool.count(url: url)
        guard held < capacity else { return .full(held: held) }
        var added = 0
        // Bounded whatever the API sends back: a request at most for each quote missing (an API that repeats
        // itself), and none after two in a row that brought nothing new.
        var requestsLeft = capacity - held
        var fruitless = 0
        while held < capacity, requestsLeft > 0, fruitless < 2, context.clock.now() < context.deadline {
            requestsLeft -= 1
            do {
                let records = try await source.fetch(in: context, batch: true, waitsForLeave: true)
                let result = try pool.add(records, url: url, capacity: capacity, now: context.clock.now())
                added += result.added
                held = result.held
                fruitless = result.added == 0 ? fruitless + 1 : 0
            } catch {
                if added == 0 { return .failed(error) }
                break
            }
        }
        if added > 0 { return .added(added, held: held) }
        return held >= capacity ? .full(held: held) : .unfilled(held: held)
    }

    /// The lock file of `source`'s refills in the pools' `folder`.
    static func lockPath(_ source: String, in folder: String) -> String {
        Path.join(folder, ".\(source).refill")
    }

    /// Whether a refill of `source` holds its lock now.
    static func isRunning(_ source: String, in folder: String) -> Bool {
        let descriptor = open(lockPath(source, in: folder), O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return false }
        defer { close(descriptor) }
        return flock(descriptor, LOCK_SH | LOCK_NB) != 0 && errno == EWOULDBLOCK
    }

    /// Runs `body` holding `source`'s refill lock, the process id written in it; `nil` when another refill holds
    /// it (or it cannot be made), and `body` is not run.
    static func holdingLock<T>(_ source: String, in folder: String, _ body: () async -> T) async -> T? {
        _ = try? AtomicFile.makeFolder(folder, for: folder)
        let descriptor = open(lockPath(source, in: folder), O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return nil }
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(descriptor, 0)
        _ = pid.withUnsafeBytes { pwrite(descriptor, $0.baseAddress, $0.count, 0) }
        return await body()
    }

    /// The command line of a background refill of `source` with the run's own settings: the pool's size, the
    /// deadline, the retries and the config file (made absolute: a refill runs from `/`); the environment goes
    /// as it is, and with it the proxy and CA variables and `QUOTE_API_URL`.
    static func arguments(for source: String, in context: CommandContext) -> [String] {
        let settings = context.settings
        var arguments = [
            CommandName.refresh.rawValue, "--source", source, "--pool", String(settings[.pool]),
            "--timeout", settings.value(.timeout, for: .random).secondsText, "--retries", String(settings[.retries]),
        ]
        // Named by a flag or QUOTE_CONFIG: made absolute, as the refill runs from /. The default place is absolute.
        switch settings.origin(of: Setting<String?>.config) {
        case .flag, .environment:
            if let config = settings[.config] { arguments += ["--config", Path.absolute(config)] }
        default: break
        }
        return arguments
    }
}
