import QuotePlatform
import QuoteStore
import Testing

/// Where the files live, from the environment alone.
@Suite("Store locations", .timeLimit(.minutes(1)))
struct StoreLocationsTests {
    @Test("The XDG folders when absolute, else the usual folders under an absolute HOME")
    func places() {
        let xdg = StoreLocations(environment: [
            "HOME": "/h", "XDG_CACHE_HOME": "/c", "XDG_STATE_HOME": "/s", "XDG_DATA_HOME": "/d", "XDG_CONFIG_HOME": "/f",
        ])
        #expect(
            [xdg.cache, xdg.history, xdg.saved, xdg.config, xdg.fortunes]
                == [
                    "/c/quote/last.json", "/s/quote/history.jsonl", "/d/quote/saved.jsonl", "/f/quote/config.toml", "/d/fortunes",
                ])
        let usual: [String?] = [
            "/h/.cache/quote/last.json", "/h/.local/state/quote/history.jsonl", "/h/.local/share/quote/saved.jsonl",
            "/h/.config/quote/config.toml", "/h/.local/share/fortunes",
        ]
        for environment in [["HOME": "/h"], ["HOME": "/h", "XDG_CACHE_HOME": "relative"]] {
            let home = StoreLocations(environment: environment)
            #expect([home.cache, home.history, home.saved, home.config, home.fortunes] == usual, "\(environment)")
        }
        let mixed = StoreLocations(environment: ["HOME": "/h", "XDG_CACHE_HOME": "/c", "XDG_STATE_HOME": "relative"])
        #expect(mixed.cache == "/c/quote/last.json" && mixed.history == "/h/.local/state/quote/history.jsonl")
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
