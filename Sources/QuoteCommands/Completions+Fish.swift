import QuoteConfig
import QuotePlatform
import QuoteSources

/// fish's completion script.
extension Completions {
    /// `text` in single quotes for fish.
    private static func fishQuoted(_ text: String) -> String {
        "'" + text.replacing("\\", with: "\\\\").replacing("'", with: "\\'") + "'"
    }

    static func fish(builtIn: String) -> String {
        let options = Option.all.map { option -> String in
            let names = [option.long.map { "-l \($0.dropFirst(2))" }, option.short.map { "-s \($0.dropFirst())" }].compactMap {
                $0
            }
            var line = "complete -c quote \(names.joined(separator: " "))"
            if option.placeholder != nil {
                switch option.completion {
                case .none: line += " -x"
                case .files: line += " -r -F"
                case .choices(let values): line += " -x -a \(fishQuoted(values.joined(separator: " ")))"
                case .sources: line += " -x -a '(__quote_sources)'"
                }
            }
            return line + " -d \(fishQuoted(option.summary.text(in: .english)))"
        }
        let commandNames = CommandTable.all.map { $0.name.rawValue }.joined(separator: " ")
        let fortuneOptions = FortuneCommand.optionLetters.map { option in
            "complete -c quote -n '__quote_command fortune' -s \(option.letter)\(option.takesValue ? " -x" : "")"
                + " -d \(fishQuoted(option.summary.english))"
        }
        let commands = CommandTable.all.map {
            "complete -c quote -n '__quote_command \"\"' -a \($0.name) -d \(fishQuoted($0.summary.english))"
        }
        // Each built-in source's own summary beside its name, as fish shows a description.
        let sourceSummaries = SourceDescriptor.builtIn.map {
            "            case \(fishQuoted($0.name.text))\n                echo $done$name\\t\(fishQuoted($0.summary.english))"
        }.joined(separator: "\n")
        return """
            # fish completion for quote; save as ~/.config/fish/completions/quote.fish
            function __quote_command --description 'Whether the command typed so far is $argv[1] (\"\" for none yet)'
                set -l tokens (commandline -opc)
                set -e tokens[1]
                set -l skip 0
                for token in $tokens
                    if test $skip = 1
                        set skip 0
                        continue
                    end
                    switch $token
                        case \(valuedSpellings.joined(separator: " "))
                            set skip 1
                        case '-*'
                        case '*'
                            test "$token" = "$argv[1]"
                            return
                    end
                end
                test -z "$argv[1]"
            end

            function __quote_sources --description 'Source names for quote --source, after the ones already typed'
                set -l token (string replace -r -- '^--source=' '' (commandline -ct))
                set -l done (string replace -r -- '[^,]*$' '' $token)
                set -l names
                command -q quote; and set names (command quote sources 2>/dev/null)
                test (count $names) -gt 0; or set names \(builtIn)
                # Each with its own summary; a source already in the list is not offered again.
                for name in $names
                    contains -- $name (string split , -- $done); and continue
                    switch $name
            \(sourceSummaries)
                        case '*'
                            echo $done$name\\t'your own source (config file)'
                    end
                end
            end

            function __quote_fortune_names --description 'The fortune files quote fortune draws from'
                echo all
                command -q quote; and \(fortuneNames)
            end

            complete -c quote -f
            \(commands.joined(separator: "\n"))
            \(fortuneOptions.joined(separator: "\n"))
            complete -c quote -n '__quote_command fortune' -a '(__quote_fortune_names)'
            complete -c quote -n '__quote_command completions' -a \(fishQuoted(shells.joined(separator: " ")))
            complete -c quote -n '__quote_command help' -a \(fishQuoted(commandNames))
            \(options.joined(separator: "\n"))

            """
    }
}
