import QuoteModel
import QuotePlatform
import QuoteStore

/// The fortune files a run draws from, as fortune(6) finds them.
///
/// Its operands (each a name, a path or `all`, with a percentage or none), or, given none, the fortune folders: what
/// `quote fortune` and `quote --source fortune` draw from, list (`-f`) and search (`-m`).
///
/// Inside a folder only indexed files count, as fortune's rule has it (deleting a file's `.dat` switches it off),
/// in the folder's own order; a file named by itself may be read without its index. `--source fortune` reads a
/// folder's unindexed text files too (``Rule/anyText``), in name order.
package struct FortuneSelection: Sendable {
    /// Which files of a folder count.
    package enum Rule: Sendable {
        /// fortune's: not hidden, not a helper file by its extension, and indexed (`NAME.dat` beside it).
        case indexed
        /// `--source fortune`'s: every text file that is not hidden, an index, or a helper file.
        case anyText
    }

    /// One operand: a name, a path or `all`, and the percentage given it, if any.
    package struct Operand: Equatable, Sendable {
        /// What was given.
        package var name: String
        /// Its percentage (`30%`), if any.
        package var percent: Int?

        /// Creates an operand.
        package init(_ name: String, percent: Int? = nil) {
            self.name = name
            self.percent = percent
        }
    }

    /// A node of fortune's list: a file, or a folder and its files.
    package struct Node: Sendable {
        /// The name fortune shows it by: where it was found (`/usr/share/games/fortunes/people`), or the language's
        /// (`de`).
        package var name: String
        /// The percentage given it, if any.
        package var percent: Int?
        /// Whether it is a folder, whose files show by their own names.
        package var isFolder: Bool
        /// Its files: itself, or a folder's, in the folder's order.
        package var files: [FortuneFile]

        /// How many entries its files hold.
        package var count: Int { files.reduce(0) { $0 + $1.count } }

        /// The name fortune shows `file` of it by: its own name in a folder, else the node's.
        package func name(of file: FortuneFile) -> String {
            isFolder ? Path.name(of: file.path) : name
        }
    }

    /// Why the operands name no draw that can be made.
    package enum Problem: Error, Equatable, Sendable {
        /// A name found nowhere, and where it was looked for.
        case notFound(String, searched: [String])
        /// A path (`/x`, `./x`, `../x`) that names nothing.
        case noSuchPath(String)
        /// A folder named that holds no fortune file.
        case noFilesIn(String)
        /// A path named that is no fortune file (an index, a helper file, not a regular file).
        case notAFortuneFile(String)
        /// The percentages add up to more than 100.
        case over(Int)
        /// The percentages leave this much, with no file without one to take it.
        case residual(Int)
        /// The percentages add up to 100, leaving nothing for the files without one: the first such.
        case nothingLeft(String)
        /// No fortune file was found at all, and where they were looked for.
        case noneFound(searched: [String])
        /// Fortune files were found, none of them usable: where, and why each was left out.
        case noneUsable(searched: [String], skipped: [SkippedFortuneFile])
    }

    /// The nodes, in fortune's order: those given a percentage first (the last given first), then the others as
    /// given.
    package private(set) var nodes: [Node]
    /// The files found that cannot be used, and why: left out, said as warnings.
    package private(set) var skipped: [SkippedFortuneFile] = []
    /// Where fortune files were looked for: what an error says when none serves.
    ///
    /// The fortune folders when no name was given; else what the names were found to be (a path given is not
    /// searched for, so the message names it).
    package private(set) var searched: [String]

    /// The selection of `operands`, or, with none, of the fortune folders (their `off/` folders too with `all`,
    /// those alone with `offensive`).
    ///
    /// - Throws: ``Problem`` for a name found nowhere, or a folder with no fortune files; the
    ///   percentages are checked by ``checkPercentages()``, which `-m` leaves alone as fortune does.
    package init(
        operands: [Operand], places: FortunePlaces, all: Bool = false, offensive: Bool = false, rule: Rule = .indexed
    ) throws(Problem) {
        nodes = []
        searched = places.places
        if operands.isEmpty {
            try selectDefault(places, all: all, offensive: offensive, rule: rule)
        } else {
            for operand in operands { try select(operand, places: places, rule: rule) }
            // fortune's list: a node given a percentage goes in front.
            nodes = nodes.filter { $0.percent != nil }.reversed() + nodes.filter { $0.percent == nil }
            searched = nodes.map { $0.name }
        }
    }

    /// Every file of the selection: a file named twice is two of fortune's list, and twice here.
    package var files: [FortuneFile] { nodes.flatMap { $0.files } }

    // MARK: - Finding

    /// The fortune folders, or the locale's language folder in them, as fortune draws from when given nothing.
    private mutating func selectDefault(_ places: FortunePlaces, all: Bool, offensive: Bool, rule: Rule) throws(Problem) {
        if !all && !offensive, let folder = places.languageFolder {
            nodes.append(Node(name: Path.name(of: folder), percent: nil, isFolder: true, files: files(in: folder, rule: rule)))
        } else {
            for place in places.places {
                switch FileKind(at: place) {
                case .folder:
                    if !offensive { addFolder(place, rule: rule) }
                    if all || offensive { addFolder(Path.join(place, "off"), rule: rule) }
                case .regular where !offensive:
                    if let file = open(place) { nodes.append(Node(name: place, percent: nil, isFolder: false, files: [file])) }
                default: break
                }
            }
        }
        guard nodes.contains(where: { !$0.files.isEmpty }) else {
            throw skipped.isEmpty ? .noneFound(searched: places.places) : .noneUsable(searched: places.places, skipped: skipped)
        }
    }

    /// Adds the folder at `path` as a node, when it exists.
    private mutating func addFolder(_ path: String, rule: Rule) {
        guard FileKind(at: path) == .folder else { return }
        let files = files(in: path, rule: rule)
        if !files.isEmpty { nodes.append(Node(name: path, percent: nil, isFolder: true, files: files)) }
    }

    /// Adds what `operand` names.
    private mutating func select(_ operand: Operand, places: FortunePlaces, rule: Rule) throws(Problem) {
        if operand.name == "all" {
            let folders = places.folders
            let files = folders.flatMap { self.files(in: $0, rule: rule) }
            guard !files.isEmpty else { throw .noneFound(searched: places.places) }
            let name = folders.count == 1 ? folders[0] : "all"
            return nodes.append(Node(name: name, percent: operand.percent, isFolder: true, files: files))
        }
        guard let path = places.find(operand.name) else {
            throw FortunePlaces.isPath(operand.name)
                ? .noSuchPath(operand.name) : .notFound(operand.name, searched: places.folders)
        }
        switch FileKind(at: path) {
        case .folder:
            let files = files(in: path, rule: rule)
            guard !files.isEmpty else { throw .noFilesIn(path) }
            nodes.append(Node(name: path, percent: operand.percent, isFolder: true, files: files))
        case .regular where Self.isFortuneFileName(Path.name(of: path)):
            guard let file = open(path) else { throw .notAFortuneFile(path) }
            nodes.append(Node(name: path, percent: operand.percent, isFolder: false, files: [file]))
        default:
            throw .notAFortuneFile(path)
        }
    }

    /// The fortune files in `folder` by `rule`, each opened; one that cannot be used is left out, and said.
    private mutating func files(in folder: String, rule: Rule) -> [FortuneFile] {
        var names = Path.names(in: folder)
        if case .anyText = rule { names.sort() }
        return names.compactMap { name -> FortuneFile? in
            let path = Path.join(folder, name)
            switch rule {
            case .indexed:
                guard Self.isFortuneFileName(name), access(path + ".dat", R_OK) == 0 else { return nil }
            case .anyText:
                guard !name.hasPrefix("."), !name.hasSuffix("~"), !Self.helperExtensions.contains(Self.extension(of: name))
                else { return nil }
            }
            return FileKind(at: path) == .regular ? open(path) : nil
        }
    }

    /// The file at `path`, opened; `nil` when it cannot be used, which is kept to be said.
    private mutating func open(_ path: String) -> FortuneFile? {
        do {
            return try FortuneFile(path: path)
        } catch {
            skipped.append(SkippedFortuneFile(path: path, problem: error))
            return nil
        }
    }

    /// Whether fortune takes a file called `name` for a fortune file: not hidden, and not an index or a helper
    /// file by its extension (`.dat`, `.pos`, a C or Pascal source, …); `.u8`, Debian's link to the same text, too.
    static func isFortuneFileName(_ name: String) -> Bool {
        guard !name.hasPrefix("."), !name.hasSuffix("~") else { return false }
        return !excludedExtensions.contains(self.extension(of: name))
    }

    /// The extensions of what fortune never takes for a fortune file, and `u8`.
    private static let excludedExtensions: Set<String> = [
        "dat", "pos", "c", "h", "p", "i", "f", "pas", "ftn", "ins.c", "ins,pas", "ins.ftn", "sml", "u8",
    ]

    /// The extensions of what `--source fortune` passes over in a folder: indexes, Debian's `.u8` links, scripts and
    /// compressed or kept copies.
    private static let helperExtensions: Set<String> = ["dat", "u8", "pos", "sh", "gz", "bak"]

    /// What follows the last `.` of `name`; empty for none.
    private static func `extension`(of name: String) -> String {
        name.lastIndex(of: ".").map { String(name[name.index(after: $0)...]) } ?? ""
    }

    // MARK: - Percentages

    /// Refuses percentages that cannot be kept: more than 100 in all, a rest with no name to take it, or 100 with
    /// names left to share nothing.
    package func checkPercentages() throws(Problem) {
        let given = nodes.compactMap { $0.percent }.reduce(0, +)
        let open = nodes.filter { $0.percent == nil }
        if given > 100 { throw .over(given) }
        if given < 100, open.isEmpty, !nodes.isEmpty { throw .residual(100 - given) }
        if given == 100, let first = open.first { throw .nothingLeft(first.name) }
    }
}
