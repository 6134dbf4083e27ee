/// Shell completion scripts, generated from the option and command tables so they cannot drift from the
/// parser. `quote completions bash|zsh|fish` prints them.
package enum Completions {
    /// The script for `shell`.
    package static func script(for shell: Shell) -> String {
        switch shell {
        case .bash: bash
        case .zsh: zsh
        case .fish: fish
        }
    }

    private static let commands = CommandLineParser.commands
    private static let shells = Shell.allCases.map(\.rawValue).joined(separator: " ")

    /// The summary of a command, from the help table.
    private static func summary(of command: String) -> String {
        Usage.commands.first { $0.name.hasPrefix(command) }?.summary ?? ""
    }

    private static var bash: String {
        let valued = Option.allCases.filter { $0.valueName != nil && $0.choices == nil && $0 != .cacheFile }
        return """
            # bash completion for quote; load with: source <(quote completions bash)
            _quote() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}"
                case "$prev" in
                    --color) COMPREPLY=($(compgen -W "\(Option.color.choices!.joined(separator: " "))" -- "$cur")); return ;;
                    --cache-file) COMPREPLY=($(compgen -f -- "$cur")); return ;;
                    \(valued.map(\.rawValue).joined(separator: "|"))) return ;;
                    completions) COMPREPLY=($(compgen -W "\(shells)" -- "$cur")); return ;;
                esac
                if [[ "$cur" == -* ]]; then
                    COMPREPLY=($(compgen -W "\(Option.allCases.map(\.rawValue).joined(separator: " "))" -- "$cur"))
                else
                    COMPREPLY=($(compgen -W "\(commands.joined(separator: " "))" -- "$cur"))
                fi
            }
            complete -F _quote quote

            """
    }

    private static var zsh: String {
        let options = Option.allCases.map { option -> String in
            let summary = "[\(option.summary)]"
            guard let value = option.valueName else { return "'\(option.rawValue)\(summary)'" }
            let action = option.choices.map { "(\($0.joined(separator: " ")))" } ?? (option == .cacheFile ? "_files" : " ")
            return "'\(option.rawValue)=\(summary):\(value):\(action)'"
        }
        let described = commands.map { "\($0)\\:'\(summary(of: $0))'" }.joined(separator: " ")
        return """
            #compdef quote
            # zsh completion for quote; put in a folder on $fpath as _quote, or: source <(quote completions zsh)
            _quote() {
                _arguments -s \\
            \(options.map { "        \($0) \\\n" }.joined())        '1:command:((\(described)))' \\
                    '2:shell:(\(shells))'
            }
            compdef _quote quote 2>/dev/null || true

            """
    }

    private static var fish: String {
        let options = Option.allCases.map { option -> String in
            let name = option.rawValue.hasPrefix("--") ? "-l \(option.rawValue.dropFirst(2))" : "-s \(option.rawValue.dropFirst())"
            let value = option.choices.map { " -x -a '\($0.joined(separator: " "))'" }
                ?? (option == .cacheFile ? " -r -F" : option.valueName != nil ? " -x" : "")
            return "complete -c quote \(name)\(value) -d '\(option.summary)'"
        }
        let commandLines = commands.map {
            "complete -c quote -n __fish_use_subcommand -a \($0) -d '\(summary(of: $0))'"
        }
        return """
            # fish completion for quote; save as ~/.config/fish/completions/quote.fish
            complete -c quote -f
            \(commandLines.joined(separator: "\n"))
            complete -c quote -n '__fish_seen_subcommand_from completions' -a '\(shells)'
            \(options.joined(separator: "\n"))

            """
    }
}
