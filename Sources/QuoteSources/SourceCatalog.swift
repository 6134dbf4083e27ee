import QuoteModel
import QuotePlatform
import QuoteStore

/// Every source a run can use, by name: the built-in ones (``SourceDescriptor/builtIn``) and the user's own
/// from the config file.
package struct SourceCatalog: Sendable {
    /// The config file's sources, by name.
    package let custom: [SourceName: CustomSourceSpec]
    private let places: LocalPlaces

    /// Creates the catalog for a run.
    package init(custom: [CustomSourceSpec], places: LocalPlaces) {
        self.custom = Dictionary(custom.map { ($0.name, $0) }, uniquingKeysWith: { _, last in last })
        self.places = places
    }

    /// Every name, built-in ones first, in the order help and completions list them.
    package var names: [SourceName] {
        SourceDescriptor.builtIn.map { $0.name } + custom.keys.sorted()
    }

    /// The URL a network source fetches from, unless `--endpoint` replaces it; `nil` for a local or unknown one.
    package func url(of name: SourceName) -> URL? {
        custom[name]?.url ?? SourceDescriptor.builtIn.first { $0.name == name }?.url
    }

    /// The language source `name` says its quotes are in; `nil` when it does not say.
    package func language(of name: SourceName) -> String? {
        custom[name].map { $0.language } ?? SourceDescriptor.builtIn.first { $0.name == name }?.language
    }

    /// Where source `name` gives its own quote of the day; `nil` for one that has none.
    package func today(of name: SourceName) -> URL? {
        custom[name]?.today ?? SourceDescriptor.builtIn.first { $0.name == name }?.today
    }

    /// What the terms of source `name` ask to be said with its quotes; `nil` when they ask nothing (a source of
    /// one's own, which a user answers for).
    package func attribution(of name: SourceName) -> Attribution? {
        custom[name] == nil ? SourceDescriptor.builtIn.first { $0.name == name }?.attribution : nil
    }

    /// The request budget of network source `name`; `nil` for a local or unknown one.
    package func budget(of name: SourceName) -> RequestBudget? {
        if let spec = custom[name] { return spec.budget }
        return SourceDescriptor.builtIn.first { $0.name == name && $0.isNetwork }?.budget
    }

    /// What the states kept in `folder` say of each server network source `name` was asked at, its own first.
    package func servers(of name: SourceName, in folder: String, now: Date) -> [ServerStatus] {
        guard let budget = budget(of: name) else { return [] }
        return SourceState.keys(in: folder, source: name).map { key in
            var status = SourceState(folder: folder, key: key).status(budget, now: now)
            // A state an earlier version kept names no server: its key does.
            if status.server == nil {
                let server =
                    key == name.text
                    ? url(of: name).flatMap(Server.init) : Server(fileName: String(key.dropFirst(name.text.count + 1)))
                status.server = server?.description
            }
            return status
        }
    }

    /// How many quotes one request of network source `name` brings: its batch's size, or one.
    package func batchSize(of name: SourceName) -> Int {
        if let spec = custom[name] { return CustomSource.batch(for: spec)?.size ?? 1 }
        return SourceDescriptor.builtIn.first { $0.name == name }?.batch?.size ?? 1
    }

    /// The built-in network sources whose quotes are in `language`, in the table's order, then those that give
    /// translations in it: what `--lang` asks when no source is named (GUIDE.md's `--lang` row says the chains,
    /// written by `make golden` from this).
    ///
    /// A source's own language first: every one of its quotes is in it, where not every answer of a source of
    /// translations has one.
    package func networkSources(in language: String) -> [SourceName] {
        let network = SourceDescriptor.builtInNetwork
        return (network.filter { $0.language == language } + network.filter { $0.translation == language }).map { $0.name }
    }

    /// Whether `name` is a source that uses the network; `nil` for an unknown name.
    package func isNetwork(_ name: SourceName) -> Bool? {
        if let builtIn = SourceDescriptor.builtIn.first(where: { $0.name == name }) { return builtIn.isNetwork }
        return custom[name] == nil ? nil : true
    }

    /// The built-in collection's quote of `window` among those that pass `filter`, as a record made `now`: what
    /// `today` and `--every` show when no source answers and nothing is cached.
    package func quote(of window: TimeWindow, matching filter: QuoteFilter, now: Date) -> QuoteRecord? {
        BuiltinCollection.quote(of: window, matching: filter).map {
            QuoteRecord(quote: $0, source: SourceLabel(name: BuiltinCollection.source.name), fetchedAt: now)
        }
    }

    /// The source called `name`, a network source's URL replaced by `endpoint` when given; `nil` for an
    /// unknown name.
    package func source(named name: SourceName, endpoint: URL?) -> (any QuoteSource)? {
        if var spec = custom[name] {
            // A source of one's own reads every answer of its URL the same way, whatever URL that is.
            let home = Server(spec.url)
            spec.url = endpoint ?? spec.url
            return NetworkSource(
                name: name, url: spec.url, headers: spec.headers, decoder: CustomSource.decoder(for: spec), budget: spec.budget,
                batch: CustomSource.batch(for: spec), today: endpoint == nil ? spec.today : nil, language: spec.language,
                home: home)
        }
        guard let builtIn = SourceDescriptor.builtIn.first(where: { $0.name == name }) else { return nil }
        switch builtIn.kind {
        case .network(let address, let decoder):
            guard let url = URL(string: address) else { return nil }
            // The batch and today URLs are the API's own: a source pointed elsewhere asks that URL one quote at a
            // time, for its quote of the day too.
            return NetworkSource(
                name: name, url: endpoint ?? url, decoder: decoder, budget: builtIn.budget,
                batch: endpoint == nil ? builtIn.batch : nil, today: endpoint == nil ? builtIn.today : nil,
                language: builtIn.language, translation: builtIn.translation, home: Server(url))
        case .local(let open):
            let places = places
            return LocalSource(name: name) { () throws(SourceError) in try open(places) }
        case .made(let make):
            return make(places)
        }
    }
}
