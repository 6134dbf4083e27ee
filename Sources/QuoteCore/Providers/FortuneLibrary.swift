/// The `%`-separated text files that `fortune` reads, as one collection: every entry of every file, numbered
/// in turn, so a uniform pick over the collection is uniform over all entries.
struct FortuneLibrary: LocalCollection {
    /// The usual places, in order, after the user's own folder.
    static let systemFolders = [
        "/usr/share/games/fortunes", "/usr/share/fortune", "/usr/local/share/games/fortunes", "/opt/homebrew/share/games/fortunes",
    ]

    private let files: [FortuneFile]
    /// Where each file's entries start in the numbering.
    private let starts: [Int]
    /// How many entries all the files hold.
    let count: Int

    /// Finds the files: `QUOTE_FORTUNE_PATH` (files and folders separated by colons) when set, else the user's
    /// folder and the usual places. Folders are read one level deep, never an `off/` folder below them.
    ///
    /// - Throws: ``QuoteError/noInput(_:)`` naming where it looked when it found no entries.
    init(environment: [String: String], userFolder: String?) throws(QuoteError) {
        let places: [String]
        if let path = environment["QUOTE_FORTUNE_PATH"], !path.isEmpty {
            places = path.split(separator: ":").map(String.init)
        } else {
            places = [userFolder].compactMap { $0 } + Self.systemFolders
        }
        files = places.flatMap(Self.files(at:)).compactMap { try? FortuneFile(path: $0) }.filter { $0.count > 0 }
        var starts: [Int] = []
        var total = 0
        for file in files {
            starts.append(total)
            total += file.count
        }
        self.starts = starts
        count = total
        guard count > 0 else { throw .noInput("no fortune files found in \(places.joined(separator: ", "))") }
    }

    func entry(at index: Int) throws(QuoteError) -> (quote: Quote, source: String) {
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
            return (try FortuneEntry.quote(from: file.entry(at: number), id: number + 1), "fortune:\(file.path)")
        } catch {
            throw .noInput("cannot read \(file.path): \(error.reason)")
        }
    }

    /// Every entry of every file, each file read whole once: filters read them all, and one read of a file
    /// is far cheaper than two small reads per entry.
    func entries() throws(QuoteError) -> [(quote: Quote, source: String)] {
        var all: [(quote: Quote, source: String)] = []
        for file in files {
            do {
                all += try file.allEntries().enumerated().map { (FortuneEntry.quote(from: $1, id: $0 + 1), "fortune:\(file.path)") }
            } catch {
                throw .noInput("cannot read \(file.path): \(error.reason)")
            }
        }
        return all
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
