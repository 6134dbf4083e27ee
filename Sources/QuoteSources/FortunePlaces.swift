import QuotePlatform
import QuoteStore

/// Where fortune files are looked for, and how a name is found there, as fortune(6) finds it.
///
/// The folders are `QUOTE_FORTUNE_PATH`'s (files and folders separated by colons) when it is set, else the user's
/// own (`$XDG_DATA_HOME/fortunes`) and the system's usual places. A bare name is looked up in the language's own
/// folder of each (`de/`, as the locale names it) first, then in each folder, then as a path from the current
/// folder; a path that starts with `/`, `./` or `../` is taken as it is.
package struct FortunePlaces: Sendable {
    /// The system's usual places, in order, after the user's own folder.
    static let systemFolders = [
        "/usr/share/games/fortunes", "/usr/share/fortune", "/usr/local/share/games/fortunes",
        "/opt/homebrew/share/games/fortunes",
    ]

    /// The places, in order: folders, and files `QUOTE_FORTUNE_PATH` names.
    package let places: [String]
    /// The languages whose folders a name is looked up in first, as the locale's variables name them: each with its
    /// first two letters after it (`de_DE.UTF-8`, then `de`).
    let languages: [String]
    /// The folder a relative path is found from.
    let currentFolder: String

    /// The places of a run with `environment`, the user's own folder `userFolder`.
    package init(environment: [String: String], userFolder: String?) {
        if let path = environment["QUOTE_FORTUNE_PATH"], !path.isEmpty {
            places = path.split(separator: ":").map(String.init)
        } else {
            places = [userFolder].compactMap { $0 } + Self.systemFolders
        }
        // As fortune reads the locale: the first of these that is set, raw (a LANGUAGE list of several).
        let locale = ["LC_ALL", "LC_MESSAGES", "LANGUAGE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty }
        languages = (locale?.split(separator: ":") ?? []).flatMap { name in
            name.count > 2 ? [String(name), String(name.prefix(2))] : [String(name)]
        }
        currentFolder = Path.currentFolder ?? environment["PWD"] ?? "/"
    }

    /// The folders among the places that exist.
    package var folders: [String] {
        places.filter { FileKind(at: $0) == .folder }
    }

    /// The folder of the locale's language in the first place that has one (`/usr/share/games/fortunes/de`):
    /// where fortune draws from when it is given nothing; `nil` when there is none.
    var languageFolder: String? {
        for language in languages {
            for folder in folders where FileKind(at: Path.join(folder, language)) == .folder {
                return Path.join(folder, language)
            }
        }
        return nil
    }

    /// Whether `name` is a path, looked for where it points only (`/usr/share/x`, `./x`, `../x`), not a name
    /// looked up in the fortune folders as fortune(6) does.
    package static func isPath(_ name: String) -> Bool {
        name.hasPrefix("/") || name.hasPrefix("./") || name.hasPrefix("../")
    }

    /// Where `name` is found: a path as it is, or a bare name in the language folders, the folders, then from the
    /// current folder; `nil` when it is nowhere.
    package func find(_ name: String) -> String? {
        if name.hasPrefix("/") { return FileKind(at: name) == .missing ? nil : name }
        var candidates: [String] = []
        if !Self.isPath(name) {
            candidates += languages.flatMap { language in folders.map { Path.join(Path.join($0, language), name) } }
            candidates += folders.map { Path.join($0, name) }
        }
        candidates.append(Path.join(currentFolder, name))
        return candidates.first { FileKind(at: $0) != .missing }
    }
}
