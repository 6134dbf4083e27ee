import QuoteTestSupport
import Testing

/// The messages QuoteCommands declares, each checked in both languages.
@Suite("QuoteCommands's messages", .timeLimit(.minutes(1)))
struct MessageTests {
    @Test("Every message: both texts, every value in each, Korean that ends and joins as it should")
    func samples() {
        MessageChecks.check(MessageSamples.all)
    }

    @Test("The samples call every factory QuoteCommands declares, as the binary's symbols list them", .linuxOnly("an ELF binary"))
    func samplesAreComplete() throws {
        try MessageChecks.checkComplete(MessageSamples.all, module: "QuoteCommands")
    }
}
