/// Every command, in the order help lists them; the first is what `quote` alone runs.
package enum CommandTable {
    /// The commands typed by name.
    package static let all: [any Command.Type] = [
        RandomCommand.self, TodayCommand.self, RefreshCommand.self, FortuneCommand.self, LastCommand.self, HistoryCommand.self,
        SaveCommand.self,
        SavedCommand.self,
        UnsaveCommand.self, ConfigCommand.self, SourcesCommand.self, CompletionsCommand.self, HelpCommand.self,
    ]

    /// The options that stand for a command of their own, whatever else is typed: `--help` and `--version`.
    package static let actions: [(flags: [String], command: any Command.Type)] = [
        (["-h", "--help"], HelpCommand.self), (["--version"], VersionCommand.self),
    ]

    /// The command typed as `name`, if any.
    package static func command(named name: String) -> (any Command.Type)? {
        all.first { $0.name.rawValue == name }
    }
}
