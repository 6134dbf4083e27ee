import QuoteMessages
import QuoteModel
import QuotePlatform

/// The lines of `quote refresh`, one a source, on how filling its pool went, and a pool that could not be kept.
extension Message {
    /// A pool filled: how many quotes were added, and how full it is now.
    package static func refreshAdded(source: SourceName, added: Int, held: Int, capacity: Int) -> Message {
        Message(
            "\(source): added \(added), \(held) of \(capacity) in the pool",
            korean: "\(source): \(added)개를 추가했습니다 (모아 둔 명언 \(held)/\(capacity)개)")
    }

    /// A pool that was full already: how many it holds.
    package static func refreshFull(source: SourceName, held: Int) -> Message {
        Message("\(source): the pool is full (\(held))", korean: "\(source): 모아 둔 명언이 가득 찼습니다 (\(held)개)")
    }

    /// A source named that is not a network source, so it has no pool.
    package static func refreshNotNetwork(source: SourceName) -> Message {
        Message("\(source): not a network source, nothing to fill", korean: "\(source): 네트워크 출처가 아니어서 채울 것이 없습니다")
    }

    /// A run that uses no pools (`pool = 0`, `--no-cache`, `--endpoint`): nothing to fill.
    package static var refreshPoolsOff: Message {
        Message(
            "no pool to fill: pool is 0, or --no-cache or --endpoint is given",
            korean: "명언을 모아 두지 않는 설정이라 채울 것이 없습니다: pool 값이 0이거나 --no-cache 또는 --endpoint 옵션을 지정했습니다")
    }

    /// A source whose pool another refill is filling now: nothing was done.
    package static func refreshBusy(source: SourceName) -> Message {
        Message("\(source): another refill of its pool is running", korean: "\(source): 이 출처의 명언을 모으는 다른 프로세스가 실행 중입니다")
    }

    /// A source whose refill lock cannot be made (a `HOME` that is not writable): nothing was done.
    package static func refreshLockNotMade(source: SourceName, path: String, reason: Message) -> Message {
        Message(
            "\(source): cannot make its refill lock \(path): \(reason)",
            korean: "\(source): 명언을 모을 때 사용하는 잠금 파일(\(path))을 만들 수 없습니다: \(reason)")
    }

    /// A pool that got nothing new before the deadline, and is not full.
    package static func refreshNothingNew(source: SourceName, held: Int, capacity: Int) -> Message {
        Message(
            "\(source): nothing new in its answers, \(held) of \(capacity) in the pool",
            korean: "\(source): 받은 응답에 새 명언이 없습니다 (모아 둔 명언 \(held)/\(capacity)개)")
    }

    /// A warning that quotes fetched but not shown yet could not be kept in a pool's file.
    package static func poolNotKept(path: String, reason: Message) -> Message {
        Message("could not keep unseen quotes in \(path): \(reason)", korean: "아직 보여 주지 않은 명언을 \(path) 파일에 쓸 수 없습니다: \(reason)")
    }
}
