/// The commands of `quote`, by name: what the settings table says a setting applies to (`-n` is `history`'s) or
/// has its own default for (`today` waits 3 seconds), and what each command type declares itself to be.
package enum CommandName: String, CaseIterable, Sendable {
    case random, today, refresh, fortune, last, history, save, saved, unsave, config, sources, completions, help, version
}
