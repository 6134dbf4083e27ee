import QuoteMessages
import QuoteModel
import QuotePlatform

/// A fortune drawn from a selection of fortune files, as a source: what `quote fortune` and `quote --source
/// fortune` both ask.
///
/// The draw is fortune(6)'s: a file by its share (``FortuneSelection/shares(equally:)``), then an entry of it,
/// uniformly. Unlike fortune-mod it is exact and always ends: a file with no entry that suits (`-s`, `-l`, the
/// run's filters) drops out and the draw is made again among the rest; blank entries and entries that are not
/// UTF-8 are never shown (the latter counted in a warning); and when more than ``LocalSource/recentWindow``
/// entries of the file suit, none of the last quotes shown is drawn again.
package struct FortuneSource: QuoteSource {
    /// `-s` or `-l`: only fortunes no longer than a length, or only longer ones.
    package struct Length: Equatable, Sendable {
        /// Whether only short fortunes (`-s`), else only long ones (`-l`).
        package var short: Bool
        /// The longest a short fortune is (`-n`, ``defaultLimit`` unless given), in bytes as fortune counts them.
        package var limit: Int

        /// fortune's own longest short fortune, in bytes: `-n`'s default.
        package static let defaultLimit = 160

        /// Creates a length rule.
        package init(short: Bool, limit: Int) {
            self.short = short
            self.limit = limit
        }

        /// Whether an entry of `length` bytes passes, as fortune draws: `-s` at most the limit, `-l` above it.
        package func admits(_ length: Int) -> Bool {
            short ? length <= limit : length > limit
        }
    }

    package var name: SourceName { FortuneSource.sourceName }
    package var isNetwork: Bool { false }
    /// Finds the files: when the source is asked, not before.
    private let select: @Sendable () throws(SourceError) -> FortuneSelection
    /// Whether nodes given no percentage share what is left equally (`-e`).
    private let equally: Bool
    /// `-s` or `-l`, if given.
    private let length: Length?

    /// The name `--source` takes, and fortunes are labelled with (`fortune:PATH`).
    package static let sourceName: SourceName = "fortune"

    /// The source, as `--source fortune` names it: every fortune file of the fortune folders (`QUOTE_FORTUNE_PATH`,
    /// else the user's own and the system's), indexed or not, read when the source is asked.
    package static let descriptor = SourceDescriptor(
        name: sourceName,
        kind: .made { places in
            FortuneSource { () throws(SourceError) in
                let fortunePlaces = FortunePlaces(environment: places.environment, userFolder: places.locations.fortunes)
                do throws(FortuneSelection.Problem) {
                    return try FortuneSelection(operands: [], places: fortunePlaces, rule: .anyText)
                } catch .noneUsable(let searched, let skipped) {
                    throw .noUsableFortuneFiles(found: skipped.count, searched: searched, skipped: skipped)
                } catch {
                    throw .noFortuneFiles(searched: fortunePlaces.places)
                }
            }
        },
        summary: Phrase("local fortune files (QUOTE_FORTUNE_PATH)", korean: "이 컴퓨터의 fortune 파일 (QUOTE_FORTUNE_PATH)"))

    /// A source that draws from the selection `select` makes when it is asked.
    package init(
        equally: Bool = false, length: Length? = nil, select: @escaping @Sendable () throws(SourceError) -> FortuneSelection
    ) {
        self.select = select
        self.equally = equally
        self.length = length
    }

    package func quote(in context: SourceContext) throws(SourceError) -> QuoteRecord {
        let selection = try select()
        var draw = Draw(context: context, length: length)
        // Shares by entries alone, as fortune draws when no percentage is given: every entry of every file is equally
        // likely, so the files are drawn from as one collection.
        let uniform = !equally && selection.nodes.allSatisfy { $0.percent == nil }
        var groups = uniform ? [selection.files] : selection.shares(equally: equally).map { [$0.file] }
        var shares = uniform ? [1.0] : selection.shares(equally: equally).map { $0.percent }
        while let group = Self.pick(shares, random: context.random.next()) {
            if let (file, number, text, bytes) = draw.choose(from: &groups[group]) {
                // The files left out, said once the draw is over; when none could be used, the error says each.
                for file in selection.skipped + draw.skipped { context.warn(.fortuneFileSkipped(file)) }
                return QuoteRecord(
                    quote: FortuneEntry.quote(from: text, id: number + 1), source: Self.label(of: file.path),
                    fetchedAt: context.clock.now(), verbatim: bytes)
            }
            shares[group] = 0
        }
        // Every file found turned out unusable as it was read.
        let skipped = selection.skipped + draw.skipped
        if !skipped.isEmpty, Set(skipped.map { $0.path }).isSuperset(of: selection.files.map { $0.path }) {
            throw .noUsableFortuneFiles(found: skipped.count, searched: selection.searched, skipped: skipped)
        }
        for file in skipped { context.warn(.fortuneFileSkipped(file)) }
        guard let length else {
            throw context.filter.isEmpty
                ? .noFortunes(in: selection.searched)
                : .noMatchAmong(filter: context.filter, count: draw.considered, source: name)
        }
        let conditions = ["\(length.short ? "-s" : "-l") -n \(length.limit)", context.filter.description]
        throw .noFortuneMatched(conditions: conditions.filter { !$0.isEmpty }.joined(with: " "), count: draw.considered)
    }

    /// The group a draw `random` (in [0, 1)) falls on, by the shares; `nil` when none is left.
    ///
    /// A single share left takes no draw, so a run of one file spends its randomness on the entry alone.
    private static func pick(_ shares: [Double], random: @autoclosure () -> Double) -> Int? {
        let held = shares.indices.filter { shares[$0] > 0 }
        guard held.count > 1 else { return held.first }
        var point = random() * held.reduce(0) { $0 + shares[$1] }
        for index in held {
            if point < shares[index] { return index }
            point -= shares[index]
        }
        return held.last
    }

    /// One draw's choice of an entry among files, and what it met on the way.
    private struct Draw {
        let context: SourceContext
        let length: Length?
        /// How many entries it looked at: what a failure says.
        var considered = 0
        /// The files reading showed to be unusable, left out of the draw.
        var skipped: [SkippedFortuneFile] = []
        private var remembered: Set<Quote.Saying>?

        init(context: SourceContext, length: Length?) {
            self.context = context
            self.length = length
        }

        /// The last quotes shown, read once.
        private mutating func recent() -> Set<Quote.Saying> {
            if let remembered { return remembered }
            let sayings = Set(context.recent().map { $0.saying })
            remembered = sayings
            return sayings
        }

        /// An entry of `files` (drawn from as one collection) that suits, uniformly, with its file and number; `nil`
        /// when none does.
        mutating func choose(
            from files: inout [FortuneFile]
        ) -> (file: FortuneFile, number: Int, text: String, bytes: Data)? {
            if context.filter.isEmpty {
                // One entry read by its number, through the index, as fortune(6) reads it; one of a length `-s` or
                // `-l` passes over (told by the index's offsets, as fortune tells it), a blank one, a recent one, or
                // one the index turned out not to fit (the file then read whole, its entries counted anew), drawn
                // again: every entry that suits as likely as any other, without reading the others.
                draws: for _ in 0..<64 {
                    let total = files.reduce(0) { $0 + $1.count }
                    guard total > 0 else { break }
                    var number = context.random.index(below: total)
                    guard
                        let position = files.firstIndex(where: { file in
                            defer { number -= file.count }
                            return number < file.count
                        })
                    else { continue }
                    number += files[position].count
                    if let length {
                        // An index that cannot tell the length: every entry is read, below.
                        guard let size = files[position].length(of: number) else { break draws }
                        guard length.admits(size) else { continue }
                    }
                    let entry: FortuneFile.Entry?
                    do {
                        entry = try files[position].entry(at: number)
                    } catch {
                        // Reading it showed the file unusable: it is left out, and said; the draw goes on without it.
                        skipped.append(SkippedFortuneFile(path: files[position].path, problem: error))
                        files.remove(at: position)
                        return choose(from: &files)
                    }
                    guard case .text(let text, let bytes)? = entry else { continue }
                    if total > LocalSource.recentWindow, recent().contains(FortuneEntry.quote(from: text, id: 0).saying) {
                        continue
                    }
                    considered += 1
                    return (files[position], number, text, bytes)
                }
            }
            var suiting: [(file: FortuneFile, number: Int, text: String, bytes: Data)] = []
            for file in files {
                let entries: [FortuneFile.Entry]
                let lengths: [Int]
                do {
                    (entries, lengths) = try file.allEntriesAndLengths()
                } catch {
                    skipped.append(SkippedFortuneFile(path: file.path, problem: error))
                    continue
                }
                for (number, entry) in entries.enumerated() {
                    guard case .text(let text, let bytes) = entry else { continue }
                    considered += 1
                    if let length, !length.admits(lengths[number]) { continue }
                    let filter = context.filter
                    guard
                        filter.isEmpty
                            || (!FortuneEntry.isRuledOut(text, by: filter)
                                && filter.matches(FortuneEntry.quote(from: text, id: 0)))
                    else { continue }
                    suiting.append((file, number, text, bytes))
                }
            }
            if suiting.count > LocalSource.recentWindow {
                let avoid = recent()
                let fresh = suiting.filter { !avoid.contains(FortuneEntry.quote(from: $0.text, id: 0).saying) }
                if !fresh.isEmpty { suiting = fresh }
            }
            return suiting.isEmpty ? nil : suiting[context.random.index(below: suiting.count)]
        }
    }

    /// What a quote from the fortune file at `path` is labelled: `fortune:PATH`.
    package static func label(of path: String) -> SourceLabel {
        SourceLabel(name: sourceName, location: path)
    }
}
