#compdef quote
# zsh completion for quote; put in a folder on $fpath as _quote, or: source <(quote completions zsh)
_quote_commands() {
    local -a commands
    commands=(
        'random:Fetch a quote, print it and keep it (the default)'
        'today:The quote of the day: one a day, kept all day'
        'refresh:Fill the pools of unseen quotes now, within each API'\''s limits'
        'fortune:fortune(6) itself: its files, percentages, -s, -l, -m'
        'last:Print the last quote again, without the network'
        'history:The last quotes printed, oldest first (-n N, default 10)'
        'save:Save the quote you saw last, or history entry N'
        'saved:List your saved quotes, numbered'
        'unsave:Remove saved quote number N'
        'config:Show each setting, its value and where it came from'
        'sources:List every source'\''s name, your own included'
        'completions:Print a completion script for bash, zsh or fish'
        'help:Show this help, or a command'\''s'
    )
    _describe -t commands 'quote command' commands
}

_quote_sources() {
    local -a names
    names=(${(f)"$(command quote sources 2>/dev/null)"})
    (( ${#names} )) || names=(happiness zenquotes dummyjson korean-advice builtin fortune saved)
    _values -s , source $names
}

_quote_fortune() {
    if [[ $PREFIX == -* ]]; then
        local -a options
        options=(
            '-a:the off/ folders too'
            '-c:name the file first'
            '-e:the rest shared equally'
            '-f:list the files and their shares'
            '-i:-m ignores case'
            '-l:only long fortunes'
            '-m:every fortune that matches PATTERN'
            '-n:the longest short fortune, in bytes (160)'
            '-o:only the off/ folders'
            '-s:only short fortunes'
            '-u:accepted, as fortune-mod'\''s'
            '-v:the version'
            '-w:wait in proportion to its length'
        )
        _describe -t options 'fortune option' options
    elif [[ $words[CURRENT-1] != -[mn] ]]; then
        local -a names
        names=(all ${(f)"$(command quote fortune -f 2>&1 >/dev/null | sed -n 's/^    [ 0-9.]*% //p')"})
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
    _arguments -s -S \
        '--source=[Where quotes come from, in turn (default happiness)]:name[,name...]:_quote_sources' \
        '--offline[Same as --source builtin: the built-in collection, no network]' \
        '--endpoint=[Fetch from URL instead of the network source'\''s own]:url: ' \
        '--timeout=[Deadline for all fetching, retries and fallbacks included (default 10, today 3)]:seconds: ' \
        '--retries=[Retry transient failures up to N times, 0 to 5 (default 2)]:n: ' \
        '--max-length=[Only quotes of at most N characters]:n: ' \
        '--author=[Only quotes whose author contains TEXT, ignoring case]:text: ' \
        '--match=[Only quotes whose content or author matches PATTERN, ignoring case]:pattern: ' \
        '--json[Print JSON: one object, or one per line for history and saved]' \
        '--format=[Print through TEMPLATE, with {content}, {translation}, {lang}, {translationLang}, {author}, {authorTitle}, {description}, {link}, {source}, {id}, {fetchedAt}, {date}, {number}, {attribution}]:template: ' \
        '--width=[Wrap text to N columns; 0 turns wrapping off]:n: ' \
        '--color=[Colour text: auto, always or never (default auto)]:when:(auto always never)' \
        '--cache-file=[Keep the last quote in PATH]:path:_files' \
        '--no-cache[Neither read nor write the cache or the history]' \
        '--history-file=[Keep the history of printed quotes in PATH]:path:_files' \
        '--quiet[No notes or warnings on stderr (errors still are)]' \
        '--config=[Read settings and sources from PATH]:path:_files' \
        '-n+[How many history entries to show (default 10)]:n: ' \
        '--pool=[Keep N unseen quotes of each network source, 0 to 500; 0 asks the network every run (default 20)]:n: ' \
        '--refill=[Refill pools in the background (auto), or only by quote refresh (manual) (default auto)]:mode:(auto manual)' \
        '--fresh[Ask the network for this run: the pool is neither read nor filled]' \
        '--every=[Show the same quote through each window of DURATION (15m, 1h, 1d) of local time]:duration:(15m 1h 1d)' \
        '--fortune[Print the saved quotes as a fortune file (for strfile and fortune)]' \
        '--lang=[Only quotes in LANG (ko, en), or their translation in it: with no source named, the sources in LANG, then those translating into it]:lang:(ko en)' \
        '--help[Show this help, or a command'\''s]' \
        '-h[Show this help, or a command'\''s]' \
        '--version[Show the version]' \
        '1: :_quote_commands' \
        '*: :->operand'
    if [[ $state == operand && $line[1] == completions ]]; then
        _values shell bash zsh fish
    elif [[ $state == operand && $line[1] == help ]]; then
        _quote_commands
    fi
}

if [[ $zsh_eval_context[-1] == loadautofunc ]]; then
    _quote "$@"
else
    compdef _quote quote
fi
