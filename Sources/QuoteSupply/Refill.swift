import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore

/// Filling pools: what `quote refresh` does for each source it names, in the foreground or, started by a run that
/// left a pool low, detached in the background.
extension Supply {
    /// What filling one source's pool came to.
    package enum RefillOutcome: Sendable {
        /// Quotes were added: how many, and how many the pool holds now.
        case added(Int, held: Int)
        /// The pool was full already: how many it holds.
        case full(held: Int)
        /// Nothing was added and the pool is not full: every answer held only quotes the pool has (an API that
        /// repeats itself, or gives one quote a day).
        case unfilled(held: Int)
        /// Nothing was added: why.
        case failed(SourceError)
        /// Another refill of the source holds its lock: nothing was done.
        case busy
        /// The source's refill lock cannot be made (a `HOME` that is not writable): nothing was done.
        case lockNotMade(FileWriteError)
        /// The source is not a network source: it has no pool.
        case notNetwork

        /// Whether the pool was filled, or found full.
        package var filled: Bool {
            switch self {
            case .added, .full: true
            case .unfilled, .failed, .busy, .lockNotMade, .notNetwork: false
            }
        }
    }

    /// What a refresh can do.
    package enum Refresh: Sendable {
        /// Nothing: `HOME` names a folder that does not exist, as a note says.
        case homeMissing
        /// Nothing: the run uses no pools (`pool = 0`, `--no-cache`, `--endpoint`).
        case poolsOff
        /// Fill the pool of each source of the plan, in turn: each step names its source and fills its pool.
        case steps([(source: SourceName, fill: @Sendable () -> RefillOutcome)])
    }

    /// The longest a refill runs, whatever it lacks: a refresh's deadline, so that a background process is still
    /// bounded.
    package static let longestRefill: Duration = .seconds(300)
    /// How many answers in a row that bring nothing new end a refill: an API that repeats itself.
    static let fruitlessAnswers = 3

    /// Fills the pool of each of the plan's sources, in turn, after removing the pools of sources no longer defined
    /// (a renamed or removed source's quotes would never be shown).
    package func refresh() -> Refresh {
        guard !plan.stores.homeMissing else { return .homeMissing }
        guard let pool = plan.pool, plan.stores.states != nil else { return .poolsOff }
        PoolStore.removePools(in: pool.folder, except: plan.knownSources)
        return .steps(
            plan.chain.sources.map { source in
                (
                    source.name,
                    { [self] in
                        guard let network = source as? NetworkSource else { return .notNetwork }
                        return refill(network)
                    }
                )
            })
    }

    /// Fills `source`'s pool until it holds its capacity, one refill of the source at a time.
    ///
    /// It first waits for the runs' own requests on their way (their answers go to the pool), then asks only for
    /// what the pool lacks: each request bounded by the timeout, taking only a slot of the budget that is free (a
    /// run someone waits on goes first), at most once for each quote missing; it stops after
    /// ``fruitlessAnswers`` answers in a row with nothing new, and ends by the plan's deadline (a refresh's:
    /// ``longestRefill``). A failure (the network, a status, a rate limit) keeps background refills of the source
    /// quiet: until the limit lifts, or a quarter hour; nothing new does not.
    private func refill(_ source: NetworkSource) -> RefillOutcome {
        // refresh() asks only with pools and a state folder.
        guard let pool = plan.pool, let lock = plan.stores.refillLock(of: source.name) else { return .notNetwork }
        let held: RefillOutcome?
        do {
            held = try lock.holding {
                let store = pool.store(of: source.name)
                store.waitForAsks(patience: patience)
                return fill(store, from: source, capacity: pool.capacity)
            }
        } catch {
            return .lockNotMade(error)
        }
        guard let outcome = held else { return .busy }
        if case .failed(let error) = outcome, let state = plan.stores.state(source.stateKey(for: source.url)) {
            let quiet: TimeInterval =
                if case .rateLimited(let limit) = error { max(1, limit.until.timeIntervalSince(now)) } else {
                    Self.retryAfterFailure
                }
            do throws(FileWriteError) {
                try state.quietRefills(until: now.addingTimeInterval(quiet), patience: patience)
            } catch {
                self.state.notes.add(.source(.stateNotKept(source: source.name, error)))
            }
        }
        return outcome
    }

    /// Fills `store` from `source` under the refill's rules (see ``refill(_:)``).
    private func fill(_ store: PoolStore, from source: NetworkSource, capacity: Int) -> RefillOutcome {
        let url = source.url.absoluteString
        var held = store.count(url: url)
        guard held < capacity else { return .full(held: held) }
        var (added, fruitless) = (0, 0)
        // Bounded whatever the API sends back: a request at most for each quote missing.
        var requestsLeft = capacity - held
        while held < capacity, requestsLeft > 0, fruitless < Self.fruitlessAnswers, now < plan.deadline {
            requestsLeft -= 1
            let deadline = min(plan.deadline, now.addingTimeInterval(plan.timeout.seconds))
            do {
                let records = try source.fetch(in: sourceContext(deadline: deadline, reservesAhead: false), batch: true)
                let result = try store.add(records, url: url, capacity: capacity, now: now, patience: .until(deadline, from: now))
                added += result.added
                held = result.held
                fruitless = result.added == 0 ? fruitless + 1 : 0
            } catch let error as SourceError {
                if added == 0 { return .failed(error) }
                break
            } catch {
                break
            }
        }
        if added > 0 { return .added(added, held: held) }
        return held >= capacity ? .full(held: held) : .unfilled(held: held)
    }
}
