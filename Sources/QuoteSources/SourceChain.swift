import QuoteModel
import QuotePlatform

/// Sources tried in turn under one deadline: the first quote wins.
package struct SourceChain: Sendable {
    /// A source that gave no quote.
    package struct Miss: Sendable {
        /// Its name.
        package var source: SourceName
        /// Why, or `nil` when it was not asked at all: a network source reached after the deadline.
        package var error: SourceError?

        /// A miss of `source`, and why.
        package init(source: SourceName, error: SourceError?) {
            self.source = source
            self.error = error
        }
    }

    /// What asking the chain came to.
    package struct Answer: Sendable {
        /// The quote, and the name of the source that gave it; `nil` when every source failed.
        package var found: (record: QuoteRecord, source: SourceName)?
        /// The sources that gave no quote, in order, and why.
        package var misses: [Miss]

        /// The error to report when no source gave a quote.
        package var error: ChainError { ChainError(misses: misses) }
    }

    /// The sources, in order.
    package var sources: [any QuoteSource]

    /// Creates a chain.
    package init(_ sources: [any QuoteSource]) {
        self.sources = sources
    }

    /// The language every network source of the chain says its quotes are in: what its fallbacks keep to when a
    /// run asks none; `nil` when none is a network source, or one says none or another.
    package var declaredLanguage: String? {
        let languages = sources.compactMap { $0 as? NetworkSource }.map { $0.language }
        guard let first = languages.first, let language = first, languages.allSatisfy({ $0 == language }) else { return nil }
        return language
    }

    /// The first quote any source gives, with the misses of those tried before it.
    ///
    /// A network source reached once the deadline has passed is not asked (it would only fail, and hide the real failures); local
    /// sources need no time and are always asked.
    package func quote(in context: SourceContext) -> Answer {
        var misses: [Miss] = []
        for source in sources {
            if source.isNetwork && context.clock.now() >= context.deadline {
                misses.append(Miss(source: source.name, error: nil))
                continue
            }
            do {
                return Answer(found: (try source.quote(in: context), source.name), misses: misses)
            } catch {
                misses.append(Miss(source: source.name, error: error))
            }
        }
        return Answer(found: nil, misses: misses)
    }
}

/// A chain that gave no quote: each source's miss, reported as the last one really asked.
package struct ChainError: Error, Sendable {
    /// The sources that gave no quote, in order, and why.
    package var misses: [SourceChain.Miss]

    /// Creates the error of a chain's misses.
    package init(misses: [SourceChain.Miss]) {
        self.misses = misses
    }

    /// The last source really asked's error; the deadline when none was.
    package var last: SourceError {
        misses.last(where: { $0.error != nil })?.error ?? .deadlinePassed
    }
}
