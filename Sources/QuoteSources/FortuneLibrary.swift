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

    private let files: [FortuneFile]
    /// Where each file's entries start in the numbering.
    private let starts: [Int]
    /// How many entries all the files hold.
    package let count: Int
    /// The files found that cannot be used, and why.
    let skipped: [SkippedFortuneFile]

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
        let places: [String]
        if let path = environment["QUOTE_FORTUNE_PATH"], !path.isEmpty {
            places = path.split(separator: ":").map(String.init)
        } else {
            places = [userFolder].compactMap { $0 } + Self.systemFolders
        }
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
        var starts: [Int] = []
        var total = 0
        for file in files {
            starts.append(total)
            total += file.count
        }
        self.files = files
        self.starts = starts
        self.skipped = skipped
        count = total
        guard !paths.isEmpty else { throw .noFortuneFiles(searched: places) }
        guard count > 0 else { throw .noUsableFortuneFiles(found: paths.count, searched: places, skipped: skipped) }
    }

    package func entry(at index: Int) throws(SourceError) -> LocalEntry {
        // The last file that starts at or before `index`.
        var low = 0
        var high = starts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if starts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        let file = files[low]
        let number = index - starts[low]
        do {
            return Self.localEntry(try file.entry(at: number), number: number, in: file)
        } catch {
            throw .fortuneUnreadable(path: file.path, error)
        }
    }

    /// Every entry of every file, each file read whole once (one read of a file is far cheaper than two small
    /// reads per entry); an entry whose text surely fails `filter` is not made into a quote.
    package func entries(for filter: QuoteFilter) throws(SourceError) -> [LocalEntry] {
        var all: [LocalEntry] = []
        for file in files {
            do {
                for (number, entry) in try file.allEntries().enumerated() {
                    if case .text(let text) = entry, FortuneEntry.isRuledOut(text, by: filter) {
                        all.append(.ruledOut)
                    } else {
                        all.append(Self.localEntry(entry, number: number, in: file))
                    }
                }
            } catch {
                throw .fortuneUnreadable(path: file.path, error)
            }
        }
        return all
    }

    /// Entry `number` (from 0) of `file` as the collection gives it: a quote, labelled with the file and numbered
    /// from 1, or nothing to show.
    private static func localEntry(_ entry: FortuneFile.Entry, number: Int, in file: FortuneFile) -> LocalEntry {
        switch entry {
        case .text(let text):
            .quote(FortuneEntry.quote(from: text, id: number + 1), SourceLabel(name: source.name, location: file.path))
        case .blank: .unusable(notUTF8In: nil)
        case .notUTF8: .unusable(notUTF8In: file.path)
        }
    }

    /// The fortune files at `place`: the file itself, or the files in the folder.
    private static func files(at place: String) -> [String] {
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
