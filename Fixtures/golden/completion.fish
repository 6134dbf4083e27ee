# fish completion for quote; save as ~/.config/fish/completions/quote.fish
function __quote_command --description 'Whether the command typed so far is $argv[1] ("" for none yet)'
    set -l tokens (commandline -opc)
    set -e tokens[1]
    set -l skip 0
    for token in $tokens
        if test $skip = 1
            set skip 0
            continue
        end
        switch $token
            case --source --endpoint --timeout --retries --max-length --author --match --format --width --color --cache-file --history-file --config -n --pool --refill --every --lang
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
    test (count $names) -gt 0; or set names happiness zenquotes dummyjson korean-advice builtin fortune saved
    # Each with its own summary; a source already in the list is not offered again.
    for name in $names
        contains -- $name (string split , -- $done); and continue
        switch $name
            case 'happiness'
                echo $done$name\t'the Happiness API, Korean with English (the default)'
            case 'zenquotes'
                echo $done$name\t'ZenQuotes, English, 5 requests per 30 s'
            case 'dummyjson'
                echo $done$name\t'DummyJSON, English'
            case 'korean-advice'
                echo $done$name\t'a Korean quote API, Korean'
            case 'builtin'
                echo $done$name\t'the built-in collection, no network (--offline)'
            case 'fortune'
                echo $done$name\t'local fortune files (QUOTE_FORTUNE_PATH)'
            case 'saved'
                echo $done$name\t'your saved quotes (quote save)'
            case '*'
                echo $done$name\t'your own source (config file)'
        end
    end
end

function __quote_fortune_names --description 'The fortune files quote fortune draws from'
    echo all
    command -q quote; and command quote fortune -f 2>&1 >/dev/null | sed -n 's/^    [ 0-9.]*% //p'
end

complete -c quote -f
complete -c quote -n '__quote_command ""' -a random -d 'Fetch a quote, print it and keep it (the default)'
complete -c quote -n '__quote_command ""' -a today -d 'The quote of the day: one a day, kept all day'
complete -c quote -n '__quote_command ""' -a refresh -d 'Fill the pools of unseen quotes now, within each API\'s limits'
complete -c quote -n '__quote_command ""' -a fortune -d 'fortune(6) itself: its files, percentages, -s, -l, -m'
complete -c quote -n '__quote_command ""' -a last -d 'Print the last quote again, without the network'
complete -c quote -n '__quote_command ""' -a history -d 'The last quotes printed, oldest first (-n N, default 10)'
complete -c quote -n '__quote_command ""' -a save -d 'Save the quote you saw last, or history entry N'
complete -c quote -n '__quote_command ""' -a saved -d 'List your saved quotes, numbered'
complete -c quote -n '__quote_command ""' -a unsave -d 'Remove saved quote number N'
complete -c quote -n '__quote_command ""' -a config -d 'Show each setting, its value and where it came from'
complete -c quote -n '__quote_command ""' -a sources -d 'List every source\'s name, your own included'
complete -c quote -n '__quote_command ""' -a completions -d 'Print a completion script for bash, zsh or fish'
complete -c quote -n '__quote_command ""' -a help -d 'Show this help, or a command\'s'
complete -c quote -n '__quote_command fortune' -s a -d 'the off/ folders too'
complete -c quote -n '__quote_command fortune' -s c -d 'name the file first'
complete -c quote -n '__quote_command fortune' -s e -d 'the rest shared equally'
complete -c quote -n '__quote_command fortune' -s f -d 'list the files and their shares'
complete -c quote -n '__quote_command fortune' -s i -d '-m ignores case'
complete -c quote -n '__quote_command fortune' -s l -d 'only long fortunes'
complete -c quote -n '__quote_command fortune' -s m -x -d 'every fortune that matches PATTERN'
complete -c quote -n '__quote_command fortune' -s n -x -d 'the longest short fortune, in bytes (160)'
complete -c quote -n '__quote_command fortune' -s o -d 'only the off/ folders'
complete -c quote -n '__quote_command fortune' -s s -d 'only short fortunes'
complete -c quote -n '__quote_command fortune' -s u -d 'accepted, as fortune-mod\'s'
complete -c quote -n '__quote_command fortune' -s v -d 'the version'
complete -c quote -n '__quote_command fortune' -s w -d 'wait in proportion to its length'
complete -c quote -n '__quote_command fortune' -a '(__quote_fortune_names)'
complete -c quote -n '__quote_command completions' -a 'bash zsh fish'
complete -c quote -n '__quote_command help' -a 'random today refresh fortune last history save saved unsave config sources completions help'
complete -c quote -l source -x -a '(__quote_sources)' -d 'Where quotes come from, in turn (default happiness)'
complete -c quote -l offline -d 'Same as --source builtin: the built-in collection, no network'
complete -c quote -l endpoint -x -d 'Fetch from URL instead of the network source\'s own'
complete -c quote -l timeout -x -d 'Deadline for all fetching, retries and fallbacks included (default 10, today 3)'
complete -c quote -l retries -x -d 'Retry transient failures up to N times, 0 to 5 (default 2)'
complete -c quote -l max-length -x -d 'Only quotes of at most N characters'
complete -c quote -l author -x -d 'Only quotes whose author contains TEXT, ignoring case'
complete -c quote -l match -x -d 'Only quotes whose content or author matches PATTERN, ignoring case'
complete -c quote -l json -d 'Print JSON: one object, or one per line for history and saved'
complete -c quote -l format -x -d 'Print through TEMPLATE, with {content}, {translation}, {lang}, {translationLang}, {author}, {authorTitle}, {description}, {link}, {source}, {id}, {fetchedAt}, {date}, {number}, {attribution}'
complete -c quote -l width -x -d 'Wrap text to N columns; 0 turns wrapping off'
complete -c quote -l color -x -a 'auto always never' -d 'Colour text: auto, always or never (default auto)'
complete -c quote -l cache-file -r -F -d 'Keep the last quote in PATH'
complete -c quote -l no-cache -d 'Neither read nor write the cache or the history'
complete -c quote -l history-file -r -F -d 'Keep the history of printed quotes in PATH'
complete -c quote -l quiet -d 'No notes or warnings on stderr (errors still are)'
complete -c quote -l config -r -F -d 'Read settings and sources from PATH'
complete -c quote -s n -x -d 'How many history entries to show (default 10)'
complete -c quote -l pool -x -d 'Keep N unseen quotes of each network source, 0 to 500; 0 asks the network every run (default 20)'
complete -c quote -l refill -x -a 'auto manual' -d 'Refill pools in the background (auto), or only by quote refresh (manual) (default auto)'
complete -c quote -l fresh -d 'Ask the network for this run: the pool is neither read nor filled'
complete -c quote -l every -x -a '15m 1h 1d' -d 'Show the same quote through each window of DURATION (15m, 1h, 1d) of local time'
complete -c quote -l fortune -d 'Print the saved quotes as a fortune file (for strfile and fortune)'
complete -c quote -l lang -x -a 'ko en' -d 'Only quotes in LANG (ko, en), or their translation in it: with no source named, the sources in LANG, then those translating into it'
complete -c quote -l help -s h -d 'Show this help, or a command\'s'
complete -c quote -l version -d 'Show the version'
