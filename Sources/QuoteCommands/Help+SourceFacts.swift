import QuoteMessages
import QuoteSources

/// What the documents say of the built-in sources, from the source table: their budgets, batches, quotes of the
/// day, `--lang`'s chains and GUIDE.md's table of sources. `make golden` writes each between its marks (the man
/// pages' in roff, GUIDE.md's and the READMEs' in Markdown), and a test checks that they are in step, so a new
/// source is in every document without an edit of one.
extension Help {
    /// How a part is marked up: roff, for the man pages; Markdown, for GUIDE.md and the READMEs.
    package enum Markup: Sendable {
        case roff
        case markdown

        /// `text` as code: as it is in roff (whose escapes come after), in backticks in Markdown.
        func code(_ text: String) -> String {
            switch self {
            case .roff: text
            case .markdown: "`\(text)`"
            }
        }
    }

    /// A source as prose names it: its summary's first clause (`the Happiness API`, `ZenQuotes`).
    static func title(of source: SourceDescriptor, in language: Language) -> String {
        String(source.summary.text(in: language).split(separator: ",")[0])
    }

    /// `items` as a list in prose: `A, B and C` in English, `A, B, C` in Korean.
    static func list(_ items: [String], in language: Language) -> String {
        guard language == .english, items.count > 1 else { return items.joined(with: ", ") }
        return Array(items.dropLast()).joined(with: ", ") + " and " + items[items.count - 1]
    }

    /// The built-in APIs besides the default, for the READMEs' opening: `ZenQuotes, DummyJSON, a Korean quote API`.
    static func otherAPIs(in language: Language) -> String {
        SourceDescriptor.builtInNetwork.filter { $0.name != SourceDescriptor.default.name }.map { title(of: $0, in: language) }
            .joined(with: ", ")
    }

    /// Each built-in network source's request budget: those with a published limit by it, the others one a second.
    static func budgets(in language: Language) -> String {
        let published = SourceDescriptor.builtInNetwork.filter { $0.budget != .unpublished }.enumerated().map { index, source in
            let (name, budget) = (title(of: source, in: language), source.budget)
            return Phrase(
                index == 0
                    ? "\(name) \(budget.requests) requests in any \(budget.periodSeconds) s"
                    : "\(name) \(budget.requests) in any \(budget.periodSeconds) s",
                korean: "\(name) 출처는 \(budget.periodSeconds)초에 \(budget.requests)번"
            ).text(in: language)
        }
        let others = list(
            SourceDescriptor.builtInNetwork.filter { $0.budget == .unpublished }.map { title(of: $0, in: language) }, in: language
        )
        let rest = others.isEmpty ? [] : [Phrase("\(others) one a second", korean: "\(others) 출처는 1초에 한 번").text(in: language)]
        return (published + rest).joined(with: ", ")
    }

    /// Each built-in source's batch, the URL that fills its pool: `ZenQuotes' /api/quotes (50)`.
    static func batches(in language: Language, _ markup: Markup) -> String {
        SourceDescriptor.builtInNetwork.compactMap { source in
            source.batch.map { batch in
                let name = title(of: source, in: language)
                let path = markup.code(batch.url.path + (batch.url.query.map { "?" + $0 } ?? ""))
                let owner = name.hasSuffix("s") ? "\(name)'" : "\(name)'s"
                return Phrase("\(owner) \(path) (\(batch.size))", korean: "\(name)의 \(path)(\(batch.size)개)").text(in: language)
            }
        }.joined(with: ", ")
    }

    /// The built-in sources with a quote of the day of their own, and where it is: what `today` asks of them.
    static func todays(in language: Language, _ markup: Markup) -> String {
        SourceDescriptor.builtInNetwork.compactMap { source in
            source.today.map { url in
                let name = title(of: source, in: language)
                let link = markup == .roff ? url.absoluteString : "<\(url.absoluteString)>"
                return Phrase("\(name) has one, \(link).", korean: "\(name) 출처의 오늘의 명언: \(link).").text(in: language)
            }
        }.joined(with: " ")
    }

    /// What `--lang` asks with no source named, for each language a built-in source is in or translates into:
    /// `` `en`: ZenQuotes, DummyJSON, then the Happiness API's translations ``.
    static func langChains(in language: Language, _ markup: Markup) -> String {
        let languages = Set(SourceDescriptor.builtInNetwork.flatMap { [$0.language, $0.translation].compactMap { $0 } })
        let catalog = SourceCatalog(custom: [], places: LocalPlaces(environment: [:], locations: .nowhere))
        return languages.sorted().map { code in
            let chain = catalog.networkSources(in: code).compactMap { name in
                SourceDescriptor.builtIn.first { $0.name == name }
            }
            let own = chain.filter { $0.language == code }.map { title(of: $0, in: language) }
            let translating = chain.filter { $0.language != code }.map { title(of: $0, in: language) }
            let named =
                own.isEmpty || translating.isEmpty
                ? list(own + translating, in: language)
                : Phrase(
                    "\(own.joined(with: ", ")), then \(list(translating, in: language))",
                    korean: "\(own.joined(with: ", ")), 그다음 \(translating.joined(with: ", "))"
                ).text(in: language)
            let translated = translating.isEmpty ? "" : Phrase("'s translations", korean: "의 번역").text(in: language)
            return "\(markup.code(code)): \(named)\(translated)"
        }.joined(with: "; ")
    }

    /// GUIDE.md's table of sources, in Markdown: every built-in source, then a config file's own.
    static var guideSources: String {
        let rows = SourceDescriptor.builtIn.map { source -> String in
            let name = "`\(source.name.text)`"
            guard let url = source.url else {
                return "| \(name) | each quote's own | none | none: no network | | \(source.summary.english) |"
            }
            let language = [
                source.language.map(languageName), source.translation.map { "with \(languageName($0)) translations" },
            ].compactMap { $0 }.joined(with: ", ")
            let limits =
                source.budget == .unpublished
                ? "none published: `quote` asks 1 a second"
                : "\(source.budget.requests) requests per \(source.budget.periodSeconds) s"
            let terms = source.attribution.map { "every quote shows \"\($0.line)\"" } ?? "none published"
            var what = ["`GET \(url.absoluteString)`"]
            if source.name == SourceDescriptor.default.name { what.insert("the default", at: 0) }
            if let batch = source.batch {
                what.append("pools fill from `\(batch.url.absoluteString)`, \(batch.size) an answer")
            }
            if let today = source.today { what.append("`today` shows its quote of the day, `\(today.absoluteString)`") }
            if source.translation != nil { what.append("[a quote and its translation](#a-quote-and-its-translation)") }
            return
                "| \(name) | \(language.isEmpty ? "any" : language) | none | \(limits) | \(terms) | \(what.joined(with: "; ")) |"
        }
        return """
            | name | language | key | limits | terms | what |
            | --- | --- | --- | --- | --- | --- |
            \(rows.joined(with: "\n"))
            | your own | its `lang` | yours | its `rate`, else 1 a second | yours to keep | any JSON API, described in the config file |
            """
    }

    /// A language's English name, by its code.
    private static func languageName(_ code: String) -> String {
        switch code {
        case "ko": "Korean"
        case "en": "English"
        default: code
        }
    }
}
