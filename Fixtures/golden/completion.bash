# bash completion for quote; load with: source <(quote completions bash)
_quote() {
    local cur="${COMP_WORDS[COMP_CWORD]}" prev="${COMP_WORDS[COMP_CWORD-1]}" word command=""
    # --name=value: bash splits at '=', so the option is the word before it.
    if [[ "$cur" == "=" ]]; then cur=""; elif [[ "$prev" == "=" ]]; then prev="${COMP_WORDS[COMP_CWORD-2]}"; fi
    case "$prev" in
        --color) COMPREPLY=($(compgen -W "auto always never" -- "$cur")) ;;
        --refill) COMPREPLY=($(compgen -W "auto manual" -- "$cur")) ;;
        --every) COMPREPLY=($(compgen -W "15m 1h 1d" -- "$cur")) ;;
        --lang) COMPREPLY=($(compgen -W "ko en" -- "$cur")) ;;
        --source)
            local done=""
            [[ "$cur" == *,* ]] && done="${cur%,*},"
            local names; names=$(command quote sources 2>/dev/null); [[ -n "$names" ]] || names="happiness zenquotes dummyjson korean-advice builtin fortune saved"
            # A source already in the list is not offered again.
            local name left=""
            for name in $names; do [[ ",$done" == *",$name,"* ]] || left="$left $name"; done
            COMPREPLY=($(compgen -P "$done" -W "$left" -- "${cur##*,}"))
            compopt -o nospace 2>/dev/null ;;
        --cache-file|--history-file|--config)
            compopt -o filenames 2>/dev/null
            COMPREPLY=($(compgen -f -- "$cur")) ;;
        --endpoint|--timeout|--retries|--max-length|--author|--match|--format|--width|-n|--pool) COMPREPLY=() ;;
        *)
            # The command is the first word that is neither an option nor an option's value.
            local skip=""
            for word in "${COMP_WORDS[@]:1:COMP_CWORD-1}"; do
                if [[ -n "$skip" ]]; then [[ "$word" == "=" ]] || skip=""; continue; fi
                case "$word" in
                    -*) [[ " --source --endpoint --timeout --retries --max-length --author --match --format --width --color --cache-file --history-file --config -n --pool --refill --every --lang " == *" $word "* ]] && skip=1 ;;
                    *) [[ -z "$command" ]] && command="$word" ;;
                esac
            done
            if [[ "$command" == fortune ]]; then
                # fortune's own options, and the names of the fortune files it would draw from.
                case "$prev" in
                    -m|-n) COMPREPLY=() ;;
                    *)
                        if [[ "$cur" == -* ]]; then
                            COMPREPLY=($(compgen -W "-a -c -e -f -i -l -m -n -o -s -u -v -w --max-length --author --match --json --format --width --color --cache-file --no-cache --history-file --quiet --config --lang" -- "$cur"))
                        else
                            local names; names=$(command quote fortune -f 2>&1 >/dev/null | sed -n 's/^    [ 0-9.]*% //p')
                            COMPREPLY=($(compgen -W "all $names" -- "$cur"))
                        fi ;;
                esac
            elif [[ "$cur" == -* ]]; then
                COMPREPLY=($(compgen -W "--source --offline --endpoint --timeout --retries --max-length --author --match --json --format --width --color --cache-file --no-cache --history-file --quiet --config --pool --refill --fresh --every --fortune --lang --help --version -n -h" -- "$cur"))
            elif [[ "$command" == completions ]]; then
                COMPREPLY=($(compgen -W "bash zsh fish" -- "$cur"))
            elif [[ -z "$command" || "$command" == help ]]; then
                COMPREPLY=($(compgen -W "random today refresh fortune last history save saved unsave config sources completions help" -- "$cur"))
            fi ;;
    esac
}
complete -F _quote quote
