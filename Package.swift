// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "quote",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "quote", targets: ["quote"]),
        .executable(name: "quote-fetch", targets: ["quote-fetch"]),
    ],
    targets: [
        // The thin command: hands arguments, environment and streams to the core.
        .executableTarget(name: "quote", dependencies: ["QuoteCore"]),
        // The network helper `quote` runs only when it fetches, so other runs start without libcurl.
        .executableTarget(name: "quote-fetch", dependencies: ["QuoteNetworking"]),
        // Everything that can be tested without a process: parsing, service, cache, presentation.
        // Foundation only: FoundationNetworking stays out of the `quote` binary.
        .target(name: "QuoteCore"),
        // URLSession, the live transport, and the helper's entry point.
        .target(name: "QuoteNetworking", dependencies: ["QuoteCore"]),
        // Fixtures, temporary folders, fakes and the loopback HTTP server, shared by both test targets.
        .target(name: "QuoteTestSupport", dependencies: ["QuoteCore"], path: "Tests/Support"),
        .testTarget(name: "QuoteCoreTests", dependencies: ["QuoteCore", "QuoteNetworking", "QuoteTestSupport"]),
        // Runs the built `quote` binary (and through it `quote-fetch`) against servers on 127.0.0.1.
        .testTarget(name: "EndToEndTests", dependencies: ["QuoteCore", "QuoteTestSupport"]),
    ]
)
