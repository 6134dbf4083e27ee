import QuoteTestSupport
import Testing

/// The messages QuoteConfig declares, each checked in both languages.
@Suite("QuoteConfig's messages", .timeLimit(.minutes(1)))
struct MessageTests {
    @Test("Every message: both texts, every value in each, Korean that ends and joins as it should")
    func samples() {
        MessageChecks.check(MessageSamples.all)
    }

    @Test("The samples call every factory QuoteConfig declares, as the binary's symbols list them", .linuxOnly("an ELF binary"))
    func samplesAreComplete() throws {
        try MessageChecks.checkComplete(MessageSamples.all, module: "QuoteConfig")
    }
}
