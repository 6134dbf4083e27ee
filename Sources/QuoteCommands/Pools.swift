import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore

/// A run's pools of unseen quotes, one per network source, and the background refill that keeps them filled;
/// `nil` (see ``init(for:)``) for a run that neither reads nor fills them.
struct Pools {
    /// Where the pool files are.
    let folder: String
    /// How many quotes each pool holds when full.
    let capacity: Int
    /// The run.
    let context: CommandContext

    /// The pools of a run that keeps them: `pool` above 0, and none of `--fresh`, `--no-cache` and a command
    /// line's `--endpoint` (a URL for one run); `nil` otherwise, or with no cache folder.
    init?(for context: CommandContext) {
        let settings = context.settings
        let endpointFromFlag = if case .flag = settings.origin(of: Setting<URL?>.endpoint) { true } else { false }
        guard settings[.pool] > 0, !settings[.fresh], !settings[.noCache], !endpointFromFlag,
            let folder = context.locations.pools, !context.locations.isUnderMissingHome(folder)
        else { return nil }
        self.folder = folder
        capacity = settings[.pool]
        self.context = context
    }

    /// The pool of source `name`.
    func store(of name: String) -> PoolStore {
        PoolStore(folder: folder, source: name)
    }

    /// The newest pooled quote of `source` that passes `filter` and is none of the `recent` ones shown.
    ///
    /// It is taken out of its pool; a refill starts when that leaves the pool at half or below. `nil` when none
    /// suits.
    func take(from source: NetworkSource, filter: QuoteFilter, recent: [Quote]) -> QuoteRecord? {
        let store = store(of: source.name)
        let taken: PoolStore.Taken
        do {
            taken = try store.take(url: source.url.absoluteString, now: context.clock.now()) { record in
                filter.matches(record.quote) && !recent.contains { $0.isSameSaying(as: record.quote) }
            }
        } catch {
            context.console.warn(Message(.poolNotKept(path: error.path, reason: Failure.message(for: error.reason))))
            return nil
        }
        // A pool that had nothing to give is refilled after the fetch that follows, which may fill it some.
        if taken.record != nil { refillIfLow(source.name, holding: taken.left) }
        return taken.record
    }

    /// What a fetch hands the pools: the quotes it did not show.
    var keeper: PoolKeeper {
        let (folder, capacity, console, clock) = (folder, capacity, context.console, context.clock)
        return PoolKeeper { name, url, records in
            do throws(FileWriteError) {
                try PoolStore(folder: folder, source: name).add(
                    records, url: url.absoluteString, capacity: capacity, now: clock.now())
            } catch {
                console.warn(Message(.poolNotKept(path: error.path, reason: Failure.message(for: error.reason))))
            }
        }
    }

    /// Starts a refill of `source`'s pool, detached, when it holds half of ``capacity`` or less: unless refills
    /// are `manual`, one runs already, or one failed in the last quarter hour.
    func refillIfLow(_ source: String, holding count: Int) {
        guard count <= capacity / 2, context.settings[.refill] == .auto else { return }
        if let folder = context.locations.requests,
            let quiet = RequestLog(folder: folder, source: source).read().refillQuietUntil, quiet > context.clock.now()
        {
            return
        }
        guard !Refill.isRunning(source, in: folder) else { return }
        _ = context.launch(Refill.arguments(for: source, in: context), context.environment)
    }
}
