import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteSupply

/// `quote fortune [OPTIONS] [[N%] FILE|DIR]...`: fortune(6)'s options and operands with fortune's meaning, so that
/// `alias fortune='quote fortune'` keeps a fortune user's habits; the fortune shown is a run like any other (kept,
/// in the history, `--json`, `--format` and `--lang` apply).
package struct FortuneCommand: Command {
    package static let name = CommandName.fortune
    package static let operand: String? = "[-aoefslciw] [-n N] [-m PATTERN] [[N%] FILE|DIR]..."
    package static let readsShortOptions = true
    package static let summary = Phrase(
        "A fortune, with fortune(6)'s options: files, percentages, -s, -l, -m",
        korean: "fortune(6)의 옵션으로 fortune을 보여 줍니다 (파일, 백분율, -s, -l, -m)")
    package static let help = CommandHelp(
        Phrase(
            "Shows a fortune as fortune(6) does, from the files and folders given (each may follow a percentage, N%, kept exactly; the rest is shared among the others by how many entries they hold) or from the fortune path. -a: all files, the off/ ones too; -o: only the off/ ones; -e: every file equally likely; -f: list the files with their percentages and exit; -s, -l: only short or long fortunes, -n N the longest short one (160); -m PATTERN: print every fortune that matches, as a fortune file, file names on stderr (-i: ignoring case); -c: name the file first; -w: wait in proportion to its length before ending. Percentages over 100, or 100 with files left over, are a usage error (64).",
            korean:
                "fortune(6)처럼 주어진 파일과 디렉터리(앞에 N% 백분율을 붙일 수 있고, 그 백분율은 그대로 지키며 나머지는 다른 파일에 항목 수에 따라 나눕니다)나 fortune 경로에서 fortune을 하나 보여 줍니다. -a: off/ 파일까지 모든 파일, -o: off/ 파일만, -e: 모든 파일을 같은 확률로, -f: 파일과 백분율을 보여 주고 끝냅니다, -s와 -l: 짧은 fortune이나 긴 fortune만(-n N: 짧은 fortune의 최대 길이, 기본값 160), -m PATTERN: 패턴에 맞는 fortune을 모두 fortune 파일 형식으로 출력하고 파일 이름은 표준 오류로 출력합니다(-i: 대소문자 무시), -c: 파일 이름을 먼저 보여 줍니다, -w: 길이에 비례해 기다린 뒤 끝냅니다. 백분율의 합이 100을 넘거나, 100인데 백분율이 없는 파일이 남으면 사용법 오류(64)입니다."
        ),
        options: CommandHelp.printing + ["--lang", "--no-cache", "--cache-file", "--history-file"],
        example: "quote fortune 90% funny wise")

    /// fortune's own options.
    package struct Options: Equatable, Sendable {
        /// `-a`: the offensive (`off/`) files as well.
        package var all = false
        /// `-o`: only the offensive files.
        package var offensive = false
        /// `-e`: every file equally likely.
        package var equally = false
        /// `-f`: print the files that would be searched, with their percentages, and exit.
        package var listFiles = false
        /// `-s`: only short fortunes.
        package var short = false
        /// `-l`: only long fortunes.
        package var long = false
        /// `-n N`: the longest a short fortune is.
        package var shortest = 160
        /// `-m PATTERN`: print every fortune that matches.
        package var pattern: String?
        /// `-i`: `-m` ignores case.
        package var ignoreCase = false
        /// `-c`: name the file before the fortune.
        package var namesFile = false
        /// `-w`: wait in proportion to the fortune's length before ending.
        package var waits = false
    }

    /// The options given.
    package let options: Options
    /// The files and folders given, each with its percentage, if any.
    package let places: [(percent: Double?, path: String)]

    /// Reads fortune's options and operands.
    ///
    /// - Throws: ``UsageError`` for an option fortune does not take, `-n` or `-m` without a value, a bad number, or a
    ///   percentage with no file after it.
    package init(operands: [String]) throws(UsageError) {
        var options = Options()
        var places: [(percent: Double?, path: String)] = []
        var percent: (value: Double, word: String)?
        var words = operands[...]
        while let word = words.popFirst() {
            if word.hasPrefix("-"), word.count > 1, places.isEmpty, percent == nil {
                var letters = word.dropFirst()[...]
                while let letter = letters.popFirst() {
                    switch letter {
                    case "a": options.all = true
                    case "o": options.offensive = true
                    case "e": options.equally = true
                    case "f": options.listFiles = true
                    case "s": options.short = true
                    case "l": options.long = true
                    case "i": options.ignoreCase = true
                    case "c": options.namesFile = true
                    case "w": options.waits = true
                    case "n", "m":
                        // The value: the rest of the word, or the next one.
                        let value = letters.isEmpty ? words.popFirst() : String(letters)
                        letters = ""
                        guard let value else { throw .optionNeedsValue("-\(letter)") }
                        if letter == "m" {
                            options.pattern = value
                        } else {
                            guard let length = Int(value), length > 0 else { throw .fortuneBadLength(value) }
                            options.shortest = length
                        }
                    default: throw .unknownOption("-\(letter)")
                    }
                }
            } else if word.hasSuffix("%"), let value = Double(word.dropLast()), value >= 0 {
                if let percent { throw .fortunePercentWithoutFile(percent.word) }
                percent = (value, word)
            } else {
                places.append((percent?.value, word))
                percent = nil
            }
        }
        if let percent { throw .fortunePercentWithoutFile(percent.word) }
        self.options = options
        self.places = places
    }

    package func run(in context: CommandContext) throws -> Outcome {
        let items = try draw(in: context)
        let shares: [(path: String, percent: Double)]
        do {
            shares = try FortuneDraw.shares(items.map { $0.item }, equally: options.equally)
        } catch {
            throw UsageError.fortunePercentages(error)
        }
        if options.listFiles {
            let lines = shares.map { share in "\(Self.percentText(share.percent)) \(share.path)\n" }
            return .finished(context.console.emit(lines.joined()))
        }
        let files = items.flatMap { $0.files }
        if let pattern = options.pattern { return .finished(try search(pattern, in: shares, files: files, context: context)) }
        let (record, length) = try pick(from: shares, files: files, in: context)
        // Shown and kept as any quote is; no source of the settings is asked, so none of theirs can fail it.
        let supply = try context.supply(for: .random, span: .none, chain: SourceChain([Drawn(record: record)]))
        let named = options.namesFile && context.presenter.format == .text
        let shown = try context.outcome(of: supply, heading: named ? "(\(record.source.location ?? ""))\n%\n" : nil)
        guard options.waits else { return shown }
        // fortune's own rule: a second for every 20 characters, 6 at the least.
        let seconds = max(length / 20, 6)
        return .pending { [clock = context.clock] in
            let code: ExitCode
            switch shown {
            case .finished(let finished): code = finished
            case .pending(let rest): code = try await rest()
            }
            guard code == .success else { return code }
            try? await clock.sleep(.seconds(seconds))
            return code
        }
    }

    /// The fortune drawn, as the one source a run of the supply asks.
    private struct Drawn: QuoteSource {
        let record: QuoteRecord
        var name: String { "fortune" }
        var isNetwork: Bool { false }
        func quote(in context: SourceContext) async throws(SourceError) -> QuoteRecord { record }
    }

    /// A share as fortune writes it: `30.00%`.
    static func percentText(_ percent: Double) -> String {
        let hundredths = Int((percent * 100).rounded())
        let fraction = String(hundredths % 100)
        return "\(hundredths / 100).\(fraction.count == 1 ? "0" + fraction : fraction)%"
    }

    /// The files the operands (or the fortune path) stand for, each opened, with each operand's percentage.
    private func draw(in context: CommandContext) throws -> [(item: FortuneDraw.Item, files: [FortuneFile])] {
        let given = !places.isEmpty
        let places: [(percent: Double?, path: String)] =
            given
            ? self.places
            : FortuneLibrary.places(environment: context.environment, userFolder: context.locations.fortunes).map { (nil, $0) }
        var items: [(item: FortuneDraw.Item, files: [FortuneFile])] = []
        for place in places {
            var info = stat()
            let exists = stat(place.path, &info) == 0
            if given, !exists { throw SourceError.noFortuneFiles(searched: [place.path]) }
            let isFolder = exists && info.st_mode & S_IFMT == S_IFDIR
            // The offensive files live in a folder's off/, read only when asked for.
            let regular = !isFolder || !options.offensive ? FortuneLibrary.files(at: place.path) : []
            let offensive =
                isFolder && (options.offensive || options.all) ? FortuneLibrary.files(at: Path.join(place.path, "off")) : []
            var files: [FortuneFile] = []
            for path in regular + offensive {
                do {
                    files.append(try FortuneFile(path: path))
                } catch {
                    context.console.warn(
                        Failure.message(for: SourceWarning.fortuneFileSkipped(SkippedFortuneFile(path: path, problem: error))))
                }
            }
            guard !files.isEmpty || place.percent != nil else { continue }
            items.append((FortuneDraw.Item(files: files.map { ($0.path, $0.count) }, percent: place.percent), files))
        }
        guard items.contains(where: { !$0.files.isEmpty }) else {
            throw SourceError.noFortuneFiles(searched: places.map({ $0.path }))
        }
        return items
    }

    /// An entry's text without the newline that ends its last line.
    private static func body(_ text: String) -> Substring {
        text.hasSuffix("\n") ? text.dropLast() : text[...]
    }

    /// Whether entry `text` may be shown: its length as `-s` and `-l` ask, and the run's filters.
    private func suits(_ text: String, filter: QuoteFilter) -> Bool {
        let length = Self.body(text).count
        if options.short && length > options.shortest { return false }
        if options.long && length <= options.shortest { return false }
        return filter.isEmpty
            || (!FortuneEntry.isRuledOut(text, by: filter) && filter.matches(FortuneEntry.quote(from: text, id: 0)))
    }

    /// A fortune drawn by the shares, then uniformly among its file's entries that suit.
    ///
    /// A file with none that suit drops out and the draw is made again among the rest: only the files drawn are
    /// read.
    private func pick(
        from shares: [(path: String, percent: Double)], files: [FortuneFile], in context: CommandContext
    ) throws -> (QuoteRecord, Int) {
        let filter = QuoteFilter(settings: context.settings)
        var open = shares
        while let path = FortuneDraw.pick(open, random: context.random.next()) {
            guard var file = files.first(where: { $0.path == path }),
                let chosen = choose(from: &file, filter: filter, random: context.random)
            else {
                open.removeAll { $0.path == path }
                continue
            }
            let record = QuoteRecord(
                quote: FortuneEntry.quote(from: chosen.text, id: chosen.number + 1),
                source: FortuneLibrary.label(of: path), fetchedAt: context.clock.now())
            return (record, Self.body(chosen.text).count)
        }
        throw SourceError.noMatchAmong(filter: filter, count: files.map { $0.count }.reduce(0, +), source: "fortune")
    }

    /// An entry of `file` that suits, uniformly, with its number; `nil` when none does, or the file cannot be read.
    private func choose(
        from file: inout FortuneFile, filter: QuoteFilter, random: RandomSource
    ) -> (number: Int, text: String)? {
        func index(below bound: Int) -> Int { min(bound - 1, Int(random.next() * Double(bound))) }
        if filter.isEmpty, !options.short, !options.long {
            // Any entry suits: one read by its number, through the index, as fortune(6) reads it; a blank one, or one
            // the index turned out not to fit, drawn again.
            for _ in 0..<64 where file.count > 0 {
                let number = index(below: file.count)
                do {
                    if case .text(let text)? = try file.entry(at: number) { return (number, text) }
                } catch {
                    return nil
                }
            }
        }
        let entries = ((try? file.allEntries()) ?? []).enumerated().compactMap {
            number, entry -> (number: Int, text: String)? in
            guard case .text(let text) = entry, suits(text, filter: filter) else { return nil }
            return (number, text)
        }
        return entries.isEmpty ? nil : entries[index(below: entries.count)]
    }

    /// `-m`: every fortune that matches `pattern`, as a fortune file on stdout, each file's name on stderr before
    /// its matches, as fortune writes them.
    private func search(
        _ pattern: String, in shares: [(path: String, percent: Double)], files: [FortuneFile], context: CommandContext
    ) throws -> ExitCode {
        let regex: Regex<AnyRegexOutput>
        do {
            regex = try Regex(pattern).ignoresCase(options.ignoreCase)
        } catch {
            throw UsageError.fortuneBadPattern(pattern)
        }
        var found = 0
        for share in shares {
            guard let entries = try? files.first(where: { $0.path == share.path })?.allEntries() else { continue }
            let matches = entries.compactMap { entry -> String? in
                guard case .text(let text) = entry, text.contains(regex) else { return nil }
                return text
            }
            guard !matches.isEmpty else { continue }
            found += matches.count
            try? context.console.stderr.write("(\(share.path))\n%\n")
            let code = context.console.emit(matches.map { TerminalSanitizer.sanitize(String(Self.body($0))) + "\n%\n" }.joined())
            guard code == .success else { return code }
        }
        guard found > 0 else {
            throw SourceError.noMatchAmong(
                filter: QuoteFilter(), count: shares.count, source: "fortune -m '\(pattern)'")
        }
        return .success
    }
}
