import QuoteMessages
import QuoteModel
import QuotePlatform

/// The `%`-separated text files that `fortune` reads, as one collection: every entry of every file, numbered
/// in turn, so a uniform pick over the collection is uniform over all entries.
package struct FortuneLibrary: LocalCollection {
    /// The source, as `--source fortune` names it.
    package static let source = SourceDescriptor(
        name: "fortune",
        kind: .local { places throws(SourceError) in
            try FortuneLibrary(environment: places.environment, userFolder: places.locations.fortunes)
        },
        summary: Phrase("local fortune files (QUOTE_FORTUNE_PATH)", korean: "이 컴퓨터의 fortune 파일 (QUOTE_FORTUNE_PATH)"))

    /// The usual places, in order, after the user's own folder.
    static let systemFolders = [
        "/usr/share/games/fortunes", "/usr/share/fortune", "/usr/local/share/games/fortunes",
        "/opt/homebrew/share/games/fortunes",
    ]

    private var files: [FortuneFile]
    /// Where each file's entries start in the numbering.
    private var starts: [Int] = []
    /// How many entries all the files hold.
    package private(set) var count = 0
    /// The files found that cannot be used, and why: found when they are opened, or when an entry read from
    /// an indexed one shows it.
    private(set) var skipped: [SkippedFortuneFile]
    /// Where the files were looked for, for the error when none can be used.
    private let places: [String]
    /// How many files were found.
    private let found: Int

    /// A warning for each file left out.
    package var warnings: [SourceWarning] { skipped.map(SourceWarning.fortuneFileSkipped) }

    /// Finds the files: `QUOTE_FORTUNE_PATH` (files and folders separated by colons) when set, else the user's folder and the
    /// usual places.
    ///
    /// Folders are read one level deep, never an `off/` folder below them. A file that cannot be used is left out,
    /// with a warning; the others still serve.
    ///
    /// - Throws: ``SourceError/noFortuneFiles(searched:)`` naming where it looked when it found no file, and
    ///   ``SourceError/noUsableFortuneFiles(found:searched:skipped:)`` when none it found can be used.
    init(environment: [String: String], userFolder: String?) throws(SourceError) {
        let places = Self.places(environment: environment, userFolder: userFolder)
        let paths = places.flatMap(Self.files(at:))
        var files: [FortuneFile] = []
        var skipped: [SkippedFortuneFile] = []
        for path in paths {
            do {
                let file = try FortuneFile(path: path)
                if file.count > 0 { files.append(file) }
            } catch {
                skipped.append(SkippedFortuneFile(path: path, problem: error))
            }
        }
        self.files = files
        self.skipped = skipped
        self.places = places
        found = paths.count
        guard !paths.isEmpty else { throw .noFortuneFiles(searched: places) }
        try renumber()
    }

    /// Where fortune files are looked for: `QUOTE_FORTUNE_PATH` (files and folders separated by colons) when set,
    /// else the user's folder and the usual places.
    package static func places(environment: [String: String], userFolder: String?) -> [String] {
        if let path = environment["QUOTE_FORTUNE_PATH"], !path.isEmpty { return path.split(separator: ":").map(String.init) }
        return [userFolder].compactMap { $0 } + systemFolders
    }

    /// Numbers the entries of the files in turn.
    ///
    /// - Throws: ``SourceError/noUsableFortuneFiles(found:searched:skipped:)`` when no entry is left.
    private mutating func renumber() throws(SourceError) {
        files.removeAll { $0.count == 0 }
        starts = []
        count = 0
        for file in files {
            starts.append(count)
            count += file.count
        }
        guard count > 0 else { throw .noUsableFortuneFiles(found: found, searched: places, skipped: skipped) }
    }

    /// Leaves file `position` out, for `problem`, and numbers the rest anew.
    private mutating func skip(_ position: Int, for problem: FortuneFile.ReadError) throws(SourceError) {
        skipped.append(SkippedFortuneFile(path: files[position].path, problem: problem))
        files.remove(at: position)
        try renumber()
    }

    /// Entry `index`, or nothing to show when reading it showed its file to be unusable (left out from now on)
    /// or split otherwise than its index says (numbered anew): either way the pick draws again.
    package mutating func entry(at index: Int) throws(SourceError) -> LocalEntry {
        // The last file that starts at or before `index`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        let number = index - starts[low]
        let entry: FortuneFile.Entry?
        do {
            entry = try files[low].entry(at: number)
        } catch {
            try skip(low, for: error)
            return .unusable(notUTF8In: nil)
        }
        guard let entry else {
            try renumber()
            return .unusable(notUTF8In: nil)
        }
        return Self.localEntry(entry, number: number, in: files[low])
    }

    /// Every entry of every file, each file read whole once (one read of a file is far cheaper than two small
    /// reads per entry) and checked as a file read whole is; an entry whose text surely fails `filter` is not
    /// made into a quote.
    ///
    /// - Throws: ``SourceError/noUsableFortuneFiles(found:searched:skipped:)`` when reading them showed that
    ///   none can be used.
    package mutating func entries(for filter: QuoteFilter) throws(SourceError) -> [LocalEntry] {
        var all: [LocalEntry] = []
        var position = 0
        while position < files.count {
            let file = files[position]
            let entries: [FortuneFile.Entry]
            do {
                entries = try file.allEntries()
            } catch {
                try skip(position, for: error)
                continue
            }
            for (number, entry) in entries.enumerated() {
                if case .text(let text) = entry, FortuneEntry.isRuledOut(text, by: filter) {
                    all.append(.ruledOut)
                } else {
                    all.append(Self.localEntry(entry, number: number, in: file))
                }
            }
            position += 1
        }
        return all
    }

    /// Entry `number` (from 0) of `file` as the collection gives it: a quote, labelled with the file and numbered
    /// from 1, or nothing to show.
    private static func localEntry(_ entry: FortuneFile.Entry, number: Int, in file: FortuneFile) -> LocalEntry {
        switch entry {
        case .text(let text):
            .quote(FortuneEntry.quote(from: text, id: number + 1), label(of: file.path))
        case .blank: .unusable(notUTF8In: nil)
        case .notUTF8: .unusable(notUTF8In: file.path)
        }
    }

    /// What a quote from the fortune file at `path` is labelled: `fortune:PATH`.
    package static func label(of path: String) -> SourceLabel {
        SourceLabel(name: source.name, location: path)
    }

    /// The fortune files at `place`: the file itself, or the files in the folder (never its `off/` folder).
    package static func files(at place: String) -> [String] {
        var info = stat()
        guard stat(place, &info) == 0 else { return [] }
        guard info.st_mode & S_IFMT == S_IFDIR else { return [place] }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: place) else { return [] }
        return names.sorted().filter(isFortuneFileName).map { Path.join(place, $0) }.filter { path in
            var info = stat()
            return stat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG
        }
    }

    /// Not hidden, not an index (`.dat`), not Debian's `.u8` links to the same text, not a helper file.
    private static func isFortuneFileName(_ name: String) -> Bool {
        guard !name.hasPrefix("."), name != "off" else { return false }
        let excluded = [".dat", ".u8", ".pos", ".sh", ".gz", ".bak", "~"]
        return !excluded.contains { name.hasSuffix($0) }
    }
}
