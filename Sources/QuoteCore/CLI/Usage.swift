/// The text `quote --help` prints.
package enum Usage {
    /// Usage, commands, options, environment and exit codes.
    package static let text = """
        quote — print a random quote from the Happiness API

        Usage: quote [random|last|help] [options]

        Commands:
          random              Fetch a quote, print it and cache it (the default)
          last                Print the cached last quote, without the network
          help                Show this help

        Options:
          --json              Print one JSON object: id, content, author, description,
                              link, source, fetchedAt
          --endpoint URL      Fetch from URL (http or https) instead of the Happiness API
          --timeout SECONDS   Give up on a fetch after SECONDS, fractions allowed (default 10)
          --cache-file PATH   Keep the last quote in PATH
          --no-cache          Neither read nor write the cache
          -h, --help          Show this help
          --version           Show the version
          --                  End of options

        Environment:
          QUOTE_API_URL       Endpoint, when --endpoint is not given
          QUOTE_CACHE_FILE    Cache file, when --cache-file is not given
          XDG_CACHE_HOME      Cache in $XDG_CACHE_HOME/quote/last.json (absolute paths only);
                              otherwise $HOME/.cache/quote/last.json

        Exit status:
          0 success, 64 usage error, 65 invalid response, 66 nothing cached,
          69 service unavailable, 74 output error

        """
}
