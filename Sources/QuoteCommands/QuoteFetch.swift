import QuoteConfig
import QuoteHTTP
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuotePresentation
import QuoteSources
import QuoteStore

/// What `random` and `today` share: asking the sources the settings name, through the filters and under one
/// deadline, and keeping what was printed in the cache and the history.
struct QuoteFetch {
    /// The run.
    let context: CommandContext
    /// The command, whose own defaults apply (`today` waits 3 seconds).
    let command: CommandName
    /// Where printed quotes are kept.
    let stores: Stores

    /// What a quote must be like: `--max-length`, `--author` and `--match`.
    var filter: QuoteFilter {
        let settings = context.settings
        return QuoteFilter(maxLength: settings[.maxLength], author: settings[.author], pattern: settings[.match])
    }

    /// Asks the sources in turn, under the command's timeout; local sources avoid the history's last quotes.
    ///
    /// With pools, network sources ask for many quotes at once and pool those not shown, and the first
    /// source's pool is refilled in the background when the run leaves it at half or below.
    ///
    /// - Throws: ``UsageError`` for an unknown source name, or an endpoint with more than one network source to
    ///   apply to; ``SettingError`` for a bad endpoint with a network source to apply to.
    func ask() async throws -> SourceChain.Answer {
        let chain = try sourceChain()
        let timeout = context.settings.value(.timeout, for: command)
        let pools = Pools(for: context)
        let answer = await chain.quote(in: sourceContext(deadline: context.clock.now() + timeout.seconds, pool: pools?.keeper))
        if let pools, let first = chain.sources.first as? NetworkSource {
            pools.refillIfLow(first.name, holding: pools.store(of: first.name).count(url: first.url.absoluteString))
        }
        return answer
    }

    /// A quote from the pool of the first source, when it is a network source and the run keeps pools.
    ///
    /// The newest that passes the filters and is none of the last ones shown; no connection is opened, nor libcurl
    /// loaded.
    ///
    /// - Throws: as ``ask()`` does, for the source names and the endpoint.
    func takeFromPool() throws -> (record: QuoteRecord, source: String)? {
        guard let pools = Pools(for: context), let first = try sourceChain().sources.first as? NetworkSource else { return nil }
        let recent = stores.history?.entries(last: LocalSource.recentWindow).map(\.quote) ?? []
        return pools.take(from: first, filter: filter, recent: recent).map { ($0, first.name) }
    }

    /// What the sources may use of the run, fetching until `deadline`: the network, time, the filters, the
    /// history's last quotes, the request logs that keep each source within its budget, and `pool`.
    func sourceContext(deadline: Date, pool: PoolKeeper?) -> SourceContext {
        let history = stores.history
        let requests = context.locations.requests.flatMap { context.locations.isUnderMissingHome($0) ? nil : $0 }
        return SourceContext(
            transport: context.transport, clock: context.clock, random: context.random, deadline: deadline,
            timeout: context.settings.value(.timeout, for: command), retries: RetryPolicy(retries: context.settings[.retries]),
            filter: filter, recent: { history?.entries(last: LocalSource.recentWindow).map(\.quote) ?? [] },
            warn: { [console = context.console] in console.warn(Failure.message(for: $0)) },
            requestLog: { name in requests.map { RequestLog(folder: $0, source: name) } }, pool: pool)
    }

    /// The sources `--source` names, in order, with `--endpoint` given to the one network source among them.
    func sourceChain() throws -> SourceChain {
        let settings = context.settings
        let names = settings[.source]
        let catalog = context.sources
        // The config file's names were checked when it was read; these come from a flag or QUOTE_SOURCE.
        if let unknown = names.first(where: { catalog.isNetwork($0) == nil }) {
            let setting = Setting<[String]>.source
            throw UsageError.unknownSource(
                setting: settings.origin(of: setting).name(for: setting), name: unknown, known: catalog.names)
        }
        let network = names.filter { catalog.isNetwork($0) == true }
        let setting = Setting<URL?>.endpoint
        let origin = settings.origin(of: setting)
        // --endpoint names a URL for the run's one network source; QUOTE_API_URL and the config file's endpoint
        // name the default source's, which other sources beside it leave alone.
        let forOneSource = if case .flag = origin { true } else { false }
        let receivers = forOneSource ? network : network.filter { $0 == SourceDescriptor.default.name }
        // A bad endpoint matters only to a run that would fetch from it.
        if !receivers.isEmpty { try settings.check(setting) }
        let endpoint = settings[setting]
        if endpoint != nil, forOneSource, Set(network).count > 1 {
            throw UsageError.endpointWithSeveralSources(setting: origin.name(for: setting), sources: network)
        }
        return SourceChain(
            names.compactMap { catalog.source(named: $0, endpoint: receivers.contains($0) ? endpoint : nil) })
    }

    /// The misses of a chain in one clause: "zenquotes: …; dummyjson: …", or the one miss's message.
    static func describe(_ misses: [SourceChain.Miss]) -> any MessageArgument {
        let reasons = misses.map { $0.error.map { Failure($0).message } ?? Message(.chainNotAsked) }
        guard misses.count > 1 else { return reasons.first ?? Message(.chainNobodyAsked) }
        return Clauses(zip(misses, reasons).map { Message(.chainFailure(source: $0.source, reason: $1)) })
    }

    /// Prints the quote, then keeps it: only once it is out, so a failed write leaves the files as they were;
    /// a file that cannot be written is a warning, not a failure, since the quote was printed.
    func emitAndKeep(_ record: QuoteRecord, in stores: Stores) -> ExitCode {
        let code = context.console.emit(context.presenter.render(record))
        guard code == .success else { return code }
        stores.keep(record, console: context.console)
        return code
    }
}
