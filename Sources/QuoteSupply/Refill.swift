import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore

/// Filling one source's pool: what `quote refresh` does for each source it names, in the foreground or, started
/// by a run that left a pool at half or below, detached in the background.
extension Supply {
    /// What filling a pool came to.
    package enum RefillOutcome: Sendable {
        /// Quotes were added: how many, and how many the pool holds now.
        case added(Int, held: Int)
        /// The pool was full already: how many it holds.
        case full(held: Int)
        /// Nothing was added and the pool is not full: the answers held nothing new.
        case unfilled(held: Int)
        /// Nothing was added: why.
        case failed(SourceError)
        /// Another refill of the source holds its lock: nothing was done.
        case busy
        /// The source's refill lock cannot be made (a `HOME` that is not writable): nothing was done.
        case lockNotMade(FileWriteError)
    }

    /// The longest a refill runs, whatever it lacks: a refresh's deadline, so that a background process is still
    /// bounded.
    package static let longestRefill: Duration = .seconds(300)
    /// How many answers in a row that bring nothing new end a refill: an API that repeats itself.
    static let fruitlessAnswers = 3

    /// Fills `source`'s pool until it holds its capacity, one refill of the source at a time.
    ///
    /// Each request is bounded by the timeout and takes only a slot of the budget that is free (a run someone
    /// waits on goes first); the refill asks at most once for each quote the pool lacks, stops after
    /// ``fruitlessAnswers`` answers in a row with nothing new, and ends by the request's deadline (a refresh's:
    /// ``longestRefill``). A failure (the network, a status, a rate limit) keeps background refills of
    /// the source quiet: until the limit lifts, or a quarter hour; nothing new does not.
    package func refill(_ source: NetworkSource) async -> RefillOutcome {
        guard let pool = request.pool, let state = world.stores.state(of: source.name) else { return .busy }
        let held: RefillOutcome?
        do {
            held = try await state.holdingRefillLock {
                await fill(pool.store(of: source.name), from: source, capacity: pool.capacity)
            }
        } catch {
            return .lockNotMade(error)
        }
        guard let outcome = held else { return .busy }
        if case .failed(let error) = outcome {
            let quiet: TimeInterval =
                if case .rateLimited(let limit) = error { max(1, limit.until.timeIntervalSince(now)) } else {
                    Self.retryAfterFailure
                }
            do throws(FileWriteError) {
                try state.quietRefills(until: now.addingTimeInterval(quiet), patience: patience)
            } catch {
                world.note(.source(.stateNotKept(source: source.name, error)))
            }
        }
        return outcome
    }

    /// Fills `store` from `source` under the refill's rules (see ``refill(_:)``).
    private func fill(_ store: PoolStore, from source: NetworkSource, capacity: Int) async -> RefillOutcome {
        let url = source.url.absoluteString
        var held = store.count(url: url)
        guard held < capacity else { return .full(held: held) }
        var (added, fruitless) = (0, 0)
        // Bounded whatever the API sends back: a request at most for each quote missing.
        var requestsLeft = capacity - held
        while held < capacity, requestsLeft > 0, fruitless < Self.fruitlessAnswers, now < request.deadline {
            requestsLeft -= 1
            let deadline = min(request.deadline, now.addingTimeInterval(request.timeout.seconds))
            do {
                let records = try await source.fetch(in: sourceContext(deadline: deadline, reservesAhead: false), batch: true)
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
