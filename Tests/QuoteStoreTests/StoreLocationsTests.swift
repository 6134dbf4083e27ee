import QuotePlatform
import QuoteStore
import Testing

/// Where the files live, from the environment alone.
@Suite("Store locations", .timeLimit(.minutes(1)))
struct StoreLocationsTests {
    @Test("The XDG folders when absolute, else the usual folders under an absolute HOME")
    func places() {
        let home = StoreLocations(environment: ["HOME": "/h"])
        #expect(home.cache == "/h/.cache/quote/last.json" && home.history == "/h/.local/state/quote/history.jsonl")
        #expect(home.saved == "/h/.local/share/quote/saved.jsonl" && home.config == "/h/.config/quote/config.toml")
        let xdg = StoreLocations(environment: ["HOME": "/h", "XDG_CACHE_HOME": "/c", "XDG_STATE_HOME": "relative"])
        #expect(xdg.cache == "/c/quote/last.json" && xdg.history == "/h/.local/state/quote/history.jsonl")
    }

    @Test(
        "A relative, empty or missing HOME is ignored: nothing is placed under the folder a run starts in",
        arguments: [["HOME": "rel"], ["HOME": "./x"], ["HOME": ""], [:]] as [[String: String]])
    func unusableHome(environment: [String: String]) {
        let locations = StoreLocations(environment: environment)
        #expect(locations.cache == nil && locations.history == nil && locations.saved == nil && locations.config == nil)
        #expect(locations.missingHome == nil)
    }
}
