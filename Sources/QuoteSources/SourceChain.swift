import QuoteModel
import QuotePlatform

/// Sources tried in turn under one deadline: the first quote wins.
package struct SourceChain: Sendable {
    /// A source that gave no quote.
    package struct Failure: Sendable {
        /// Its name.
        package var source: String
        /// Why, or `nil` when it was not asked at all: a network source reached after the deadline.
        package var error: SourceError?
    }

    /// What asking the chain came to.
    package struct Outcome: Sendable {
        /// The quote, and the name of the source that gave it; `nil` when every source failed.
        package var found: (record: QuoteRecord, source: String)?
        /// The sources that gave no quote, in order, and why.
        package var failures: [Failure]

        /// The error to report when no source gave a quote: the last one that was really asked.
        package var lastError: SourceError {
            failures.last(where: { $0.error != nil })?.error ?? .deadlinePassed
        }
    }

    /// The sources, in order.
    package var sources: [any QuoteSource]

    /// Creates a chain.
    package init(_ sources: [any QuoteSource]) {
        self.sources = sources
    }

    /// The first quote any source gives, with the failures of those tried before it.
    ///
    /// A network source reached once the deadline has passed is not asked (it would only fail, and hide the real failures); local
    /// sources need no time and are always asked.
    package func quote(in context: SourceContext) async -> Outcome {
        var failures: [Failure] = []
        for source in sources {
            if source.isNetwork && context.clock.now() >= context.deadline {
                failures.append(Failure(source: source.name, error: nil))
                continue
            }
            do {
                return Outcome(found: (try await source.quote(in: context), source.name), failures: failures)
            } catch {
                failures.append(Failure(source: source.name, error: error))
            }
        }
        return Outcome(found: nil, failures: failures)
    }
}
