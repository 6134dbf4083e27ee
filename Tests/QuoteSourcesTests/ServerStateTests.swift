import Foundation
import QuoteHTTP
import QuoteHTTPTestSupport
import QuoteJSON
import QuoteModel
import QuotePlatform
import QuoteSources
import QuoteStore
import QuoteTestSupport
import Testing

/// A source's budget and stop belong to the server it asks: only requests that reached it count, and a URL given
/// for one run has a state of its own.
@Suite("Each server's state: what counts, and whose", .timeLimit(.minutes(1)))
struct ServerStateTests {
    let clock = VirtualClock()
    let folder = TemporaryFolder()
    let catalog = SourceCatalog(custom: [], places: LocalPlaces(environment: [:], locations: .nowhere))

    /// What a run of `seconds` may use, the states kept in the test's folder.
    private func context(_ transport: FakeTransport, seconds: Double = 3, filter: QuoteFilter = QuoteFilter()) -> SourceContext {
        let requests = folder.file("requests")
        return SourceContext(
            world: World(transport: transport, clock: clock.clock, random: RandomSource { 0.5 }, localTime: .utc),
            deadline: clock.now + seconds,
            timeout: .seconds(3), retries: RetryPolicy(retries: 0), filter: filter,
            sourceState: { SourceState(folder: requests, key: $0) })
    }

    private func source(_ name: SourceName, endpoint: String? = nil) throws -> NetworkSource {
        try #require(catalog.source(named: name, endpoint: endpoint.flatMap(URL.init(string:))) as? NetworkSource)
    }

    @Test(
        "Requests that never reached a server give their slot back: seven refused runs, or unresolved, or never connected, each name their failure",
        arguments: [TransportError.connectionRefused, .hostNotFound, .connectTimedOut, .lookupTimedOut(host: "zenquotes.io")])
    func unreachedCostsNothing(failure: TransportError) async throws {
        let transport = FakeTransport(failing: failure)
        let zenquotes = try source("zenquotes", endpoint: "http://127.0.0.1:9/api/random")
        for run in 1...7 {
            // Each run at once after the last: ZenQuotes' five in 30 s would refuse the sixth if any counted.
            #expect(throws: SourceError.fetch(FetchError(url: zenquotes.url, failure: .transport(failure)))) {
                _ = try zenquotes.quote(in: context(transport))
            }
            #expect(transport.requests.count == run, "run \(run) went, none waited")
        }
        #expect(SourceState(folder: folder.file("requests"), key: "zenquotes@http-127.0.0.1-9").read().requests.isEmpty)
        #expect(clock.sleeps.allSatisfy { $0 == .seconds(3) }, "only the deadline timers: no wait for a slot")
    }

    @Test("A request that reached the server counts, whatever it was answered")
    func reachedCounts() async throws {
        let transport = FakeTransport(status: 500, fixture: "empty.json")
        let happiness = try source("happiness")
        #expect(throws: SourceError.self) { _ = try happiness.quote(in: context(transport)) }
        #expect(SourceState(folder: folder.file("requests"), key: "happiness").read().requests.count == 1)
    }

    @Test("A 429 from a URL given for one run stops that server only: the source's own is asked at once and answers")
    func stopIsTheServers() async throws {
        let limited = FakeTransport(status: 429, fixture: "empty.json", headers: ["Retry-After": "120"])
        let elsewhere = try source("happiness", endpoint: "http://127.0.0.1:8765/429")
        #expect(throws: SourceError.self) { _ = try elsewhere.quote(in: context(limited)) }
        let stopped = SourceState(folder: folder.file("requests"), key: elsewhere.stateKey(for: elsewhere.url))
        #expect(stopped.path == folder.file("requests/happiness@http-127.0.0.1-8765.json"))
        #expect(stopped.read().stoppedUntil == clock.now + 120 && stopped.read().server == "http://127.0.0.1:8765")
        let own = FakeTransport(fixture: "happiness-valid.json")
        #expect(try source("happiness").quote(in: context(own)).quote.id == 42)
        #expect(own.requests.count == 1)
        // Another server of a run's URL is another state too; the one that said 429 is left alone.
        let other = FakeTransport(fixture: "happiness-valid.json")
        _ = try source("happiness", endpoint: "http://127.0.0.1:8766/q").quote(in: context(other))
        #expect(throws: SourceError.self) { _ = try elsewhere.quote(in: context(limited)) }
        #expect(limited.requests.count == 1, "not asked again within its Retry-After")
    }

    @Test("The server is its scheme, host and port: a path or a default port written out is the same server")
    func serverKey() throws {
        let server = try #require(Server(URL(string: "https://ZenQuotes.io/api/random")!))
        #expect(server == Server(URL(string: "https://zenquotes.io:443/api/quotes")!))
        #expect(server != Server(URL(string: "http://zenquotes.io/api/random")!))
        #expect(server.description == "https://zenquotes.io:443" && server.fileName == "https-zenquotes.io-443")
        #expect(Server(fileName: server.fileName) == server)
        #expect(try source("zenquotes").stateKey(for: URL(string: "https://zenquotes.io/api/today")!) == "zenquotes")
        #expect(try source("zenquotes").stateKey(for: URL(string: "http://[::1]:8080/q")!) == "zenquotes@http-__1-8080")
    }

    @Test("A config source's lang is its own: not asked under another --lang; its Latin quotes are in the language it declares")
    func configSourceLanguage() async throws {
        let spec = CustomSourceSpec(
            name: "latin", url: URL(string: "https://latin.test/q")!, content: try JSONPointer("/q"),
            author: try JSONPointer("/a"), id: nil, language: "fr")
        let catalog = SourceCatalog(custom: [spec], places: LocalPlaces(environment: [:], locations: .nowhere))
        let latin = try #require(catalog.source(named: "latin", endpoint: nil) as? NetworkSource)
        #expect(latin.language == "fr" && catalog.language(of: "latin") == "fr")
        let transport = FakeTransport { _, _ in
            HTTPResponse(statusCode: 200, body: Data(#"{"q":"Carpe diem.","a":"Horace"}"#.utf8))
        }
        #expect(throws: SourceError.otherLanguage(source: "latin", language: "fr", wanted: "en")) {
            _ = try latin.quote(in: context(transport, filter: QuoteFilter(language: "en")))
        }
        #expect(transport.requests.isEmpty, "not asked")
        #expect(try latin.quote(in: context(transport, filter: QuoteFilter(language: "fr"))).quote.content == "Carpe diem.")
    }
}
