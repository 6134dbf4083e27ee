import QuoteMessages
import QuoteModel
import QuotePlatform

/// The messages of sources that give no quote: no match, another language, no quotes, and fortune files left out.
extension Message {
    // A source's own reasons leave its name out: the line or the chain's clause that says them puts it before
    // (`chainFailure`), so that a source is named once however many are.

    /// A network source whose `count` answers held no quote that passes the filters.
    package static func noMatchFetched(filters: String, count: Int) -> Message {
        Message(
            "no quote matched \(filters) in the \(count) fetched",
            korean: "가져온 명언 \(count)개 중 \(filters) 조건에 맞는 명언이 없습니다")
    }

    /// A local source none of whose `count` entries passes the filters.
    package static func noMatchAmong(filters: String, count: Int) -> Message {
        Message(
            "no quote matched \(filters) among its \(count)",
            korean: "명언 \(count)개 중 \(filters) 조건에 맞는 명언이 없습니다")
    }

    /// A source not asked: its quotes are in another language than the run asks for (`--lang`).
    package static func otherLanguage(language: String, wanted: String) -> Message {
        Message(
            "not asked: its quotes are in \(language), not in \(wanted) as --lang asks",
            korean: "이 출처의 언어(\(language))가 --lang 값(\(wanted))과 달라 요청하지 않았습니다")
    }

    /// A local source that holds no quotes at all.
    package static var sourceEmpty: Message {
        Message("it holds no quotes", korean: "명언이 하나도 없습니다")
    }

    /// Fortune files that hold no fortune (`strfile` found "no string"): the files named, or their folders.
    package static func noFortunesIn(places: String) -> Message {
        Message("no fortune in \(places)", korean: "\(places) 안에 fortune이 하나도 없습니다")
    }

    /// No fortune file found in any of the places looked in.
    package static func noFortuneFiles(places: String) -> Message {
        Message("no fortune files found in \(places)", korean: "\(places)에서 fortune 파일을 찾지 못했습니다")
    }

    /// No fortune of the `count` looked at passes the conditions given (`-m`, `-s`, `--author`).
    package static func noFortuneMatched(conditions: String, count: Int) -> Message {
        Message(
            "no fortune of the \(count) looked at matches \(conditions)",
            korean: "살펴본 fortune \(count)개 중 \(conditions) 조건에 맞는 fortune이 없습니다")
    }

    /// Fortune files found, none of them usable: how many, where, and why each was left out.
    package static func noUsableFortuneFiles(count: Int, places: String, reasons: Message) -> Message {
        Message(
            "none of the \(count) fortune files found in \(places) can be used: \(reasons)",
            korean: "\(places)에서 찾은 fortune 파일 \(count)개 중 사용할 수 있는 파일이 없습니다: \(reasons)")
    }

    /// A file a command reads that is there but cannot be read (the history, the cache, the saved quotes).
    package static func cannotRead(path: String, reason: Message) -> Message {
        Message("cannot read \(path): \(reason)", korean: "\(path) 파일을 읽을 수 없습니다: \(reason)")
    }

    /// A fortune file that no longer has the entries its strfile `index` says.
    package static func fortuneIndexMismatch(index: String) -> Message {
        Message("its index \(index) does not match it", korean: "색인 파일 \(index)의 내용이 파일과 맞지 않습니다")
    }

    /// A warning that a fortune file cannot be used and is left out, and why.
    package static func fortuneFileSkipped(path: String, reason: Message) -> Message {
        Message("skipped \(path): \(reason)", korean: "\(path) 파일을 건너뛰었습니다: \(reason)")
    }

    /// A fortune file left out, and why: `path: reason`.
    package static func fortuneFileProblem(path: String, reason: Message) -> Message {
        Message("\(path): \(reason)", korean: "\(path): \(reason)")
    }

    /// A fortune file larger than a file scanned whole (`limit` MiB), with no current index.
    package static func fortuneTooLarge(limit: Int) -> Message {
        Message("larger than \(limit) MiB, with no current strfile index", korean: "\(limit) MiB보다 크고 최신 strfile 색인이 없습니다")
    }

    /// A fortune file that holds a NUL byte: not text.
    package static var fortuneBinary: Message {
        Message("not text (it holds a NUL byte)", korean: "텍스트가 아닙니다 (NUL 바이트가 있습니다)")
    }

    /// `--source saved` with nothing saved.
    package static var noSavedQuotesToPick: Message {
        Message("no saved quotes (quote save keeps the last quote)", korean: "저장한 명언이 없습니다 (quote save 명령으로 마지막 명언을 저장하세요)")
    }
}
