import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteSupply

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
        // Each request is bounded by the timeout; the whole refill by what the pools lack, and a few minutes.
        let supply = try context.supply(
            for: Self.name, span: .none, deadline: context.clock.now() + Supply.longestRefill.seconds)
        // A HOME that does not exist was named as the reason, by the warning that nothing is kept under it.
        guard !supply.world.stores.homeMissing else { return .finished(.unavailable) }
        guard let pool = supply.request.pool, supply.world.stores.states != nil else {
            context.console.note(Message(.refreshPoolsOff))
            return .finished(.success)
        }
        // Pools of sources no longer defined go: a renamed or removed source's quotes would never be shown.
        PoolStore.removePools(in: pool.folder, except: context.sources.names)
        return .pending { await Self.fill(with: supply, capacity: pool.capacity, in: context) }
    }

    /// Fills each network source's pool in turn; says how each went.
    private static func fill(with supply: Supply, capacity: Int, in context: CommandContext) async -> ExitCode {
        var anyFilled = false
        for source in supply.request.chain.sources {
            guard let source = source as? NetworkSource else {
                context.console.note(Message(.refreshNotNetwork(source: source.name)))
                continue
            }
            let message: MessageID
            switch await supply.refill(source) {
            case .added(let added, let held):
                anyFilled = true
                message = .refreshAdded(source: source.name, added: added, held: held, capacity: capacity)
            case .full(let held):
                anyFilled = true
                message = .refreshFull(source: source.name, held: held)
            case .unfilled(let held):
                message = .refreshNothingNew(source: source.name, held: held, capacity: capacity)
            case .failed(let error):
                message = .refreshFailed(source: source.name, reason: Failure(error).message)
            case .busy:
                message = .refreshBusy(source: source.name)
            case .lockNotMade(let error):
                message = .refreshLockNotMade(source: source.name, path: error.path, reason: Failure.message(for: error.reason))
            }
            context.console.note(Message(message))
        }
        return anyFilled ? .success : .unavailable
    }
}
