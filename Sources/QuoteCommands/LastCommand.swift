import QuoteConfig
import QuoteMessages
import QuoteModel
import QuotePlatform
import QuoteStore

/// `quote last`: the cached quote again, with no network access at all.
package struct LastCommand: PlainCommand {
    package static let name = "last"
    package static let summary = Phrase("Print the last quote again, without the network", korean: "마지막 명언을 네트워크 없이 다시 보여 줍니다")

    package init() {}

    package func run(in context: CommandContext) throws -> Outcome {
        guard !context.settings[.noCache] else { throw UsageError.lastWithNoCache }
        return .finished(context.console.emit(context.presenter.render(try Self.cachedQuote(context))))
    }

    /// The cached quote, or why there is none: what `last` prints and `save` keeps.
    static func cachedQuote(_ context: CommandContext) throws(CommandError) -> QuoteRecord {
        guard let path = context.settings[.cacheFile] else { throw .noCacheLocation }
        guard let record = QuoteCache(path: path).load() else { throw .noCachedQuote(path: path) }
        return record
    }
}
