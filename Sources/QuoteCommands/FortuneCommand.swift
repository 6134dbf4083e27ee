import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteSupply
import Synchronization

/// `quote fortune [OPTIONS] [[N%] FILE|DIR]...`: fortune(6)'s options and operands with fortune's meaning, so that
/// `alias fortune='quote fortune'` keeps a fortune user's habits; the fortune shown is a run like any other (kept,
/// in the history, `--json`, `--format` and `--lang` apply).
package struct FortuneCommand: Command {
    package static let name = CommandName.fortune
    package static let operand: String? = "[-acefilosuvw] [-n N] [-m PATTERN] [[N%] FILE|DIR|all]..."
    package static let readsShortOptions = true
    package static let summary = Phrase(
        "fortune(6) itself: its files, percentages, -s, -l, -m",
        korean: "fortune(6)처럼 fortune을 보여 줍니다 (파일, 백분율, -s, -l, -m)")
    package static let help = CommandHelp(
        Phrase(
            "Shows a fortune as fortune(6) does, written exactly as its file holds it: from the names given (each looked up in the fortune folders, then as a path; all for every file there), each after a percentage, N%, kept exactly, the rest shared by how many entries they hold; or from the fortune folders. Inside a folder only indexed files count. -a: the off/ folders too; -o: only those; -e: the rest shared equally; -f: list the files and their shares on stderr, and exit; -s, -l: only short or long fortunes, -n\u{00A0}N the longest short one (\(FortuneSource.Length.defaultLimit) bytes); -m PATTERN: every fortune fortune's regular expression matches, names on stderr (-i: ignoring case); -c: name the file first; -w: wait in proportion to its length; -u: accepted; -v: the version. Options may follow the names, until --. Percentages over 100, or that leave a rest with no name to take it, are a usage error (64); a name given twice is drawn from twice as often, as fortune draws it.",
            korean:
                "fortune(6)처럼 fortune을 하나 골라 파일에 적힌 그대로 보여 줍니다. 이름을 주면 먼저 fortune 디렉터리에서, 없으면 경로로 찾아 그 안에서 고르며(all은 그곳의 모든 파일), 주지 않으면 fortune 디렉터리에서 고릅니다. 이름 앞에 붙인 N%는 그대로 지키고, 나머지 몫은 다른 이름에 항목 수에 따라 나눕니다. 디렉터리 안에서는 색인이 있는 파일만 읽습니다. -a는 off/ 디렉터리까지 읽고, -o는 off/ 디렉터리만 읽습니다. -e는 나머지 몫을 똑같이 나눕니다. -f는 파일과 몫을 표준 오류로 출력하고 종료합니다. -s와 -l은 짧은 fortune이나 긴 fortune만 고르고, -n\u{00A0}N은 짧은 fortune의 최대 길이를 정합니다(기본값 \(FortuneSource.Length.defaultLimit)바이트). -m PATTERN은 PATTERN(fortune과 같은 정규 표현식 문법)에 맞는 fortune을 모두 출력하고 파일 이름은 표준 오류로 출력합니다. -i를 주면 -m에서 대소문자를 무시합니다. -c는 파일 이름을 먼저 출력합니다. -w는 출력한 뒤 길이에 비례해 기다립니다. -u는 무시하고, -v는 버전을 출력합니다. 옵션은 --가 나오기 전까지 이름 뒤에도 올 수 있습니다. 백분율의 합이 100을 넘거나 남는 몫을 받을 이름이 없으면 사용법 오류(64)입니다. 같은 이름을 두 번 주면 fortune처럼 그 파일에서 두 배로 자주 고릅니다."
        ),
        example: "quote fortune 90% fortunes riddles")

    /// fortune's own options, as completions offer them: the letter, whether it takes a value, what it does.
    static let optionLetters: [(letter: Character, takesValue: Bool, summary: Phrase)] = [
        ("a", false, Phrase("the off/ folders too", korean: "off/ 디렉터리까지")),
        ("c", false, Phrase("name the file first", korean: "파일 이름을 먼저 보여 줍니다")),
        ("e", false, Phrase("the rest shared equally", korean: "나머지를 같은 몫으로 나눕니다")),
        ("f", false, Phrase("list the files and their shares", korean: "파일과 몫을 보여 줍니다")),
        ("i", false, Phrase("-m ignores case", korean: "-m에서 대소문자를 무시합니다")),
        ("l", false, Phrase("only long fortunes", korean: "긴 fortune만")),
        ("m", true, Phrase("every fortune that matches PATTERN", korean: "PATTERN에 맞는 fortune을 모두")),
        (
            "n", true,
            Phrase(
                "the longest short fortune, in bytes (\(FortuneSource.Length.defaultLimit))",
                korean: "짧은 fortune의 최대 길이, 바이트 단위 (\(FortuneSource.Length.defaultLimit))")
        ),
        ("o", false, Phrase("only the off/ folders", korean: "off/ 디렉터리만")),
        ("s", false, Phrase("only short fortunes", korean: "짧은 fortune만")),
        ("u", false, Phrase("accepted, as fortune-mod's", korean: "fortune-mod처럼 받아들입니다")),
        ("v", false, Phrase("the version", korean: "버전을 보여 줍니다")),
        ("w", false, Phrase("wait in proportion to its length", korean: "길이에 비례해 기다립니다")),
    ]

    /// fortune's own options.
    package struct Options: Equatable, Sendable {
        /// `-a`: the off/ folders as well.
        package var all = false
        /// `-o`: only the off/ folders.
        package var offensive = false
        /// `-e`: what no percentage took shared equally.
        package var equally = false
        /// `-f`: print the files that would be drawn from, with their shares, and exit.
        package var listFiles = false
        /// `-s` or `-l`, the last given.
        package var length: Length?
        /// `-n N`: the longest a short fortune is, in bytes.
        package var shortest = FortuneSource.Length.defaultLimit
        /// `-m PATTERN`: print every fortune that matches.
        package var pattern: String?
        /// `-i`: `-m` ignores case.
        package var ignoreCase = false
        /// `-c`: name the file before the fortune.
        package var namesFile = false
        /// `-w`: wait in proportion to the fortune's length before ending.
        package var waits = false
        /// `-v`: print the version and exit.
        package var version = false
        /// `-h`: print this command's help and exit.
        package var help = false

        /// `-s` or `-l`.
        package enum Length: Equatable, Sendable {
            case short, long
        }

        /// `-s` or `-l` with `-n`, for the draw and the search.
        var lengthRule: FortuneSource.Length? {
            length.map { FortuneSource.Length(short: $0 == .short, limit: shortest) }
        }
    }

    /// The options given.
    package let options: Options
    /// The names given, each with its percentage, if any.
    package let operands: [FortuneSelection.Operand]

    /// Reads fortune's options and operands, as fortune's getopt reads them: options anywhere until `--`,
    /// clustered (`-sn 100`, `-n160`), the last of `-s` and `-l` winning; an operand `N%` gives the next its
    /// percentage, as does `N%NAME` its own name.
    ///
    /// - Throws: ``UsageError`` for an option fortune does not take, `-n` or `-m` without a value, a percentage that
    ///   is not a whole number up to 100, or one with no name after it.
    package init(operands words: [String]) throws(UsageError) {
        var options = Options()
        var operands: [FortuneSelection.Operand] = []
        var percent: (value: Int, word: String)?
        var words = words[...]
        var optionsEnded = false
        while let word = words.popFirst() {
            if !optionsEnded, word == "--" {
                optionsEnded = true
                continue
            }
            if !optionsEnded, word.hasPrefix("-"), word.count > 1 {
                try Self.read(word.dropFirst(), into: &options, words: &words)
                continue
            }
            if let (value, name) = try Self.percentage(word) {
                if let percent { throw .fortunePercentWithoutFile(percent.word) }
                if let name {
                    operands.append(FortuneSelection.Operand(name, percent: value))
                } else {
                    percent = (value, word)
                }
                continue
            }
            operands.append(FortuneSelection.Operand(word, percent: percent?.value))
            percent = nil
        }
        if let percent { throw .fortunePercentWithoutFile(percent.word) }
        self.options = options
        self.operands = operands
    }

    /// Reads one cluster of option letters (`sn`, `n160`, `m'pattern'`) into `options`, taking a value from
    /// `words` when the cluster ends at `-n` or `-m`.
    private static func read(
        _ letters: Substring, into options: inout Options, words: inout ArraySlice<String>
    ) throws(UsageError) {
        var letters = letters
        while let letter = letters.popFirst() {
            switch letter {
            case "a": options.all = true
            case "o": options.offensive = true
            case "e": options.equally = true
            case "f": options.listFiles = true
            case "s": options.length = .short
            case "l": options.length = .long
            case "i": options.ignoreCase = true
            case "c": options.namesFile = true
            case "w": options.waits = true
            case "u": break
            case "v": options.version = true
            case "h": options.help = true
            case "n", "m":
                // The value: the rest of the cluster, or the next word.
                let value = letters.isEmpty ? words.popFirst() : String(letters)
                letters = ""
                guard let value else { throw .optionNeedsValue("-\(letter)") }
                if letter == "m" {
                    options.pattern = value
                } else {
                    // As fortune reads it, with atoi: `-n abc` is 0, `-n 12x` 12, `-n -5` -5. Without -s or -l it
                    // changes nothing; `-s -n 0` suits no fortune, which is said (fortune-mod loops for ever).
                    options.shortest = Int(atoi(value))
                }
            default: throw .unknownOption("-\(letter)")
            }
        }
    }

    /// The percentage an operand gives, and the name it is glued to (`30%funny`), if any; `nil` for a name (a word
    /// that does not start with digits and a `%`: `50` is a file).
    ///
    /// - Throws: ``UsageError`` for a percentage that is not a whole number, or is over 100.
    private static func percentage(_ word: String) throws(UsageError) -> (Int, String?)? {
        let digits = word.prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        let rest = word.dropFirst(digits.count)
        if rest.hasPrefix(".") { throw .fortunePercentNotWhole(word) }
        guard rest.hasPrefix("%") else { return nil }
        guard let value = Int(digits), value <= 100 else { throw .fortunePercentOver100(word) }
        let name = rest.dropFirst()
        return (value, name.isEmpty ? nil : String(name))
    }

    package func run(in context: CommandContext) throws -> ExitCode {
        if options.help { return context.console.emit(Help.text(for: Self.self, in: context.console.language)) }
        if options.version { return context.console.emit("quote \(QuoteVersion.current)\n") }
        let places = FortunePlaces(environment: context.environment, userFolder: context.locations.fortunes)
        let selection = try FortuneSelection(
            operands: operands, places: places, all: options.all, offensive: options.offensive && !options.all)
        // A draw's source says what it skipped; a search or a listing says it here, once.
        let saySkipped = {
            for file in selection.skipped {
                context.console.warn(Failure.message(for: SourceWarning.fortuneFileSkipped(file)))
            }
        }
        if let pattern = options.pattern {
            saySkipped()
            return try search(pattern, in: selection, context: context)
        }
        try selection.checkPercentages()
        if options.listFiles {
            saySkipped()
            let separator = LocaleNumbers.decimalSeparator()
            try? context.console.stderr.write(selection.listing(equally: options.equally, decimalSeparator: separator))
            return .success
        }
        return try draw(from: selection, in: context)
    }

    /// A fortune drawn from `selection`, shown as its file holds it and kept as any quote is; no source of the
    /// settings is asked, so none of theirs can fail it.
    private func draw(from selection: FortuneSelection, in context: CommandContext) throws -> ExitCode {
        let source = FortuneSource(equally: options.equally, length: options.lengthRule) { selection }
        let supply = try context.supply(for: .random, span: .none, chain: SourceChain([source]))
        let named = options.namesFile && context.presenter.format == .text
        let shownLength = Mutex(0)
        // fortune(6) keeps nothing and says nothing of it: a fortune that cannot be kept (no home, as for a system
        // user's motd, or a folder that cannot be written) is still shown, in silence.
        let code = try context.answer(with: supply, presenter: context.presenter.verbatimText(), keepsQuietly: true) { supplied in
            shownLength.withLock { $0 = supplied.record.verbatim?.count ?? 0 }
            guard named, let path = supplied.record.source.location else { return nil }
            let node = selection.nodes.first { node in node.files.contains { $0.path == path } }
            return "(\(node.map { $0.isFolder ? Path.name(of: path) : $0.name } ?? path))\n%\n"
        }
        guard options.waits, code == .success else { return code }
        // fortune's own rule: a second for every 20 bytes, 6 at the least.
        context.clock.sleep(.seconds(max(shownLength.withLock { $0 } / 20, 6)))
        return code
    }

    /// `-m`: every fortune that matches `pattern`, written as fortune writes them: each file's name, then its
    /// delimiter line, on stderr before its matches; each match and its delimiter line on stdout, exactly as the file
    /// holds them (made harmless on a terminal).
    private func search(_ pattern: String, in selection: FortuneSelection, context: CommandContext) throws -> ExitCode {
        let compiled: FortunePattern
        do {
            compiled = try FortunePattern(pattern, ignoringCase: options.ignoreCase)
        } catch {
            throw UsageError.fortuneBadPattern(error.pattern)
        }
        let console = context.console
        let onTerminal = context.terminal.isTerminal
        let codeset = VerbatimText.codeset(environment: context.environment)
        var code = ExitCode.success
        let (searched, matched) = selection.search(compiled, length: options.lengthRule) { matches in
            try? console.stderr.write("(\(matches.name))\n\(Character(Unicode.Scalar(matches.delimiter)))\n")
            code = console.emit(onTerminal ? VerbatimText.forTerminal(matches.text, codeset: codeset) : matches.text)
            return code == .success
        }
        guard matched > 0 else {
            throw SourceError.noFortuneMatched(conditions: "-m '\(pattern)'", count: searched)
        }
        return code
    }
}
