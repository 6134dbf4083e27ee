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
    package init(environment: [String: String]) {
        func value(_ name: String) -> String? { environment[name].flatMap { $0.isEmpty ? nil : $0 } }
        let locale = value("LC_ALL") ?? value("LC_MESSAGES") ?? value("LANG")
        let isC = locale.map { $0 == "C" || $0 == "POSIX" || $0.hasPrefix("C.") } ?? true
        if !isC, let list = value("LANGUAGE"),
            let entry = list.split(separator: ":").first(where: { $0.hasPrefix("ko") || $0.hasPrefix("en") })
        {
            self = entry.hasPrefix("ko") ? .korean : .english
            return
        }
        self = locale?.hasPrefix("ko") == true ? .korean : .english
    }
}
