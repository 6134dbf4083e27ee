import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore

/// `quote refresh`: fills the pools of the network sources named, now, in the foreground.
///
/// Within each source's request budget and the deadline; one line a source on stderr. What a background refill
/// runs, detached, with `--source` naming the one source.
package struct RefreshCommand: PlainCommand {
    package static let name = CommandName.refresh
    package static let summary = Phrase(
        "Fill the pools of unseen quotes now, within each API's limits", korean: "아직 보여 주지 않은 명언을 지금 모아 둡니다 (API의 요청 한도 안에서)")
    package static let help = CommandHelp(
        Phrase(
            "Fills the pool of each network source the settings name (or --source names) with quotes fetched now, until it holds pool quotes or the deadline passes, each request within the source's request budget. Says for each source how many it added and how full its pool is, or why not. Exits 0 when at least one pool was filled or full, 69 when none was.",
            korean:
                "설정이나 --source 옵션이 지정한 네트워크 출처마다 명언을 지금 가져와 모아 둡니다. pool 값만큼 모이거나 제한 시간이 지날 때까지 가져오며, 요청은 출처의 요청 한도를 넘지 않습니다. 출처마다 몇 개를 추가했고 얼마나 모였는지, 또는 왜 채우지 못했는지 알려 줍니다. 하나라도 채웠거나 이미 가득 찼으면 0, 하나도 채우지 못했으면 69로 끝납니다."
        ),
        options: ["--source", "--pool", "--timeout", "--retries", "--quiet", "--config"],
        example: "quote refresh --source zenquotes")

    package init() {}

    package func run(in context: CommandContext) throws -> Outcome {
        let fetch = QuoteFetch(context: context, command: Self.name, stores: Stores())
        let chain = try fetch.sourceChain()
        guard let pools = Pools(for: context) else {
            context.console.note(Message(.refreshPoolsOff))
            return .finished(.success)
        }
        // Pools of sources no longer defined go: a renamed or removed source's quotes would never be shown.
        PoolStore.removePools(in: pools.folder, except: context.sources.names)
        return .pending { await Self.fill(chain.sources, pools: pools, with: fetch) }
    }

    /// Fills each network source's pool in turn, under one deadline; says how each went.
    private static func fill(_ sources: [any QuoteSource], pools: Pools, with fetch: QuoteFetch) async -> ExitCode {
        let context = fetch.context
        let timeout = context.settings.value(.timeout, for: name)
        let sourceContext = fetch.sourceContext(deadline: context.clock.now() + timeout.seconds, pool: nil)
        var anyFilled = false
        for source in sources {
            guard let source = source as? NetworkSource else {
                context.console.note(Message(.refreshNotNetwork(source: source.name)))
                continue
            }
            let outcome = await Refill.holdingLock(source.name, in: pools.folder) {
                await Refill.fill(pools.store(of: source.name), from: source, capacity: pools.capacity, in: sourceContext)
            }
            let now = context.clock.now()
            switch outcome {
            case .added(let added, let held)?:
                anyFilled = true
                context.console.note(
                    Message(.refreshAdded(source: source.name, added: added, held: held, capacity: pools.capacity)))
            case .full(let held)?:
                anyFilled = true
                context.console.note(Message(.refreshFull(source: source.name, held: held)))
            case .unfilled(let held)?:
                quiet(source.name, until: now + Refill.quietAfterFailure, in: context)
                context.console.note(Message(.refreshNothingNew(source: source.name, held: held, capacity: pools.capacity)))
            case .failed(let error)?:
                // Over its budget, or told to wait: the next refill may start when the next request may go, not
                // a quarter hour later.
                let wait: Duration? =
                    switch error as? SourceError {
                    case .overBudget(_, _, let wait)?, .stopped(_, let wait)?: wait
                    default: nil
                    }
                quiet(source.name, until: now + (wait?.seconds ?? Refill.quietAfterFailure), in: context)
                context.console.note(Message(.refreshFailed(source: source.name, reason: Failure(error).message)))
            case nil:
                context.console.note(Message(.refreshBusy(source: source.name)))
            }
        }
        return anyFilled ? .success : .unavailable
    }

    /// No refill of `source` starts before `until`.
    private static func quiet(_ source: String, until: Date, in context: CommandContext) {
        guard let requests = context.locations.requests else { return }
        RequestLog(folder: requests, source: source).quietRefills(until: until)
    }
}
