import QuoteModel

extension QuoteFilter {
    /// What a run's settings ask a quote to be like: `--max-length`, `--author`, `--match` and `--lang`.
    package init(settings: Settings) {
        self.init(
            maxLength: settings[.maxLength], author: settings[.author], pattern: settings[.match], language: settings[.lang])
    }
}
