import QuoteConfig
import QuotePlatform
import QuoteSources

/// Shell completion scripts, generated from the command and setting tables so they cannot drift from the parser.
///
/// `quote completions bash|zsh|fish` prints them; `make install` installs them.
package enum Completions {
    /// The script for `shell`.
    ///
    /// After `--source` it offers what `quote sources` lists when Tab is pressed, so a source added to the config
    /// file later completes too; the built-in names are in the script for when `quote` cannot be run.
    package static func script(for shell: Shell) -> String {
        let builtIn = SourceDescriptor.builtIn.map { $0.name.text }.joined(separator: " ")
        return switch shell {
        case .bash: bash(builtIn: builtIn)
        case .zsh: zsh(builtIn: builtIn)
        case .fish: fish(builtIn: builtIn)
        }
    }

    /// Every spelling of every option, long ones first.
    static var spellings: [String] {
        Option.all.compactMap { $0.long } + Option.all.compactMap { $0.short }
    }

    /// The spellings of the options whose values are completed as `completion`.
    static func valued(_ completion: Completion) -> [String] {
        Option.all.filter { $0.placeholder != nil && $0.completion == completion }.flatMap {
            [$0.long, $0.short].compactMap { $0 }
        }
    }

    /// Every spelling of every option that takes a value.
    static var valuedSpellings: [String] {
        Option.all.filter { $0.placeholder != nil }.flatMap { [$0.long, $0.short].compactMap { $0 } }
    }

    /// The options that take a value completed by nothing (numbers, URLs, text).
    static var freeValued: [String] { valued(.none) }

    /// The options with a fixed set of values, and the values.
    static var choices: [(spellings: [String], values: [String])] {
        Option.all.compactMap { option in
            guard option.placeholder != nil, case .choices(let values) = option.completion else { return nil }
            let spellings = [option.long, option.short].compactMap { $0 }
            return spellings.isEmpty ? nil : (spellings, values)
        }
    }

    static let shells = Shell.allCases.map { $0.rawValue }

    /// fortune's option letters as typed (`-a`), then the long options of quote's that matter to `quote fortune`.
    static var fortuneSpellings: [String] {
        FortuneCommand.optionLetters.map { "-\($0.letter)" }
            + Option.all.filter { $0.commands.contains(FortuneCommand.name) }.compactMap { $0.long }
    }

    /// fortune's options that take a value.
    static var fortuneValued: [String] {
        FortuneCommand.optionLetters.filter { $0.takesValue }.map { "-\($0.letter)" }
    }

    /// The shell command that lists the names of the fortune files `quote fortune` draws from: the files `-f`
    /// lists under each folder, which it writes on stderr.
    static let fortuneNames = "command quote fortune -f 2>&1 >/dev/null | sed -n 's/^    [ 0-9.]*% //p'"

    // MARK: - bash

    private static func bash(builtIn: String) -> String {
        let choiceCases = choices.map {
            "        \($0.spellings.joined(separator: "|"))) COMPREPLY=($(compgen -W \"\($0.values.joined(separator: " "))\" -- \"$cur\")) ;;"
        }
        return """
            # bash completion for quote; load with: source <(quote completions bash)
            _quote() {
                local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" word command=""
                # --name=value: bash splits at '=', so the option is the word before it.
                if [[ "$cur" == "=" ]]; then cur=""; elif [[ "$prev" == "=" ]]; then prev="${COMP_WORDS[COMP_CWORD-2]}"; fi
                case "$prev" in
            \(choiceCases.joined(separator: "\n"))
                    \(valued(.sources).joined(separator: "|")))
                        local done=""
                        [[ "$cur" == *,* ]] && done="${cur%,*},"
                        local names; names=$(command quote sources 2>/dev/null); [[ -n "$names" ]] || names="\(builtIn)"
                        # A source already in the list is not offered again.
                        local name left=""
                        for name in $names; do [[ ",$done" == *",$name,"* ]] || left="$left $name"; done
                        COMPREPLY=($(compgen -P "$done" -W "$left" -- "${cur##*,}"))
                        compopt -o nospace 2>/dev/null ;;
                    \(valued(.files).joined(separator: "|")))
                        compopt -o filenames 2>/dev/null
                        COMPREPLY=($(compgen -f -- "$cur")) ;;
                    \(freeValued.joined(separator: "|"))) COMPREPLY=() ;;
                    *)
                        # The command is the first word that is neither an option nor an option's value.
                        local skip=""
                        for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
                            if [[ -n "$skip" ]]; then [[ "$word" == "=" ]] || skip=""; continue; fi
                            case "$word" in
                                -*) [[ " \(valuedSpellings.joined(separator: " ")) " == *" $word "* ]] && skip=1 ;;
                                *) [[ -z "$command" ]] && command="$word" ;;
                            esac
                        done
                        if [[ "$command" == fortune ]]; then
                            # fortune's own options, and the names of the fortune files it would draw from.
                            case "$prev" in
                                \(fortuneValued.joined(separator: "|"))) COMPREPLY=() ;;
                                *)
                                    if [[ "$cur" == -* ]]; then
                                        COMPREPLY=($(compgen -W "\(fortuneSpellings.joined(separator: " "))" -- "$cur"))
                                    else
                                        local names; names=$(\(fortuneNames))
                                        COMPREPLY=($(compgen -W "all $names" -- "$cur"))
                                    fi ;;
                            esac
                        elif [[ "$cur" == -* ]]; then
                            COMPREPLY=($(compgen -W "\(spellings.joined(separator: " "))" -- "$cur"))
                        elif [[ "$command" == completions ]]; then
                            COMPREPLY=($(compgen -W "\(shells.joined(separator: " "))" -- "$cur"))
                        elif [[ -z "$command" || "$command" == help ]]; then
                            COMPREPLY=($(compgen -W "\(CommandTable.all.map { $0.name.rawValue }.joined(separator: " "))" -- "$cur"))
                        fi ;;
                esac
            }
            complete -F _quote quote

            """
    }

    // MARK: - zsh

    /// `text` in single quotes for zsh, single quotes inside it included.
    private static func zshQuoted(_ text: String) -> String {
        "'" + text.replacing("'", with: "'\\''") + "'"
    }

    private static func zsh(builtIn: String) -> String {
        let options = Option.all.flatMap { option -> [String] in
            let summary = "[" + option.summary.text(in: .english).replacing("[", with: "\\[").replacing("]", with: "\\]") + "]"
            let action: String
            if let placeholder = option.placeholder {
                let message = placeholder.lowercased().replacing(":", with: "\\:")
                switch option.completion {
                case .none: action = ":\(message): "
                case .files: action = ":\(message):_files"
                case .choices(let values): action = ":\(message):(\(values.joined(separator: " ")))"
                case .sources: action = ":\(message):_quote_sources"
                }
            } else {
                action = ""
            }
            return [option.long, option.short].compactMap { $0 }.map { spelling in
                let takesValue = action.isEmpty ? "" : (spelling.hasPrefix("--") ? "=" : "+")
                return zshQuoted(spelling + takesValue + summary + action)
            }
        }
        let commands = CommandTable.all.map { zshQuoted("\($0.name):\($0.summary.english)") }
        return """
            #compdef quote
            # zsh completion for quote; put in a folder on $fpath as _quote, or: source <(quote completions zsh)
            _quote_commands() {
                local -a commands
                commands=(
            \(commands.map { "        \($0)" }.joined(separator: "\n"))
                )
                _describe -t commands 'quote command' commands
            }

            _quote_sources() {
                local -a names
                names=(${(f)"$(command quote sources 2>/dev/null)"})
                (( ${#names} )) || names=(\(builtIn))
                _values -s , source $names
            }

            _quote_fortune() {
                if [[ $PREFIX == -* ]]; then
                    local -a options
                    options=(
            \(FortuneCommand.optionLetters.map { "            " + zshQuoted("-\($0.letter):\($0.summary.english)") }.joined(separator: "\n"))
                    )
                    _describe -t options 'fortune option' options
                elif [[ $words[CURRENT-1] != -[mn] ]]; then
                    local -a names
                    names=(all ${(f)"$(\(fortuneNames))"})
                    compadd -a names
                fi
            }

            _quote() {
                # quote fortune reads fortune's own options.
                if (( CURRENT > 2 )) && [[ $words[2] == fortune ]]; then
                    _quote_fortune
                    return
                fi
                local curcontext="$curcontext" state line
                _arguments -s -S \\
            \(options.map { "        \($0) \\\n" }.joined())        '1: :_quote_commands' \\
                    '*: :->operand'
                if [[ $state == operand && $line[1] == completions ]]; then
                    _values shell \(shells.joined(separator: " "))
                elif [[ $state == operand && $line[1] == help ]]; then
                    _quote_commands
                fi
            }

            if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
                _quote "$@"
            else
                compdef _quote quote
            fi

            """
    }
}
