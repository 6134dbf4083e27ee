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
        "Fill the pools of unseen quotes now, within each API's limits", korean: "보여 주지 않은 명언을 API 요청 한도 안에서 지금 모아 둡니다")
    package static let help = CommandHelp(
        Phrase(
            "Fills the pool of each network source the settings name (or --source names) with quotes fetched now, until it holds pool quotes or the deadline passes, each request within the source's request budget. Says for each source how many it added and how full its pool is, or why not. Exits 0 when at least one pool was filled or full, 69 when none was.",
            korean:
                "설정이나 --source 옵션이 지정한 네트워크 출처마다 명언을 지금 가져와 모아 둡니다. pool 값만큼 모이거나 제한 시간이 지날 때까지 가져오며, 요청은 출처의 요청 한도를 넘지 않습니다. 출처마다 몇 개를 추가했고 얼마나 모였는지, 또는 왜 채우지 못했는지 알려 줍니다. 하나라도 채웠거나 이미 가득 찼으면 0, 하나도 채우지 못했으면 69로 끝납니다."
        ),
        example: "quote refresh --source zenquotes")

    package init() {}

    package func run(in context: CommandContext) throws -> ExitCode {
        // Each request is bounded by the timeout; the whole refill by what the pools lack, and a few minutes.
        let supply = try context.supply(
            for: Self.name, span: .none, deadline: context.clock.now() + Supply.longestRefill.seconds)
        context.say(supply.takeNotes())
        switch supply.refresh() {
        case .homeMissing:
            // The warning that nothing is kept under it named the reason.
            return .unavailable
        case .poolsOff:
            context.console.note(Message.refreshPoolsOff)
            return .success
        case .steps(let steps):
            let capacity = supply.plan.pool?.capacity ?? 0
            var anyFilled = false
            for step in steps {
                let outcome = step.fill()
                context.say(supply.takeNotes())
                context.console.note(Self.message(for: outcome, of: step.source, capacity: capacity))
                anyFilled = anyFilled || outcome.filled
            }
            return anyFilled ? .success : .unavailable
        }
    }

    /// What `refresh` says of how filling `source`'s pool of `capacity` went.
    private static func message(for outcome: Supply.RefillOutcome, of source: SourceName, capacity: Int) -> Message {
        switch outcome {
        case .added(let added, let held): .refreshAdded(source: source, added: added, held: held, capacity: capacity)
        case .full(let held): .refreshFull(source: source, held: held)
        case .unfilled(let held): .refreshNothingNew(source: source, held: held, capacity: capacity)
        case .failed(let error): .chainFailure(source: source, reason: Failure.reason(for: error))
        case .busy: .refreshBusy(source: source)
        case .lockNotMade(let error):
            .refreshLockNotMade(source: source, path: error.path, reason: Failure.message(for: error.reason))
        case .notNetwork: .refreshNotNetwork(source: source)
        }
    }
}
