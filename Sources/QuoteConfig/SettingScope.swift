/// The commands a setting is for: what its help lists it under, and what the parser lets it reach.
package struct SettingScope: Sendable {
    /// The commands it changes: each one's help lists it.
    package let commands: CommandSet
    /// Whether another command refuses it (`-n` is `history`'s alone).
    ///
    /// Otherwise another passes over it, so that an alias or a config file that sets it for some commands never breaks
    /// the others (`--timeout` with `last`).
    package let refusedElsewhere: Bool

    /// For `commands` alone: another command refuses it.
    package static func only(_ commands: CommandSet) -> Self {
        Self(commands: commands, refusedElsewhere: true)
    }

    /// For `commands`, and passed over by the others.
    package static func shared(_ commands: CommandSet) -> Self {
        Self(commands: commands, refusedElsewhere: false)
    }
}

extension CommandName {
    /// The commands that obtain a quote to show: from a pool, a source, a window's choice.
    package static let obtaining: CommandSet = [.random, .today]
    /// The commands that print quotes, as text, JSON or a template.
    package static let printing: CommandSet = [.random, .today, .fortune, .last, .history, .saved]
    /// The commands that read the settings' files (the config file names them): all but help, completions and the
    /// version.
    package static let readingFiles = CommandSet(allCases).subtracting([.help, .completions, .version])
}
