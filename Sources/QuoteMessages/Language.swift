import QuotePlatform

/// The languages `quote` speaks.
package enum Language: Sendable, CaseIterable {
    /// English, the default.
    case english
    /// Korean.
    case korean

    /// The language the environment asks for, as POSIX and gettext read it.
    ///
    /// `LANGUAGE` (a colon list, read only when the locale is set and not `C` or `POSIX`; its first entry
    /// starting with `ko` or `en` decides), then `LC_ALL`, `LC_MESSAGES` and `LANG`; an empty variable counts as
    /// unset. `ko…` is Korean, anything else English, whether or not that locale is installed.
    ///
    /// Korean only when the terminal takes UTF-8: the messages' locale and the characters' (`LC_ALL`, `LC_CTYPE`,
    /// `LANG`) each name UTF-8 or no codeset. gettext converts its catalogs to `ko_KR.EUC-KR`; `quote` cannot,
    /// and UTF-8 bytes there are mojibake, so English it is.
    package init(environment: [String: String]) {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let locale = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG")
        let characters = value("LC_ALL") ?? value("LC_CTYPE") ?? value("LANG")
        let isC = locale.map { $0 == "C" || $0 == "POSIX" || $0.hasPrefix("C.") } ?? true
        let asked: Bool
        if !isC, let list = value("LANGUAGE"),
            let entry = list.split(separator: ":").first(where: { $0.hasPrefix("ko") || $0.hasPrefix("en") })
        {
            asked = entry.hasPrefix("ko")
        } else {
            asked = locale?.hasPrefix("ko") == true
        }
        self = asked && Self.takesUTF8(locale) && Self.takesUTF8(characters) ? .korean : .english
    }

    /// Whether `locale` (`ko_KR.UTF-8`, `ko_KR.eucKR@euro`, `ko_KR`) names UTF-8 as its codeset, or none.
    private static func takesUTF8(_ locale: String?) -> Bool {
        guard let locale, let dot = locale.firstIndex(of: ".") else { return true }
        let codeset = locale[locale.index(after: dot)...].prefix { $0 != "@" }
        return codeset.lowercased().filter { $0 != "-" } == "utf8"
    }
}
